import TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '@test/support/app';
import { countEvents } from '@test/support/events';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import { createSale, seedReferralCode } from '@test/support/seller';
import {
  postPaymentWebhook,
  signedPaymentEvent,
  WEBHOOK_SECRET,
} from '@test/support/stripe-events';

type Order = {
  total_amount: number;
  code: string | null;
  payment_type: string;
  stripe_transaction_id: string | null;
  stripe_transaction_status: string | null;
  needs_refund: { payment_intent_id: string; amount: number; currency: string }[];
};

/**
 * Hardening II, finding 10: a referral code and a card payment settling the same sale at the
 * same moment. Whichever settles first wins; the other never overwrites it, a card payment that
 * lost is flagged for refund, and a deadlock is retried rather than answered with a 500.
 */
describe('a referral code and a card payment at the same moment', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });

  afterAll(async () => {
    await t.close();
  });

  async function firstOrder(agent: TestAgent, transactionId: string): Promise<Order> {
    return (await agent.get(`/api/transaction/${transactionId}`).expect(200)).body.orders[0];
  }

  /** A signed payment_intent.succeeded for the intent, as Stripe sends it. */
  const postSucceeded = (intent: Record<string, unknown>) =>
    postPaymentWebhook(t, signedPaymentEvent('payment_intent.succeeded', intent));

  /** A new sale whose seller has started paying by card, and a usable referral code. */
  async function startedPayment() {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    const order = (await agent.get(`/api/transaction/${sale._id}`).expect(200)).body.orders[0];
    const intent = {
      id: started.body.paymentIntentId as string,
      amount: 72000,
      currency: 'gbp',
      status: 'succeeded',
      client_secret: started.body.clientSecret,
      metadata: { transaction_id: sale._id, order_id: order._id },
    };
    return { agent, sale, intent, code: await seedReferralCode(t) };
  }

  it('settles each sale once and flags the card payment for refund when the code won', async () => {
    for (let round = 0; round < 12; round += 1) {
      const { agent, sale, intent, code } = await startedPayment();
      // The code's request does more before it settles than the webhook does: the webhook
      // starts after 0 to 5 other requests, so the rounds meet at different points.
      const [applied, webhook] = await Promise.all([
        agent.put(`/api/transaction/${sale._id}/referral-code`).send({ referralCode: code }),
        (async () => {
          for (let i = 0; i < round % 6; i += 1) await t.http().get('/api/health').expect(200);
          return postSucceeded(intent);
        })(),
      ]);

      expect(webhook.status).toBe(200);
      expect([200, 409]).toContain(applied.status);
      const settlements =
        (await countEvents(t, sale._id, 'payment_successful')) +
        (await countEvents(t, sale._id, 'referral_code_applied'));
      expect(settlements).toBe(1);
      const order = await firstOrder(agent, sale._id);
      const read = (await agent.get(`/api/transaction/${sale._id}`).expect(200)).body;
      if (applied.status === 200) {
        // both succeeded: the code settled the sale first, the card payment is to be refunded
        expect(order).toMatchObject({ code, total_amount: 0, payment_type: 'invoice' });
        expect(order.needs_refund).toEqual([
          expect.objectContaining({ payment_intent_id: intent.id, amount: 72000, currency: 'gbp' }),
        ]);
        expect(await countEvents(t, sale._id, 'payment_received_twice')).toBe(1);
        expect(read.referral_code).toBe(code);
      } else {
        // the card settled it first: the code is refused and nothing says the sale was free
        expect(applied.body.message).toBe('This sale has already been paid');
        expect(order).toMatchObject({
          code: null,
          total_amount: 72000,
          payment_type: 'stripe_direct',
          stripe_transaction_id: intent.id,
          needs_refund: [],
        });
        expect(read.referral_code).toBeNull();
        expect(await countEvents(t, sale._id, 'payment_received_twice')).toBe(0);
      }
      expect(read.complete).toBe(true);
    }
  });

  it('flags a card payment that succeeds after a code made the sale free, once, for staff to refund', async () => {
    const { agent, sale, intent, code } = await startedPayment();
    await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: code })
      .expect(200);
    await postSucceeded(intent).expect(200);
    // Stripe delivers the same news again under another event id: still one flag
    await postSucceeded(intent).expect(200);

    const order = await firstOrder(agent, sale._id);
    expect(order).toMatchObject({ code, total_amount: 0, payment_type: 'invoice' });
    expect(order.needs_refund).toEqual([
      {
        payment_intent_id: intent.id,
        amount: 72000,
        currency: 'gbp',
        recorded_at: expect.any(String),
      },
    ]);
    expect(await countEvents(t, sale._id, 'payment_successful')).toBe(0);

    const { agent: admin } = await signedInAdmin(t);
    const detail = (await admin.get(`/api/admin/transactions/${sale._id}`).expect(200)).body;
    expect(detail.orders[0].needs_refund).toEqual(order.needs_refund);
    const timeline = (await admin.get(`/api/admin/transactions/${sale._id}/events`).expect(200))
      .body as { event_name: string; comments: string | null }[];
    const twice = timeline.filter((event) => event.event_name === 'payment_received_twice');
    expect(twice).toEqual([
      expect.objectContaining({
        comments: `Payment received twice: refund needed. £720.00 (${intent.id})`,
      }),
    ]);
  });
});
