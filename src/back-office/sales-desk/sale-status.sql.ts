import { isNotNull, ne, or, SQL, sql } from 'drizzle-orm';
import { transactions } from '@/platform/database/schema';

/** The sale's id in correlated subqueries: the outer `transactions` row. */
export const SALE = sql`${transactions._id}`;

/** admin.md §4 'estate agent complete': only 'pending' leaves the estate agent incomplete. */
export const estateAgentCompleteSql = ne(transactions.estate_agent_status, 'pending');

/** admin.md §4: solicitors are complete when a lawyer group (either side) is assigned. */
export const solicitorsAssignedSql = or(
  isNotNull(transactions.seller_lawyer_group_id),
  isNotNull(transactions.buyer_lawyer_group_id),
) as SQL;

/** admin.md §4: searches are complete when search orders exist (search_orders_transaction_idx). */
export const searchesCompletedSql = sql<boolean>`exists (select 1 from search_orders so
  where so.transaction_id = ${SALE})`;
