import { Get, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { IdParam } from '@/common/id-param';
import { LawFirmDto, LawyerGroupDto } from './dto/law-firm.dto';
import { LawyerGroupsQueryDto } from './dto/lawyer-groups-query.dto';
import { LawFirmsService } from './law-firms.service';

/** The back office's law firms: /api/admin/law-firms/… (admins only). */
@AdminController('law-firms')
export class AdminLawFirmsController {
  constructor(private readonly lawFirms: LawFirmsService) {}

  @Get()
  @ApiOperation({ summary: 'Every law firm, by name' })
  @ApiOkResponse({ type: [LawFirmDto] })
  list(): Promise<LawFirmDto[]> {
    return this.lawFirms.listLawFirms();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One law firm' })
  @ApiOkResponse({ type: LawFirmDto })
  @ApiNotFoundResponse({ description: 'Law firm not found' })
  get(@IdParam() id: string): Promise<LawFirmDto> {
    return this.lawFirms.getLawFirm(id);
  }
}

/** The back office's lawyer groups: /api/admin/lawyer-groups/… (admins only). */
@AdminController('lawyer-groups')
export class AdminLawyerGroupsController {
  constructor(private readonly lawFirms: LawFirmsService) {}

  @Get()
  @ApiOperation({ summary: "Every lawyer group with its law firm; one firm's with ?law_firm=" })
  @ApiOkResponse({ type: [LawyerGroupDto] })
  list(@Query() query: LawyerGroupsQueryDto): Promise<LawyerGroupDto[]> {
    return this.lawFirms.listLawyerGroups(query.law_firm);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One lawyer group with its law firm' })
  @ApiOkResponse({ type: LawyerGroupDto })
  @ApiNotFoundResponse({ description: 'Lawyer group not found' })
  get(@IdParam() id: string): Promise<LawyerGroupDto> {
    return this.lawFirms.getLawyerGroup(id);
  }
}
