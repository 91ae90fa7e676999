import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { orders } from '@/platform/database/schema';
import type { OrderItem, PaymentToRefund } from '@/platform/database/schema';
import { PAID_STATUS } from './paid';

export type OrderRow = typeof orders.$inferSelect;

@Injectable()
export class OrdersRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** The orders of these sales, oldest first. */
  async listForTransactions(transactionIds: string[]): Promise<OrderRow[]> {
    if (transactionIds.length === 0) return [];
    return this.db
      .select()
      .from(orders)
      .where(inArray(orders.transaction_id, transactionIds))
      .orderBy(asc(orders.createdAt), asc(orders._id));
  }

  async findFirst(transactionId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.transaction_id, transactionId))
      .orderBy(asc(orders.createdAt), asc(orders._id))
      .limit(1);
    return row;
  }

  /**
   * Holds the sale's order list until the surrounding DB transaction ends, so two callers never
   * both create its first order nor both settle it. (A transaction-scoped advisory lock: no row
   * of the sale's is touched, so this never waits on someone editing the sale.)
   */
  async lockOrdersOf(transactionId: string): Promise<void> {
    await this.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${transactionId}`}, 0))`,
    );
  }

  async create(
    transactionId: string,
    items: readonly OrderItem[],
    total: number,
    currency: string,
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({ transaction_id: transactionId, items: [...items], total_amount: total, currency })
      .returning();
    return row;
  }

  /** An order settled at creation (nothing to pay): a development unit's zero-priced items. */
  async createSettled(
    transactionId: string,
    items: readonly OrderItem[],
    paymentType: 'stripe_direct' | 'invoice',
    at: Date,
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({
        transaction_id: transactionId,
        items: [...items],
        total_amount: 0,
        payment_type: paymentType,
        stripe_transaction_status: PAID_STATUS,
        paid_at: at,
        receipt_number: nextReceiptNumber(),
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    return row;
  }

  async findById(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders._id, id));
    return row;
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.stripe_transaction_id, paymentIntentId));
    return row;
  }

  /** Points an unsettled order at its current PaymentIntent. */
  async attachPaymentIntent(
    orderId: string,
    intent: { id: string; status: string; customerId: string | null },
  ): Promise<void> {
    await this.db
      .update(orders)
      .set({
        stripe_transaction_id: intent.id,
        stripe_transaction_status: intent.status,
        stripe_customer_id: intent.customerId,
      })
      .where(and(eq(orders._id, orderId), notSettled()));
  }

  /** Settles the order as paid by card, once; true when this call settled it. */
  async markPaidByCard(orderId: string, paymentIntentId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        stripe_transaction_id: paymentIntentId,
        stripe_transaction_status: PAID_STATUS,
        payment_type: 'stripe_direct',
        paid_at: at,
        receipt_number: nextReceiptNumber(),
      })
      .where(and(eq(orders._id, orderId), notSettled()))
      .returning({ id: orders._id });
    return rows.length > 0;
  }

  /**
   * Records a card payment to refund on the order, once per PaymentIntent; true when this call
   * recorded it.
   */
  async recordRefundNeeded(orderId: string, payment: PaymentToRefund): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ needs_refund: sql`${orders.needs_refund} || ${JSON.stringify([payment])}::jsonb` })
      .where(
        and(
          eq(orders._id, orderId),
          sql`not ${orders.needs_refund} @> ${JSON.stringify([{ payment_intent_id: payment.payment_intent_id }])}::jsonb`,
        ),
      )
      .returning({ id: orders._id });
    return rows.length > 0;
  }

  /** Records a non-final card status of the order's current PaymentIntent (never over settled). */
  async recordPaymentStatus(orderId: string, paymentIntentId: string, status: string) {
    await this.db
      .update(orders)
      .set({ stripe_transaction_status: status })
      .where(
        and(
          eq(orders._id, orderId),
          eq(orders.stripe_transaction_id, paymentIntentId),
          notSettled(),
        ),
      );
  }

  /** Settles the order at zero with a referral code, once; true when this call settled it. */
  async settleWithCode(orderId: string, code: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        total_amount: 0,
        code,
        payment_type: 'invoice',
        stripe_transaction_status: PAID_STATUS,
        paid_at: at,
        receipt_number: nextReceiptNumber(),
      })
      .where(and(eq(orders._id, orderId), notSettled()))
      .returning({ id: orders._id });
    return rows.length > 0;
  }

  /**
   * Gives a settled order without one (settled before receipts were numbered) its receipt
   * number, once; answers the order as it now is.
   */
  async ensureReceiptNumber(orderId: string): Promise<OrderRow | undefined> {
    await this.db
      .update(orders)
      .set({ receipt_number: nextReceiptNumber() })
      .where(
        and(
          eq(orders._id, orderId),
          eq(orders.stripe_transaction_status, PAID_STATUS),
          isNull(orders.receipt_number),
        ),
      );
    return this.findById(orderId);
  }
}

/** The next receipt number (sequence receipt_numbers): taken only by a row being settled. */
function nextReceiptNumber() {
  return sql<number>`nextval('receipt_numbers')`;
}

function notSettled() {
  return or(
    isNull(orders.stripe_transaction_status),
    ne(orders.stripe_transaction_status, PAID_STATUS),
  );
}
