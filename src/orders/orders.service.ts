import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/common/clock';
import { Database } from '@/database/database';
import { ORDER_CURRENCY, orderTotal, SELLER_ONBOARDING_PRODUCTS } from './order-catalogue';
import { NoPaymentDueError, SaleAlreadyPaidError } from './orders.errors';
import { OrderRow, OrdersRepository } from './orders.repository';
import { isSettled } from './paid';

/**
 * A sale's orders: the first one (the onboarding fee, priced here from the catalogue, never by a
 * client), its payment status and how it was settled. The payments module drives card payments
 * through this service; the transactions module settles it with a referral code. Both settle at
 * most once (a conditional update), so a repeated webhook or a race changes nothing.
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

  /** Settles the order as paid by card; false when it was already settled. */
  markPaidByCard(orderId: string, paymentIntentId: string): Promise<boolean> {
    return this.orders.markPaidByCard(orderId, paymentIntentId, this.clock.now());
  }

  /** Settles the order at zero with a referral code; false when it was already settled. */
  settleWithCode(orderId: string, code: string): Promise<boolean> {
    return this.orders.settleWithCode(orderId, code, this.clock.now());
  }

  /** Refuses to take a card payment for a settled order, saying why. */
  ensurePayable(order: OrderRow): void {
    if (!isSettled(order)) return;
    throw order.code ? new NoPaymentDueError() : new SaleAlreadyPaidError();
  }
}
