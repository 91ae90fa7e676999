import type { SaleIdentityStatus } from '@/platform/database/reads/sale-status.sql';
import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, inArray, SQL, sql, asc, lt } from 'drizzle-orm';
import { alias, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import {
  estateAgents,
  lawFirms,
  lawyerGroups,
  properties,
  purchaseIntents,
  salesCount,
  transactionGroups,
  transactions,
  saleProgress,
  users,
} from '@/platform/database/schema';
import {
  activeBuyersOf,
  additionalSellersOf,
  latestBuyersOf,
  latestPurchaseOf,
} from '@/platform/database/reads/sale-parties.sql';
import { SALE, searchesCompletedSql } from '@/platform/database/reads/sale-status.sql';
import { countMatchingUpTo, saleMatchesSql, walkFor } from './sales-search.query-repository';
import {
  datedSalesSql,
  DEFAULT_SALES_SORT,
  NO_FILTER,
  salesBy,
  orderOf,
  whereOf,
  type SalesFilter,
  type SalesSort,
} from './sales-filter.sql';

/**
 * A page of the table's search ending no further than this is walked from the first sales in
 * its order (walkFor): the first pages a search shows.
 */
const WALKED_PAGE_END = 100;

export type { SaleIdentityStatus };

export type ListPerson = { first_name: string; last_name: string; email: string | null };
export type ListSolicitor = { lawyer_group_id: string; name: string; law_firm_name: string };

export type SaleListRow = {
  _id: string;
  type: 'resale' | 'development';
  createdAt: Date;
  asking_price: number | null;
  tags: string[];
  address: (typeof properties.$inferSelect)['address'];
  seller: { _id: string; first_name: string; last_name: string; email: string };
  additional_sellers: ListPerson[];
  paid: boolean;
  estate_agent: { _id: string; name: string } | null;
  estate_agent_status: (typeof transactions.$inferSelect)['estate_agent_status'];
  seller_solicitor: ListSolicitor | null;
  buyer_solicitor: ListSolicitor | null;
  group: { _id: string; name: string } | null;
  date_legal_started: Date | null;
  sale_agreed_at: Date | null;
  exchanged_at: Date | null;
  completed_at: Date | null;
  latest_buyers: ListPerson[];
  active_buyers: ListPerson[];
  searches_completed: boolean;
  identity_status: SaleIdentityStatus;
  identity_failure: string | null;
  /** Where the sale stands, when it is in progress (sale_progress). */
  progress: {
    next_key: string;
    next_expected_at: Date;
    due_key: string;
    due_at: Date;
  } | null;
  latest_event: LatestActivity | null;
};

/** A failed sale's latest failed check: whose, and why (read only for failed sales). */
const identityFailureSql = sql<
  string | null
>`case when ${transactions.identity_status} = 'failed' then (
  select trim(concat_ws(' ', ic.person_details->>'first_name', ic.person_details->>'last_name'))
    || ': ' || coalesce(nullif(ic.failure_reason, ''), 'no reason given')
  from identity_checks ic
  where ic.transaction_id = ${transactions._id} and ic.status = 'failed'
  order by ic.updated_at desc, ic.id desc limit 1) end`;

const sellerGroups = alias(lawyerGroups, 'seller_lawyer_group');
const sellerFirms = alias(lawFirms, 'seller_law_firm');
const buyerGroups = alias(lawyerGroups, 'buyer_lawyer_group');
const buyerFirms = alias(lawFirms, 'buyer_law_firm');

const additionalSellersSql = additionalSellersOf(SALE) as SQL<ListPerson[]>;
const latestBuyersSql = latestBuyersOf(SALE) as SQL<ListPerson[]>;
const activeBuyersSql = activeBuyersOf(SALE) as SQL<ListPerson[]>;

/** A sale's latest note, as the feed card quotes it. */
export type LatestNote = {
  author_name: string | null;
  source: 'staff' | 'customer' | 'system';
  text: string;
};

/** What happened last on a sale: an event, or a note (then `event_name` is 'note_added'). */
export type LatestActivity = { event_name: string; date_time: string; note: LatestNote | null };

/**
 * The sale's latest event or note, whichever is newer (a note wins a tie: its own `note_added`
 * event is left out, the note tells it). Each side reads one row through its (sale, time) index.
 */
const latestEventSql = sql<LatestActivity | null>`(select
  json_build_object('event_name', latest.event_name, 'date_time', latest.date_time,
    'note', latest.note)
  from (
    (select e.event_name, e.date_time, null::json as note, 0 as rank
      from events e where e.transaction_id = ${SALE} and e.event_name <> 'note_added'
      order by e.date_time desc, e.id desc limit 1)
    union all
    (select 'note_added', n.created_at,
        json_build_object('author_name', n.author_name, 'source', n.source,
          'text', left(n.text, 200)),
        1
      from transaction_notes n where n.transaction_id = ${SALE}
      order by n.created_at desc, n.id desc limit 1)
  ) latest
  order by latest.date_time desc, latest.rank desc limit 1)`;

/**
 * The back office's read model of sales: one SQL query per page, newest first (through
 * transactions_created_idx), with "paid" from the orders module's one definition. Each filter
 * is a condition here, each column a field of the row; counts run the same conditions.
 */
@Injectable()
export class SalesListQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async listPage(
    filter: SalesFilter,
    window: PageWindow,
    sort: SalesSort = DEFAULT_SALES_SORT,
  ): Promise<SaleListRow[]> {
    const walked =
      (await this.walkedPage(filter, window, sort)) ?? (await this.datedPage(filter, window, sort));
    if (walked) return this.rowsOfIds(walked);
    // The page's ids first (filters, order, offset), so the columns below are worked out for
    // the rows of the page only, however deep the page.
    const page = this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(whereOf(filter))
      .orderBy(...orderOf(sort))
      .offset(window.offset)
      .limit(window.limit)
      .as('page');
    return this.rowsOf(page, sort);
  }

  /**
   * A first page of a search, from the first sales in the page's order (the sort's index) tested
   * one by one (the search's conditions as EXISTS probes, the other filters as they are): the
   * page's ids when the walk fills it (then they are the page, the walk being in the page's
   * order), else null (the search matches few of those sales: the union, then usually small,
   * finds them). The walk takes SEARCH_WALK sales, then as many more as the matches found so far
   * say the page needs (nextWalk), up to SEARCH_WALK_MAX in all.
   */
  private async walkedPage(
    filter: SalesFilter,
    window: PageWindow,
    sort: SalesSort,
  ): Promise<string[] | null> {
    const end = window.offset + window.limit;
    if (!filter.text || end > WALKED_PAGE_END) return null;
    const conditions = and(
      whereOf({ ...filter, text: null }),
      saleMatchesSql(filter.text, {
        id: sql`${transactions._id}`,
        primarySeller: sql`${transactions.primary_seller_id}`,
        property: sql`${transactions.property_id}`,
      }),
    );
    const ids = await walkFor(end, async (span, skip, remaining) => {
      // The walk is named "transactions", so every condition of whereOf reads its rows.
      const result = await this.database.db.execute(sql`select ${transactions._id} as id
        from ${salesBy(sort, span, skip)} ${transactions}
        where ${conditions}
        order by ${sql.join(orderOf(sort), sql`, `)}
        limit ${remaining}`);
      return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    });
    return ids.length === end ? ids.slice(window.offset) : null;
  }

  /**
   * A page of sales with a sale agreed or exchange range: the sales dated in the range first
   * (datedSalesSql, materialised), then the page among them; null without such a range. Those
   * dates do not follow the order of listing (a sale agreed this month was listed months ago):
   * walking the newest sales for them reads much of the table before a page of them comes up.
   */
  private async datedPage(
    filter: SalesFilter,
    window: PageWindow,
    sort: SalesSort,
  ): Promise<string[] | null> {
    const dated = datedSalesSql(filter);
    if (!dated) return null;
    const result = await this.database.db.execute(sql`with dated as materialized (${dated})
      select ${transactions._id} as id from dated join ${transactions} on ${transactions._id} = dated.id
      where ${whereOf(filter)}
      order by ${sql.join(orderOf(sort), sql`, `)}
      offset ${window.offset} limit ${window.limit}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  }

  /**
   * The ids of every sale matching, in the sort's order, at most `limit`: the CSV's rows, read
   * once so that its batches (rowsOfIds) hold each sale once whatever is added meanwhile.
   */
  async matchingIds(filter: SalesFilter, sort: SalesSort, limit: number): Promise<string[]> {
    const rows = await this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(whereOf(filter))
      .orderBy(...orderOf(sort))
      .limit(limit);
    return rows.map((row) => row.id);
  }

  /**
   * The At risk view's page: the sales in progress whose next step is late on `today` (amber or
   * red), the latest first (sale_progress_next_expected_idx), and how many there are.
   */
  async atRiskPage(today: Date, window: PageWindow): Promise<{ ids: string[]; total: number }> {
    const late = lt(saleProgress.next_expected_at, today);
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select({ id: saleProgress.transaction_id })
        .from(saleProgress)
        .where(late)
        .orderBy(asc(saleProgress.next_expected_at), asc(saleProgress.transaction_id))
        .offset(window.offset)
        .limit(window.limit),
      this.database.db.select({ total: count() }).from(saleProgress).where(late),
    ]);
    return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
  }

  /** The rows of these sales, in the order of `ids`. */
  async rowsOfIds(ids: readonly string[]): Promise<SaleListRow[]> {
    if (ids.length === 0) return [];
    const page = this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(inArray(transactions._id, [...ids]))
      .as('page');
    const rows = await this.rowsOf(page, DEFAULT_SALES_SORT);
    const byId = new Map(rows.map((row) => [row._id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  private async rowsOf(
    page: SubqueryWithSelection<{ id: typeof transactions._id }, 'page'>,
    sort: SalesSort,
  ): Promise<SaleListRow[]> {
    const rows = await this.database.db
      .select({
        _id: transactions._id,
        type: transactions.type,
        createdAt: transactions.createdAt,
        asking_price: transactions.asking_price,
        tags: transactions.tags,
        address: properties.address,
        seller: {
          _id: users._id,
          first_name: users.first_name,
          last_name: users.last_name,
          email: users.email,
        },
        additional_sellers: additionalSellersSql,
        paid: transactions.is_paid,
        estate_agent_id: estateAgents._id,
        estate_agent_name: estateAgents.display_name,
        estate_agent_status: transactions.estate_agent_status,
        seller_group_id: sellerGroups._id,
        seller_group_name: sellerGroups.name,
        seller_firm_name: sellerFirms.name,
        buyer_group_id: buyerGroups._id,
        buyer_group_name: buyerGroups.name,
        buyer_firm_name: buyerFirms.name,
        group_id: transactionGroups._id,
        group_name: transactionGroups.name,
        date_legal_started: transactions.date_legal_started,
        sale_agreed_at: purchaseIntents.sale_agreed_at,
        exchanged_at: purchaseIntents.exchanged_at,
        completed_at: purchaseIntents.completed_at,
        latest_buyers: latestBuyersSql,
        active_buyers: activeBuyersSql,
        searches_completed: searchesCompletedSql,
        identity_status: transactions.identity_status,
        identity_failure: identityFailureSql,
        progress_next_key: saleProgress.next_key,
        progress_next_expected_at: saleProgress.next_expected_at,
        progress_due_key: saleProgress.due_key,
        progress_due_at: saleProgress.due_at,
        latest_event: latestEventSql,
      })
      .from(transactions)
      .innerJoin(page, eq(page.id, transactions._id))
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .innerJoin(users, eq(users._id, transactions.primary_seller_id))
      .leftJoin(estateAgents, eq(estateAgents._id, transactions.estate_agent_id))
      .leftJoin(sellerGroups, eq(sellerGroups._id, transactions.seller_lawyer_group_id))
      .leftJoin(sellerFirms, eq(sellerFirms._id, sellerGroups.law_firm_id))
      .leftJoin(buyerGroups, eq(buyerGroups._id, transactions.buyer_lawyer_group_id))
      .leftJoin(buyerFirms, eq(buyerFirms._id, buyerGroups.law_firm_id))
      .leftJoin(transactionGroups, eq(transactionGroups._id, transactions.group_id))
      .leftJoin(saleProgress, eq(saleProgress.transaction_id, transactions._id))
      // the dates are the latest purchase's
      .leftJoin(purchaseIntents, eq(purchaseIntents._id, latestPurchaseOf(SALE)))
      .orderBy(...orderOf(sort));
    return rows.map((row) => ({
      _id: row._id,
      type: row.type,
      createdAt: row.createdAt,
      asking_price: row.asking_price,
      tags: row.tags,
      address: row.address,
      seller: row.seller,
      additional_sellers: row.additional_sellers,
      paid: row.paid,
      estate_agent:
        row.estate_agent_id && row.estate_agent_name
          ? { _id: row.estate_agent_id, name: row.estate_agent_name }
          : null,
      estate_agent_status: row.estate_agent_status,
      seller_solicitor: solicitorOf(
        row.seller_group_id,
        row.seller_group_name,
        row.seller_firm_name,
      ),
      buyer_solicitor: solicitorOf(row.buyer_group_id, row.buyer_group_name, row.buyer_firm_name),
      group: row.group_id && row.group_name ? { _id: row.group_id, name: row.group_name } : null,
      date_legal_started: row.date_legal_started,
      sale_agreed_at: row.sale_agreed_at,
      exchanged_at: row.exchanged_at,
      completed_at: row.completed_at,
      latest_buyers: row.latest_buyers,
      active_buyers: row.active_buyers,
      searches_completed: row.searches_completed,
      identity_status: row.identity_status,
      identity_failure: row.identity_failure,
      progress:
        row.progress_next_key &&
        row.progress_next_expected_at &&
        row.progress_due_key &&
        row.progress_due_at
          ? {
              next_key: row.progress_next_key,
              next_expected_at: row.progress_next_expected_at,
              due_key: row.progress_due_key,
              due_at: row.progress_due_at,
            }
          : null,
      latest_event: row.latest_event,
    }));
  }

  /**
   * Every sale, as the database keeps the count (sales_count, kept by the triggers of
   * src/platform/database/functions/sales_count_*.sql): one row read.
   */
  async countAll(): Promise<number> {
    const [row] = await this.database.db.select({ total: salesCount.total }).from(salesCount);
    return row ? row.total : this.count(NO_FILTER);
  }

  /** Whether the filter keeps every sale (then its count is countAll's). */
  isUnfiltered(filter: SalesFilter): boolean {
    return whereOf(filter) === undefined;
  }

  /**
   * How many sales match, counted no further than `cap` + 1 (`cap + 1` means "more than cap"):
   * a broad filter (a tag, a year of dates, a short search) costs about `cap` rows, not every
   * match. A search counts through its union's legs (countMatchingUpTo), the other filters kept.
   */
  async countUpTo(filter: SalesFilter, cap: number): Promise<number> {
    if (filter.text) {
      return countMatchingUpTo(this.database, filter.text, cap, whereOf({ ...filter, text: null }));
    }
    const where = whereOf(filter);
    const result = await this.database.db.execute(sql`select count(*)::int as total from (
      select 1 from ${transactions} ${where ? sql`where ${where}` : sql``} limit ${cap + 1}) capped`);
    return (result as unknown as { rows: { total: number }[] }).rows[0].total;
  }

  async count(filter: SalesFilter): Promise<number> {
    const [row] = await this.database.db
      .select({ total: count() })
      .from(transactions)
      .where(whereOf(filter));
    return row.total;
  }
}

function solicitorOf(
  id: string | null,
  name: string | null,
  firm: string | null,
): ListSolicitor | null {
  return id && name !== null && firm !== null
    ? { lawyer_group_id: id, name, law_firm_name: firm }
    : null;
}

/** A yes/no filter: the condition, its negation, or nothing. */
