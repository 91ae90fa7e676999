import { Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import { formatAddress } from '@/common/address';
import { paginate, pageWindow, type Page } from '@/common/pagination';
import type { TransactionDto } from '@/sales/dto/sale.dto';
import { SalesService } from '@/sales/services/sales.service';
import type { AdminTransactionRowDto, AdminTransactionsQueryDto } from '../dto/admin-sale.dto';
import {
  SalesListQueryRepository,
  type SaleListRow,
  type SalesFilter,
} from '../sales-list.query-repository';
import { timeSaved } from '../time-saved';

const flag = (value: 'true' | 'false' | undefined): boolean | null =>
  value === undefined ? null : value === 'true';

/**
 * The back office's transactions table and activity feed: one page of sales with their statuses;
 * and a seller's sales, as the user's detail page lists them.
 */
@Injectable()
export class SalesListService {
  constructor(
    private readonly queries: SalesListQueryRepository,
    private readonly config: AdminConfigService,
    private readonly sales: SalesService,
  ) {}

  async list(query: AdminTransactionsQueryDto): Promise<Page<AdminTransactionRowDto>> {
    const filter: SalesFilter = {
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

  /** Anyone's sales, newest first. */
  listForSeller(userId: string): Promise<TransactionDto[]> {
    return this.sales.adminListForSeller(userId);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdminRow(row: SaleListRow, benchmark: number | null): AdminTransactionRowDto {
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
