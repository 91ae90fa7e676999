import { Body, Get, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { AdminController } from '@/platform/http/admin';
import { CreatedIdDto } from '@/platform/common/created-id.dto';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { type Page, PaginationQueryDto } from '@/platform/common/pagination';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import {
  AdminCompaniesQueryDto,
  AdminCompanyPageDto,
  AdminCompanyRowDto,
  AdminCompanySalePageDto,
  AdminCompanySaleRowDto,
  CompanyBodyDto,
  CompanyDto,
} from './dto/company.dto';
import { CompaniesService } from './companies.service';
import { Idempotent } from '@/platform/idempotency/idempotency.interceptor';

/** Company sellers: /api/admin/companies/… (admins only). */
@AdminController('companies')
export class AdminCompaniesController {
  constructor(private readonly companies: CompaniesService) {}

  @Get()
  @ApiOperation({
    operationId: 'adminCompanies',
    summary:
      'A page of companies by name, each with its count of sales: q (part of the name or the start of the number), skip, limit (where the page ends)',
  })
  @ApiOkResponse({ type: AdminCompanyPageDto })
  list(@Query() query: AdminCompaniesQueryDto): Promise<Page<AdminCompanyRowDto>> {
    return this.companies.adminList(query);
  }

  @Get('by-number/:companyNumber')
  @ApiOperation({
    operationId: 'companyByNumber',
    summary: 'The company of this number (any case); 404 means there is none',
  })
  @ApiOkResponse({ type: CompanyDto })
  @ApiNotFoundResponse({ description: 'Company not found' })
  byNumber(@Param('companyNumber') companyNumber: string): Promise<CompanyDto> {
    return this.companies.findByNumber(companyNumber.slice(0, 32));
  }

  @Post()
  @Idempotent()
  @ApiOperation({ operationId: 'createCompany', summary: 'Create a company, answering its _id' })
  @ApiCreatedResponse({ type: CreatedIdDto })
  @ApiBadRequestResponse({ description: 'Name, number or address not valid' })
  @ApiConflictResponse({ description: 'A company with this number exists' })
  create(@CurrentUser() admin: SessionUser, @Body() body: CompanyBodyDto): Promise<CreatedIdDto> {
    return this.companies.create(admin, body);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'adminCompany', summary: 'One company' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiNotFoundResponse({ description: 'Company not found' })
  get(@IdParam() id: string): Promise<CompanyDto> {
    return this.companies.get(id);
  }

  @Get(':id/sales')
  @ApiOperation({
    operationId: 'adminCompanySales',
    summary: 'A page of the sales the company sells, newest first',
  })
  @ApiOkResponse({ type: AdminCompanySalePageDto })
  @ApiNotFoundResponse({ description: 'Company not found' })
  sales(
    @IdParam() id: string,
    @Query() query: PaginationQueryDto,
  ): Promise<Page<AdminCompanySaleRowDto>> {
    return this.companies.adminSales(id, query);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'adminCompanyEvents',
    summary: 'What staff did to the company (added, changed), oldest first',
  })
  @ApiOkResponse({ type: [EventDto] })
  @ApiNotFoundResponse({ description: 'Company not found' })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.companies.adminEvents(id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateCompany',
    summary: 'Replace a company: name, number, address',
    description:
      "Recorded on the company's history with its author, saying what changed; a save that changes nothing records nothing.",
  })
  @ApiBadRequestResponse({ description: 'Name, number or address not valid' })
  @ApiOkResponse({ type: CompanyDto })
  @ApiNotFoundResponse({ description: 'Company not found' })
  @ApiConflictResponse({ description: 'Another company has this number' })
  update(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: CompanyBodyDto,
  ): Promise<CompanyDto> {
    return this.companies.update(admin, id, body);
  }
}
