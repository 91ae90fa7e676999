import { Body, Get, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import { LawFirmBodyDto, LawyerGroupBodyDto } from './dto/law-firm-body.dto';
import { LawFirmDto, LawyerGroupDto } from './dto/law-firm.dto';
import { LawyerGroupsQueryDto } from './dto/lawyer-groups-query.dto';
import { LawFirmsService } from './law-firms.service';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

/** The back office's law firms: /api/admin/law-firms/… (admins only). */
@AdminController('law-firms')
export class AdminLawFirmsController {
  constructor(private readonly lawFirms: LawFirmsService) {}

  @Get()
  @ApiOperation({ operationId: 'lawFirms', summary: 'Every law firm, by name' })
  @ApiOkResponse({ type: [LawFirmDto] })
  list(): Promise<LawFirmDto[]> {
    return this.lawFirms.listLawFirms();
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createLawFirm',
    summary: 'Add a law firm (name, optional e-mail, mobile number, address)',
  })
  @ApiCreatedResponse({ type: LawFirmDto })
  @ApiBadRequestResponse({ description: "admin.md §5 Law firm: 'Name is required', ..." })
  create(@CurrentUser() admin: SessionUser, @Body() body: LawFirmBodyDto): Promise<LawFirmDto> {
    return this.lawFirms.createLawFirm(admin, body);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'lawFirm', summary: 'One law firm' })
  @ApiOkResponse({ type: LawFirmDto })
  @ApiNotFoundResponse({ description: 'Law firm not found' })
  get(@IdParam() id: string): Promise<LawFirmDto> {
    return this.lawFirms.getLawFirm(id);
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateLawFirm', summary: 'Replace a law firm' })
  @ApiOkResponse({ type: LawFirmDto })
  @ApiBadRequestResponse({ description: "admin.md §5 Law firm: 'Name is required', ..." })
  @ApiNotFoundResponse({ description: 'Law firm not found' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: LawFirmBodyDto,
  ): Promise<LawFirmDto> {
    return this.lawFirms.updateLawFirm(admin, id, body);
  }

  @Get(':id/events')
  @ApiOperation({ operationId: 'lawFirmEvents', summary: "The law firm's changes, oldest first" })
  @ApiOkResponse({ type: [EventDto] })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.lawFirms.history(id);
  }
}

/** The back office's lawyer groups: /api/admin/lawyer-groups/… (admins only). */
@AdminController('lawyer-groups')
export class AdminLawyerGroupsController {
  constructor(private readonly lawFirms: LawFirmsService) {}

  @Get()
  @ApiOperation({
    operationId: 'lawyerGroups',
    summary: "Every lawyer group with its law firm; one firm's with ?law_firm=",
  })
  @ApiOkResponse({ type: [LawyerGroupDto] })
  list(@Query() query: LawyerGroupsQueryDto): Promise<LawyerGroupDto[]> {
    return this.lawFirms.listLawyerGroups(query.law_firm);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createLawyerGroup',
    summary:
      "Add a lawyer group to a law firm: name, law firm's _id, solicitor, legal assistants, invoicing address, Thirdfort recipients (at least one), panel",
  })
  @ApiCreatedResponse({ type: LawyerGroupDto })
  @ApiBadRequestResponse({ description: "'Add at least one Thirdfort recipient email', ..." })
  @ApiNotFoundResponse({ description: 'Law firm not found' })
  create(
    @CurrentUser() admin: SessionUser,
    @Body() body: LawyerGroupBodyDto,
  ): Promise<LawyerGroupDto> {
    return this.lawFirms.createLawyerGroup(admin, body);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'lawyerGroup', summary: 'One lawyer group with its law firm' })
  @ApiOkResponse({ type: LawyerGroupDto })
  @ApiNotFoundResponse({ description: 'Lawyer group not found' })
  get(@IdParam() id: string): Promise<LawyerGroupDto> {
    return this.lawFirms.getLawyerGroup(id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateLawyerGroup',
    summary:
      'Replace a lawyer group: name, law firm, solicitor, legal assistants, invoicing address, Thirdfort recipients (at least one), panel',
  })
  @ApiOkResponse({ type: LawyerGroupDto })
  @ApiBadRequestResponse({ description: "'Add at least one Thirdfort recipient email', ..." })
  @ApiNotFoundResponse({ description: 'Lawyer group or law firm not found' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: LawyerGroupBodyDto,
  ): Promise<LawyerGroupDto> {
    return this.lawFirms.updateLawyerGroup(admin, id, body);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'lawyerGroupEvents',
    summary: "The lawyer group's changes, oldest first",
  })
  @ApiOkResponse({ type: [EventDto] })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.lawFirms.history(id);
  }
}
