import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import type { SessionUser } from '@/platform/common/decorators';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { formatPence } from '@/sales/payments/order-catalogue';
import { SaleAlreadyPaidError } from '@/sales/payments/orders.errors';
import type { OrderRow } from '@/sales/payments/orders.service';
import { OrdersService } from '@/sales/payments/orders.service';
import { isSettled } from '@/sales/payments/paid';
import { saleReceiptAttachment } from '@/platform/email/sale-receipt-attachment';
import { SalesService } from '@/sales/sale/services/sales.service';
import { UserNotFoundError } from '@/accounts/users/users.errors';
import { UsersService } from '@/accounts/users/users.service';
import {
  fromStripeIntent,
  PaymentEvent,
  PaymentProvider,
  ProviderPaymentIntent,
} from './adapters/payment-provider';
import { StripeWebhookVerifier } from './adapters/webhook-verifier';
import {
  InvalidPaymentIntentIdError,
  InvalidWebhookSignatureError,
  PaymentNotFoundError,
} from './payments.errors';
import { PaymentsRepository } from './payments.repository';
import {
  CreatePaymentIntentDto,
  PaymentIntentResponseDto,
  PaymentStatusDto,
  StripeCustomerDto,
  WebhookReceivedDto,
} from './dto/payments.dto';

/** PaymentIntent statuses in which the customer can still pay it. */
const PAYABLE = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);
const IN_FLIGHT = 'processing';

type Seller = { _id: string; email: string; first_name: string; last_name: string };
type Fulfilment = 'settled' | 'unchanged' | 'needs_refund' | 'recorded' | 'ignored';

