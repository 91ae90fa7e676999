import { orders, properties, purchaseIntents, transactions } from '@/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInCustomer } from '@test/support/factories';
import { customerRow } from '@test/support/sales';

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
    });
    expect(byId[paid._id]).toMatchObject({ complete: true, archived: false });
    expect(byId[abandoned._id]).toMatchObject({
      complete: false,
      archived: true,
      termsAccepted: false,
    });
    expect(byId[finished._id]).toMatchObject({ complete: true, archived: true });
  });
});
