import { eq } from 'drizzle-orm';
import TestAgent from 'supertest/lib/agent';
import { events, people, purchaseIntentPeople, purchaseIntents } from '@/platform/database/schema';
import { createTestApp, TestApp, TEST_APP_URL } from '@test/support/app';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import { outboxTo, waitForEmail } from '@test/support/mailbox';
import {
  createProperty,
  giftorBody,
  personBody,
  purchaseIntentBody,
} from '@test/support/purchase-intents';

const ADMIN = 'buyers.admin@threshold.example';
const SUPPORT = 'help@threshold.example';
const SUCCESS_SUBJECT = /onboarded/;

describe('purchase intents: the buyer journey API', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN, SUPPORT_EMAIL: SUPPORT });
  });

  afterAll(async () => {
    await t.close();
  });

  async function buyer() {
    return signedInCustomer(t, { role: 'buy' });
  }

  async function createIntent(agent: TestAgent, overrides: Record<string, unknown> = {}) {
    const property = await createProperty(t);
    const response = await agent
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(property._id, overrides))
      .expect(201);
    return response.body;
  }

  async function storedIntentsOf(userId: string) {
    return t.database.db
      .select()
      .from(purchaseIntents)
      .where(eq(purchaseIntents.primary_buyer_id, userId));
  }

  async function successEventsOf(id: string) {
    return t.database.db.select().from(events).where(eq(events.purchase_intent_id, id));
  }

  describe('the journey', () => {
    it('creates, updates changed fields, accepts terms and confirms fees with one e-mail', async () => {
      const { agent, user } = await buyer();
      const property = await createProperty(t, '12 Harbour Road');
      const coBuyer = personBody({ middleName: 'Brewster' });
      const parent = giftorBody({ amount: '40,000' });

      const created = await agent
        .post('/api/purchase-intent')
        .send(
          purchaseIntentBody(property._id, {
            primaryBuyerId: user._id,
            agreedPrice: 450_000,
            mortgageRequiredForPurchase: 'yes',
            mortgageProvider: 'Skipton Building Society',
            funding: {
              savingsFromEmployment: true,
              inheritance: true,
              otherFunding: true,
              otherFundingOption: 'Sale of a car',
              otherFundingComments: 'Sold in March',
              gifts: 'yes',
            },
            giftors: [parent],
            ownershipType: 'Joint',
            additionalBuyers: [coBuyer],
          }),
        )
        .expect(201);

      const intent = created.body;
      expect(intent._id).toMatch(/^[0-9a-f]{24}$/);
      expect(intent).toMatchObject({
        property_id: property._id,
        property: {
          _id: property._id,
          address: { line_1: '12 Harbour Road', postcode: 'BS1 4DJ' },
        },
        ownership_type: 'Joint',
        agreed_price: 450_000,
        mortgage_required_for_purchase: 'yes',
        mortgage_provider: 'Skipton Building Society',
        savings_from_employment: true,
        inheritance: true,
        remortgage: false,
        gifts: 'yes',
        other_funding: true,
        other_funding_option: 'Sale of a car',
        other_funding_comments: 'Sold in March',
        purchase_dependent_on_sale: false,
        first_time_buyer: true,
        is_using_foreign_currency: false,
        requiresMortgageReferral: false,
        customer_type: 'individual_owner',
        is_active: false,
        terms_and_conditions: false,
        terms_accepted_at: null,
      });
      expect(intent.primary_buyer.user).toMatchObject({
        _id: user._id,
        email: user.email,
        first_name: 'Ada',
        last_name: 'Lovelace',
      });
      expect(intent.primary_buyer.giftors).toEqual([
        expect.objectContaining({
          first_name: 'Mary',
          last_name: 'Somerville',
          email: parent.email,
          phone_number: '+447912345678',
          relationship: 'Parent',
          amount: 40_000,
        }),
      ]);
      expect(intent.additional_buyers).toEqual([
        expect.objectContaining({
          first_name: 'Grace',
          middle_name: 'Brewster',
          email: coBuyer.email,
          phone_number: '+447911123456',
        }),
      ]);
      const coBuyerId = intent.additional_buyers[0].person_id;

      // the dashboard and resume logic read it back, newest first among the buyer's purchases
      const read = await agent.get(`/api/purchase-intent/${intent._id}`).expect(200);
      expect(read.body).toEqual(intent);

      // only the changed fields travel; everything else stays
      const updated = await agent
        .put(`/api/purchase-intent/${intent._id}`)
        .send({ agreedPrice: 440_000, funding: { remortgage: true } })
        .expect(200);
      expect(updated.body).toMatchObject({
        agreed_price: 440_000,
        remortgage: true,
        inheritance: true,
        gifts: 'yes',
        other_funding_option: 'Sale of a car',
        mortgage_provider: 'Skipton Building Society',
        ownership_type: 'Joint',
        terms_and_conditions: false,
      });
      expect(updated.body.additional_buyers[0].person_id).toBe(coBuyerId);
      expect(updated.body.primary_buyer.giftors).toHaveLength(1);

      const accepted = await agent
        .put(`/api/purchase-intent/${intent._id}?termsAndConditions=true`)
        .send({})
        .expect(200);
      expect(accepted.body.terms_and_conditions).toBe(true);
      expect(Date.parse(accepted.body.terms_accepted_at)).not.toBeNaN();
      expect(accepted.body.is_active).toBe(false);

      const confirmed = await agent.get(`/api/purchase-intent/confirm/${intent._id}`).expect(200);
      expect(confirmed.body.is_active).toBe(true);

      const email = await waitForEmail(t, user.email, SUCCESS_SUBJECT);
      expect(email.subject).toContain('12 Harbour Road');
      expect(email.text).toContain(`${TEST_APP_URL}/dashboard/buy/${intent._id}`);
      expect(email.text).toContain('Hello Ada,');
      const recorded = await successEventsOf(intent._id);
      expect(recorded.map((event) => event.event_name)).toEqual([
        'purchase_intent_success_email_sent',
      ]);

      // a second confirmation changes nothing and sends nothing
      const again = await agent.get(`/api/purchase-intent/confirm/${intent._id}`).expect(200);
      expect(again.body.is_active).toBe(true);
      const successEmails = (await outboxTo(t, user.email)).filter((m) =>
        SUCCESS_SUBJECT.test(m.subject),
      );
      expect(successEmails).toHaveLength(1);
      expect(await successEventsOf(intent._id)).toHaveLength(1);

      const list = await agent.get(`/api/purchase-intent/user/${user._id}`).expect(200);
      expect(list.body.map((item: { _id: string }) => item._id)).toEqual([intent._id]);
    });

    it('sends one e-mail when two confirmations arrive together', async () => {
      const { agent, user } = await buyer();
      const intent = await createIntent(agent);
      await agent
        .put(`/api/purchase-intent/${intent._id}?termsAndConditions=true`)
        .send({})
        .expect(200);
      const [first, second] = await Promise.all([
        agent.get(`/api/purchase-intent/confirm/${intent._id}`),
        agent.get(`/api/purchase-intent/confirm/${intent._id}`),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      await waitForEmail(t, user.email, SUCCESS_SUBJECT);
      const successEmails = (await outboxTo(t, user.email)).filter((m) =>
        SUCCESS_SUBJECT.test(m.subject),
      );
      expect(successEmails).toHaveLength(1);
      expect(await successEventsOf(intent._id)).toHaveLength(1);
    });

    it('refuses to confirm fees before the terms are accepted', async () => {
      const { agent, user } = await buyer();
      const intent = await createIntent(agent);
      const response = await agent.get(`/api/purchase-intent/confirm/${intent._id}`).expect(409);
      expect(response.body).toEqual({
        statusCode: 409,
        message: 'Please accept the terms and conditions before confirming fees.',
        error: 'Conflict',
        code: 'TERMS_NOT_ACCEPTED',
      });
      const [stored] = await storedIntentsOf(user._id);
      expect(stored.is_active).toBe(false);
      expect(await successEventsOf(intent._id)).toHaveLength(0);
      expect(
        (await outboxTo(t, user.email)).filter((m) => SUCCESS_SUBJECT.test(m.subject)),
      ).toHaveLength(0);
    });

    it('refuses a confirmation a browser sent for another site', async () => {
      const { agent } = await buyer();
      const intent = await createIntent(agent);
      await agent
        .put(`/api/purchase-intent/${intent._id}?termsAndConditions=true`)
        .send({})
        .expect(200);
      await agent
        .get(`/api/purchase-intent/confirm/${intent._id}`)
        .set('Sec-Fetch-Site', 'cross-site')
        .expect(403);
      const read = await agent.get(`/api/purchase-intent/${intent._id}`).expect(200);
      expect(read.body.is_active).toBe(false);
    });

    it('lists a buyer’s purchase intents newest first', async () => {
      const { agent, user } = await buyer();
      const older = await createIntent(agent);
      const newer = await createIntent(agent, { ownershipType: 'Sole' });
      const list = await agent.get(`/api/purchase-intent/user/${user._id}`).expect(200);
      expect(list.body.map((item: { _id: string }) => item._id)).toEqual([newer._id, older._id]);
    });
  });

  describe('rules of state', () => {
    it('clears the answers that no longer apply', async () => {
      const { agent } = await buyer();
      const intent = await createIntent(agent, {
        mortgageRequiredForPurchase: 'yes',
        mortgageProvider: 'Nationwide Building Society',
        funding: { gifts: 'yes', otherFunding: true, otherFundingOption: 'Bonus' },
        giftors: [giftorBody()],
        ownershipType: 'Joint',
        additionalBuyers: [personBody()],
      });
      const giftorId = intent.primary_buyer.giftors[0].person_id;
      const buyerId = intent.additional_buyers[0].person_id;

      const updated = await agent
        .put(`/api/purchase-intent/${intent._id}`)
        .send({
          mortgageRequiredForPurchase: 'not_sure',
          funding: { gifts: 'no', otherFunding: false },
          ownershipType: 'Sole',
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        mortgage_required_for_purchase: 'not_sure',
        mortgage_provider: null,
        gifts: 'no',
        other_funding: false,
        other_funding_option: null,
        ownership_type: 'Sole',
        additional_buyers: [],
        primary_buyer: { giftors: [] },
      });
      // the people are gone, not just unlinked
      for (const id of [giftorId, buyerId]) {
        expect(await t.database.db.select().from(people).where(eq(people._id, id))).toEqual([]);
      }
    });

    it('does not keep giftors, buyers or a provider sent alongside answers that exclude them', async () => {
      const { agent } = await buyer();
      const intent = await createIntent(agent, {
        mortgageRequiredForPurchase: 'no',
        mortgageProvider: 'HSBC',
        funding: { gifts: 'not_sure' },
        giftors: [giftorBody()],
        ownershipType: 'Sole',
        additionalBuyers: [personBody()],
      });
      expect(intent).toMatchObject({
        mortgage_provider: null,
        additional_buyers: [],
        primary_buyer: { giftors: [] },
      });
    });

    it('keeps people sent back with their person id and replaces the rest', async () => {
      const { agent } = await buyer();
      const first = giftorBody({ firstName: 'Anne' });
      const intent = await createIntent(agent, {
        funding: { gifts: 'yes' },
        giftors: [first, giftorBody({ firstName: 'Bella' })],
      });
      const [anne, bella] = intent.primary_buyer.giftors;
      const updated = await agent
        .put(`/api/purchase-intent/${intent._id}`)
        .send({
          giftors: [
            giftorBody({ firstName: 'Cara', relationship: 'Other' }),
            { ...first, personId: anne.person_id, amount: 30_000 },
          ],
        })
        .expect(200);
      const giftors = updated.body.primary_buyer.giftors;
      expect(giftors.map((g: { first_name: string }) => g.first_name)).toEqual(['Cara', 'Anne']);
      expect(giftors[1]).toMatchObject({ person_id: anne.person_id, amount: 30_000 });
      expect(giftors[0].person_id).not.toBe(bella.person_id);
      const links = await t.database.db
        .select()
        .from(purchaseIntentPeople)
        .where(eq(purchaseIntentPeople.purchase_intent_id, intent._id));
      expect(links).toHaveLength(2);
    });
  });

  describe('validation', () => {
    const invalidBodies: [string, (propertyId: string) => Record<string, unknown>, string[]][] = [
      [
        'joint ownership with no additional buyer',
        (id) => purchaseIntentBody(id, { ownershipType: 'Joint', additionalBuyers: [] }),
        ['Please add at least one buyer if you are a joint owner'],
      ],
      [
        'a mortgage without a provider',
        (id) => purchaseIntentBody(id, { mortgageRequiredForPurchase: 'yes' }),
        ['Please select an option'],
      ],
      [
        'a provider not on the lender list',
        (id) =>
          purchaseIntentBody(id, {
            mortgageRequiredForPurchase: 'yes',
            mortgageProvider: 'Bank of Nowhere',
          }),
        ['Please select an option'],
      ],
      [
        'other funding without details',
        (id) => purchaseIntentBody(id, { funding: { gifts: 'no', otherFunding: true } }),
        ['Please provide details'],
      ],
      [
        'a gift of £4',
        (id) =>
          purchaseIntentBody(id, {
            funding: { gifts: 'yes' },
            giftors: [giftorBody({ amount: 4 })],
          }),
        ['Amount must be higher than £0'],
      ],
      [
        'a giftor without a relationship',
        (id) =>
          purchaseIntentBody(id, {
            funding: { gifts: 'yes' },
            giftors: [giftorBody({ relationship: undefined })],
          }),
        ['Required field'],
      ],
      [
        'an agreed price of £98,000',
        (id) => purchaseIntentBody(id, { agreedPrice: 98_000 }),
        ['Agreed price must be higher than £99,000 and less than £100,000,000'],
      ],
      [
        'an agreed price above £100,000,000',
        (id) => purchaseIntentBody(id, { agreedPrice: 100_000_001 }),
        ['Agreed price must be higher than £99,000 and less than £100,000,000'],
      ],
      [
        'a price that is not whole pounds',
        (id) => purchaseIntentBody(id, { agreedPrice: '250,000.50' }),
        ['Invalid price format'],
      ],
      [
        'an unlisted property',
        () => purchaseIntentBody('property_not_listed'),
        [
          `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${SUPPORT}`,
        ],
      ],
      ['a one-character property id', () => purchaseIntentBody('x'), ['Please select an address']],
      [
        'a property that does not exist',
        () => purchaseIntentBody('0123456789abcdef01234567'),
        ['Please select an address'],
      ],
      [
        'no ownership, mortgage or gifts answers',
        (id) => ({ property_id: id }),
        ['Please select an option'],
      ],
      [
        'an additional buyer without an e-mail or a valid mobile',
        (id) =>
          purchaseIntentBody(id, {
            ownershipType: 'Joint',
            additionalBuyers: [personBody({ email: undefined, mobileNumber: '123' })],
          }),
        ['Please enter a valid email address', 'Invalid mobile number'],
      ],
      [
        'an additional buyer with a one-letter first name',
        (id) =>
          purchaseIntentBody(id, {
            ownershipType: 'Joint',
            additionalBuyers: [personBody({ firstName: 'G' })],
          }),
        ['First name must be at least 2 characters long'],
      ],
    ];

    it.each(invalidBodies)('refuses %s and stores nothing', async (_case, body, messages) => {
      const { agent, user } = await buyer();
      const property = await createProperty(t);
      const response = await agent
        .post('/api/purchase-intent')
        .send(body(property._id))
        .expect(400);
      expect(response.body).toEqual({
        statusCode: 400,
        message: messages,
        error: 'Bad Request',
        code: 'VALIDATION',
      });
      expect(await storedIntentsOf(user._id)).toEqual([]);
    });

    it('accepts price text with thousands separators as whole pounds', async () => {
      const { agent } = await buyer();
      const intent = await createIntent(agent, { agreedPrice: '1,250,000' });
      expect(intent.agreed_price).toBe(1_250_000);
    });

    /** The case, the changes, the messages, and the error code when it is not plain VALIDATION. */
    const invalidChanges: [string, Record<string, unknown>, string[], string?][] = [
      [
        'joint ownership with no additional buyer',
        { ownershipType: 'Joint' },
        ['Please add at least one buyer if you are a joint owner'],
      ],
      [
        'a mortgage without a provider',
        { mortgageRequiredForPurchase: 'yes' },
        ['Please select an option'],
      ],
      [
        'other funding without details',
        { funding: { otherFunding: true } },
        ['Please provide details'],
      ],
      ['clearing the ownership type', { ownershipType: null }, ['Please select an option']],
      [
        'an unlisted property',
        { property_id: 'property_not_listed' },
        [
          `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${SUPPORT}`,
        ],
      ],
      [
        'a giftor amount of 4',
        { funding: { gifts: 'yes' }, giftors: [giftorBody({ amount: 4 })] },
        ['Amount must be higher than £0'],
      ],
      ['nothing at all', {}, ['Please provide at least one field to update'], 'NOTHING_TO_UPDATE'],
      ['an unknown field', { colour: 'blue' }, ['property colour should not exist']],
    ];

    it.each(invalidChanges)(
      'refuses an update with %s and changes nothing',
      async (_case, changes, messages, code = 'VALIDATION') => {
        const { agent } = await buyer();
        const intent = await createIntent(agent);
        const response = await agent
          .put(`/api/purchase-intent/${intent._id}`)
          .send(changes)
          .expect(400);
        expect(response.body).toEqual({
          statusCode: 400,
          message: messages,
          error: 'Bad Request',
          code,
        });
        const read = await agent.get(`/api/purchase-intent/${intent._id}`).expect(200);
        expect(read.body).toEqual(intent);
      },
    );

    it('refuses to remove the last buyer of a joint purchase', async () => {
      const { agent } = await buyer();
      const intent = await createIntent(agent, {
        ownershipType: 'Joint',
        additionalBuyers: [personBody()],
      });
      const response = await agent
        .put(`/api/purchase-intent/${intent._id}`)
        .send({ additionalBuyers: [] })
        .expect(400);
      expect(response.body.message).toEqual([
        'Please add at least one buyer if you are a joint owner',
      ]);
      const read = await agent.get(`/api/purchase-intent/${intent._id}`).expect(200);
      expect(read.body.additional_buyers).toHaveLength(1);
    });

    it('answers a malformed id with 400 Invalid ObjectId format', async () => {
      const { agent } = await buyer();
      const requests = [
        () => agent.get('/api/purchase-intent/not-an-id'),
        () => agent.put('/api/purchase-intent/not-an-id').send({ agreedPrice: 200_000 }),
        () => agent.get('/api/purchase-intent/confirm/not-an-id'),
        () => agent.get('/api/purchase-intent/user/not-an-id'),
      ];
      for (const request of requests) {
        const response = await request().expect(400);
        expect(response.body.message).toEqual(['Invalid ObjectId format']);
      }
    });
  });

  describe('who may see and change a purchase intent', () => {
    it('answers someone else’s purchase intent like a missing one and changes nothing', async () => {
      const owner = await buyer();
      const intent = await createIntent(owner.agent);
      await owner.agent
        .put(`/api/purchase-intent/${intent._id}?termsAndConditions=true`)
        .send({})
        .expect(200);
      const stranger = await buyer();

      const notFound = await stranger.agent.get(`/api/purchase-intent/${intent._id}`).expect(404);
      expect(notFound.body).toEqual({
        statusCode: 404,
        message: 'Purchase intent not found',
        error: 'Not Found',
        code: 'PURCHASE_INTENT_NOT_FOUND',
      });
      await stranger.agent
        .put(`/api/purchase-intent/${intent._id}`)
        .send({ agreedPrice: 150_000 })
        .expect(404);
      await stranger.agent.get(`/api/purchase-intent/confirm/${intent._id}`).expect(404);
      await stranger.agent.get(`/api/purchase-intent/user/${owner.user._id}`).expect(403);

      const read = await owner.agent.get(`/api/purchase-intent/${intent._id}`).expect(200);
      expect(read.body).toMatchObject({ agreed_price: 325_000, is_active: false });
      expect(
        (await outboxTo(t, owner.user.email)).filter((m) => SUCCESS_SUBJECT.test(m.subject)),
      ).toHaveLength(0);
    });

    it('answers a missing purchase intent with 404', async () => {
      const { agent } = await buyer();
      await agent.get('/api/purchase-intent/0123456789abcdef01234567').expect(404);
    });

    it('does not let a customer create a purchase intent for someone else', async () => {
      const other = await buyer();
      const { agent, user } = await buyer();
      const property = await createProperty(t);
      await agent
        .post('/api/purchase-intent')
        .send(purchaseIntentBody(property._id, { primaryBuyerId: other.user._id }))
        .expect(403);
      expect(await storedIntentsOf(user._id)).toEqual([]);
      expect(await storedIntentsOf(other.user._id)).toEqual([]);
    });

    it('lets an admin read any purchase intent and create one for a buyer in the back office', async () => {
      const owner = await buyer();
      const intent = await createIntent(owner.agent);
      const { agent: admin } = await signedInAdmin(t, ADMIN);

      const read = await admin.get(`/api/admin/purchase-intents/${intent._id}`).expect(200);
      expect(read.body._id).toBe(intent._id);
      const list = await admin
        .get(`/api/admin/purchase-intents/user/${owner.user._id}`)
        .expect(200);
      expect(list.body.map((item: { _id: string }) => item._id)).toEqual([intent._id]);

      const property = await createProperty(t);
      const created = await admin
        .post('/api/admin/purchase-intents')
        .send(purchaseIntentBody(property._id, { primaryBuyerId: owner.user._id }))
        .expect(201);
      expect(created.body.primary_buyer.user._id).toBe(owner.user._id);
      // the same rules as the buyer's own form, and a buyer who exists
      const invalid = await admin
        .post('/api/admin/purchase-intents')
        .send(
          purchaseIntentBody(property._id, {
            primaryBuyerId: owner.user._id,
            ownershipType: 'Joint',
          }),
        )
        .expect(400);
      expect(invalid.body.message).toEqual([
        'Please add at least one buyer if you are a joint owner',
      ]);
      const nobody = await admin
        .post('/api/admin/purchase-intents')
        .send(purchaseIntentBody(property._id, { primaryBuyerId: '0123456789abcdef01234567' }))
        .expect(404);
      expect(nobody.body.code).toBe('USER_NOT_FOUND');

      // the customer routes serve the buyer only, admins included
      await admin.get(`/api/purchase-intent/${intent._id}`).expect(404);
      await admin
        .post('/api/purchase-intent')
        .send(purchaseIntentBody(property._id, { primaryBuyerId: owner.user._id }))
        .expect(403);
    });

    it('needs a session', async () => {
      await t.http().get('/api/purchase-intent/mortgage-providers').expect(401);
      await t.http().post('/api/purchase-intent').send({}).expect(401);
      await t.http().get('/api/purchase-intent/0123456789abcdef01234567').expect(401);
    });
  });

  describe('mortgage lenders', () => {
    it('serves one list: Not Sure Yet, six major lenders, the rest A-Z, Other', async () => {
      const { agent } = await buyer();
      const response = await agent.get('/api/purchase-intent/mortgage-providers').expect(200);
      const { providers, preferred, options } = response.body as {
        providers: string[];
        preferred: string[];
        options: { label: string; value?: string; options?: { label: string; value: string }[] }[];
      };
      expect(providers[0]).toBe('Not Sure Yet');
      expect(providers.at(-1)).toBe('Other');
      expect(preferred).toEqual([
        'Barclays',
        'HSBC',
        'Lloyds Bank',
        'NatWest',
        'Santander',
        'Nationwide Building Society',
      ]);
      expect(providers.slice(1, 7)).toEqual(preferred);
      expect(providers.length).toBeGreaterThanOrEqual(110);
      expect(providers.length).toBeLessThanOrEqual(130);
      expect(new Set(providers.map((name) => name.toLowerCase())).size).toBe(providers.length);
      const rest = providers.slice(7, -1);
      expect(rest).toEqual(
        [...rest].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })),
      );
      for (const lender of [
        'Skipton Building Society',
        'Coventry Building Society',
        'Virgin Money',
        'TSB',
        'Kensington Mortgages',
        'The Mortgage Works',
        'Chorley Building Society',
      ]) {
        expect(rest).toContain(lender);
      }

      // the grouped options for the select hold exactly the same values in the same order
      const flattened = options.flatMap((option) =>
        option.options ? option.options.map((o) => o.value) : [option.value],
      );
      expect(flattened).toEqual(providers);
      expect(options.map((option) => option.label)).toEqual([
        'Not Sure Yet',
        'Major lenders',
        'All lenders',
        'Other',
      ]);
    });
  });
});
