import { Body, Get, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController } from '@/platform/http/admin';
import { CurrentUser, SessionUser } from '@/platform/common/decorators';
import { IdParam } from '@/platform/common/id-param';
import { EventDto } from '@/platform/timeline/dto/event.dto';
import {
  AssignLawyerGroupsDto,
  AssignEstateAgentDto,
  UpdateTagsDto,
} from '@/sales/sale/dto/admin-sale-input.dto';
import { TransactionDto } from '@/sales/sale/dto/sale.dto';
import { SetEstateAgentStatusDto } from '@/sales/sale/dto/sale-input.dto';
import {
  AdminTransactionPageDto,
  type AdminTransactionPage,
  AdminTransactionsFilterDto,
  AdminTransactionsQueryDto,
} from '../dto/admin-sale.dto';
import { AdminTransactionDetailDto } from '@/sales/sale/dto/admin-sale-detail.dto';
import { AdminSaleCommandsService } from '../services/admin-sale-commands.service';
import { SaleDetailService } from '@/sales/sale/services/sale-detail.service';
import { SaleTimelineService } from '../services/sale-timeline.service';
import { CSV_MAX_ROWS, SalesListService } from '../services/sales-list.service';
import { ApiFileResponse } from '@/platform/common/api-file-response';

/**
 * The back office's sales: /api/admin/transactions/… (admins only). Reads come from this
 * module, changes from the sales module (through AdminSaleCommandsService). The class keeps its
 * name because it prefixes the operation ids in openapi.json, and so the generated client's hooks.
 */
@AdminController('transactions')
export class AdminTransactionsController {
  constructor(
    private readonly listing: SalesListService,
    private readonly detail: SaleDetailService,
    private readonly timelines: SaleTimelineService,
    private readonly commands: AdminSaleCommandsService,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'adminSales',
    summary:
      "A page of sales, newest first or by the sort asked, with the table's search and filters and the feed's (each true, false; all when absent), skip, limit (where the page ends)",
  })
  @ApiOkResponse({ type: AdminTransactionPageDto })
  @ApiBadRequestResponse({ description: 'A filter, day, sort or page that is not valid' })
  list(@Query() query: AdminTransactionsQueryDto): Promise<AdminTransactionPage> {
    return this.listing.list(query);
  }

  @Get('export')
  @ApiOperation({
    operationId: 'exportSales',
    summary: `The transactions table's view (search, filters, sort) as a CSV attachment 'Transactions {date}.csv', every matching sale (at most ${CSV_MAX_ROWS}); not the invoicing file`,
  })
  @ApiFileResponse('The CSV file, with a byte-order mark', 'text/csv')
  @ApiBadRequestResponse({
    description: `More than ${CSV_MAX_ROWS} matching sales (CSV_TOO_LARGE), or a filter that is not valid`,
  })
  async export(
    @Query() query: AdminTransactionsFilterDto,
    @Res() response: Response,
  ): Promise<void> {
    const name = `Transactions ${new Date().toISOString().slice(0, 10)}.csv`;
    await this.listing.writeCsv(
      query,
      () => {
        response.status(200);
        response.setHeader('Content-Type', 'text/csv; charset=utf-8');
        response.setHeader(
          'Content-Disposition',
          `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        );
        response.setHeader('Cache-Control', 'no-store');
      },
      response,
    );
  }

  @Get('user/:userId')
  @ApiOperation({ operationId: 'sellerSales', summary: "A seller's sales, newest first" })
  @ApiOkResponse({ type: [TransactionDto] })
  listForSeller(@IdParam('userId') userId: string): Promise<TransactionDto[]> {
    return this.listing.listForSeller(userId);
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'adminSale',
    summary:
      'Any sale with everything its detail page shows: group, solicitors, payment, purchase intents (active first)',
  })
  @ApiOkResponse({ type: AdminTransactionDetailDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  get(@IdParam() id: string): Promise<AdminTransactionDetailDto> {
    return this.detail.get(id);
  }

  @Get(':id/events-timeline')
  @ApiOperation({
    operationId: 'saleMilestones',
    summary: "A sale's milestones (the journey's steps, its purchases' included), oldest first",
  })
  @ApiOkResponse({ type: [EventDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  timeline(@IdParam() id: string): Promise<EventDto[]> {
    return this.timelines.milestones(id);
  }

  @Put(':id/tags')
  @ApiOperation({
    operationId: 'setTags',
    summary:
      "Replace a sale's tags (each one of the admin config's tags, or one the sale already has)",
  })
  @ApiOkResponse({ type: AdminTransactionDetailDto })
  @ApiBadRequestResponse({ description: 'A tag that is not in the admin config' })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  setTags(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: UpdateTagsDto,
  ): Promise<AdminTransactionDetailDto> {
    return this.commands.setTags(admin, id, body.tags);
  }

  @Put(':id/estate-agent')
  @ApiOperation({ operationId: 'setEstateAgent', summary: 'Assign an estate agent' })
  @ApiOkResponse({ type: AdminTransactionDetailDto })
  @ApiBadRequestResponse({ description: "'Estate agent is required', 'Estate agent not found'" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  setEstateAgent(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: AssignEstateAgentDto,
  ): Promise<AdminTransactionDetailDto> {
    return this.commands.setEstateAgent(admin, id, body.estateAgentId);
  }

  @Put(':id/lawyer-groups')
  @ApiOperation({
    operationId: 'assignLawyerGroups',
    summary:
      "Assign the seller's and buyer's solicitors; queue the introduction e-mails asked for (never a seller one to a non-panel solicitor)",
  })
  @ApiOkResponse({ type: AdminTransactionDetailDto })
  @ApiBadRequestResponse({ description: "'Solicitor is required', 'Lawyer group not found'" })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  assignLawyerGroups(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: AssignLawyerGroupsDto,
  ): Promise<AdminTransactionDetailDto> {
    return this.commands.assignLawyerGroups(admin, id, body);
  }

  @Get(':id/events')
  @ApiOperation({
    operationId: 'adminSaleEvents',
    summary:
      "A sale's timeline, oldest first: its events and those of the purchase intents its detail shows",
  })
  @ApiOkResponse({ type: [EventDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.timelines.list(id);
  }

  @Put(':id/estate-agent-status')
  @ApiOperation({
    operationId: 'setEstateAgentStatus',
    summary:
      "Set any estate agent status; 'pending' clears the agent (assigned needs estateAgentId); recorded on the timeline",
  })
  @ApiOkResponse({ type: TransactionDto })
  setEstateAgentStatus(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SetEstateAgentStatusDto,
  ): Promise<TransactionDto> {
    return this.commands.setEstateAgentStatus(admin, id, body.status, body.estateAgentId);
  }
}
