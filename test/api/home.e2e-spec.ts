import { orders, properties, purchaseIntents, transactions } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { purchaseIntentBody } from '@test/support/purchase-intents';
import { customerRow } from '@test/support/sales';
import { createSale, propertyAddress } from '@test/support/seller';

type Card = {
  transactionId: string;
  address: string;
  complete: boolean;
  archived: boolean;
  status: string;
  termsAccepted: boolean;
};

describe('the home dashboard: which cards are archived', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  async function sale(
    sellerId: string,
    line1: string,
    day: number,
    options: { paid?: boolean; terms?: boolean; completed?: boolean } = {},
  ) {
    const db = t.database.db;
    const [property] = await db
      .insert(properties)
      .values({
        address: {
          line_1: line1,
          post_town: 'Bath',
          postcode: 'BA1 1AA',
          country: 'United Kingdom',
        },
        postcode: 'BA1 1AA',
      })
      .returning();
    const [row] = await db
      .insert(transactions)
      .values({
        property_id: property._id,
        primary_seller_id: sellerId,
        terms_and_conditions: options.terms ?? false,
        createdAt: new Date(`2026-01-${String(day).padStart(2, '0')}T10:00:00Z`),
      })
      .returning();
    if (options.paid) {
      await db.insert(orders).values({
        transaction_id: row._id,
        total_amount: 72000,
        stripe_transaction_status: 'succeeded',
      });
    }
    if (options.completed) {
      const buyer = await customerRow(t, { first_name: 'Bo', last_name: 'Buyer' }, 'buy');
      await db.insert(purchaseIntents).values({
        primary_buyer_id: buyer._id,
        transaction_id: row._id,
        is_active: true,
        completed_at: new Date('2026-01-20T00:00:00Z'),
      });
    }
    return row;
  }

  it('keeps a paid sale in view when a newer one is started; archives finished and abandoned ones', async () => {
    const { agent, user } = await signedInCustomer(t);
    const finished = await sale(user._id, '1 Done Row', 1, {
      paid: true,
      terms: true,
      completed: true,
    });
    const abandoned = await sale(user._id, '2 Draft Lane', 2);
    const paid = await sale(user._id, '3 Paid Street', 3, { paid: true, terms: true });
    const started = await sale(user._id, '4 New Road', 4, { terms: true });

    const { body } = await agent.get('/api/users/current/properties').expect(200);
    const byId = Object.fromEntries(
      body.sales.map((card: { transactionId: string }) => [card.transactionId, card]),
    );
    expect(body.sales.map((card: { transactionId: string }) => card.transactionId)).toEqual([
      started._id,
      paid._id,
      abandoned._id,
      finished._id,
    ]);
    expect(byId[started._id]).toMatchObject({
      complete: false,
      archived: false,
      termsAccepted: true,
      status: 'awaiting_payment',
    });
    expect(byId[paid._id]).toMatchObject({ complete: true, archived: false, status: 'paid' });
    expect(byId[abandoned._id]).toMatchObject({
      complete: false,
      archived: true,
      termsAccepted: false,
      status: 'information_needed',
    });
    expect(byId[finished._id]).toMatchObject({
      complete: true,
      archived: true,
      status: 'completed',
    });
  });
});

/**
 * Issue 25 'The home dashboard keeps everything': every record made through the calls a seller,
 * a buyer and staff make; the dashboard lists them all with their status tags.
 */
