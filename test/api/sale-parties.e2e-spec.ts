import { createTestApp, TestApp } from '@test/support/app';
import { confirmedPurchase, paidSale } from '@test/support/journeys';
import { adminConfigRow, lawyerGroupRow } from '@test/support/sales';
import { signedInAdmin, signedInCustomer, SignedIn, uniqueEmail } from '@test/support/factories';
import { createSale, propertyAddress } from '@test/support/seller';

type Row = {
  _id: string;
  latest_buyers: { first_name: string; last_name: string }[];
  active_buyers: { first_name: string; last_name: string }[];
  identity_status: string;
  time_offer_to_exchange_days: number | null;
  time_saved_days: number | null;
  time_saved_percent: number | null;
};

/**
 * Groundwork II: a purchase is part of its sale everywhere staff read it. Every record here is
 * made through the calls a seller, a buyer and staff make (no factory sets a link).
 */
describe("a sale's parties, made through the customer journeys", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    await adminConfigRow(t, {
      benchmark_in_days: 100,
      thirdfort_v2_switchover_date: new Date('2020-01-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The sides billed for the sale in this month's invoicing export (admin.md §9). */
  async function billedSides(saleId: string): Promise<string[]> {
    await admin.agent.put('/api/admin/config').send({ invoicing_amount: 24000 }).expect(200);
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
    }).formatToParts(t.clock.now());
    const month = `${parts.find((p) => p.type === 'year')!.value}-${parts.find((p) => p.type === 'month')!.value}`;
    const csv = await admin.agent
      .get('/api/admin/invoicing/export')
      .query({ month })
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      })
      .expect(200);
    return (csv.body as string)
      .split('\n')
      .filter((line) => line.includes(saleId))
      .map((line) => (line.includes(',Buyer,') ? 'Buyer' : 'Seller'));
  }

  const rowOf = async (saleId: string, query = '') => {
    const page = await admin.agent.get(`/api/admin/transactions?limit=100${query}`).expect(200);
    return (page.body.items as Row[]).find((row) => row._id === saleId);
  };

  it('attaches the purchase to the sale when the buyer chooses the property, for every read', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Sella', lastName: 'Quenby' });
    const sale = await paidSale(seller);
    const buyer = await signedInCustomer(t, { firstName: 'Bertram', lastName: 'Okonkwo' });
    const purchase = await confirmedPurchase(buyer.agent, sale.line1);

    // detail
    const detail = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
    expect(detail.body.purchase_intents.map((p: { _id: string }) => p._id)).toEqual([purchase._id]);
    // list and feed: the buyer's names, active
    const row = await rowOf(sale._id);
    expect(row?.latest_buyers).toEqual([
      expect.objectContaining({ first_name: 'Bertram', last_name: 'Okonkwo' }),
    ]);
    expect(row?.active_buyers).toEqual([
      expect.objectContaining({ first_name: 'Bertram', last_name: 'Okonkwo' }),
    ]);
    // global search: found by the buyer's name, with the buyer
    const found = await admin.agent.get('/api/admin/search?q=okonkwo').expect(200);
    const hit = (found.body as { id: string; buyer: { last_name: string } | null }[]).find(
      (result) => result.id === sale._id,
    );
    expect(hit?.buyer?.last_name).toBe('Okonkwo');
    // the timeline says so
    const timeline = await admin.agent
      .get(`/api/admin/transactions/${sale._id}/events-timeline`)
      .expect(200);
    expect(timeline.body.map((event: { event_name: string }) => event.event_name)).toContain(
      'purchase_attached',
    );

    // staff record the dates on the purchase: the row shows the days and the time saved
    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ sale_agreed: '2026-03-02', exchanged: '2026-04-11' })
      .expect(200);
    const dated = await rowOf(sale._id);
    expect(dated).toMatchObject({
      time_offer_to_exchange_days: 40,
      time_saved_days: 60,
      time_saved_percent: 60,
    });
  });

  it("counts the buyer's identity check in the sale's identity status", async () => {
    const seller = await signedInCustomer(t, { firstName: 'Idris', lastName: 'Pemberton' });
    const sale = await paidSale(seller);
    const buyer = await signedInCustomer(t, { firstName: 'Beatrix', lastName: 'Lindqvist' });
    await confirmedPurchase(buyer.agent, sale.line1);
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);
    const order = (body: Record<string, unknown>) =>
      admin.agent.post(`/api/admin/identity-checks/transaction/${sale._id}`).send(body);
    await order({
      first_name: 'Idris',
      last_name: 'Pemberton',
      email: seller.user.email,
      phone_number: '07700 900123',
      person_type: 'seller',
    }).expect(201);
    // the seller is covered, the buyer of the active purchase is not
    expect((await rowOf(sale._id))?.identity_status).toBe('in progress');
    await order({
      first_name: 'Beatrix',
      last_name: 'Lindqvist',
      email: buyer.user.email,
      phone_number: '07700 900124',
      person_type: 'buyer',
    }).expect(201);
    expect((await rowOf(sale._id))?.identity_status).toBe('complete');
    // both sides are billed: the sale has a buyer who confirmed fees
    expect((await billedSides(sale._id)).sort()).toEqual(['Buyer', 'Seller']);
  });

  it('matches checks to people by one rule, on the tab, in the commands and in the status', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Ottilie', lastName: 'Marchbank' });
    const sale = await paidSale(seller);
    const sellerSide = await lawyerGroupRow(t, 'Clifton Law', 'Sellers desk');
    const buyerSide = await lawyerGroupRow(t, 'Redland Law', 'Buyers desk');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);
    const order = (body: Record<string, unknown>) =>
      admin.agent.post(`/api/admin/identity-checks/transaction/${sale._id}`).send(body);
    const details = {
      first_name: 'Ottilie',
      last_name: 'Marchbank',
      email: seller.user.email,
      phone_number: '07700 900125',
      person_type: 'seller',
    };
    // another role, another e-mail or another name is nobody of this sale
    for (const other of [
      { person_type: 'buyer' },
      { email: `x${seller.user.email}` },
      { first_name: 'Augusta' },
    ]) {
      const refused = await order({ ...details, ...other }).expect(400);
      expect(JSON.stringify(refused.body)).toContain(
        'Nobody of this transaction has these details',
      );
    }
    // case and surrounding spaces do not matter
    const first = await order({
      ...details,
      first_name: '  OTTILIE ',
      last_name: 'marchbank',
      email: seller.user.email.toUpperCase(),
    }).expect(201);
    const tab = async () =>
      (await admin.agent.get(`/api/admin/identity-checks/transaction/${sale._id}`).expect(200))
        .body as { sellers: { check: { _id: string; status: string } | null; action: string }[] };
    expect((await tab()).sellers[0]).toMatchObject({
      check: { _id: first.body._id, status: 'pending' },
      action: 'abort',
    });
    expect((await rowOf(sale._id))?.identity_status).toBe('complete');
    // the newest check is the person's: abort, then reorder
    await admin.agent.post(`/api/admin/identity-checks/${first.body._id}/abort`).expect(200);
    expect((await tab()).sellers[0]).toMatchObject({ action: 'reorder' });
    expect((await rowOf(sale._id))?.identity_status).toBe('outstanding');
    const second = await admin.agent
      .post(`/api/admin/identity-checks/${first.body._id}/reorder`)
      .expect(201);
    expect((await tab()).sellers[0].check).toMatchObject({ _id: second.body._id });
    expect((await rowOf(sale._id))?.identity_status).toBe('complete');
    // no purchase: the buyer solicitor has no client yet and is not billed
    expect(await billedSides(sale._id)).toEqual(['Seller']);
  });

  it('attaches a purchase made before the sale existed when the seller puts the property on sale', async () => {
    // The seller enters the property first (the journey's property step), and stops there.
    const seller = await signedInCustomer(t, { firstName: 'Early', lastName: 'Lister' });
    const property = await seller.agent
      .post('/api/property')
      .send({
        propertyAddress: propertyAddress({ line_1: 'Old Mill House', postcode: 'BS1 5TR' }),
        tenureOption: 'Freehold',
      })
      .expect((res) => expect(res.status).toBeLessThan(300));
    // A buyer chooses it meanwhile: there is no sale to join yet.
    const buyer = await signedInCustomer(t, { firstName: 'Patience', lastName: 'Early' });
    const purchase = await confirmedPurchase(buyer.agent, 'Old Mill House');
    const waiting = await admin.agent
      .get(`/api/admin/purchase-intents/${purchase._id}`)
      .expect(200);
    expect(waiting.body.transaction_id).toBeNull();
    // The seller goes on: the sale is made on that property, and the purchase joins it.
    const sale = await createSale(seller.agent, { propertyId: property.body._id });
    const detail = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
    expect(detail.body.purchase_intents.map((p: { _id: string }) => p._id)).toEqual([purchase._id]);
    expect((await rowOf(sale._id))?.active_buyers).toEqual([
      expect.objectContaining({ first_name: 'Patience', last_name: 'Early' }),
    ]);
  });

  it('lets staff move a purchase to another sale, on both timelines, with its author', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Moira', lastName: 'Castellan' });
    const from = await paidSale(seller);
    const to = await paidSale(seller);
    const buyer = await signedInCustomer(t, { firstName: 'Rufus', lastName: 'Abernathy' });
    const purchase = await confirmedPurchase(buyer.agent, from.line1);

    const unknown = await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/transaction`)
      .send({ transactionId: 'a'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Transaction not found');

    const moved = await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/transaction`)
      .send({ transactionId: to._id, comments: 'Buyer chose the wrong flat' })
      .expect(200);
    expect(moved.body.transaction_id ?? moved.body.transactionId).toBe(to._id);

    const purchasesOf = async (saleId: string) =>
      (
        await admin.agent.get(`/api/admin/transactions/${saleId}`).expect(200)
      ).body.purchase_intents.map((p: { _id: string }) => p._id);
    expect(await purchasesOf(from._id)).toEqual([]);
    expect(await purchasesOf(to._id)).toEqual([purchase._id]);
    expect((await rowOf(from._id))?.latest_buyers).toEqual([]);
    expect((await rowOf(to._id))?.latest_buyers).toEqual([
      expect.objectContaining({ last_name: 'Abernathy' }),
    ]);

    const movedEvents = async (saleId: string) =>
      (await admin.agent.get(`/api/admin/transactions/${saleId}/events`).expect(200)).body
        .filter((event: { event_name: string }) => event.event_name === 'purchase_moved')
        .map((event: { authorName: string; comments: string }) => ({
          authorName: event.authorName,
          comments: event.comments,
        }));
    const author = `${admin.user.first_name} ${admin.user.last_name}`;
    expect(await movedEvents(from._id)).toEqual([
      {
        authorName: author,
        comments: `Purchase ${purchase._id} moved to sale ${to._id}. Buyer chose the wrong flat`,
      },
    ]);
    expect(await movedEvents(to._id)).toEqual([
      {
        authorName: author,
        comments: `Moved here from sale ${from._id}. Buyer chose the wrong flat`,
      },
    ]);

    // a customer cannot move anything
    await buyer.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/transaction`)
      .send({ transactionId: from._id })
      .expect(403);
  });

  it("shows a development's company seller on the sale", async () => {
    const company = await admin.agent
      .post('/api/admin/companies')
      .send({
        name: 'Riverside Homes Ltd',
        company_number: `0${Math.floor(1_000_000 + Math.random() * 8_999_999)}`,
        address: {
          line_1: '1 Quay Street',
          post_town: 'Bristol',
          postcode: 'BS1 4DJ',
          country: 'United Kingdom',
          country_iso_2: 'GB',
        },
      })
      .expect(201);
    const representative = await admin.agent
      .post('/api/admin/users')
      .send({
        first_name: 'Rhona',
        last_name: 'Developer',
        email: uniqueEmail('rep'),
        phone_number: '07911 123456',
        correspondence_address: {
          line_1: '2 Quay Street',
          post_town: 'Bristol',
          postcode: 'BS1 4DJ',
          country: 'United Kingdom',
          country_iso_2: 'GB',
        },
      })
      .expect(201);
    const group = await admin.agent.post('/api/admin/transactions-groups').send({
      group: `Riverside ${Date.now()}`,
      primary_seller: { user: representative.body._id, customer_type: 'representative' },
      company_seller: company.body._id,
      transactions: [
        {
          property: {
            address: {
              line_1: 'Flat 1, Riverside',
              post_town: 'Bristol',
              postcode: 'BS1 4DJ',
              country: 'United Kingdom',
              country_iso_2: 'GB',
            },
            tenure: 'Leasehold',
          },
          asking_price: 250000,
        },
      ],
    });
    expect(group.status).toBe(201);
    const saleId =
      group.body.transactions?.[0]?._id ??
      (await admin.agent.get(`/api/admin/transactions?groupId=${group.body._id}`).expect(200)).body
        .data[0]._id;
    const detail = await admin.agent.get(`/api/admin/transactions/${saleId}`).expect(200);
    expect(detail.body.company_seller).toMatchObject({
      _id: company.body._id,
      name: 'Riverside Homes Ltd',
    });
  });
});
