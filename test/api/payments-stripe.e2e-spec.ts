import { eq } from 'drizzle-orm';
import { users } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInCustomer } from '@test/support/factories';
import { waitForEmail } from '@test/support/mailbox';
import { createSale, seedReferralCode } from '@test/support/seller';
import { startStripeServer, StripeServer } from '@test/support/stripe-server';

const SECRET_KEY = 'sk_test_threshold_local';

describe('payments through the Stripe SDK (StripeAdapter against a local Stripe server)', () => {
  let stripe: StripeServer;
  let t: TestApp;

  beforeAll(async () => {
    stripe = await startStripeServer({ secretKey: SECRET_KEY });
    t = await createTestApp({
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_threshold_local',
      STRIPE_WEBHOOK_SECRET: 'whsec_local',
      STRIPE_API_URL: stripe.url,
    });
  });

  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  it('creates one Stripe customer per user, with an idempotency key', async () => {
    const { agent, user } = await signedInCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const first = await agent.post('/api/stripe/customers').expect(200);
    expect(first.body.id).toMatch(/^cus_/);
    expect(stripe.customers.get(first.body.id)).toMatchObject({
      email: user.email,
      name: 'Ada Lovelace',
      metadata: { user_id: user._id },
    });
    const created = stripe.requests.filter((r) => r.path === '/v1/customers');
    expect(created.at(-1)!.idempotencyKey).toBe(`customer:${user._id}:first`);
    await agent.post('/api/stripe/customers').expect(200).expect(first.body);
    expect(stripe.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(created.length);
    const [row] = await t.database.db.select().from(users).where(eq(users._id, user._id));
    expect(row.stripe_customer_id).toBe(first.body.id);
  });

  it('creates the PaymentIntent from the order, reuses it, and settles once the payment succeeded', async () => {
    const { agent, user } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id, totalOrderAmount: 100 })
      .expect(200);
    const intent = stripe.intents.get(started.body.paymentIntentId)!;
    expect(intent).toMatchObject({
      amount: 72000,
      currency: 'gbp',
      customer: expect.stringMatching(/^cus_/),
      automatic_payment_methods: { enabled: true },
      metadata: { transaction_id: sale._id, order_id: expect.any(String) },
    });
    expect(started.body).toMatchObject({
      clientSecret: intent.client_secret,
      totalAmount: 72000,
    });
    const create = stripe.requests.find(
      (r) => r.path === '/v1/payment_intents' && r.params.metadata,
    )!;
    expect(create.idempotencyKey).toBe(`payment-intent:${intent.metadata.order_id}:72000:first`);

    // reloading the page retrieves the open intent instead of creating another
    const creates = () => stripe.requests.filter((r) => r.path === '/v1/payment_intents').length;
    const before = creates();
    const again = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    expect(again.body.clientSecret).toBe(intent.client_secret);
    expect(creates()).toBe(before);

    // the customer pays; Stripe's webhook is lost; the payment-success page asks
    stripe.setStatus(intent.id, 'succeeded');
    const status = await agent.get(`/api/stripe/payment-intent/${intent.id}/status`).expect(200);
    expect(status.body).toEqual({ status: 'succeeded', transactionId: sale._id, complete: true });
    const read = await agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(read.body.orders[0]).toMatchObject({
      stripe_transaction_id: intent.id,
      stripe_transaction_status: 'succeeded',
      paid_at: expect.any(String),
    });
    await waitForEmail(t, user.email, /^Payment received/);
    await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(409);
  });

  it('replaces a canceled PaymentIntent with a new one', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const first = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    stripe.setStatus(first.body.paymentIntentId, 'canceled');
    const second = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    expect(second.body.paymentIntentId).not.toBe(first.body.paymentIntentId);
    const create = stripe.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(create.idempotencyKey).toMatch(new RegExp(`:${first.body.paymentIntentId}$`));
  });

  it('cancels the open PaymentIntent at Stripe when a referral code makes the sale free', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    const code = await seedReferralCode(t);
    await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: code })
      .expect(200);
    const deadline = Date.now() + 15_000;
    while (stripe.intents.get(started.body.paymentIntentId)!.status !== 'canceled') {
      if (Date.now() > deadline) throw new Error('The PaymentIntent was not canceled');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(
      stripe.requests.some(
        (r) => r.path === `/v1/payment_intents/${started.body.paymentIntentId}/cancel`,
      ),
    ).toBe(true);
  });

  it('answers 502 when Stripe refuses the key, and offers no simulator', async () => {
    const { agent } = await signedInCustomer(t);
    await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret: 'pi_x_secret_y', outcome: 'succeeded' })
      .expect(404);
    const broken = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_wrong',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_wrong',
      STRIPE_API_URL: stripe.url,
    });
    try {
      const { agent: customer } = await signedInCustomer(broken);
      const response = await customer.post('/api/stripe/customers').expect(502);
      expect(response.body.message).toBe(
        'The payment provider is unavailable right now. Please try again later.',
      );
    } finally {
      await broken.close();
    }
  });
});
