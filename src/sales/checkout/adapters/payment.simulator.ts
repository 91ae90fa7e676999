import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { ConflictError, NotFoundError } from '@/platform/common/errors';
import {
  fromStripeIntent,
  NewCustomer,
  NewPaymentIntent,
  PaymentProvider,
  ProviderPaymentIntent,
} from './payment-provider';
import { SimulatedIntentRow, SimulatedPaymentsRepository } from './simulated-payments.repository';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` characters of Stripe's id alphabet, from `bytes`. */
function idChars(bytes: Buffer, length: number): string {
  let out = '';
  for (let i = 0; out.length < length; i++) out += ALPHABET[bytes[i % bytes.length] % 62];
  return out;
}

/** The same key always gives the same id, which makes creates idempotent as Stripe's are. */
function idFromKey(prefix: string, key: string): string {
  return `${prefix}_${idChars(createHash('sha256').update(key).digest(), 24)}`;
}

/**
 * succeeded: an accepted card; requires_payment_method: a declined one; processing: accepted but
 * not yet through (Stripe's 'processing'), completed later by `completeProcessing`.
 */
export type SimulatedOutcome = 'succeeded' | 'requires_payment_method' | 'processing';

const DECLINED = 'Your card was declined.';

/**
 * Stands in for Stripe in the embedded default. PaymentIntents live in the database with Stripe's
 * ids, client secrets and statuses: a confirmation moves requires_payment_method → processing →
 * succeeded, a declined one goes back to requires_payment_method, and a 'processing' one stays
 * there until `completeProcessing` (a job, a few seconds later) moves it on.
 */
@Injectable()
export class PaymentSimulator extends PaymentProvider {
  readonly name = 'simulator';

  constructor(private readonly intents: SimulatedPaymentsRepository) {
    super();
  }

  async createCustomer(_customer: NewCustomer, idempotencyKey: string): Promise<{ id: string }> {
    return { id: idFromKey('cus_sim', idempotencyKey) };
  }

  async createPaymentIntent(
    intent: NewPaymentIntent,
    idempotencyKey: string,
  ): Promise<ProviderPaymentIntent> {
    const id = idFromKey('pi', idempotencyKey);
    const row = await this.intents.insertOnce({
      id,
      client_secret: `${id}_secret_${idChars(randomBytes(24), 24)}`,
      amount: intent.amount,
      currency: intent.currency,
      customer: intent.customer,
      metadata: intent.metadata,
      status: 'requires_payment_method',
    });
    return fromStripeIntent(toStripeObject(row));
  }

  async retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null> {
    const row = await this.intents.findById(id);
    return row ? fromStripeIntent(toStripeObject(row)) : null;
  }

  async cancelPaymentIntent(id: string): Promise<void> {
    const row = await this.intents.findById(id);
    if (!row || row.status === 'succeeded' || row.status === 'canceled') return;
    await this.intents.setStatus(id, 'canceled');
  }

  /** What Stripe.js's retrievePaymentIntent(clientSecret) answers, Stripe-shaped. */
  async findByClientSecret(clientSecret: string): Promise<StripeShapedIntent> {
    const row = await this.intents.findByClientSecret(clientSecret);
    if (!row) throw new NotFoundError('No such payment_intent');
    return toStripeObject(row);
  }

  /**
   * Confirms with a card that succeeds or is declined, as the Payment Element would. Answers the
   * Stripe-shaped intent after each status it went through (what its webhooks would carry).
   */
  async confirm(clientSecret: string, outcome: SimulatedOutcome): Promise<StripeShapedIntent[]> {
    const row = await this.intents.findByClientSecret(clientSecret);
    if (!row) throw new NotFoundError('No such payment_intent');
    if (row.status === 'succeeded' || row.status === 'canceled') {
      throw new ConflictError(
        `This payment has already ${row.status === 'succeeded' ? 'succeeded' : 'been canceled'}.`,
      );
    }
    if (outcome === 'requires_payment_method') {
      const declined = await this.intents.setStatus(row.id, 'requires_payment_method');
      return [toStripeObject(declined, DECLINED)];
    }
    const processing = await this.intents.setStatus(row.id, 'processing');
    if (outcome === 'processing') return [toStripeObject(processing)];
    const succeeded = await this.intents.setStatus(row.id, 'succeeded');
    return [toStripeObject(processing), toStripeObject(succeeded)];
  }

  /**
   * A payment left processing goes through, as the bank would confirm it later. Answers the
   * succeeded intent (also when an earlier run already moved it, so a retried job can report it
   * again), or null when it is not there, or was canceled or declined meanwhile.
   */
  async completeProcessing(id: string): Promise<StripeShapedIntent | null> {
    const row = await this.intents.findById(id);
    if (!row) return null;
    if (row.status === 'succeeded') return toStripeObject(row);
    if (row.status !== 'processing') return null;
    return toStripeObject(await this.intents.setStatus(row.id, 'succeeded'));
  }
}

export type StripeShapedIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code: string } | null;
  livemode: false;
  created: number;
};

function toStripeObject(row: SimulatedIntentRow, declined?: string): StripeShapedIntent {
  return {
    id: row.id,
    object: 'payment_intent',
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    client_secret: row.client_secret,
    customer: row.customer,
    metadata: row.metadata,
    last_payment_error: declined ? { message: declined, code: 'card_declined' } : null,
    livemode: false,
    created: Math.floor(row.createdAt.getTime() / 1000),
  };
}
