import { eq } from 'drizzle-orm';
import { lawFirms, lawyerGroups, purchaseIntents, transactions } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { createProperty, purchaseIntentBody } from '@test/support/purchase-intents';
import { createSale } from '@test/support/seller';

// Months are UK calendar months; the rows are dated in 2031 so the sales made "now" by the
// factories never fall into them.
describe('stats & metrics', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' }); // THRESHOLD100 settles a sale at £0
    t.clock.set(new Date('2031-11-10T12:00:00Z')); // the referral lists cover Sep-Nov 2031
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  async function sale(
    values: Partial<typeof transactions.$inferInsert>,
    options: { paid?: boolean; form?: Record<string, unknown>; firstName?: string } = {},
  ) {
    const { agent } = await signedInCustomer(t, { firstName: options.firstName ?? 'Ada' });
    const created = await createSale(agent, options.form);
    if (options.paid !== false) {
      await agent
        .put(`/api/transaction/${created._id}/referral-code`)
        .send({ referralCode: 'THRESHOLD100' })
        .expect(200);
    }
    await t.database.db.update(transactions).set(values).where(eq(transactions._id, created._id));
    return created._id;
  }

  async function lawyerGroup(firmName: string) {
    const [firm] = await t.database.db.insert(lawFirms).values({ name: firmName }).returning();
    const [group] = await t.database.db
      .insert(lawyerGroups)
      .values({
        law_firm_id: firm._id,
        name: `${firmName} conveyancing`,
        solicitor: {
          _id: 'solicitor-1',
          first_name: 'Sam',
          last_name: 'Reed',
          email: 'sam@firm.example',
        },
      })
      .returning();
    return { firmId: firm._id, groupId: group._id };
  }

  const get = (path: string) => admin.agent.get(`/api/admin/stats/${path}`);

  it('counts the sales created in each UK calendar month', async () => {
    await sale({ createdAt: new Date('2031-10-31T23:30:00Z') }); // 31 Oct, 23:30 GMT
    await sale({ createdAt: new Date('2031-10-01T00:30:00Z') }, { paid: false }); // 1 Oct, 01:30 BST
    await sale({ createdAt: new Date('2031-09-30T22:30:00Z') }); // 30 Sep, 23:30 BST

    const october = await get('transactions?month=10&year=2031').expect(200);
    expect(october.body).toEqual({ month: 10, year: 2031, count: 2 });
    const september = await get('transactions?month=9&year=2031').expect(200);
    expect(september.body.count).toBe(1);
    expect((await get('transactions?month=8&year=2031').expect(200)).body.count).toBe(0);
  });

  it('refuses a month that does not exist, with the reason', async () => {
    const response = await get('transactions?month=13&year=2031').expect(400);
    expect(response.body.message).toEqual(['month must be a whole number from 1 to 12']);
    const missing = await get('solicitors-assignments?month=1').expect(400);
    expect(missing.body.message).toEqual(['year must be a whole number from 2000 to 2100']);
  });

  it('counts solicitor assignments per law firm and side, by firm name', async () => {
    const zephyr = await lawyerGroup('Zephyr Legal 2031');
    const anchor = await lawyerGroup('Anchor Law 2031');
    const october = new Date('2031-10-05T10:00:00Z');
    await sale({
      seller_lawyer_group_id: zephyr.groupId,
      buyer_lawyer_group_id: anchor.groupId,
      solicitors_assigned_at: october,
    });
    await sale({
      seller_lawyer_group_id: zephyr.groupId,
      solicitors_assigned_at: new Date('2031-09-30T23:30:00Z'), // 1 Oct, 00:30 BST
    });
    await sale({
      seller_lawyer_group_id: anchor.groupId,
      solicitors_assigned_at: new Date('2031-11-02T10:00:00Z'),
    });

    const response = await get('solicitors-assignments?month=10&year=2031').expect(200);
    expect(response.body).toEqual([
      { lawFirmId: anchor.firmId, lawFirmName: 'Anchor Law 2031', sellerCount: 0, buyerCount: 1 },
      { lawFirmId: zephyr.firmId, lawFirmName: 'Zephyr Legal 2031', sellerCount: 2, buyerCount: 0 },
    ]);
    const november = await get('solicitors-assignments?month=11&year=2031').expect(200);
    expect(november.body).toEqual([
      { lawFirmId: anchor.firmId, lawFirmName: 'Anchor Law 2031', sellerCount: 1, buyerCount: 0 },
    ]);
  });

  it('lists paid sellers and confirmed buyers using foreign currency in the last three months', async () => {
    const legals = new Date('2031-10-20T09:00:00Z');
    const recent = await sale(
      { createdAt: new Date('2031-09-15T10:00:00Z'), date_legal_started: legals },
      { form: { isUsingForeignCurrency: true, askingPrice: 410_000 }, firstName: 'Zoe' },
    );
    await sale(
      { createdAt: new Date('2031-10-15T10:00:00Z') },
      { form: { isUsingForeignCurrency: true }, paid: false }, // not paid: not onboarded
    );
    await sale(
      { createdAt: new Date('2031-08-20T10:00:00Z') }, // before September
      { form: { isUsingForeignCurrency: true } },
    );
    await sale(
      { createdAt: new Date('2031-10-15T10:00:00Z') },
      { form: { requiresMortgageReferral: true } },
    );

    const buyer = await signedInCustomer(t, { firstName: 'Bea' });
    const property = await createProperty(t, '7 Quay Street');
    const intent = await buyer.agent
      .post('/api/purchase-intent')
      .send(
        purchaseIntentBody(property._id, {
          primaryBuyerId: buyer.user._id,
          isUsingForeignCurrency: true,
          agreedPrice: 300_000,
        }),
      )
      .expect(201);
    await buyer.agent
      .put(`/api/purchase-intent/${intent.body._id}?termsAndConditions=true`)
      .send({})
      .expect(200);
    await buyer.agent.get(`/api/purchase-intent/confirm/${intent.body._id}`).expect(200);
    await t.database.db
      .update(purchaseIntents)
      .set({ createdAt: new Date('2031-11-01T10:00:00Z') })
      .where(eq(purchaseIntents._id, intent.body._id));

    const response = await get('foreign-currency').expect(200);
    expect(response.body).toEqual([
      {
        _id: intent.body._id,
        type: 'Buyer',
        name: `Bea ${buyer.user.last_name}`,
        property_address: expect.stringContaining('7 Quay Street'),
        property_value: 300_000,
        date_legal_started: null,
      },
      {
        _id: recent,
        type: 'Seller',
        name: expect.stringMatching(/^Zoe /),
        property_address: '12 Harbour Row, Bristol, BS1 5TR',
        property_value: 410_000,
        date_legal_started: legals.toISOString(),
      },
    ]);
    const mortgage = await get('mortgage-referrals').expect(200);
    expect(mortgage.body).toHaveLength(1);
    expect(mortgage.body[0]).toMatchObject({ type: 'Seller', date_legal_started: null });
  });
});
