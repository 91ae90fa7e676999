import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { UpstreamError } from '@/platform/common/errors';
import {
  fromStripeIntent,
  NewCustomer,
  NewPaymentIntent,
  PaymentProvider,
  ProviderPaymentIntent,
} from './payment-provider';

const UNAVAILABLE = 'The payment provider is unavailable right now. Please try again later.';

/** Stripe through its official SDK. `apiUrl` points it at another host (a local test server). */
export class StripeAdapter extends PaymentProvider {
  readonly name = 'stripe';
  private readonly logger = new Logger('Stripe');
  private readonly stripe: Stripe;

  constructor(secretKey: string, apiUrl: string | null) {
    super();
    const options: Stripe.StripeConfig = {
      maxNetworkRetries: 2,
      timeout: 10_000,
      telemetry: false,
      appInfo: { name: 'Threshold' },
    };
    if (apiUrl) {
      const url = new URL(apiUrl);
      options.host = url.hostname;
      options.protocol = url.protocol === 'http:' ? 'http' : 'https';
      options.port = url.port || (url.protocol === 'http:' ? 80 : 443);
    }
    this.stripe = new Stripe(secretKey, options);
  }

  async createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<{ id: string }> {
    const created = await this.call('create customer', () =>
      this.stripe.customers.create(
        { email: customer.email, name: customer.name, metadata: { user_id: customer.userId } },
        { idempotencyKey },
      ),
    );
    return { id: created.id };
  }

  async createPaymentIntent(
    intent: NewPaymentIntent,
    idempotencyKey: string,
  ): Promise<ProviderPaymentIntent> {
    const created = await this.call('create payment intent', () =>
      this.stripe.paymentIntents.create(
        {
          amount: intent.amount,
          currency: intent.currency,
          customer: intent.customer,
          description: intent.description,
          metadata: intent.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      ),
    );
    return fromStripeIntent(created);
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null> {
    try {
      return fromStripeIntent(await this.stripe.paymentIntents.retrieve(id));
    } catch (error) {
      if (isStripeError(error) && error.code === 'resource_missing') return null;
      throw this.upstream('retrieve payment intent', error);
    }
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    try {
      await this.stripe.paymentIntents.cancel(id);
    } catch (error) {
      // already succeeded or canceled, or unknown: nothing left to cancel
      const code = isStripeError(error) ? error.code : undefined;
      if (code === 'payment_intent_unexpected_state' || code === 'resource_missing') return;
      throw this.upstream('cancel payment intent', error);
    }
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw this.upstream(what, error);
    }
  }

  private upstream(what: string, error: unknown): UpstreamError {
    this.logger.warn({
      msg: `Stripe: ${what} failed`,
      type: isStripeError(error) ? error.type : undefined,
      code: isStripeError(error) ? error.code : undefined,
      error: (error as Error)?.message,
    });
    return new UpstreamError(UNAVAILABLE);
  }
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}
