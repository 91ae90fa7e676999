import { outboxTo } from '@test/support/mailbox';
import { createTestApp, TestApp } from '@test/support/app';
import { countEvents } from '@test/support/events';
import { signedInCustomer } from '@test/support/factories';
import { createSale, seedReferralCode } from '@test/support/seller';

describe('referral codes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('validates a code in any case while it is active and unexpired', async () => {
    const { agent } = await signedInCustomer(t);
    const code = await seedReferralCode(t);
    const inactive = await seedReferralCode(t, { active: false });
    const expired = await seedReferralCode(t, { expiresAt: new Date(Date.now() - 60_000) });
    const later = await seedReferralCode(t, { expiresAt: new Date(Date.now() + 86_400_000) });
    const check = async (value: string) =>
      (await agent.post('/api/referral-code/validate').send({ code: value }).expect(200)).body;
    expect(await check(code)).toBe(true);
    expect(await check(` ${code.toLowerCase()} `)).toBe(true);
    expect(await check(later)).toBe(true);
    expect(await check('THRESHOLD100')).toBe(true); // the demo seed's code
    expect(await check(inactive)).toBe(false);
    expect(await check(expired)).toBe(false);
    expect(await check('NOT-A-CODE')).toBe(false);
    const blank = await agent.post('/api/referral-code/validate').send({ code: ' ' }).expect(400);
    expect(blank.body.message).toEqual(['Required']);
    await t.http().post('/api/referral-code/validate').send({ code }).expect(401);
  });

  it('makes the sale free and complete, once, and records referral_code_applied', async () => {
    const { agent, user } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const applied = await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: 'threshold100' })
      .expect(200);
    expect(applied.body).toMatchObject({
      referral_code: 'THRESHOLD100',
      complete: true,
      orders: [
        {
          total_amount: 0,
          code: 'THRESHOLD100',
          payment_type: 'invoice',
          stripe_transaction_status: 'succeeded',
          paid_at: expect.any(String),
          items: [
            { product_name: 'Service fee', product_price: 24000, quantity: 1, incVat: true },
            { product_name: 'Search pack', product_price: 48000, quantity: 1, incVat: true },
          ],
        },
      ],
    });
    // applying again changes nothing
    await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: 'THRESHOLD100' })
      .expect(200);
    expect(await countEvents(t, sale._id, 'referral_code_applied')).toBe(1);
    // one confirmation e-mail says the code covered the fee (nothing was charged)
    const confirmations = await outboxTo(t, user.email);
    expect(confirmations.filter((m) => m.template === 'fee-covered')).toHaveLength(1);
    expect(confirmations.find((m) => m.template === 'fee-covered')?.text).toContain(
      'Your referral code THRESHOLD100 covers the onboarding fee',
    );

    // nothing is left to pay, and the home dashboard shows the sale complete
    const pay = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(409);
    expect(pay.body.message).toBe('No payment is due: a referral code was applied');
    const home = await agent.get('/api/users/current/properties').expect(200);
    expect(home.body.sales[0]).toMatchObject({ transactionId: sale._id, complete: true });
  });

  it("answers 'Code not valid' for an unknown, inactive or expired code and changes nothing", async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const inactive = await seedReferralCode(t, { active: false });
    for (const referralCode of ['NOPE', inactive]) {
      const response = await agent
        .put(`/api/transaction/${sale._id}/referral-code`)
        .send({ referralCode })
        .expect(400);
      expect(response.body.message).toEqual(['Code not valid']);
    }
    const read = await agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(read.body).toMatchObject({ referral_code: null, complete: false, orders: [] });
  });

  it('needs the terms accepted first', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent, {}, { acceptTerms: false });
    const early = await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: 'THRESHOLD100' })
      .expect(409);
    expect(early.body.message).toBe('Please accept the terms and conditions before paying');
  });

  it('cancels a card payment that was started before the code made the sale free', async () => {
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
    let status = '';
    while (Date.now() < deadline) {
      const intent = await agent
        .get('/api/dev/payments/payment-intent')
        .query({ clientSecret: started.body.clientSecret })
        .expect(200);
      status = intent.body.status;
      if (status === 'canceled') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('canceled');
    const confirm = await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret: started.body.clientSecret, outcome: 'succeeded' })
      .expect(409);
    expect(confirm.body.message).toBe('This payment has already been canceled.');
  });

  it('refuses a code once the sale was paid by card', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const started = await agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: sale._id })
      .expect(200);
    await agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret: started.body.clientSecret, outcome: 'succeeded' })
      .expect(200);
    const refused = await agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: 'THRESHOLD100' })
      .expect(409);
    expect(refused.body.message).toBe('This sale has already been paid');
  });
});
