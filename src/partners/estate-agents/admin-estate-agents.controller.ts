import { Body, Delete, Get, HttpCode, HttpStatus, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import { AdminEstateAgentsService } from './admin-estate-agents.service';
import {
  BrandBodyDto,
  BrandDto,
  EstateAgentBodyDto,
  EstateAgentDto,
  EstateAgentPageDto,
  EstateAgentsQueryDto,
} from './dto/admin-estate-agent.dto';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

const BODY_ERRORS =
  "'Brand is required', 'Please fill in the office details', 'Please add at least one valuer', the valuer, negotiator and Thirdfort rules";

/** The back office's estate agents: /api/admin/estate-agents/… (admins only). */
@AdminController('estate-agents')
export class AdminEstateAgentsController {
  constructor(private readonly agents: AdminEstateAgentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'estateAgents',
    summary:
      "A page of estate agents by office name: brand (its _id), searchValue, offset, limit (where the page ends), with every brand's count",
  })
  @ApiOkResponse({ type: EstateAgentPageDto })
  list(@Query() query: EstateAgentsQueryDto): Promise<EstateAgentPageDto> {
    return this.agents.list(query);
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createEstateAgent',
    summary: 'Add an estate agent (at least one valuer and the office details)',
  })
  @ApiCreatedResponse({ type: EstateAgentDto })
  @ApiBadRequestResponse({ description: BODY_ERRORS })
  create(
    @CurrentUser() admin: SessionUser,
    @Body() body: EstateAgentBodyDto,
  ): Promise<EstateAgentDto> {
    return this.agents.create(admin, body);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'estateAgent',
    summary: 'One estate agent: brand, office, valuers (primary first), negotiators, Thirdfort',
  })
  @ApiOkResponse({ type: EstateAgentDto })
  @ApiNotFoundResponse({ description: 'Estate agent not found' })
  get(@IdParam() id: string): Promise<EstateAgentDto> {
    return this.agents.get(id);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'estateAgentEvents',
    summary: "The agent's changes, oldest first: who, when and what",
  })
  @ApiOkResponse({ type: [EventDto] })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.agents.history(id);
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateEstateAgent', summary: 'Replace the whole estate agent' })
  @ApiOkResponse({ type: EstateAgentDto })
  @ApiBadRequestResponse({ description: BODY_ERRORS })
  @ApiNotFoundResponse({ description: 'Estate agent not found' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: EstateAgentBodyDto,
  ): Promise<EstateAgentDto> {
    return this.agents.update(admin, id, body);
  }
}

/** The estate agents' brands: /api/admin/estate-agent-brands/… (admins only). */
@AdminController('estate-agent-brands')
export class AdminBrandsController {
  constructor(private readonly agents: AdminEstateAgentsService) {}

  @Get()
  @ApiOperation({ operationId: 'brands', summary: 'Every brand, by name' })
  @ApiOkResponse({ type: [BrandDto] })
  list(): Promise<BrandDto[]> {
    return this.agents.listBrands();
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createBrand',
    summary: 'Add a brand (names are unique, whatever their case)',
  })
  @ApiCreatedResponse({ type: BrandDto })
  @ApiBadRequestResponse({ description: "'Brand name is required'" })
  @ApiConflictResponse({ description: 'A brand of that name exists' })
  create(@CurrentUser() admin: SessionUser, @Body() body: BrandBodyDto): Promise<BrandDto> {
    return this.agents.createBrand(admin, body);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'renameBrand',
    summary: "Rename a brand (its agents' office names follow)",
  })
  @ApiOkResponse({ type: BrandDto })
  @ApiBadRequestResponse({ description: "'Brand name is required'" })
  @ApiNotFoundResponse({ description: 'Brand not found' })
  @ApiConflictResponse({ description: 'A brand of that name exists' })
  rename(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: BrandBodyDto,
  ): Promise<BrandDto> {
    return this.agents.renameBrand(admin, id, body);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'brandEvents',
    summary: "The brand's changes (a deleted brand's too), oldest first",
  })
  @ApiOkResponse({ type: [EventDto] })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.agents.history(id);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteBrand', summary: 'Delete a brand no estate agent uses' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ description: 'Brand not found' })
  @ApiConflictResponse({ description: 'Estate agents use the brand' })
  remove(@CurrentUser() admin: SessionUser, @IdParam() id: string): Promise<void> {
    return this.agents.deleteBrand(admin, id);
  }
}
