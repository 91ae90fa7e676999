import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import TestAgent from 'supertest/lib/agent';
import { companies, users } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import {
  human,
  signedInAdmin,
  signedInCustomer,
  signUpBody,
  uniqueEmail,
} from '@test/support/factories';
import { sellerForm } from '@test/support/seller';

/**
 * Bad input never answers 5xx: each cause a fuzz run found answers 400 (or 401) with the usual
 * error body and changes nothing.
 */
describe('bad input', () => {
  let t: TestApp;
  let customer: { agent: TestAgent; user: { _id: string; email: string } };

  beforeAll(async () => {
    t = await createTestApp();
    customer = await signedInCustomer(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const badRequest = (message: string) => ({
    statusCode: 400,
    message: [message],
    error: 'Bad Request',
    code: 'VALIDATION',
  });

  async function storedUser() {
    const [row] = await t.database.db.select().from(users).where(eq(users._id, customer.user._id));
    return row;
  }

  describe('a NUL character in any string', () => {
    it('is refused in a body field, at any depth, and in a key', async () => {
      const before = await storedUser();
      const nul = 'Ada\u0000Lovelace';
      for (const body of [
        { first_name: nul },
        {
          correspondence_address: {
            line_1: nul,
            post_town: 'Bristol',
            postcode: 'BS1 5TR',
            country: 'UK',
          },
        },
        { ['first\u0000name']: 'Ada' },
      ]) {
        const response = await customer.agent.put('/api/users').send(body).expect(400);
        expect(response.body).toEqual(badRequest('Text must not contain NUL characters'));
      }
      expect((await storedUser()).updatedAt).toEqual(before.updatedAt);
    });

    it('is refused in sign-up, which creates nobody', async () => {
      const body = signUpBody({ lastName: 'Love\u0000lace' });
      const response = await t
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .send(body)
        .expect(400);
      expect(response.body).toEqual(badRequest('Text must not contain NUL characters'));
      const rows = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.destination));
      expect(rows).toHaveLength(0);
    });

    it('is refused in a path parameter and a query parameter', async () => {
      const param = await customer.agent.get('/api/users/%00').expect(400);
      expect(param.body).toEqual(badRequest('Text must not contain NUL characters'));
      const query = await t
        .http()
        .get('/api/authentication/verify-recaptcha?token=%00')
        .expect(400);
      expect(query.body).toEqual(badRequest('Text must not contain NUL characters'));
    });
  });

  describe('JSON nested thousands of levels deep', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it('is refused before validation, as a field and as the whole body', async () => {
      const inField = await customer.agent
        .put('/api/users')
        .set('Content-Type', 'application/json')
        .send(`{"first_name": ${nested(5000)}}`)
        .expect(400);
      expect(inField.body).toEqual(badRequest('Request body is nested too deeply'));

      const objects = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
      const signUp = await t
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .set('Content-Type', 'application/json')
        .send(objects)
        .expect(400);
      expect(signUp.body).toEqual(badRequest('Request body is nested too deeply'));
    });

    it('still takes the deepest real form (a sale with additional sellers and addresses)', async () => {
      const { agent } = await signedInCustomer(t);
      await agent.post('/api/transaction').send(sellerForm()).expect(201);
    });
  });

  describe('a lone UTF-16 surrogate', () => {
    it('is refused in an e-mail address on sign-in and sign-up', async () => {
      const lone = `ada\ud800@example.com`;
      const signIn = await t
        .http()
        .post('/api/authentication/sign-in')
        .set(human())
        .send({ destination: lone })
        .expect(400);
      expect(signIn.body).toEqual(badRequest('Text must be valid Unicode'));
      const signUp = await t
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .send(signUpBody({ destination: `\udc00${uniqueEmail()}` }))
        .expect(400);
      expect(signUp.body).toEqual(badRequest('Text must be valid Unicode'));
    });

    it('leaves real astral characters (a surrogate pair) alone', async () => {
      // 𠮷 (U+20BB7) is written as a surrogate pair: the name 𠮷野 (Yoshino) is a real one.
      const response = await customer.agent
        .put('/api/users')
        .send({ middle_name: '𠮷野' })
        .expect(200);
      expect(response.body.middle_name).toBe('𠮷野');
    });
  });

  describe('null where a field is optional but not nullable', () => {
    // Judged by the field's own rules, so the answer is its usual message.
    it('is refused for a field, a nested field and a list, and changes nothing', async () => {
      const before = await storedUser();
      const field = await customer.agent.put('/api/users').send({ first_name: null }).expect(400);
      expect(field.body).toEqual(badRequest('Please enter your first name'));
      const nested = await customer.agent
        .put('/api/users')
        .send({
          correspondence_address: {
            line_1: '1 Long Lane',
            line_2: null,
            post_town: 'Bristol',
            postcode: 'BS1 5TR',
            country: 'United Kingdom',
          },
        })
        .expect(400);
      expect(nested.body).toEqual(badRequest('line_2 must be a string'));
      expect((await storedUser()).updatedAt).toEqual(before.updatedAt);

      const { agent } = await signedInCustomer(t);
      const list = await agent
        .post('/api/transaction')
        .send(sellerForm({ additionalSellers: null }))
        .expect(400);
      expect(list.body).toEqual(badRequest('Please add the seller details'));
    });

    it('is refused for an optional sign-up field', async () => {
      const response = await t
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .send(signUpBody({ middleName: null }))
        .expect(400);
      expect(response.body).toEqual(badRequest('middleName must be a string'));
    });
  });

  describe("a cookie value starting 'j:' (cookie-parser's JSON cookies) or otherwise malformed", () => {
    const cookies = [
      'threshold_session=j:{"a":1}',
      'threshold_session=j:[1,2,3]',
      'threshold_session=j:123',
      'threshold_session=j:',
      'threshold_session=%E0%A4%A',
      'threshold_session="unterminated',
      'threshold_session',
      '=; ;;threshold_session==',
      `threshold_session=${'x'.repeat(4000)}`,
    ].map((cookie) => [
      cookie.length > 60 ? `${cookie.slice(0, 30)}… (${cookie.length} characters)` : cookie,
      cookie,
    ]);

    it.each(cookies)('never breaks a public route: %s', async (_label, cookie) => {
      const health = await t.http().get('/api/health').set('Cookie', cookie).expect(200);
      expect(health.body.status).toBe('ok');
    });

    it.each(cookies)('reads as no session: %s', async (_label, cookie) => {
      const response = await t.http().get('/api/users/current').set('Cookie', cookie).expect(401);
      expect(response.body).toEqual({
        statusCode: 401,
        message: 'Please sign in and try again.',
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
      });
      await t.http().post('/api/authentication/sign-out').set('Cookie', cookie).expect(200);
    });
  });

  describe('a country_iso_2 that is not text', () => {
    const address = (country_iso_2: unknown) => ({
      line_1: '1 Long Lane',
      post_town: 'Bristol',
      postcode: 'BS1 5TR',
      country: 'United Kingdom',
      country_iso_2,
    });
    const values: [string, unknown][] = [
      ['null', null],
      ['a number', 12],
      ['a list', ['GB']],
    ];

    it.each(values)('is %s refused by PUT /api/users, changing nothing', async (_label, iso) => {
      const before = await storedUser();
      const response = await customer.agent
        .put('/api/users')
        .send({ correspondence_address: address(iso) })
        .expect(400);
      expect(response.body).toEqual(badRequest('country_iso_2 must be a string'));
      expect((await storedUser()).updatedAt).toEqual(before.updatedAt);
    });

    it.each(values)(
      'is %s refused by the back office for a customer and a company, creating neither',
      async (_label, iso) => {
        const admin = await signedInAdmin(t);
        const email = uniqueEmail('rep');
        const user = await admin.agent
          .post('/api/admin/users')
          .send({
            email,
            first_name: 'Rhea',
            last_name: 'Stone',
            phone_number: '07911 123456',
            correspondence_address: address(iso),
          })
          .expect(400);
        expect(user.body).toEqual(badRequest('country_iso_2 must be a string'));
        expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);

        const name = `Quay Homes ${randomUUID()}`;
        const company = await admin.agent
          .post('/api/admin/companies')
          .send({ name, company_number: '12345678', address: address(iso) })
          .expect(400);
        expect(company.body).toEqual(badRequest('country_iso_2 must be a string'));
        expect(
          await t.database.db.select().from(companies).where(eq(companies.name, name)),
        ).toEqual([]);
      },
    );
  });

  describe('a JSON array as the body of an update', () => {
    it('is a 400 that does not touch updatedAt', async () => {
      const before = await storedUser();
      for (const body of ['[]', '[{"first_name":"Eve"}]']) {
        const response = await customer.agent
          .put('/api/users')
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(response.body).toEqual(badRequest('Request body must be a JSON object'));
      }
      const after = await storedUser();
      expect(after.updatedAt).toEqual(before.updatedAt);
      expect(after.first_name).toBe(before.first_name);
    });
  });
});
