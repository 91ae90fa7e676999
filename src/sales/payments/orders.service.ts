import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { Database } from '@/platform/database/database';
import { ORDER_CURRENCY, orderTotal, SELLER_ONBOARDING_PRODUCTS } from './order-catalogue';
import { NoPaymentDueError, SaleAlreadyPaidError } from './orders.errors';
import { OrderRow, OrdersRepository } from './orders.repository';
import { isSettled } from './paid';

export type { OrderRow };

/** A succeeded card payment: its PaymentIntent id, amount (pence) and currency. */
export type CardPayment = { id: string; amount: number; currency: string };
export type CardSettlement = 'settled' | 'unchanged' | 'needs_refund';

/**
 * A sale's orders: the first one (the onboarding fee, priced here from the catalogue, never by a
 * client), its payment status and how it was settled. The payments module drives card payments
 * through this service; the sales module settles it with a referral code. Both take the
 * sale's settlement lock first and settle at most once (a conditional update), so a repeated
 * webhook changes nothing and of two settlements racing the first wins; a card payment that
 * loses is recorded for refund.
 */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly orders: OrdersRepository,
    private readonly clock: Clock,
  ) {}

  listForTransactions(transactionIds: string[]): Promise<OrderRow[]> {
    return this.orders.listForTransactions(transactionIds);
  }

  /**
   * A development unit's order (admin.md §9 'Items on created groups are priced at 0'): the
   * onboarding items at £0, settled at once; 'Stripe Direct' when the group was paid through
   * Stripe (its payment reference given), else 'Invoice'.
   */
  createDevelopmentOrder(transactionId: string, paidThroughStripe: boolean): Promise<OrderRow> {
    return this.orders.createSettled(
      transactionId,
      SELLER_ONBOARDING_PRODUCTS.map((item) => ({ ...item, product_price: 0 })),
      paidThroughStripe ? 'stripe_direct' : 'invoice',
      this.clock.now(),
    );
  }

  /** The sale's first order, created from the seller onboarding catalogue on first ask. */
  async firstOrderOf(transactionId: string): Promise<OrderRow> {
    return this.database.transaction(async () => {
      await this.orders.lockOrdersOf(transactionId);
      const existing = await this.orders.findFirst(transactionId);
      if (existing) return existing;
      return this.orders.create(
        transactionId,
        SELLER_ONBOARDING_PRODUCTS,
        orderTotal(SELLER_ONBOARDING_PRODUCTS),
        ORDER_CURRENCY,
      );
    });
  }

  /**
   * The sale's first order when it is settled, with its receipt number (given now to an order
   * settled before receipts were numbered); undefined when there is none or it is not settled.
   */
  async settledFirstOrderOf(transactionId: string): Promise<OrderRow | undefined> {
    const order = await this.orders.findFirst(transactionId);
    if (!isSettled(order) || !order) return undefined;
    if (order.receipt_number !== null) return order;
    return this.orders.ensureReceiptNumber(order._id);
  }

  findById(orderId: string): Promise<OrderRow | undefined> {
    return this.orders.findById(orderId);
  }

  findByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    return this.orders.findByPaymentIntent(paymentIntentId);
  }

  attachPaymentIntent(
    orderId: string,
    intent: { id: string; status: string; customerId: string | null },
  ): Promise<void> {
    return this.orders.attachPaymentIntent(orderId, intent);
  }

  recordPaymentStatus(orderId: string, paymentIntentId: string, status: string): Promise<void> {
    return this.orders.recordPaymentStatus(orderId, paymentIntentId, status);
  }

  /**
   * Holds the sale's settlement lock until the surrounding DB transaction ends. Every settlement
   * of a sale's first order (a card payment, a referral code) takes it first, before it locks or
   * writes any row of the sale, so two settlements of one sale queue one behind the other
   * instead of deadlocking (the order's row, then through its trigger the sale's row).
   */
  lockSettlement(transactionId: string): Promise<void> {
    return this.orders.lockOrdersOf(transactionId);
  }

  /**
   * Settles the order with a succeeded card payment. Whichever settlement comes first wins and
   * the other never overwrites it:
   * - 'settled': this payment settled the order;
   * - 'unchanged': this payment had settled it already (a repeated webhook, the success page);
   * - 'needs_refund': something else had settled it first (a referral code, another payment), so
   *   the customer paid twice: the payment is recorded on the order as one to refund, once (a
   *   repeat of the news answers 'unchanged').
   */
  settleByCard(order: OrderRow, payment: CardPayment): Promise<CardSettlement> {
    return this.database.transaction(async () => {
      await this.orders.lockOrdersOf(order.transaction_id);
      const now = this.clock.now();
      if (await this.orders.markPaidByCard(order._id, payment.id, now)) return 'settled';
      const current = await this.orders.findById(order._id);
      if (!current || settledBy(current, payment.id)) return 'unchanged';
      const recorded = await this.orders.recordRefundNeeded(order._id, {
        payment_intent_id: payment.id,
        amount: payment.amount,
        currency: payment.currency,
        recorded_at: now.toISOString(),
      });
      return recorded ? 'needs_refund' : 'unchanged';
    });
  }

  /**
   * Settles the order at zero with a referral code; false when it was already settled. Callers
   * hold the sale's settlement lock (`lockSettlement`) from before they read the order.
   */
  settleWithCode(orderId: string, code: string): Promise<boolean> {
    return this.orders.settleWithCode(orderId, code, this.clock.now());
  }

  /** Refuses to take a card payment for a settled order, saying why. */
  ensurePayable(order: OrderRow): void {
    if (!isSettled(order)) return;
    throw order.code ? new NoPaymentDueError() : new SaleAlreadyPaidError();
  }
}

/** The order was settled by this card payment (not by a code, nor by another payment). */
function settledBy(order: OrderRow, paymentIntentId: string): boolean {
  return (
    isSettled(order) &&
    order.code === null &&
    order.payment_type === 'stripe_direct' &&
    order.stripe_transaction_id === paymentIntentId
  );
}
