import { Clock } from '@/platform/common/clock';
import type { SaleProgressDto } from '@/sales/milestones/dto/milestone.dto';
import type { MilestoneKey } from '@/sales/milestones/milestones.catalogue';
import { standingView } from '@/sales/milestones/milestones.rules';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { formatAddress } from '@/platform/common/address';
import { pageWindow, type PaginationQueryDto } from '@/platform/common/pagination';
import type { TransactionDto } from '@/sales/sale/dto/sale.dto';
import { SalesService } from '@/sales/sale/services/sales.service';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { ValidationError } from '@/platform/common/errors';
import { nextDay, ukDayStart, utcDayStart } from '../days';
import type {
  AdminTransactionPage,
  AdminTransactionRowDto,
  AdminTransactionsFilterDto,
  AdminTransactionsQueryDto,
} from '../dto/admin-sale.dto';
import {
  DEFAULT_SALES_SORT,
  type SalesFilter,
  type SalesSort,
  type SolicitorFilter,
  type TimeRange,
} from '../sales-filter.sql';
import { SalesListQueryRepository, type SaleListRow } from '../sales-list.query-repository';
import { normaliseSearch } from '../sales-search.query-repository';
import { TRANSACTION_CSV_COLUMNS, transactionCsvRow } from '../transactions.csv';
import { timeSaved } from '@/sales/progression/time-saved.rules';

const flag = (value: 'true' | 'false' | undefined): boolean | null =>
  value === undefined ? null : value === 'true';

/** The table's search is counted no further than this: 'more than 1,000'. */
export const SEARCH_COUNT_BOUND = 1_000;
/** Other filtered views are counted no further than this: 'more than 10,000'. */
export const FILTER_COUNT_BOUND = 10_000;

/** The most rows a CSV of the transactions table holds (a broader view is refused). */
export const CSV_MAX_ROWS = 50_000;
const CSV_BATCH = 500;

/** A CSV of more than CSV_MAX_ROWS sales: 400, saying how many and what to do. */
export class CsvTooLargeError extends ValidationError {
  override readonly code: string = 'CSV_TOO_LARGE';

  constructor(readonly matching: number) {
    super([
      `This view has ${matching.toLocaleString('en-GB')} transactions; a CSV holds at most ${CSV_MAX_ROWS.toLocaleString('en-GB')}. Narrow the search or the filters and try again.`,
    ]);
  }
}

/** The two ends of a day filter, given one side's names. */
function daysOf(
  from: string | undefined,
  to: string | undefined,
  names: [string, string],
  dayStart: (day: string) => Date,
): TimeRange | null {
  if (from === undefined && to === undefined) return null;
  if (from !== undefined && to !== undefined && from > to) {
    throw new ValidationError([`${names[0]} must not be after ${names[1]}`]);
  }
  return {
    from: from === undefined ? null : dayStart(from),
    to: to === undefined ? null : dayStart(nextDay(to)),
  };
}

function solicitorOf(
  lawyerGroupId: string | undefined,
  lawFirmId: string | undefined,
  side: 'seller' | 'buyer',
): SolicitorFilter | null {
  if (lawyerGroupId && lawFirmId) {
    throw new ValidationError([
      `Filter the ${side}'s solicitor by a lawyer group or by a law firm, not both`,
    ]);
  }
  if (lawyerGroupId) return { lawyerGroupId };
  if (lawFirmId) return { lawFirmId };
  return null;
}

/**
 * The view's filter. Creation days are UK days; the significant dates are stored as the UTC
 * midnight of their calendar day, so their days are UTC days.
 */
export function filterOf(query: AdminTransactionsFilterDto, today: Date = new Date()): SalesFilter {
  const text = query.q === undefined ? '' : normaliseSearch(query.q);
  return {
    paid: flag(query.isPaid),
    groupId: query.groupId ?? null,
    estateAgentAssigned: flag(query.estateAgentAssigned),
    solicitorsAssigned: flag(query.solicitorsAssigned),
    searchesCompleted: flag(query.searchesCompleted),
    thirdfortChecksCompleted: flag(query.thirdfortChecksCompleted),
    thirdfortChecksFailed: flag(query.thirdfortChecksFailed),
    text: text.length >= 2 ? text : null,
    estateAgentId: query.estateAgentId ?? null,
    sellerSolicitor: solicitorOf(query.sellerLawyerGroupId, query.sellerLawFirmId, 'seller'),
    buyerSolicitor: solicitorOf(query.buyerLawyerGroupId, query.buyerLawFirmId, 'buyer'),
    tag: query.tag?.trim() || null,
    created: daysOf(query.createdFrom, query.createdTo, ['createdFrom', 'createdTo'], ukDayStart),
    saleAgreed: daysOf(
      query.saleAgreedFrom,
      query.saleAgreedTo,
      ['saleAgreedFrom', 'saleAgreedTo'],
      utcDayStart,
    ),
    exchanged: daysOf(
      query.exchangedFrom,
      query.exchangedTo,
      ['exchangedFrom', 'exchangedTo'],
      utcDayStart,
    ),
    progress: query.progress ? { status: query.progress, today: ukCalendarDay(today) } : null,
  };
}

