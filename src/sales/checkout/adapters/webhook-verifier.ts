import Stripe from 'stripe';
import type { PaymentEvent } from './payment-provider';

/**
 * Checks a Stripe webhook's `Stripe-Signature` over the exact bytes received, with the endpoint's
 * signing secret (STRIPE_WEBHOOK_SECRET). Throws when the signature does not verify.
 */
export class StripeWebhookVerifier {
  constructor(private readonly secret: string | null) {}

  get configured(): boolean {
    return this.secret !== null;
  }

  verify(rawBody: Buffer, signature: string): PaymentEvent {
    if (!this.secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set');
    const event = Stripe.webhooks.constructEvent(rawBody, signature, this.secret);
    return { id: event.id, type: event.type, data: { object: event.data.object } };
  }
}
