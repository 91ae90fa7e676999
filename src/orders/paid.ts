import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { orders } from '@/database/schema';

/**
 * "Paid", defined once (admin.md §4): a sale is paid when its FIRST order (its onboarding fee) has
 * stripe_transaction_status 'succeeded', whether a card payment succeeded or a referral code
 * settled it at zero. Later orders never make a sale paid or unpaid.
 *
 * Every list, filter, stat and export asks `isPaidSql`; code holding an order row asks
 * `isSettled`. See docs/decisions.md "One definition of paid" for why this is a
 * query over orders (through orders_transaction_idx) rather than a stored column.
 */
export const PAID_STATUS = 'succeeded';

/**
 * The status of the sale's first order, or null without one: one probe of
 * orders_transaction_idx (transaction_id, created_at) per sale. `transactionId` is the outer
 * query's sale id column, e.g. `transactions._id`.
 */
export function firstOrderStatusSql(transactionId: AnyColumn | SQL): SQL<string | null> {
  return sql<string | null>`(select ${orders.stripe_transaction_status} from ${orders}
    where ${orders.transaction_id} = ${transactionId}
    order by ${orders.createdAt} asc, ${orders._id} asc limit 1)`;
}

/** True when the sale is paid: for select lists, filters (`not(...)` for unpaid), counts. */
export function isPaidSql(transactionId: AnyColumn | SQL): SQL<boolean> {
  return sql<boolean>`coalesce(${firstOrderStatusSql(transactionId)} = ${PAID_STATUS}, false)`;
}

type OrderStatus = { stripe_transaction_status: string | null };

/** The order is settled: paid by card, or made free by a referral code. */
export function isSettled(order: OrderStatus | null | undefined): boolean {
  return order?.stripe_transaction_status === PAID_STATUS;
}
