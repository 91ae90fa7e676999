import { asc, eq } from 'drizzle-orm';
import TestAgent from 'supertest/lib/agent';
import { events, orders, people, purchaseIntents, transactions } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import {
  additionalSeller,
  createSale,
  propertyAddress,
  seedEstateAgent,
  seedReferralCode,
  sellerForm,
} from '@test/support/seller';

const ADMIN = 'sales.admin@threshold.example';
const SOMETHING_WRONG = 'Something wrong with the validation';
const ASKING_PRICE = 'Asking price must be higher than £99,000 and less than £100,000,000';
const REPRESENTATIVE =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";

describe('transactions: the seller journey API', () => {
  let t: TestApp;
  let admin: TestAgent;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    ({ agent: admin } = await signedInAdmin(t, ADMIN));
  });

  afterAll(async () => {
    await t.close();
  });

  async function eventNames(transactionId: string) {
    const rows = await t.database.db
      .select({ name: events.event_name })
      .from(events)
      .where(eq(events.transaction_id, transactionId))
      .orderBy(asc(events.date_time), asc(events._id));
    return rows.map((row) => row.name);
  }

  it('onboards a sale: property, resale with you as primary seller, sellers, agent, terms', async () => {
    const { agent, user } = await signedInCustomer(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const estateAgent = await seedEstateAgent(t, 'Harbour & Vale', 'Bristol Harbourside');
    const co = additionalSeller({
      middleName: 'Brewster',
      correspondenceAddress: propertyAddress(),
    });
    const created = await agent
      .post('/api/transaction')
      .send(
        sellerForm({
          propertyAddress: propertyAddress({ country: 'France', country_iso_2: 'FR' }),
          askingPrice: '425,000',
          isAnotherSellerSelected: true,
          additionalSellers: [co],
          tenureOption: 'Other / Not Sure',
          tenureDetails: 'Commonhold',
          estateAgent: estateAgent._id,
        }),
      )
      .expect(201);
    const sale = created.body;
    expect(sale).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'resale',
      property: {
        address: { postcode: 'BS1 5TR', country: 'United Kingdom', country_iso_2: 'GB' },
        tenure: 'Other',
        tenure_details: 'Commonhold',
      },
      primary_seller: {
        user: { _id: user._id, email: user.email, first_name: 'Ada', last_name: 'Lovelace' },
        customer_type: 'individual_owner',
      },
      additional_sellers: [
        {
          person_id: expect.any(String),
          first_name: 'Grace',
          middle_name: 'Brewster',
          last_name: 'Hopper',
          email: co.email,
          phone_number: '+447911123456',
          correspondence_address: expect.objectContaining({ postcode: 'BS1 5TR' }),
        },
      ],
      asking_price: 425000,
      has_mortgage: true,
      onward_purchase: false,
      is_using_foreign_currency: false,
      requiresMortgageReferral: false,
      terms_and_conditions: false,
      estate_agent: {
        _id: estateAgent._id,
        brand: estateAgent.brand,
        office: { name: 'Bristol Harbourside' },
        label: estateAgent.label,
      },
      estate_agent_status: 'assigned',
      referral_code: null,
      tags: [],
      orders: [],
      complete: false,
    });
    expect(await eventNames(sale._id)).toEqual(['transaction_created', 'estate_agent_assigned']);

    // the spec's answer flow: create, then the estate agent call, then terms
    await agent
      .put(`/api/transaction/${sale._id}/estate-agent`)
      .send({ estateAgentId: 'not_listed' })
      .expect(200)
      .expect((r) =>
        expect(r.body).toMatchObject({ estate_agent: null, estate_agent_status: 'not_listed' }),
      );
    const accepted = await agent
      .put(`/api/transaction/${sale._id}?termsAndConditions=true`)
      .send({})
      .expect(200);
    expect(accepted.body.terms_and_conditions).toBe(true);
    expect(accepted.body.terms_accepted_at).toEqual(expect.any(String));
    // accepting again records nothing new
    await agent.put(`/api/transaction/${sale._id}?termsAndConditions=true`).send({}).expect(200);
    expect(await eventNames(sale._id)).toEqual([
      'transaction_created',
      'estate_agent_assigned',
      'estate_agent_assigned',
      'terms_accepted',
    ]);

    const read = await agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(read.body).toMatchObject({ _id: sale._id, terms_and_conditions: true });

    const latest = await agent.get(`/api/transaction/latest/${user._id}`).expect(200);
    expect(latest.body).toEqual({
      _id: sale._id,
      orders: [],
      terms_and_conditions: true,
      complete: false,
    });
  });

  it("answers the spec's message for an asking price out of bounds", async () => {
    const { agent } = await signedInCustomer(t);
    for (const askingPrice of [98000, 100_000_001, 250000.5, 'lots']) {
      const response = await agent
        .post('/api/transaction')
        .send(sellerForm({ askingPrice }))
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: [ASKING_PRICE],
        error: 'Bad Request',
        code: 'VALIDATION',
      });
    }
    await agent
      .post('/api/transaction')
      .send(sellerForm({ askingPrice: 99000 }))
      .expect(201);
    await agent
      .post('/api/transaction')
      .send(sellerForm({ askingPrice: 100_000_000 }))
      .expect(201);
  });

  it('refuses a representative who adds no seller', async () => {
    const { agent } = await signedInCustomer(t);
    for (const answer of [true, false]) {
      const response = await agent
        .post('/api/transaction')
        .send(
          sellerForm({
            customerType: 'representative',
            isAnotherSellerSelected: answer,
            additionalSellers: [],
          }),
        )
        .expect(400);
      expect(response.body.message).toEqual([REPRESENTATIVE]);
    }
    const ok = await agent
      .post('/api/transaction')
      .send(
        sellerForm({
          customerType: 'representative',
          isAnotherSellerSelected: true,
          additionalSellers: [additionalSeller()],
        }),
      )
      .expect(201);
    expect(ok.body.primary_seller.customer_type).toBe('representative');
    // nor can the seller be removed later
    const removed = await agent
      .put(`/api/transaction/${ok.body._id}`)
      .send({ additionalSellers: [] })
      .expect(400);
    expect(removed.body.message).toEqual([REPRESENTATIVE]);
  });

  it('refuses the signed-in seller as another seller, and the same person twice', async () => {
    const { agent, user } = await signedInCustomer(t, { firstName: 'Nora', lastName: 'Pike' });
    const ME =
      'You are already on this sale as the seller: add only the other people who own the property';
    const TWICE = 'The same person is added twice as another seller: add each seller only once';
    for (const me of [
      additionalSeller({ email: `  ${user.email.toUpperCase()} ` }),
      additionalSeller({ firstName: 'nora', lastName: ' PIKE' }),
    ]) {
      const response = await agent
        .post('/api/transaction')
        .send(sellerForm({ isAnotherSellerSelected: true, additionalSellers: [me] }))
        .expect(400);
      expect(response.body).toMatchObject({ code: 'SELLER_REPEATED', message: [ME] });
    }
    const grace = additionalSeller();
    for (const again of [
      additionalSeller({
        firstName: 'Other',
        lastName: 'Person',
        email: grace.email.toUpperCase(),
      }),
      additionalSeller({ firstName: 'GRACE', lastName: 'hopper' }),
    ]) {
      const response = await agent
        .post('/api/transaction')
        .send(sellerForm({ isAnotherSellerSelected: true, additionalSellers: [grace, again] }))
        .expect(400);
      expect(response.body.message).toEqual([TWICE]);
    }
    // the same on a change, and nothing is stored
    const sale = await createSale(agent, {
      isAnotherSellerSelected: true,
      additionalSellers: [grace],
    });
    const changed = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({ additionalSellers: [grace, additionalSeller({ email: grace.email })] })
      .expect(400);
    expect(changed.body.message).toEqual([TWICE]);
    const mine = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({ additionalSellers: [additionalSeller({ email: user.email })] })
      .expect(400);
    expect(mine.body.message).toEqual([ME]);
    const read = await agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(read.body.additional_sellers).toHaveLength(1);
    // two different people are fine
    await agent
      .put(`/api/transaction/${sale._id}`)
      .send({
        additionalSellers: [grace, additionalSeller({ firstName: 'Alan', lastName: 'Turing' })],
      })
      .expect(200);
  });

  it("needs customer type, the three answers, tenure and a property: 'Something wrong with the validation'", async () => {
    const { agent } = await signedInCustomer(t);
    const response = await agent.post('/api/transaction').send({}).expect(400);
    expect(response.body.message).toEqual([SOMETHING_WRONG]);
    for (const missing of [
      'propertyAddress',
      'tenureOption',
      'customerType',
      'hasMortgage',
      'onwardPurchase',
      'isUsingForeignCurrency',
    ]) {
      const body = sellerForm({ [missing]: undefined });
      const one = await agent.post('/api/transaction').send(body).expect(400);
      expect(one.body.message).toEqual([SOMETHING_WRONG]);
    }
    const tenure = await agent
      .post('/api/transaction')
      .send(sellerForm({ tenureOption: 'Other / Not Sure' }))
      .expect(400);
    expect(tenure.body.message).toEqual(['Please provide details']);
  });

  it("checks additional sellers' names, e-mail and mobile with the spec's messages", async () => {
    const { agent } = await signedInCustomer(t);
    const response = await agent
      .post('/api/transaction')
      .send(
        sellerForm({
          isAnotherSellerSelected: true,
          additionalSellers: [
            additionalSeller({ firstName: 'G', lastName: 'x'.repeat(256), email: undefined }),
          ],
        }),
      )
      .expect(400);
    expect(response.body.message).toEqual([
      'First name must be at least 2 characters long',
      'Last name must be less than 255 characters long',
      'Please enter a valid email address',
    ]);
    const mobile = await agent
      .post('/api/transaction')
      .send(
        sellerForm({ additionalSellers: [additionalSeller({ mobileNumber: '020 7946 0000' })] }),
      )
      .expect(400);
    expect(mobile.body.message).toEqual(['Invalid mobile number']);
    const agentChoice = await agent
      .post('/api/transaction')
      .send(sellerForm({ estateAgent: 'someone' }))
      .expect(400);
    expect(agentChoice.body.message).toEqual(['Please select an option']);
  });

  it('updates changed fields only, the property too, and refuses an empty update', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent, {
      additionalSellers: [additionalSeller({ firstName: 'Mary' })],
    });
    const empty = await agent.put(`/api/transaction/${sale._id}`).send({}).expect(400);
    expect(empty.body.message).toEqual(['Please provide at least one field to update']);

    const mary = (sale.additional_sellers as { person_id: string }[])[0];
    const updated = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({
        askingPrice: 500000,
        onwardPurchase: true,
        tenureOption: 'Leasehold',
        propertyAddress: propertyAddress({ line_1: '16 Harbour Row' }),
        additionalSellers: [
          { ...additionalSeller({ firstName: 'Marie' }), personId: mary.person_id },
          additionalSeller({ firstName: 'Alan', lastName: 'Turing' }),
        ],
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      asking_price: 500000,
      onward_purchase: true,
      has_mortgage: true,
      property: { tenure: 'Leasehold', address: { line_1: '16 Harbour Row' } },
    });
    expect(updated.body.property._id).toBe(sale.property_id);
    expect(
      updated.body.additional_sellers.map((s: { first_name: string; person_id: string }) => [
        s.first_name,
        s.person_id === mary.person_id,
      ]),
    ).toEqual([
      ['Marie', true],
      ['Alan', false],
    ]);
    const bad = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({ askingPrice: 98000 })
      .expect(400);
    expect(bad.body.message).toEqual([ASKING_PRICE]);

    // a seller left off the list is gone, not just unlinked
    const alan = updated.body.additional_sellers[1];
    const trimmed = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({
        additionalSellers: [
          { ...additionalSeller({ firstName: 'Alan' }), personId: alan.person_id },
        ],
      })
      .expect(200);
    expect(trimmed.body.additional_sellers.map((s: { person_id: string }) => s.person_id)).toEqual([
      alan.person_id,
    ]);
    expect(await t.database.db.select().from(people).where(eq(people._id, mary.person_id))).toEqual(
      [],
    );
  });

  it("answers 404 for another customer's sale, 400 for a bad id, and lets an admin read it", async () => {
    const { agent, user } = await signedInCustomer(t);
    const sale = await createSale(agent);
    const { agent: stranger } = await signedInCustomer(t);
    for (const [method, path, body] of [
      ['get', `/api/transaction/${sale._id}`, undefined],
      ['put', `/api/transaction/${sale._id}`, { askingPrice: 200000 }],
      ['put', `/api/transaction/${sale._id}/estate-agent`, { estateAgentId: 'no_agent' }],
      ['put', `/api/transaction/${sale._id}/referral-code`, { referralCode: 'ANY' }],
      ['put', `/api/transaction/${sale._id}/estate-agent-status`, { status: 'no_agent' }],
    ] as const) {
      const response = await stranger[method](path).send(body).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        message: 'Transaction not found',
        error: 'Not Found',
        code: 'TRANSACTION_NOT_FOUND',
      });
    }
    await stranger.get(`/api/transaction/user/${user._id}`).expect(403);
    await stranger.get(`/api/transaction/latest/${user._id}`).expect(403);
    const badId = await agent.get('/api/transaction/1234').expect(400);
    expect(badId.body.message).toEqual(['Invalid ObjectId format']);
    expect(badId.body.code).toBe('INVALID_ID');

    const read = await admin.get(`/api/admin/transactions/${sale._id}`).expect(200);
    expect(read.body.primary_seller.user._id).toBe(user._id);
    const listed = await admin.get(`/api/admin/transactions/user/${user._id}`).expect(200);
    expect(listed.body.map((s: { _id: string }) => s._id)).toEqual([sale._id]);
    // the customer routes serve the seller only, admins included
    await admin.get(`/api/transaction/${sale._id}`).expect(404);
    await admin.get(`/api/transaction/user/${user._id}`).expect(403);
    await admin.get('/api/admin/transactions/0123456789abcdef01234567').expect(404);
  });

  it("lists a seller's sales newest first; latest answers 404 for a user without one", async () => {
    const { agent, user } = await signedInCustomer(t);
    await agent.get(`/api/transaction/latest/${user._id}`).expect(404);
    await agent.get(`/api/transaction/user/${user._id}`).expect(200).expect([]);
    const first = await createSale(agent);
    const second = await createSale(agent, {
      propertyAddress: propertyAddress({ line_1: '3 Sion Terrace', postcode: 'BS8 3LP' }),
    });
    const listed = await agent.get(`/api/transaction/user/${user._id}`).expect(200);
    expect(listed.body.map((s: { _id: string }) => s._id)).toEqual([second._id, first._id]);
    const latest = await agent.get(`/api/transaction/latest/${user._id}`).expect(200);
    expect(latest.body._id).toBe(second._id);
  });

  it('lists estate agents for the dropdown by label, with not_listed and no_agent', async () => {
    const { agent } = await signedInCustomer(t);
    const zed = await seedEstateAgent(t, 'Zephyr Estates', 'York');
    const acorn = await seedEstateAgent(t, 'acorn lettings', 'Leeds');
    const response = await agent.get('/api/estate-agent').expect(200);
    const labels = (response.body.items as { label: string }[]).map((item) => item.label);
    expect(labels).toEqual(
      [...labels].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
    );
    expect(labels.indexOf(acorn.label)).toBeLessThan(labels.indexOf(zed.label));
    expect(response.body.items).toContainEqual({
      _id: zed._id,
      brand: zed.brand,
      office: { name: 'York' },
      label: zed.label,
    });
    expect(response.body.specialOptions).toEqual([
      { value: 'not_listed', label: 'My estate agent is not listed' },
      { value: 'no_agent', label: "I don't have an estate agent yet" },
    ]);
  });

  it('sets the estate agent status: assigned needs an agent, pending is for admins', async () => {
    const { agent } = await signedInCustomer(t);
    const sale = await createSale(agent, { estateAgent: undefined });
    expect(sale.estate_agent_status).toBe('pending');
    const estateAgent = await seedEstateAgent(t, 'Kestrel Homes', 'Leeds Central');
    const noAgent = await agent
      .put(`/api/transaction/${sale._id}/estate-agent-status`)
      .send({ status: 'assigned' })
      .expect(400);
    expect(noAgent.body.message).toEqual(['Please select an option']);
    const unknown = await agent
      .put(`/api/transaction/${sale._id}/estate-agent`)
      .send({ estateAgentId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })
      .expect(400);
    expect(unknown.body.message).toEqual(['Please select an option']);
    const assigned = await agent
      .put(`/api/transaction/${sale._id}/estate-agent-status`)
      .send({ status: 'assigned', estateAgentId: estateAgent._id })
      .expect(200);
    expect(assigned.body).toMatchObject({
      estate_agent_id: estateAgent._id,
      estate_agent_status: 'assigned',
      estate_agent: { label: estateAgent.label },
    });
    await agent
      .put(`/api/transaction/${sale._id}/estate-agent-status`)
      .send({ status: 'pending' })
      .expect(403);
    const pending = await admin
      .put(`/api/admin/transactions/${sale._id}/estate-agent-status`)
      .send({ status: 'pending' })
      .expect(200);
    expect(pending.body).toMatchObject({ estate_agent_id: null, estate_agent_status: 'pending' });
    // the admin's change is on the timeline too
    expect(await eventNames(sale._id)).toEqual([
      'transaction_created',
      'terms_accepted',
      'estate_agent_assigned',
      'estate_agent_cleared',
    ]);
  });

  it('lists sales for the back office newest first, paid or unpaid by their first order alone', async () => {
    const { agent, user } = await signedInCustomer(t, { firstName: 'Ada', lastName: 'Byron' });
    const unpaid = await createSale(agent);
    const byCode = await createSale(agent);
    await agent
      .put(`/api/transaction/${byCode._id}/referral-code`)
      .send({ referralCode: await seedReferralCode(t) })
      .expect(200);
    // a later order that succeeded does not make a sale paid, nor a later one that failed unpaid
    const laterPaid = await createSale(agent);
    const firstPaid = await createSale(agent);
    const order = (transactionId: string, status: string, minutesAgo: number) => ({
      transaction_id: transactionId,
      total_amount: 72000,
      stripe_transaction_status: status,
      createdAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    await t.database.db
      .insert(orders)
      .values([
        order(laterPaid._id, 'requires_payment_method', 2),
        order(laterPaid._id, 'succeeded', 1),
        order(firstPaid._id, 'succeeded', 2),
        order(firstPaid._id, 'requires_payment_method', 1),
      ]);

    const ids = (body: { items: { _id: string }[] }) => body.items.map((row) => row._id);
    const paid = await admin.get('/api/admin/transactions?isPaid=true&limit=100').expect(200);
    expect(ids(paid.body)).toEqual(expect.arrayContaining([byCode._id, firstPaid._id]));
    expect(ids(paid.body)).not.toContain(unpaid._id);
    expect(ids(paid.body)).not.toContain(laterPaid._id);
    const notPaid = await admin.get('/api/admin/transactions?isPaid=false&limit=100').expect(200);
    expect(ids(notPaid.body)).toEqual(expect.arrayContaining([unpaid._id, laterPaid._id]));
    expect(ids(notPaid.body)).not.toContain(byCode._id);
    expect(ids(notPaid.body)).not.toContain(firstPaid._id);
    const total = (await t.database.db.select({ id: transactions._id }).from(transactions)).length;
    expect(paid.body.totalItems).toBe(total);
    expect(paid.body.totalFilteredItems + notPaid.body.totalFilteredItems).toBe(total);
    expect(paid.body.items.every((row: { paid: boolean }) => row.paid)).toBe(true);

    // the newest sale leads the first page, in the row shape the table reads
    const first = await admin.get('/api/admin/transactions?skip=0&limit=1').expect(200);
    expect(first.body.items).toMatchObject([
      {
        _id: firstPaid._id,
        type: 'resale',
        property_address: '12 Harbour Row, Bristol, BS1 5TR',
        seller: { _id: user._id, first_name: 'Ada', last_name: 'Byron', email: user.email },
        asking_price: 350000,
        paid: true,
        tags: [],
        createdAt: expect.any(String),
      },
    ]);
    const bad = await admin.get('/api/admin/transactions?isPaid=yes').expect(400);
    expect(bad.body.message).toEqual(['isPaid must be true or false']);
    // the sale's own view agrees with the list
    const read = await admin.get(`/api/admin/transactions/${laterPaid._id}`).expect(200);
    expect(read.body.complete).toBe(false);
  });

  it("shows the back office a sale's timeline, every event in the one shape", async () => {
    const { agent, user } = await signedInCustomer(t, { firstName: 'Mary', lastName: 'Shelley' });
    const sale = await createSale(agent);
    const timeline = await admin.get(`/api/admin/transactions/${sale._id}/events`).expect(200);
    expect(timeline.body.map((e: { event_name: string }) => e.event_name)).toEqual(
      await eventNames(sale._id),
    );
    expect(timeline.body[0]).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      event_name: 'transaction_created',
      type: 'system',
      author: user._id,
      authorName: 'Mary Shelley',
      date_time: expect.any(String),
      comments: null,
      milestone: true,
    });
    await agent.get(`/api/admin/transactions/${sale._id}/events`).expect(403);
    await admin.get('/api/admin/transactions/0123456789abcdef01234567/events').expect(404);
  });

  it('shows the sale linked to a purchase intent to its buyer, without seller details', async () => {
    const { agent: seller } = await signedInCustomer(t);
    const sale = await createSale(seller);
    const { agent: buyer, user: buyerUser } = await signedInCustomer(t, { role: 'buy' });
    const [intent] = await t.database.db
      .insert(purchaseIntents)
      .values({
        primary_buyer_id: buyerUser._id,
        property_id: sale.property_id,
        transaction_id: sale._id,
      })
      .returning();
    const linked = await buyer.get(`/api/transaction/purchase-intent/${intent._id}`).expect(200);
    expect(linked.body).toEqual({
      _id: sale._id,
      purchase_intent_id: intent._id,
      type: 'resale',
      property: expect.objectContaining({ _id: sale.property_id }),
      estate_agent: null,
      estate_agent_status: 'no_agent',
      createdAt: expect.any(String),
    });
    const list = await buyer
      .get(`/api/transaction/purchase-intent/user/${buyerUser._id}`)
      .expect(200);
    expect(list.body).toEqual([linked.body]);
    // the seller reads it too; a stranger does not
    await seller.get(`/api/transaction/purchase-intent/${intent._id}`).expect(200);
    const { agent: stranger } = await signedInCustomer(t);
    await stranger.get(`/api/transaction/purchase-intent/${intent._id}`).expect(404);
    await stranger.get(`/api/transaction/purchase-intent/user/${buyerUser._id}`).expect(403);
    await buyer.get('/api/transaction/purchase-intent/nope').expect(400);
  });

  it('answers 401 without a session', async () => {
    await t.http().post('/api/transaction').send(sellerForm()).expect(401);
    await t.http().get('/api/estate-agent').expect(401);
  });

  it('rolls everything back when a step fails: no property, sale or event is left', async () => {
    const { agent, user } = await signedInCustomer(t);
    const unknownPerson = { ...additionalSeller(), personId: 'bbbbbbbbbbbbbbbbbbbbbbbb' };
    const sale = await createSale(agent);
    const refused = await agent
      .put(`/api/transaction/${sale._id}`)
      .send({ askingPrice: 777000, additionalSellers: [unknownPerson] })
      .expect(400);
    expect(refused.body.message).toEqual(['Seller not found']);
    const read = await agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(read.body.asking_price).toBe(350000);
    const listed = await agent.get(`/api/transaction/user/${user._id}`).expect(200);
    expect(listed.body).toHaveLength(1);
  });
});