/**
 * Card payments for a seller's first order. The server prices the order; the provider holds one
 * open PaymentIntent per order. Every way of learning a payment's outcome (a verified webhook, the
 * payment-success page asking, the simulator) ends in `fulfil`, which settles the order once.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    @Inject(PaymentProvider) private readonly provider: PaymentProvider,
    private readonly verifier: StripeWebhookVerifier,
    private readonly sales: SalesService,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
    private readonly email: EmailService,
    private readonly users: UsersService,
    private readonly repository: PaymentsRepository,
    private readonly reporter: ErrorReporter,
  ) {}

  // --- customers and payment intents ------------------------------------------------------

  async customerFor(viewer: SessionUser): Promise<StripeCustomerDto> {
    const user = await this.users.findById(viewer._id);
    if (!user) throw new UserNotFoundError();
    return { id: await this.ensureCustomer(user, user.stripe_customer_id) };
  }

  async createPaymentIntent(
    viewer: SessionUser,
    body: CreatePaymentIntentDto,
  ): Promise<PaymentIntentResponseDto> {
    // body.totalOrderAmount, body.products and body.stripeCustomerId are deliberately unused
    const transaction = await this.sales.findPayable(viewer, body.transactionId);
    const seller = await this.users.findById(transaction.primary_seller_id);
    if (!seller) throw new UserNotFoundError();
    const order = await this.orders.firstOrderOf(transaction._id);
    this.orders.ensurePayable(order);
    const customer = await this.ensureCustomer(seller, seller.stripe_customer_id);

    if (order.stripe_transaction_id) {
      const current = await this.provider.retrievePaymentIntent(order.stripe_transaction_id);
      if (current?.status === 'succeeded') {
        await this.fulfil(current);
        throw new SaleAlreadyPaidError();
      }
      const matches = current?.amount === order.total_amount && current.currency === order.currency;
      if (current && matches && (PAYABLE.has(current.status) || current.status === IN_FLIGHT)) {
        return response(current, order);
      }
      if (current && current.status !== 'canceled') {
        await this.provider.cancelPaymentIntent(current.id);
      }
    }

    const intent = await this.provider.createPaymentIntent(
      {
        amount: order.total_amount,
        currency: order.currency,
        customer,
        description: `${this.config.productName}: seller onboarding`,
        metadata: { transaction_id: transaction._id, order_id: order._id },
      },
      // the same order (and the same intent it replaces) always asks for the same intent
      `payment-intent:${order._id}:${order.total_amount}:${order.stripe_transaction_id ?? 'first'}`,
    );
    await this.orders.attachPaymentIntent(order._id, {
      id: intent.id,
      status: intent.status,
      customerId: customer,
    });
    return response(intent, order);
  }

  // --- learning the outcome ---------------------------------------------------------------

  /** POST /stripe/webhook: verify the signature over the raw body, then handle the event once. */
  async receiveWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    if (!this.verifier.configured) {
      this.logger.warn('A webhook arrived but STRIPE_WEBHOOK_SECRET is not set');
    }
    if (!rawBody || !signature) throw new InvalidWebhookSignatureError();
    let event: PaymentEvent;
    try {
      event = this.verifier.verify(rawBody, signature);
    } catch {
      throw new InvalidWebhookSignatureError();
    }
    const handled = await this.handleEvent(event, 'stripe');
    return handled === 'duplicate' ? { received: true, duplicate: true } : { received: true };
  }

  /**
   * A verified provider event, handled at most once per event id: recording the id and acting on
   * it commit together, so a failure leaves the event to be delivered again. A deadlock with a
   * concurrent settlement (a referral code) is retried, never answered with a 500.
   */
  async handleEvent(
    event: PaymentEvent,
    provider: 'stripe' | 'simulator',
  ): Promise<'handled' | 'duplicate'> {
    return this.database.retryingTransaction(async () => {
      const first = await this.repository.recordEventOnce(event.id, provider, event.type);
      if (!first) return 'duplicate';
      if (event.type.startsWith('payment_intent.')) {
        await this.fulfil(fromStripeIntent(event.data.object));
      }
      return 'handled';
    });
  }

  /**
   * For the payment-success page: asks the provider how the payment went and settles the order
   * if it succeeded, so a lost or late webhook never strands a paid seller.
   */
  async confirmStatus(viewer: SessionUser, paymentIntentId: string): Promise<PaymentStatusDto> {
    if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(paymentIntentId)) {
      throw new InvalidPaymentIntentIdError();
    }
    const order = await this.orders.findByPaymentIntent(paymentIntentId);
    if (!order) throw new PaymentNotFoundError();
    await this.sales.ensureSeller(viewer, order.transaction_id);
    const intent = await this.provider.retrievePaymentIntent(paymentIntentId);
    if (!intent) throw new PaymentNotFoundError();
    await this.fulfil(intent);
    const settled = await this.orders.findById(order._id);
    return {
      status: intent.status,
      transactionId: order.transaction_id,
      complete: isSettled(settled),
    };
  }

  /**
   * Applies what the provider says about a PaymentIntent to its order, in one DB transaction
   * (retried on a deadlock): settles it when it succeeded with the order's amount, currency and
   * sale, or records a non-final status. Never undoes a settled order: a payment that succeeded
   * after something else settled it is flagged for refund. Anything suspicious is reported for
   * staff to look at.
   */
  fulfil(intent: ProviderPaymentIntent): Promise<Fulfilment> {
    return this.database.retryingTransaction(() => this.apply(intent));
  }

  private async apply(intent: ProviderPaymentIntent): Promise<Fulfilment> {
    const orderId = intent.metadata.order_id;
    const order =
      (orderId ? await this.orders.findById(orderId) : undefined) ??
      (await this.orders.findByPaymentIntent(intent.id));
    if (!order) {
      this.logger.warn({ msg: 'payment for no known order', paymentIntentId: intent.id });
      return 'ignored';
    }
    if (intent.metadata.transaction_id !== order.transaction_id) {
      this.suspicious('payment names another sale than its order', intent, order);
      return 'ignored';
    }
    if (intent.status === 'succeeded') {
      if (intent.amount !== order.total_amount || intent.currency !== order.currency) {
        // a payment made before a referral code set the order to zero is still a payment
        if (!(order.code && isSettled(order))) {
          this.suspicious('payment amount or currency differs from its order', intent, order);
          return 'ignored';
        }
      }
      const settlement = await this.orders.settleByCard(order, intent);
      if (settlement === 'settled') await this.recordCardSettlement(order, intent.id);
      if (settlement === 'needs_refund') await this.recordPaidTwice(order, intent);
      return settlement;
    }
    await this.orders.recordPaymentStatus(order._id, intent.id, intent.status);
    return 'recorded';
  }

  // --- internals --------------------------------------------------------------------------

  /**
   * A card payment settled the order: payment_successful on the timeline, and the payment
   * e-mail with the VAT receipt attached (rendered when it is sent).
   */
  private async recordCardSettlement(order: OrderRow, paymentIntentId: string): Promise<void> {
    await this.events.record({
      transactionId: order.transaction_id,
      name: 'payment_successful',
      comments: `${formatPence(order.total_amount)} (${paymentIntentId})`,
    });
    const receipt = await this.sales.receiptDetails(order.transaction_id);
    await this.email.queue(
      receipt.email,
      'payment-receipt',
      {
        firstName: receipt.firstName,
        address: receipt.address,
        amount: formatPence(order.total_amount),
        dashboardUrl: `${this.config.appUrl}/dashboard/sell/${order.transaction_id}`,
      },
      { attachments: [saleReceiptAttachment(order.transaction_id)] },
    );
  }

  /**
   * A card payment succeeded for an order something else had settled first: the customer paid
   * twice. It is on the order (needs_refund) and the sale's timeline for staff to refund, and
   * in the log and the error reporter (ids and amounts only).
   */
  private async recordPaidTwice(order: OrderRow, intent: ProviderPaymentIntent): Promise<void> {
    await this.events.record({
      transactionId: order.transaction_id,
      name: 'payment_received_twice',
      comments: `Payment received twice: refund needed. ${formatPence(intent.amount)} (${intent.id})`,
    });
    this.suspicious('payment received twice: refund needed', intent, order);
  }

  /** The seller's provider customer: the stored one, or a new one created once. */
  private async ensureCustomer(user: Seller, stored: string | null): Promise<string> {
    const usable = stored && !(this.provider.name === 'stripe' && stored.startsWith('cus_sim_'));
    if (usable) return stored;
    const created = await this.provider.createCustomer(
      { email: user.email, name: `${user.first_name} ${user.last_name}`.trim(), userId: user._id },
      `customer:${user._id}:${stored ?? 'first'}`,
    );
    if (stored) {
      await this.users.replaceStripeCustomerId(user._id, created.id);
      return created.id;
    }
    return this.users.keepStripeCustomerId(user._id, created.id);
  }

  private suspicious(what: string, intent: ProviderPaymentIntent, order: OrderRow): void {
    const context = {
      paymentIntentId: intent.id,
      orderId: order._id,
      transactionId: order.transaction_id,
      intentAmount: intent.amount,
      orderAmount: order.total_amount,
      intentCurrency: intent.currency,
      status: intent.status,
    };
    this.logger.warn({ msg: `Payment needs a look: ${what}`, ...context });
    this.reporter.capture(new Error(`Payment needs a look: ${what}`), context);
  }
}

function response(intent: ProviderPaymentIntent, order: OrderRow): PaymentIntentResponseDto {
  return {
    clientSecret: intent.clientSecret ?? '',
    totalAmount: order.total_amount,
    currency: order.currency,
    paymentIntentId: intent.id,
    status: intent.status,
    products: order.items.map((item) => ({
      name: item.product_name,
      price: item.product_price,
      quantity: item.quantity,
      incVat: item.incVat,
    })),
  };
}
