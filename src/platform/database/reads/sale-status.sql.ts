import { isNotNull, ne, or, SQL, sql } from 'drizzle-orm';
import { transactions } from '@/platform/database/schema';

/** Where a sale's identity checks stand, as its row keeps it (the feed's trigger writes it). */
export type SaleIdentityStatus = (typeof transactions.$inferSelect)['identity_status'];

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

/**
 * The stage a sale has reached, written once for every list that shows it (a user's sales, a
 * company's sales): from its latest purchase's significant dates, else whether it is paid.
 * `sale` is the `transactions` alias, `purchase` the alias of its latest purchase (left joined,
 * see latestPurchaseOf in sale-parties.sql.ts).
 */
export const saleStageSql = (sale: string, purchase: string) =>
  sql.raw(`case
          when ${purchase}.completed_at is not null then 'completed'
          when ${purchase}.aborted_at is null and ${purchase}.exchanged_at is not null then 'exchanged'
          when ${purchase}.aborted_at is null and ${purchase}.sale_agreed_at is not null then 'sale_agreed'
          when ${sale}.is_paid then 'paid'
          else 'unpaid'
        end`);
