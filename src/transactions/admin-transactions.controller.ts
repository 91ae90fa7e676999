import { Body, Get, Put, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { AdminController } from '@/common/admin';
import { CurrentUser, SessionUser } from '@/common/decorators';
import { IdParam } from '@/common/id-param';
import { EventDto } from '@/events/dto/event.dto';
import type { Page } from '@/common/pagination';
import {
  AdminTransactionPageDto,
  AdminTransactionRowDto,
  AdminTransactionsQueryDto,
} from './dto/admin-transaction.dto';
import { TransactionDto } from './dto/transaction.dto';
import { SetEstateAgentStatusDto } from './dto/transaction-input.dto';
import { AdminTransactionsListService } from './admin-transactions-list.service';
import { TransactionsService } from './transactions.service';

/** The back office's sales: /api/admin/transactions/… (admins only). */
@AdminController('transactions')
export class AdminTransactionsController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly listing: AdminTransactionsListService,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'A page of sales, newest first, with the feed and table filters (each true, false; all when absent), skip, limit (where the page ends)',
  })
  @ApiOkResponse({ type: AdminTransactionPageDto })
  list(@Query() query: AdminTransactionsQueryDto): Promise<Page<AdminTransactionRowDto>> {
    return this.listing.list(query);
  }

  @Get('user/:userId')
  @ApiOperation({ summary: "A seller's sales, newest first" })
  @ApiOkResponse({ type: [TransactionDto] })
  listForSeller(@IdParam('userId') userId: string): Promise<TransactionDto[]> {
    return this.transactions.adminListForSeller(userId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Any sale (the full back-office detail grows from here)' })
  @ApiOkResponse({ type: TransactionDto })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  get(@IdParam() id: string): Promise<TransactionDto> {
    return this.transactions.adminGet(id);
  }

  @Get(':id/events')
  @ApiOperation({ summary: "A sale's timeline, oldest first" })
  @ApiOkResponse({ type: [EventDto] })
  @ApiNotFoundResponse({ description: 'Transaction not found' })
  events(@IdParam() id: string): Promise<EventDto[]> {
    return this.transactions.adminTimeline(id);
  }

  @Put(':id/estate-agent-status')
  @ApiOperation({
    summary:
      "Set any estate agent status; 'pending' clears the agent (assigned needs estateAgentId)",
  })
  @ApiOkResponse({ type: TransactionDto })
  setEstateAgentStatus(
    @CurrentUser() admin: SessionUser,
    @IdParam() id: string,
    @Body() body: SetEstateAgentStatusDto,
  ): Promise<TransactionDto> {
    return this.transactions.adminSetEstateAgentStatus(admin, id, body.status, body.estateAgentId);
  }
}