export function sortOf(query: AdminTransactionsFilterDto): SalesSort {
  if (!query.sort && !query.order) return DEFAULT_SALES_SORT;
  return { key: query.sort ?? 'createdAt', direction: query.order ?? 'desc' };
}

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
    private readonly clock: Clock,
  ) {}

  async list(query: AdminTransactionsQueryDto): Promise<AdminTransactionPage> {
    const filter = filterOf(query, this.clock.now());
    const sort = sortOf(query);
    const [items, counts, settings] = await Promise.all([
      this.queries.listPage(filter, pageWindow(query), sort),
      this.counts(filter),
      this.config.get(),
    ]);
    return {
      items: items.map((row) => toAdminRow(row, settings.benchmark_in_days, this.clock.now())),
      ...counts,
    };
  }

  /**
   * The At risk view (issue 36): the sales in progress running late today, the latest first,
   * each as the transactions table shows it, with its status, lag and next step.
   */
  async atRisk(query: PaginationQueryDto): Promise<AdminTransactionPage> {
    const now = this.clock.now();
    const { ids, total } = await this.queries.atRiskPage(ukCalendarDay(now), pageWindow(query));
    const [rows, settings] = await Promise.all([this.queries.rowsOfIds(ids), this.config.get()]);
    return {
      items: rows.map((row) => toAdminRow(row, settings.benchmark_in_days, now)),
      totalItems: total,
      totalFilteredItems: total,
      totalIsCapped: false,
    };
  }

  /**
   * Every sale, counted once (the filtered count is the same without filters); with filters,
   * the matching ones counted no further than a bound (SEARCH_COUNT_BOUND with a search, else
   * FILTER_COUNT_BOUND), so that a broad view costs the bound rather than every match. Beyond it
   * totalFilteredItems is the bound and totalIsCapped says there are more.
   */
  private async counts(filter: SalesFilter): Promise<Omit<AdminTransactionPage, 'items'>> {
    if (this.queries.isUnfiltered(filter)) {
      const total = await this.queries.countAll();
      return { totalItems: total, totalFilteredItems: total, totalIsCapped: false };
    }
    const bound = filter.text ? SEARCH_COUNT_BOUND : FILTER_COUNT_BOUND;
    const [totalItems, found] = await Promise.all([
      this.queries.countAll(),
      this.queries.countUpTo(filter, bound),
    ]);
    return {
      totalItems,
      totalFilteredItems: Math.min(found, bound),
      totalIsCapped: found > bound,
    };
  }

  /**
   * The view's CSV (not the invoicing file): every matching sale in the view's order, at most
   * CSV_MAX_ROWS (refused beyond, before anything is written), read in batches of CSV_BATCH rows
   * and written to `out` with backpressure. `start` runs once the export is accepted (headers).
   */
  async writeCsv(
    query: AdminTransactionsFilterDto,
    start: () => void,
    out: Writable,
  ): Promise<number> {
    const filter = filterOf(query, this.clock.now());
    const ids = await this.queries.matchingIds(filter, sortOf(query), CSV_MAX_ROWS + 1);
    if (ids.length > CSV_MAX_ROWS) {
      throw new CsvTooLargeError(await this.queries.count(filter));
    }
    const settings = await this.config.get();
    start();
    const csv = stringify({ bom: true, header: true, columns: [...TRANSACTION_CSV_COLUMNS] });
    csv.pipe(out);
    const write = async (row: string[]) => {
      if (!csv.write(row)) await once(csv, 'drain');
    };
    try {
      for (let from = 0; from < ids.length; from += CSV_BATCH) {
        const rows = await this.queries.rowsOfIds(ids.slice(from, from + CSV_BATCH));
        for (const row of rows) {
          await write(
            transactionCsvRow(toAdminRow(row, settings.benchmark_in_days, this.clock.now())),
          );
        }
      }
      csv.end();
      await finished(out);
    } catch (error) {
      csv.destroy(error as Error);
      throw error;
    }
    return ids.length;
  }

  /** Anyone's sales, newest first. */
  listForSeller(userId: string): Promise<TransactionDto[]> {
    return this.sales.adminListForSeller(userId);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toAdminRow(row: SaleListRow, benchmark: number | null, now: Date): AdminTransactionRowDto {
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
    identity_failure: row.identity_failure,
    progress: row.progress && progressView(row.progress, ukCalendarDay(now)),
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
          note: row.latest_event.note,
        }
      : null,
    tags: row.tags,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A sale's standing in the list, with its status and lag today. */
function progressView(
  progress: NonNullable<SaleListRow['progress']>,
  today: Date,
): SaleProgressDto {
  return standingView(
    {
      next: { key: progress.next_key as MilestoneKey, expectedAt: progress.next_expected_at },
      due: { key: progress.due_key as 'exchanged' | 'completed', at: progress.due_at },
    },
    today,
  );
}
