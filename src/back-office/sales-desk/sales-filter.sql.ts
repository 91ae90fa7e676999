import { and, eq, inArray, isNull, not, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { saleProgress, transactions } from '@/platform/database/schema';
import { progressIs, type ProgressStatusName } from '@/platform/database/reads/sale-progress.sql';
import { RED_AFTER_DAYS } from '@/sales/milestones/milestones.rules';
import {
  estateAgentCompleteSql,
  searchesCompletedSql,
  solicitorsAssignedSql,
} from '@/platform/database/reads/sale-status.sql';
import { salesMatchingSql } from './sales-search.query-repository';

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
  /** Someone's identity check failed and nobody has checked them again (identity status 'failed'). */
  thirdfortChecksFailed?: boolean | null;
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
  /** Sales in progress with this status on `today` (issue 36: sale_progress). */
  progress?: { status: ProgressStatusName; today: Date } | null;
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
export function orderOf({ key, direction }: SalesSort): SQL[] {
  const column = SORT_COLUMNS[key];
  const nulls = key === 'createdAt' ? sql`` : sql` nulls last`;
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return [sql`${column} ${dir}${nulls}`, sql`${transactions._id} ${dir}${nulls}`];
}

/**
 * `count` sales in the sort's order after the first `skip`, through the sort's index, as a row
 * source: what a search walks before it collects every match (see
 * SalesListQueryRepository.walkedPage).
 */
export function salesBy(sort: SalesSort, count: number, skip = 0): SQL {
  return sql`(select * from ${transactions} order by ${sql.join(orderOf(sort), sql`, `)}
    limit ${sql.raw(String(count))} offset ${sql.raw(String(skip))})`;
}

/** The sale's identity-check status, kept by the database (`transaction_identity_status`). */
function either(value: boolean | null, condition: SQL): SQL | undefined {
  if (value === null) return undefined;
  return value ? condition : not(condition);
}

/** The instants of a range, each bound a condition on `column` (a timestamptz). */
function within(column: SQL | AnyPgColumn, range: TimeRange | null | undefined) {
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
 * The sales whose latest purchase is dated within the filter's sale agreed and exchange ranges,
 * as a query of their ids through the dates' own indexes (transactions_latest_*_idx, index
 * only), or null without such a range.
 */
export function datedSalesSql(filter: SalesFilter): SQL | null {
  const conditions = [
    ...within(transactions.latest_sale_agreed_at, filter.saleAgreed),
    ...within(transactions.latest_exchanged_at, filter.exchanged),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return null;
  return sql`select ${transactions._id} as id from ${transactions} where ${and(...conditions)}`;
}

export function whereOf(filter: SalesFilter): SQL | undefined {
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
    // The latest purchase's dates, as the sale's row keeps them (transactions_latest_*_idx).
    ...within(transactions.latest_sale_agreed_at, filter.saleAgreed),
    ...within(transactions.latest_exchanged_at, filter.exchanged),
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
    either(filter.thirdfortChecksFailed ?? null, eq(transactions.identity_status, 'failed')),
    filter.progress
      ? inArray(
          transactions._id,
          sql`(select ${saleProgress.transaction_id} from ${saleProgress} where ${progressIs(
            filter.progress.status,
            filter.progress.today,
            RED_AFTER_DAYS,
          )})`,
        )
      : undefined,
  );
}
