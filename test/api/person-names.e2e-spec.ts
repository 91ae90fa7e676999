import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  companies,
  contactRequests,
  estateAgentBrands,
  estateAgents,
  users,
} from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import {
  human,
  signedInAdmin,
  signedInCustomer,
  SignedIn,
  signUpBody,
  uniqueEmail,
} from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import { createProperty, personBody, purchaseIntentBody } from '@test/support/purchase-intents';
import { lawyerGroupRow } from '@test/support/sales';
import { additionalSeller, sellerForm } from '@test/support/seller';

/**
 * Hardening II: a person's name is a name. A line break, a web address or an e-mail address in
 * any person's name field is refused with one clear message and nothing is stored, so no text of
 * an attacker's reaches our own e-mails ('URGENT: verify at http://evil.example' in a sign-in
 * e-mail to any address); ordinary names with apostrophes, hyphens and accents still pass.
 */
describe("people's names", () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const message = (label: string) =>
    `${label} can only contain letters, spaces, hyphens, apostrophes and full stops`;

  const badRequest = (label: string) => ({
    statusCode: 400,
    message: [message(label)],
    error: 'Bad Request',
    code: 'VALIDATION',
  });

  const notNames: [string, string][] = [
    ['a line break and a link', 'Ada\nURGENT: verify at http://evil.example'],
    ['a carriage return', 'Ada\r\nLovelace'],
    ['an http:// address', 'http://evil.example'],
    ['a www. address', 'www.evil.example'],
    ['a bare domain', 'Ada evil.example'],
    ['an e-mail address', 'ada@evil.example'],
  ];

  const signUp = (overrides: Record<string, unknown>) => {
    const body = signUpBody(overrides);
    return { body, request: t.http().post('/api/authentication/sign-up').set(human()).send(body) };
  };

  const usersWithEmail = (email: string) =>
    t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));

  describe('at sign-up', () => {
    it.each(notNames)(
      'refuses %s in any name, creating nobody and sending nothing',
      async (_, bad) => {
        for (const [field, label] of [
          ['firstName', 'First name'],
          ['middleName', 'Middle name'],
          ['lastName', 'Last name'],
        ]) {
          const { body, request } = signUp({ [field]: bad });
          const response = await request.expect(400);
          expect(response.body).toEqual(badRequest(label));
          expect(await usersWithEmail(body.destination)).toEqual([]);
          expect(await outboxTo(t, body.destination)).toEqual([]);
        }
      },
    );

    it("takes O'Brien, Anne-Marie, Zoë and a one-letter middle name", async () => {
      const { body, request } = signUp({
        firstName: 'Anne-Marie',
        middleName: 'J',
        lastName: "O'Brien-Zoë",
      });
      await request.expect(200);
      const [user] = await usersWithEmail(body.destination);
      expect(user).toMatchObject({
        first_name: 'Anne-Marie',
        middle_name: 'J',
        last_name: "O'Brien-Zoë",
      });
    });
  });

  describe('about you (PUT /api/users)', () => {
    it.each(notNames)('refuses %s, changing nothing', async (_, bad) => {
      const { agent, user } = await signedInCustomer(t);
      const [before] = await usersWithEmail(user.email);
      for (const [field, label] of [
        ['first_name', 'First name'],
        ['middle_name', 'Middle name'],
        ['last_name', 'Last name'],
      ]) {
        const response = await agent
          .put('/api/users')
          .send({ [field]: bad })
          .expect(400);
        expect(response.body).toEqual(badRequest(label));
      }
      const [after] = await usersWithEmail(user.email);
      expect(after).toEqual(before);
    });

    it('agrees with sign-up: the names it took, a one-letter middle name included, save again', async () => {
      const { agent } = await signedInCustomer(t, {
        firstName: 'Zoë',
        middleName: 'J',
        lastName: "D’Arcy-O'Brien",
      });
      const saved = await agent
        .put('/api/users')
        .send({ first_name: 'Zoë', middle_name: 'J', last_name: "D’Arcy-O'Brien" })
        .expect(200);
      expect(saved.body).toMatchObject({
        first_name: 'Zoë',
        middle_name: 'J',
        last_name: "D’Arcy-O'Brien",
      });
    });
  });

  describe('people other than the user', () => {
    it('refuses a representative made by the back office (POST /api/admin/users)', async () => {
      for (const [, bad] of notNames) {
        const email = uniqueEmail('rep');
        const response = await admin.agent
          .post('/api/admin/users')
          .send({
            email,
            first_name: bad,
            last_name: 'Stone',
            phone_number: '07911 123456',
            correspondence_address: {
              line_1: '1 Quay Street',
              post_town: 'Bristol',
              postcode: 'BS1 4DJ',
              country: 'United Kingdom',
            },
          })
          .expect(400);
        expect(response.body).toEqual(badRequest('First name'));
        expect(await usersWithEmail(email)).toEqual([]);
      }
    });

    it('refuses an additional seller, creating no sale, and takes an ordinary one', async () => {
      const { agent } = await signedInCustomer(t);
      for (const [, bad] of notNames) {
        const response = await agent
          .post('/api/transaction')
          .send(
            sellerForm({
              isAnotherSellerSelected: true,
              additionalSellers: [additionalSeller({ lastName: bad })],
            }),
          )
          .expect(400);
        expect(response.body).toEqual(badRequest('Last name'));
      }
      const home = await agent.get('/api/users/current/properties').expect(200);
      expect(home.body.sales).toEqual([]);

      await agent
        .post('/api/transaction')
        .send(
          sellerForm({
            isAnotherSellerSelected: true,
            additionalSellers: [
              additionalSeller({ firstName: 'Zoë', middleName: 'J', lastName: "O'Brien" }),
            ],
          }),
        )
        .expect(201);
    });

    it('refuses an additional buyer and a giftor, creating no purchase', async () => {
      const { agent } = await signedInCustomer(t, { role: 'buy' });
      const property = await createProperty(t);
      const joint = purchaseIntentBody(property._id, {
        ownershipType: 'Joint',
        additionalBuyers: [personBody({ firstName: 'ann@evil.example' })],
      });
      const buyer = await agent.post('/api/purchase-intent').send(joint).expect(400);
      expect(buyer.body).toEqual(badRequest('First name'));
      const gift = purchaseIntentBody(property._id, {
        funding: { savingsFromEmployment: true, gifts: 'yes' },
        giftors: [
          {
            ...personBody({ middleName: 'www.evil.example' }),
            relationship: 'Parent',
            amount: 25_000,
          },
        ],
      });
      const giftor = await agent.post('/api/purchase-intent').send(gift).expect(400);
      expect(giftor.body).toEqual(badRequest('Middle name'));
      const home = await agent.get('/api/users/current/properties').expect(200);
      expect(home.body.purchases).toEqual([]);
    });

    it("refuses an estate agent's valuer or negotiator, creating no agent, and takes Zoë", async () => {
      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName: `Names ${randomUUID()}` })
        .returning();
      const agentBody = (valuer: Record<string, unknown>, negotiators: unknown[] = []) => ({
        brand_id: brand._id,
        office: { name: 'Clifton' },
        valuers: [{ first_name: 'Ada', last_name: 'Valuer', ...valuer }],
        negotiators,
      });
      const negotiator = (first_name: string) => ({
        first_name,
        last_name: 'Negotiator',
        email: 'negotiator@agents.example',
        phone_number: '07400 900002',
      });
      const agentsOfBrand = () =>
        t.database.db.select().from(estateAgents).where(eq(estateAgents.brand_id, brand._id));

      for (const [, bad] of notNames) {
        const valuer = await admin.agent
          .post('/api/admin/estate-agents')
          .send(agentBody({ last_name: bad }))
          .expect(400);
        expect(valuer.body).toEqual(badRequest('Last name'));
        const negotiatorRefused = await admin.agent
          .post('/api/admin/estate-agents')
          .send(agentBody({}, [negotiator(bad)]))
          .expect(400);
        expect(negotiatorRefused.body).toEqual(badRequest('First name'));
      }
      expect(await agentsOfBrand()).toEqual([]);

      await admin.agent
        .post('/api/admin/estate-agents')
        .send(agentBody({ first_name: 'Zoë' }, [negotiator('Anne-Marie')]))
        .expect(201);
      expect(await agentsOfBrand()).toHaveLength(1);
    });

    it("refuses a lawyer group's solicitor or legal assistant, changing nothing", async () => {
      const group = await lawyerGroupRow(t, `Names LLP ${randomUUID()}`, 'Team N');
      const groupBody = (solicitor: string, assistant: string) => ({
        name: 'Residential Team',
        law_firm: group.law_firm_id,
        solicitor: { first_name: 'Hannah', last_name: solicitor, email: 'hannah@firm.example' },
        legal_assistants: [{ first_name: assistant, last_name: 'Marsh' }],
        invoicing_address: null,
        thirdfortRecipientEmails: ['checks@firm.example'],
        panel_solicitor: true,
      });
      for (const [, bad] of notNames) {
        const solicitor = await admin.agent
          .put(`/api/admin/lawyer-groups/${group._id}`)
          .send(groupBody(bad, 'Ivo'))
          .expect(400);
        expect(solicitor.body).toEqual(badRequest('Last name'));
        const assistant = await admin.agent
          .put(`/api/admin/lawyer-groups/${group._id}`)
          .send(groupBody('Lowe', bad))
          .expect(400);
        expect(assistant.body).toEqual(badRequest('First name'));
      }
      const unchanged = (await admin.agent.get(`/api/admin/lawyer-groups/${group._id}`)).body;
      expect(unchanged.name).toBe('Team N');

      const saved = await admin.agent
        .put(`/api/admin/lawyer-groups/${group._id}`)
        .send(groupBody("O'Brien", 'Zoë'))
        .expect(200);
      expect(saved.body.solicitor.last_name).toBe("O'Brien");
    });

    it('refuses the full name of a contact request, storing nothing', async () => {
      const email = uniqueEmail('contact');
      for (const [, bad] of notNames) {
        const response = await t
          .http()
          .post('/api/email/request-callback')
          .send({ fullName: bad, email, message: 'Call me please', referrer: 'A friend' })
          .expect(400);
        expect(response.body).toEqual(badRequest('Full name'));
      }
      expect(
        await t.database.db.select().from(contactRequests).where(eq(contactRequests.email, email)),
      ).toEqual([]);
    });
  });

  describe("a company's name", () => {
    const companyBody = (name: string) => ({
      name,
      company_number: String(10_000_000 + Math.floor(Math.random() * 80_000_000)),
      address: {
        line_1: '2 Quay Street',
        post_town: 'Bristol',
        postcode: 'BS1 4DJ',
        country: 'United Kingdom',
      },
    });

    it('is not a person name: digits, & and brackets pass, a line break does not', async () => {
      const name = `Smith & Sons (2020) Ltd ${randomUUID()}`;
      await admin.agent.post('/api/admin/companies').send(companyBody(name)).expect(201);

      const broken = `Quay Homes\nURGENT ${randomUUID()}`;
      const refused = await admin.agent
        .post('/api/admin/companies')
        .send(companyBody(broken))
        .expect(400);
      expect(refused.body.message).toEqual([
        'Company name must be on one line, without control characters',
      ]);
      expect(
        await t.database.db.select().from(companies).where(eq(companies.name, broken)),
      ).toEqual([]);
    });
  });
});
