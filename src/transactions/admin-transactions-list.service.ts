import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/common/address';
import { paginate, pageWindow, type Page } from '@/common/pagination';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import type {
  AdminTransactionRowDto,
  AdminTransactionsQueryDto,
} from './dto/admin-transaction.dto';
import { timeSaved } from './time-saved';
import {
  TransactionsQueryRepository,
  type TransactionListRow,
  type TransactionsFilter,
} from './transactions.query-repository';

const flag = (value: 'true' | 'false' | undefined): boolean | null =>
  value === undefined ? null : value === 'true';

/** The back office's transactions table and activity feed: one page of sales with their statuses. */
@Injectable()
export class AdminTransactionsListService {
  constructor(
    private readonly queries: TransactionsQueryRepository,
    private readonly config: AdminConfigService,
  ) {}

  async list(query: AdminTransactionsQueryDto): Promise<Page<AdminTransactionRowDto>> {
    const filter: TransactionsFilter = {
      paid: flag(query.isPaid),
      groupId: query.groupId ?? null,
      estateAgentAssigned: flag(query.estateAgentAssigned),
      solicitorsAssigned: flag(query.solicitorsAssigned),
      searchesCompleted: flag(query.searchesCompleted),
      thirdfortChecksCompleted: flag(query.thirdfortChecksCompleted),
    };
    const [page, settings] = await Promise.all([
      paginate(
        pageWindow(query),
        (window) => this.queries.listPage(filter, window),
        () => this.queries.countAll(),
        () => this.queries.count(filter),
      ),
      this.config.get(),
    ]);
    return {
      ...page,
      items: page.items.map((row) => toAdminRow(row, settings.benchmark_in_days)),
    };
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdminRow(row: TransactionListRow, benchmark: number | null): AdminTransactionRowDto {
  const saved = timeSaved(row.sale_agreed_at, row.exchanged_at, benchmark);
  const { _id: _sellerId, ...primary } = row.seller;
  return {
    _id: row._id,
    type: row.type,
    property_address: formatAddress(row.address),
    seller: row.seller,
    sellers: [primary, ...row.additional_sellers],
    asking_price: row.asking_price,
    paid: row.paid,
    estate_agent: row.estate_agent,
    estate_agent_status: row.estate_agent_status,
    estate_agent_complete: row.estate_agent_status !== 'pending',
    seller_solicitor: row.seller_solicitor,
    buyer_solicitor: row.buyer_solicitor,
    solicitors_assigned: Boolean(row.seller_solicitor ?? row.buyer_solicitor),
    searches_completed: row.searches_completed,
    identity_status: row.identity_status,
    latest_buyers: row.latest_buyers,
    active_buyers: row.active_buyers,
    group: row.group,
    date_legal_started: iso(row.date_legal_started),
    sale_agreed_at: iso(row.sale_agreed_at),
    exchanged_at: iso(row.exchanged_at),
    completed_at: iso(row.completed_at),
    time_offer_to_exchange_days: saved.offerToExchangeDays,
    time_saved_days: saved.savedDays,
    time_saved_percent: saved.savedPercent,
    latest_event: row.latest_event
      ? {
          event_name: row.latest_event.event_name,
          date_time: new Date(row.latest_event.date_time).toISOString(),
        }
      : null,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}
