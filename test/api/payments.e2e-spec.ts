import { eq } from 'drizzle-orm';
import TestAgent from 'supertest/lib/agent';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { simulatedPaymentIntents, users } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { countEvents } from '@test/support/events';
import { signedInCustomer } from '@test/support/factories';
import { outboxTo, waitForEmail } from '@test/support/mailbox';
import { createSale } from '@test/support/seller';
import {
  postPaymentWebhook,
  signedPaymentEvent,
  WEBHOOK_SECRET,
} from '@test/support/stripe-events';
import { SELLER_FEES } from '../../client/src/features/sell/sellerFees';

const CLIENT_SECRET = /^pi_[A-Za-z0-9]{24}_secret_[A-Za-z0-9]+$/;

type Order = {
  _id: string;
  total_amount: number;
  stripe_transaction_id: string | null;
  stripe_transaction_status: string | null;
  paid_at: string | null;
  payment_type: string;
};

describe('payments with the simulator, and Stripe webhooks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
  });

  afterAll(async () => {
    await t.close();
  });

  async function seller() {
    const { agent, user } = await signedInCustomer(t);
    const sale = await createSale(agent);
    return { agent, user, sale };
  }

  async function firstOrder(agent: TestAgent, transactionId: string): Promise<Order> {
    const read = await agent.get(`/api/transaction/${transactionId}`).expect(200);
    return read.body.orders[0];
  }

  async function receipts(email: string) {
    return (await outboxTo(t, email)).filter((m) => /^Payment received/.test(m.subject));
  }

  /** Starts paying a new sale; answers what a webhook about it needs. */
  async function startedPayment() {
    const { agent, user, sale } = await seller();
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    const order = await firstOrder(agent, sale._id);
    const intent = {
      id: started.body.paymentIntentId,
      amount: 72000,
      currency: 'gbp',
      status: 'succeeded',
      client_secret: started.body.clientSecret,
      metadata: { transaction_id: sale._id, order_id: order._id },
    };
    return { agent, user, sale, order, intent };
  }

  it('runs the whole seller journey: onboard, agent, terms, pay, dashboard', async () => {
    const { agent, user } = await signedInCustomer(t);
    await agent
      .put('/api/users')
      .send({ first_name: 'Ada', last_name: 'Lovelace', phone_number: '07911 123456' })
      .expect(200);
    const choices = await agent.get('/api/estate-agent').expect(200);
    expect(choices.body.specialOptions.map((o: { value: string }) => o.value)).toEqual([
      'not_listed',
      'no_agent',
    ]);
    const sale = await createSale(agent, { estateAgent: undefined }, { acceptTerms: false });
    await agent
      .put(`/api/transaction/${sale._id}/estate-agent`)
      .send({ estateAgentId: 'not_listed' })
      .expect(200);
    const early = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(409);
    expect(early.body.message).toBe('Please accept the terms and conditions before paying');
    await agent.put(`/api/transaction/${sale._id}?termsAndConditions=true`).send({}).expect(200);
    const resume = await agent.get(`/api/transaction/latest/${user._id}`).expect(200);
    expect(resume.body).toMatchObject({
      _id: sale._id,
      terms_and_conditions: true,
      complete: false,
    });

    const customer = await agent.post('/api/stripe/customers').expect(200);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({
        transactionId: sale._id,
        stripeCustomerId: customer.body.id,
        totalOrderAmount: 72000,
      })
      .expect(200);
    const paid = await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret: started.body.clientSecret, outcome: 'succeeded' })
      .expect(200);
    const query = new URL(paid.body.redirectUrl, 'http://localhost').searchParams;
    expect(query.get('redirect_status')).toBe('succeeded');
    const status = await agent
      .get(`/api/stripe/payment-intent/${query.get('payment_intent')}/status`)
      .expect(200);
    expect(status.body.complete).toBe(true);

    const done = await agent.get(`/api/transaction/latest/${user._id}`).expect(200);
    expect(done.body.complete).toBe(true);
    expect(done.body.orders[0]).toMatchObject({
      total_amount: 72000,
      stripe_transaction_status: 'succeeded',
    });
    const home = await agent.get('/api/users/current/properties').expect(200);
    expect(home.body.sales).toEqual([
      expect.objectContaining({ transactionId: sale._id, complete: true, archived: false }),
    ]);
    expect(
      (await countEvents(t, sale._id, 'payment_successful')) +
        (await countEvents(t, sale._id, 'terms_accepted')) +
        (await countEvents(t, sale._id, 'transaction_created')),
    ).toBe(3);
  });

  it('creates the card-provider customer once and keeps it on the user', async () => {
    const { agent, user } = await signedInCustomer(t);
    const first = await agent.post('/api/stripe/customers').expect(200);
    expect(first.body).toEqual({ id: expect.stringMatching(/^cus_sim_[A-Za-z0-9]{24}$/) });
    const again = await agent.post('/api/stripe/customers').expect(200);
    expect(again.body).toEqual(first.body);
    const [row] = await t.database.db.select().from(users).where(eq(users._id, user._id));
    expect(row.stripe_customer_id).toBe(first.body.id);
  });

  it('prices the order itself: a tampered client total and product list are ignored', async () => {
    const { agent, sale } = await seller();
    const response = await agent
      .post('/api/stripe/create-payment-intent')
      .send({
        transactionId: sale._id,
        totalOrderAmount: 1,
        stripeCustomerId: 'cus_someone_else',
        products: [{ name: 'Service fee', price: 1, quantity: 1, incVat: true }],
      })
      .expect(200);
    expect(response.body).toEqual({
      clientSecret: expect.stringMatching(CLIENT_SECRET),
      totalAmount: 72000,
      currency: 'gbp',
      paymentIntentId: expect.stringMatching(/^pi_/),
      status: 'requires_payment_method',
      products: [
        { name: 'Service fee', price: 24000, quantity: 1, incVat: true },
        { name: 'Search pack', price: 48000, quantity: 1, incVat: true },
      ],
    });
    // what the terms and the get-started page told the seller is what the order charges
    expect(
      response.body.products.map((product: { name: string; price: number }) => ({
        name: product.name,
        pence: product.price,
      })),
    ).toEqual(SELLER_FEES);
    expect(response.body.clientSecret.startsWith(`${response.body.paymentIntentId}_secret_`)).toBe(
      true,
    );
    const intent = await agent
      .get('/api/dev/payments/payment-intent')
      .query({ clientSecret: response.body.clientSecret })
      .expect(200);
    expect(intent.body).toMatchObject({ amount: 72000, currency: 'gbp' });

    // the page reloads: the same open PaymentIntent comes back
    const again = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id, totalOrderAmount: 5 })
      .expect(200);
    expect(again.body.clientSecret).toBe(response.body.clientSecret);
    expect(await firstOrder(agent, sale._id)).toMatchObject({
      total_amount: 72000,
      stripe_transaction_id: response.body.paymentIntentId,
      stripe_transaction_status: 'requires_payment_method',
    });
  });

  it("refuses to start a payment for another customer's sale", async () => {
    const { sale } = await seller();
    const { agent: stranger } = await signedInCustomer(t);
    const response = await stranger
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(404);
    expect(response.body.message).toBe('Transaction not found');
    const bad = await stranger
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: 'x' })
      .expect(400);
    expect(bad.body.message).toEqual(['Invalid ObjectId format']);
  });

  it('pays through the simulator: a declined card leaves it unpaid, a good card settles it once', async () => {
    const { agent, user, sale } = await seller();
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    const { clientSecret, paymentIntentId } = started.body;

    const declined = await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret, outcome: 'requires_payment_method' })
      .expect(200);
    expect(declined.body).toEqual({
      status: 'requires_payment_method',
      error: 'Your card was declined.',
      redirectUrl: `/sell/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=failed`,
    });
    expect(await firstOrder(agent, sale._id)).toMatchObject({
      stripe_transaction_status: 'requires_payment_method',
      paid_at: null,
    });

    const paid = await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret, outcome: 'succeeded' })
      .expect(200);
    expect(paid.body).toEqual({
      status: 'succeeded',
      error: null,
      redirectUrl: `/sell/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${clientSecret}&redirect_status=succeeded`,
    });
    expect(await firstOrder(agent, sale._id)).toMatchObject({
      stripe_transaction_id: paymentIntentId,
      stripe_transaction_status: 'succeeded',
      payment_type: 'stripe_direct',
      paid_at: expect.any(String),
    });
    const receipt = await waitForEmail(t, user.email, /^Payment received/);
    expect(receipt.text).toContain('£720.00');
    expect(receipt.text).toContain(`/dashboard/sell/${sale._id}`);

    // what the payment-success page asks
    const status = await agent
      .get(`/api/stripe/payment-intent/${paymentIntentId}/status`)
      .expect(200);
    expect(status.body).toEqual({ status: 'succeeded', transactionId: sale._id, complete: true });
    const retrieved = await agent
      .get('/api/dev/payments/payment-intent')
      .query({ clientSecret })
      .expect(200);
    expect(retrieved.body).toMatchObject({ id: paymentIntentId, status: 'succeeded' });
    const latest = await agent.get(`/api/transaction/latest/${user._id}`).expect(200);
    expect(latest.body.complete).toBe(true);

    // nothing more to pay, and nothing happens twice
    await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret, outcome: 'succeeded' })
      .expect(409);
    const again = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(409);
    expect(again.body.message).toBe('This sale has already been paid');
    expect(await receipts(user.email)).toHaveLength(1);
    expect(await countEvents(t, sale._id, 'payment_successful')).toBe(1);
  });

  it('marks the order paid exactly once for a signed payment_intent.succeeded, however often it comes', async () => {
    const { agent, user, sale, intent } = await startedPayment();
    const event = signedPaymentEvent('payment_intent.succeeded', intent);
    const first = await postPaymentWebhook(t, event).expect(200);
    expect(first.body).toEqual({ received: true });
    expect(await firstOrder(agent, sale._id)).toMatchObject({
      stripe_transaction_status: 'succeeded',
      paid_at: expect.any(String),
    });

    // the same event again, and the same news under another event id: nothing new
    const replay = await postPaymentWebhook(t, event).expect(200);
    expect(replay.body).toEqual({ received: true, duplicate: true });
    await postPaymentWebhook(t, signedPaymentEvent('payment_intent.succeeded', intent)).expect(200);
    // a late 'processing' never overwrites 'succeeded'
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.processing', { ...intent, status: 'processing' }),
    ).expect(200);

    expect((await firstOrder(agent, sale._id)).stripe_transaction_status).toBe('succeeded');
    expect(await countEvents(t, sale._id, 'payment_successful')).toBe(1);
    await waitForEmail(t, user.email, /^Payment received/);
    expect(await receipts(user.email)).toHaveLength(1);
  });

  it('refuses an unsigned or wrongly signed webhook and changes nothing', async () => {
    const { agent, sale, intent } = await startedPayment();
    const event = signedPaymentEvent('payment_intent.succeeded', intent);
    const unsigned = await postPaymentWebhook(t, { payload: event.payload }).expect(400);
    expect(unsigned.body).toEqual({
      statusCode: 400,
      message: ['Invalid webhook signature'],
      error: 'Bad Request',
      code: 'INVALID_WEBHOOK_SIGNATURE',
    });
    const forged = signedPaymentEvent('payment_intent.succeeded', intent, {
      secret: 'whsec_forged',
    });
    await postPaymentWebhook(t, forged).expect(400);
    // a body changed after signing
    await postPaymentWebhook(t, {
      payload: event.payload.replace('"amount":72000', '"amount":72001'),
      signature: event.signature,
    }).expect(400);
    expect((await firstOrder(agent, sale._id)).stripe_transaction_status).toBe(
      'requires_payment_method',
    );
  });

  it('does not settle an order when the amount, currency or sale of the payment differ', async () => {
    const { agent, sale, intent } = await startedPayment();
    const reporter = t.app.get(ErrorReporter);
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.succeeded', { ...intent, amount: 100 }),
    ).expect(200);
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.succeeded', { ...intent, currency: 'usd' }),
    ).expect(200);
    const { sale: other } = await seller();
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.succeeded', {
        ...intent,
        metadata: { ...intent.metadata, transaction_id: other._id },
      }),
    ).expect(200);
    const order = await firstOrder(agent, sale._id);
    expect(order.stripe_transaction_status).toBe('requires_payment_method');
    expect(order.paid_at).toBeNull();
    expect(await countEvents(t, sale._id, 'payment_successful')).toBe(0);
    expect(reporter.latest()[0]).toMatchObject({
      message: 'Payment needs a look: payment names another sale than its order',
      context: expect.objectContaining({ paymentIntentId: intent.id }),
    });
    expect(reporter.latest()[1].message).toBe(
      'Payment needs a look: payment amount or currency differs from its order',
    );
  });

  it('records a failed payment, and a later success still settles it', async () => {
    const { agent, sale, intent } = await startedPayment();
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.payment_failed', {
        ...intent,
        status: 'requires_payment_method',
        last_payment_error: { message: 'Your card was declined.' },
      }),
    ).expect(200);
    expect((await firstOrder(agent, sale._id)).stripe_transaction_status).toBe(
      'requires_payment_method',
    );
    await postPaymentWebhook(
      t,
      signedPaymentEvent('payment_intent.processing', { ...intent, status: 'processing' }),
    ).expect(200);
    expect((await firstOrder(agent, sale._id)).stripe_transaction_status).toBe('processing');
    await postPaymentWebhook(t, signedPaymentEvent('payment_intent.succeeded', intent)).expect(200);
    expect((await firstOrder(agent, sale._id)).stripe_transaction_status).toBe('succeeded');
  });

  it('settles from the payment-success page when the webhook never came', async () => {
    const { agent, user, sale, intent } = await startedPayment();
    // the card form succeeded at the provider, but no webhook reached us: flip the simulator directly
    await t.database.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intent.id));
    const status = await agent.get(`/api/stripe/payment-intent/${intent.id}/status`).expect(200);
    expect(status.body).toEqual({ status: 'succeeded', transactionId: sale._id, complete: true });
    await waitForEmail(t, user.email, /^Payment received/);
    // the webhook arriving late changes nothing
    await postPaymentWebhook(t, signedPaymentEvent('payment_intent.succeeded', intent)).expect(200);
    expect(await receipts(user.email)).toHaveLength(1);

    const { agent: stranger } = await signedInCustomer(t);
    await stranger.get(`/api/stripe/payment-intent/${intent.id}/status`).expect(404);
    await agent.get('/api/stripe/payment-intent/nope/status').expect(400);
  });
});
