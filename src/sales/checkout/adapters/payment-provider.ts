import { UpstreamError } from '@/platform/common/errors';

/** A PaymentIntent as the provider reports it (Stripe's fields, camel-cased where we read them). */
export type ProviderPaymentIntent = {
  id: string;
  clientSecret: string | null;
  /** Minor units (pence). */
  amount: number;
  currency: string;
  /** Stripe's statuses: requires_payment_method, processing, succeeded, canceled, ... */
  status: string;
  customer: string | null;
  metadata: Record<string, string>;
  lastPaymentError: string | null;
};

export type NewPaymentIntent = {
  amount: number;
  currency: string;
  customer: string;
  description: string;
  metadata: Record<string, string>;
};

export type NewCustomer = { email: string; name: string; userId: string };

/** The payment provider's webhook event, verified: what the fulfilment handler reads. */
export type PaymentEvent = { id: string; type: string; data: { object: unknown } };

/**
 * Port of the card payment provider: Stripe when STRIPE_SECRET_KEY is set, the local simulator
 * otherwise. Creates take an idempotency key, so a retried or concurrent create returns the
 * same object.
 */
export abstract class PaymentProvider {
  abstract readonly name: 'stripe' | 'simulator';
  abstract createCustomer(customer: NewCustomer, idempotencyKey: string): Promise<{ id: string }>;
  abstract createPaymentIntent(
    intent: NewPaymentIntent,
    idempotencyKey: string,
  ): Promise<ProviderPaymentIntent>;
  /** Null when the provider knows no such PaymentIntent. */
  abstract retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Cancels an unpaid PaymentIntent; a succeeded or already canceled one is left as it is. */
  abstract cancelPaymentIntent(id: string): Promise<void>;
}

/** Stands in where neither Stripe nor the simulator may run (production without a key). */
export class UnconfiguredPaymentProvider extends PaymentProvider {
  readonly name = 'stripe';
  private fail(): never {
    throw new UpstreamError('Card payments are not configured.');
  }
  createCustomer(): never {
    return this.fail();
  }
  createPaymentIntent(): never {
    return this.fail();
  }
  retrievePaymentIntent(): never {
    return this.fail();
  }
  cancelPaymentIntent(): never {
    return this.fail();
  }
}

/** Reads a Stripe-shaped PaymentIntent object (from the API or a webhook event). */
export function fromStripeIntent(object: unknown): ProviderPaymentIntent {
  const intent = (object ?? {}) as {
    id?: unknown;
    client_secret?: unknown;
    amount?: unknown;
    currency?: unknown;
    status?: unknown;
    customer?: unknown;
    metadata?: unknown;
    last_payment_error?: { message?: unknown } | null;
  };
  const customer =
    typeof intent.customer === 'string'
      ? intent.customer
      : ((intent.customer as { id?: string } | null)?.id ?? null);
  const metadata: Record<string, string> = {};
  if (intent.metadata && typeof intent.metadata === 'object') {
    for (const [key, value] of Object.entries(intent.metadata)) metadata[key] = String(value);
  }
  return {
    id: String(intent.id ?? ''),
    clientSecret: typeof intent.client_secret === 'string' ? intent.client_secret : null,
    amount: typeof intent.amount === 'number' ? intent.amount : Number.NaN,
    currency: String(intent.currency ?? '').toLowerCase(),
    status: String(intent.status ?? ''),
    customer,
    metadata,
    lastPaymentError:
      typeof intent.last_payment_error?.message === 'string'
        ? intent.last_payment_error.message
        : null,
  };
}
