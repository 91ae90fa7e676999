/**
 * "Paid", defined once (admin.md §4): a sale is paid when its FIRST order (its onboarding fee) has
 * stripe_transaction_status 'succeeded', whether a card payment succeeded or a referral code
 * settled it at zero. Later orders never make a sale paid or unpaid.
 *
 * The definition is the SQL function `transaction_is_paid(sale)`
 * (src/platform/database/functions/transaction_is_paid.sql).
 * Database triggers on orders keep its answer in `transactions.is_paid`, which every list,
 * filter, stat and export reads (indexed with created_at); code holding an order row asks
 * `isSettled`. See docs/decisions/seller-journey.md.
 */
export const PAID_STATUS = 'succeeded';

type OrderStatus = { stripe_transaction_status: string | null };

/** The order is settled: paid by card, or made free by a referral code. */
export function isSettled(order: OrderStatus | null | undefined): boolean {
  return order?.stripe_transaction_status === PAID_STATUS;
}
