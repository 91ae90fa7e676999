import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, inArray, isNull, not, SQL, sql } from 'drizzle-orm';
import { alias, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { PageWindow } from '@/common/pagination';
import { Database } from '@/database/database';
import {
  estateAgents,
  lawFirms,
  lawyerGroups,
  properties,
  purchaseIntents,
  transactionGroups,
  transactions,
  users,
} from '@/database/schema';
import {
  activeBuyersOf,
  additionalSellersOf,
  latestBuyersOf,
  latestPurchaseOf,
} from '@/sale-parties/sale-parties.sql';
import {
  estateAgentCompleteSql,
  SALE,
  searchesCompletedSql,
  solicitorsAssignedSql,
} from './sale-status.sql';
import {
  countMatchingUpTo,
  NEWEST_SALES,
  saleMatchesSql,
  salesMatchingSql,
} from './sales-search.query-repository';

/**
 * A page of the table's search, newest first, ending no further than this is walked from the
 * newest sales first (SEARCH_WALK): the first pages a search shows.
 */
const WALKED_PAGE_END = 100;

/**
 * What the back office filters sales by (admin.md §7 "Find all"); null means "any". The feed's
 * chips and the transactions table's paid filter are these conditions, all applied in SQL.
 */
export type SalesFilter = {
  paid: boolean | null;
  groupId: string | null;
  estateAgentAssigned: boolean | null;
  solicitorsAssigned: boolean | null;
  searchesCompleted: boolean | null;
  thirdfortChecksCompleted: boolean | null;
  /** The transactions table's search, normalised (normaliseSearch): what the global search finds. */
  text?: string | null;
  estateAgentId?: string | null;
  sellerSolicitor?: SolicitorFilter | null;
  buyerSolicitor?: SolicitorFilter | null;
  /** One of the sale's tags, exactly. */
  tag?: string | null;
  created?: TimeRange | null;
  /** Of the latest purchase, the one whose dates the row shows. */
  saleAgreed?: TimeRange | null;
  exchanged?: TimeRange | null;
};

/** A side's solicitor: one lawyer group, or any lawyer group of a law firm. */
export type SolicitorFilter = { lawyerGroupId: string } | { lawFirmId: string };

/** Instants `from` (inclusive) to `to` (exclusive); null is open. */
export type TimeRange = { from: Date | null; to: Date | null };

export const NO_FILTER: SalesFilter = {
  paid: null,
  groupId: null,
  estateAgentAssigned: null,
  solicitorsAssigned: null,
  searchesCompleted: null,
  thirdfortChecksCompleted: null,
};

/**
 * The transactions table's sortable columns (whitelisted; each has an index in both directions,
 * empty values last): newest first by default.
 */
export const SALE_SORT_KEYS = ['createdAt', 'asking_price', 'date_legal_started'] as const;
export type SaleSortKey = (typeof SALE_SORT_KEYS)[number];
export type SalesSort = { key: SaleSortKey; direction: 'asc' | 'desc' };
export const DEFAULT_SALES_SORT: SalesSort = { key: 'createdAt', direction: 'desc' };

const SORT_COLUMNS = {
  createdAt: transactions.createdAt,
  asking_price: transactions.asking_price,
  date_legal_started: transactions.date_legal_started,
} as const;

/**
 * ORDER BY of a sort, the id breaking ties. The nullable columns put empty values last either
 * way, as their indexes (transactions_*_asc_idx, _desc_idx) hold them; creation time is never
 * empty (transactions_created_idx, read backwards for the oldest first).
 */
function orderOf({ key, direction }: SalesSort): SQL[] {
  const column = SORT_COLUMNS[key];
  const nulls = key === 'createdAt' ? sql`` : sql` nulls last`;
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${column} ${dir}${nulls}`, sql`${transactions._id} ${dir}${nulls}`];
}

/** The sale's identity-check status, kept by the database (migration 0004). */
export type SaleIdentityStatus = (typeof transactions.$inferSelect)['identity_status'];

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
  latest_event: LatestActivity | null;
};

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
    const walked = await this.walkedPage(filter, window, sort);
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
   * A first page of a search in the default order, from the newest SEARCH_WALK sales tested one
   * by one (the search's conditions as EXISTS probes, the other filters as they are): the page's
   * ids when the walk fills it (then they are the page, the walk being in the page's order),
   * else null (the search matches few recent sales: the union, then small, finds them).
   */
  private async walkedPage(
    filter: SalesFilter,
    window: PageWindow,
    sort: SalesSort,
  ): Promise<string[] | null> {
    const end = window.offset + window.limit;
    if (
      !filter.text ||
      sort.key !== DEFAULT_SALES_SORT.key ||
      sort.direction !== DEFAULT_SALES_SORT.direction ||
      end > WALKED_PAGE_END
    ) {
      return null;
    }
    const conditions = and(
      whereOf({ ...filter, text: null }),
      saleMatchesSql(filter.text, {
        id: sql`${transactions._id}`,
        primarySeller: sql`${transactions.primary_seller_id}`,
        property: sql`${transactions.property_id}`,
      }),
    );
    // NEWEST_SALES is named "transactions", so every condition of whereOf reads its rows.
    const result = await this.database.db.execute(sql`select ${transactions._id} as id
      from ${NEWEST_SALES} ${transactions}
      where ${conditions}
      order by ${sql.join(orderOf(sort), sql`, `)}
      limit ${end}`);
    const ids = (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    return ids.length === end ? ids.slice(window.offset) : null;
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
      latest_event: row.latest_event,
    }));
  }

  countAll(): Promise<number> {
    return this.count(NO_FILTER);
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
function either(value: boolean | null, condition: SQL): SQL | undefined {
  if (value === null) return undefined;
  return value ? condition : not(condition);
}

/** The instants of a range, each bound a condition on `column` (a timestamptz). */
function within(column: SQL | typeof transactions.createdAt, range: TimeRange | null | undefined) {
  if (!range) return [];
  return [
    range.from ? sql`${column} >= ${range.from.toISOString()}::timestamptz` : undefined,
    range.to ? sql`${column} < ${range.to.toISOString()}::timestamptz` : undefined,
  ];
}

/**
 * A side's solicitor: the lawyer group (transactions_*_lawyer_group_idx), or the law firm's
 * groups (lawyer_groups_law_firm_idx, then the same index).
 */
function solicitorIs(column: typeof transactions.seller_lawyer_group_id, wanted: SolicitorFilter) {
  return 'lawyerGroupId' in wanted
    ? eq(column, wanted.lawyerGroupId)
    : inArray(
        column,
        sql`(select lg.id from lawyer_groups lg where lg.law_firm_id = ${wanted.lawFirmId})`,
      );
}

/**
 * A date of the sale's latest purchase (the one the row shows) within the range: the purchases
 * dated in the range (purchase_intents_sale_agreed_idx / _exchanged_idx) that are their sale's
 * latest, so the range drives the query rather than a probe per sale.
 */
function latestPurchaseDated(
  column: 'sale_agreed_at' | 'exchanged_at',
  range: TimeRange | null | undefined,
): SQL | undefined {
  if (!range || (!range.from && !range.to)) return undefined;
  const date = sql.raw(`dp.${column}`);
  return sql`${transactions._id} in (select dp.transaction_id from purchase_intents dp
    where ${and(...within(date, range))}
      and dp.id = ${latestPurchaseOf(sql`dp.transaction_id`)})`;
}

function whereOf(filter: SalesFilter): SQL | undefined {
  return and(
    filter.text
      ? sql`${transactions._id} in (select hits.id from (${salesMatchingSql(filter.text)}) hits)`
      : undefined,
    filter.estateAgentId ? eq(transactions.estate_agent_id, filter.estateAgentId) : undefined,
    filter.sellerSolicitor
      ? solicitorIs(transactions.seller_lawyer_group_id, filter.sellerSolicitor)
      : undefined,
    filter.buyerSolicitor
      ? solicitorIs(transactions.buyer_lawyer_group_id, filter.buyerSolicitor)
      : undefined,
    filter.tag ? sql`${transactions.tags} @> array[${filter.tag}]::text[]` : undefined,
    ...within(transactions.createdAt, filter.created),
    latestPurchaseDated('sale_agreed_at', filter.saleAgreed),
    latestPurchaseDated('exchanged_at', filter.exchanged),
    either(filter.paid, eq(transactions.is_paid, true)),
    filter.groupId === null ? undefined : eq(transactions.group_id, filter.groupId),
    either(filter.estateAgentAssigned, estateAgentCompleteSql),
    filter.solicitorsAssigned === null
      ? undefined
      : filter.solicitorsAssigned
        ? solicitorsAssignedSql
        : and(
            isNull(transactions.seller_lawyer_group_id),
            isNull(transactions.buyer_lawyer_group_id),
          ),
    either(filter.searchesCompleted, searchesCompletedSql),
    either(filter.thirdfortChecksCompleted, eq(transactions.identity_status, 'complete')),
  );
}
