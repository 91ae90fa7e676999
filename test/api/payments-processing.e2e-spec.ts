import TestAgent from 'supertest/lib/agent';
import { createTestApp, TestApp } from '@test/support/app';
import { countEvents } from '@test/support/events';
import { signedInCustomer } from '@test/support/factories';
import { createSale } from '@test/support/seller';

/**
 * Issue 25: the payment simulator's 'processing' outcome behaves as Stripe's processing state:
 * the seller is told the payment is processing, and it completes later as a webhook would say.
 */
describe('payment simulator: a payment that is processing', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  const status = async (agent: TestAgent, paymentIntentId: string) =>
    (await agent.get(`/api/stripe/payment-intent/${paymentIntentId}/status`).expect(200)).body as {
      status: string;
      complete: boolean;
      transactionId: string;
    };

  it('answers processing, then goes through by itself and settles the sale once', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    const { clientSecret, paymentIntentId } = started.body;

    const confirmed = await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret, outcome: 'processing' })
      .expect(200);
    expect(confirmed.body).toEqual({
      status: 'processing',
      error: null,
      redirectUrl: `/sell/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    });

    // what the success page hears first: processing, the sale not yet paid
    expect(await status(agent, paymentIntentId)).toEqual({
      status: 'processing',
      complete: false,
      transactionId: sale._id,
    });
    const order = (await agent.get(`/api/transaction/${sale._id}`).expect(200)).body.orders[0];
    expect(order).toMatchObject({ stripe_transaction_status: 'processing', paid_at: null });

    // a seller who comes back to the payment page meanwhile is given the same payment, said to
    // be processing (the page then waits for it instead of showing the card form again)
    const again = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    expect(again.body).toMatchObject({ paymentIntentId, clientSecret, status: 'processing' });

    // a few seconds later the payment goes through without anyone asking
    t.clock.advance(10_000);
    await t.jobs.runDue();
    const settled = (await agent.get(`/api/transaction/${sale._id}`).expect(200)).body as {
      complete: boolean;
      orders: { stripe_transaction_status: string; paid_at: string | null }[];
    };
    expect(settled.complete).toBe(true);
    expect(settled.orders[0]).toMatchObject({ stripe_transaction_status: 'succeeded' });
    expect(settled.orders[0].paid_at).not.toBeNull();
    expect(await status(agent, paymentIntentId)).toEqual({
      status: 'succeeded',
      complete: true,
      transactionId: sale._id,
    });
    expect(await countEvents(t, sale._id, 'payment_successful')).toBe(1);

    // a payment that went through cannot be confirmed again
    await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret, outcome: 'processing' })
      .expect(409);
  });
});
