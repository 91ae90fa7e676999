import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './app';

/** The webhook signing secret the payment tests give their app (STRIPE_WEBHOOK_SECRET). */
export const WEBHOOK_SECRET = 'whsec_threshold_test_secret';

/** A payment_intent event as Stripe sends it, signed with the endpoint's secret. */
export function signedPaymentEvent(
  type: string,
  intent: Record<string, unknown>,
  options: { id?: string; secret?: string } = {},
) {
  const payload = JSON.stringify({
    id: options.id ?? `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object: { object: 'payment_intent', ...intent } },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return { payload, signature };
}

/** Delivers an event to the webhook route as Stripe does (unsigned when it has no signature). */
export function postPaymentWebhook(t: TestApp, event: { payload: string; signature?: string }) {
  const request = t.http().post('/api/stripe/webhook').set('Content-Type', 'application/json');
  if (event.signature) request.set('Stripe-Signature', event.signature);
  return request.send(event.payload);
}