describe('the home dashboard: every sale and purchase with its status', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const cardsOf = async (customer: SignedIn) =>
    (await customer.agent.get('/api/users/current/properties').expect(200)).body as {
      sales: Card[];
      purchases: Card[];
    };

  async function pay(seller: SignedIn, saleId: string) {
    const intent = await seller.agent
      .post('/api/stripe/create-payment-intent')
      .send({ transactionId: saleId })
      .expect(200);
    await seller.agent
      .post('/api/dev/payments/confirm')
      .send({ clientSecret: intent.body.clientSecret, outcome: 'succeeded' })
      .expect((res) => expect(res.status).toBeLessThan(300));
  }

  it('keeps an unfinished sale when the seller starts another, and tags each; a paid one reads Paid', async () => {
    const seller = await signedInCustomer(t, { last_name: 'Keeper' });
    const first = await createSale(seller.agent, {
      propertyAddress: propertyAddress({ line_1: '1 First Keep', postcode: 'BS1 6AA' }),
    });
    const second = await createSale(
      seller.agent,
      { propertyAddress: propertyAddress({ line_1: '2 Second Keep', postcode: 'BS1 6AB' }) },
      { acceptTerms: false },
    );

    let { sales } = await cardsOf(seller);
    expect(sales.map((card) => card.transactionId)).toEqual([second._id, first._id]);
    expect(sales[0]).toMatchObject({
      address: expect.stringContaining('2 Second Keep'),
      status: 'information_needed',
      complete: false,
      archived: false,
    });
    // the older unfinished sale is still listed (as archived) and can still be resumed
    expect(sales[1]).toMatchObject({
      address: expect.stringContaining('1 First Keep'),
      status: 'awaiting_payment',
      complete: false,
      archived: true,
      termsAccepted: true,
    });

    await pay(seller, first._id);
    ({ sales } = await cardsOf(seller));
    expect(sales.find((card) => card.transactionId === first._id)).toMatchObject({
      status: 'paid',
      complete: true,
      archived: false,
    });
  });

  it('shows a sale In progress once a buyer attaches a purchase, the purchase too; a withdrawn sale reads Withdrawn on both sides', async () => {
    const seller = await signedInCustomer(t, { last_name: 'Mover' });
    const buyer = await signedInCustomer(t, { last_name: 'Finder' });
    const sale = await createSale(seller.agent, {
      propertyAddress: propertyAddress({ line_1: '3 Progress Place', postcode: 'BS1 6AC' }),
    });
    await pay(seller, sale._id);

    const options = (await buyer.agent.get('/api/property/postcode/BS1%206AC').expect(200))
      .body as { _id: string; address: { line_1: string } }[];
    const chosen = options.find((option) => option.address.line_1 === '3 Progress Place');
    expect(chosen).toBeDefined();
    const created = await buyer.agent
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(chosen!._id))
      .expect(201);
    const purchaseId = created.body._id as string;

    expect((await cardsOf(buyer)).purchases).toEqual([
      expect.objectContaining({
        transactionId: purchaseId,
        status: 'information_needed',
        complete: false,
        termsAccepted: false,
      }),
    ]);

    await buyer.agent
      .put(`/api/purchase-intent/${purchaseId}?termsAndConditions=true`)
      .send({})
      .expect(200);
    await buyer.agent.get(`/api/purchase-intent/confirm/${purchaseId}`).expect(200);

    expect((await cardsOf(buyer)).purchases[0]).toMatchObject({
      status: 'in_progress',
      complete: true,
      archived: false,
    });
    expect((await cardsOf(seller)).sales[0]).toMatchObject({
      transactionId: sale._id,
      status: 'in_progress',
      archived: false,
    });

    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/withdraw`)
      .send({ reason: 'The seller is staying put' })
      .expect((res) => expect(res.status).toBeLessThan(300));

    expect((await cardsOf(seller)).sales[0]).toMatchObject({
      transactionId: sale._id,
      status: 'withdrawn',
      complete: true,
      archived: true,
    });
    expect((await cardsOf(buyer)).purchases[0]).toMatchObject({
      transactionId: purchaseId,
      status: 'withdrawn',
      archived: true,
    });
  });

  it("lists only the signed-in customer's own sales", async () => {
    const someone = await signedInCustomer(t, { last_name: 'Other' });
    const { sales, purchases } = await cardsOf(someone);
    expect(sales).toEqual([]);
    expect(purchases).toEqual([]);
  });
});
