import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { LOGIN_TOKEN_TTL_MS } from '@/accounts/auth/tokens';
import { loginTokens, users } from '@/platform/database/schema';
import { ErrorReporter } from '@/platform/common/error-reporter';
import { createTestApp, TestApp, TEST_APP_URL } from '@test/support/app';
import { settledOutboxTo, waitForEmail } from '@test/support/mailbox';
import {
  human,
  magicLinkFor,
  signedInAdmin,
  signedInCustomer,
  signedUpCustomer,
  signUpBody,
  uniqueEmail,
} from '@test/support/factories';

describe('accounts: magic-link sign-up, sign-in and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: 'boss@threshold.example', ENABLE_TEST_ERROR: 'true' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('signs up an inactive customer and e-mails a one-time link that starts a session', async () => {
    const body = signUpBody({ role: 'buy', middleName: 'King' });
    const response = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(body)
      .expect(200);
    expect(response.body).toEqual({ success: true });

    const [stored] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, body.destination));
    expect(stored).toMatchObject({
      active: false,
      type: 'customer',
      role: 'buy',
      phone_number: '+447911123456',
    });

    const link = await magicLinkFor(t, body.destination);
    expect(link.origin + link.pathname).toBe(`${TEST_APP_URL}/authenticate`);
    expect(link.searchParams.get('type')).toBe('customer');
    expect(link.searchParams.get('role')).toBe('buy');
    const token = link.searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // only its SHA-256 hash is stored
    const [tokenRow] = await t.database.db
      .select()
      .from(loginTokens)
      .where(eq(loginTokens.user_id, stored._id));
    expect(tokenRow.token_hash).toBe(createHash('sha256').update(token).digest('hex'));

    const agent = t.agent();
    const verified = await agent
      .get('/api/authentication/verify-user')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(verified.body).toMatchObject({
      _id: stored._id,
      active: true,
      first_name: 'Ada',
      middle_name: 'King',
    });
    const cookies = verified.headers['set-cookie'] as unknown as string[];
    const session = cookies.find((line) => line.startsWith('threshold_session='))!;
    expect(session).toMatch(/HttpOnly/);
    expect(session).toMatch(/SameSite=Lax/);
    // the readable hint tells the client a session exists, and holds nothing usable
    const hint = cookies.find((line) => line.startsWith('threshold_signed_in='))!;
    expect(hint).toMatch(/^threshold_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);

    const current = await agent.get('/api/users/current').expect(200);
    expect(current.body.email).toBe(body.destination);

    // the same link works once only
    await t
      .http()
      .get('/api/authentication/verify-user')
      .set('Authorization', `Bearer ${token}`)
      .expect(401);
  });

  it('refuses an expired, unknown or missing token', async () => {
    const body = signUpBody();
    await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
    const token = (await magicLinkFor(t, body.destination)).searchParams.get('token')!;
    // ten minutes and a second later
    t.clock.advance(LOGIN_TOKEN_TTL_MS + 1000);
    try {
      const expired = await t
        .http()
        .get('/api/authentication/verify-user')
        .set('Authorization', `Bearer ${token}`)
        .expect(401);
      expect(expired.body).toEqual({
        statusCode: 401,
        message: 'Authentication request failed.',
        error: 'Unauthorized',
        code: 'UNAUTHENTICATED',
      });
    } finally {
      t.clock.reset();
    }
    await t
      .http()
      .get('/api/authentication/verify-user')
      .set('Authorization', 'Bearer nope')
      .expect(401);
    await t.http().get('/api/authentication/verify-user').expect(401);
  });

  it('answers sign-in the same way for unknown e-mails and sends them nothing', async () => {
    const stranger = uniqueEmail('stranger');
    const unknown = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send({ destination: stranger })
      .expect(200);
    const { user } = await signedUpCustomer(t);
    const known = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send({ destination: user.email.toUpperCase() })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(await settledOutboxTo(t, stranger)).toHaveLength(0);
    expect(await settledOutboxTo(t, user.email)).toHaveLength(2);
  });

  it('points an existing e-mail at sign-in instead of creating a second account', async () => {
    const { user } = await signedInCustomer(t);
    const response = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ destination: user.email }))
      .expect(200);
    expect(response.body).toEqual({ success: true, redirectTo: '/sign-in' });
  });

  it('limits sign-up to 3 attempts per e-mail from one client in 5 minutes with Retry-After', async () => {
    const body = signUpBody();
    const client = human();
    for (let attempt = 0; attempt < 3; attempt++) {
      await t.http().post('/api/authentication/sign-up').set(client).send(body).expect(200);
    }
    const refused = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(client)
      .send(body)
      .expect(429);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please try again after 5 minutes.',
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
    });
  });

  it('limits sign-in from one IP to 10 attempts in 5 minutes', async () => {
    const other = await createTestApp();
    try {
      for (let attempt = 0; attempt < 10; attempt++) {
        await other
          .http()
          .post('/api/authentication/sign-in')
          .set(human('203.0.113.7'))
          .send({ destination: uniqueEmail() })
          .expect(200);
      }
      await other
        .http()
        .post('/api/authentication/sign-in')
        .set(human('203.0.113.7'))
        .send({ destination: uniqueEmail() })
        .expect(429);
      // another address is still welcome
      await other
        .http()
        .post('/api/authentication/sign-in')
        .set(human('203.0.113.8'))
        .send({ destination: uniqueEmail() })
        .expect(200);
    } finally {
      await other.close();
    }
  });

  it('requires a passing human check for sign-up and sign-in', async () => {
    const body = signUpBody();
    const missing = await t.http().post('/api/authentication/sign-up').send(body).expect(403);
    expect(missing.body.message).toBe('Failed to verify reCAPTCHA.');
    await t
      .http()
      .post('/api/authentication/sign-in')
      .set('X-Recaptcha-Token', 'fail')
      .send({ destination: body.destination })
      .expect(403);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.destination));
    expect(row).toBeUndefined();
    const verified = await t
      .http()
      .get('/api/authentication/verify-recaptcha?token=abc')
      .expect(200);
    expect(verified.body.success).toBe(true);
    const refused = await t
      .http()
      .get('/api/authentication/verify-recaptcha?token=fail')
      .expect(200);
    expect(refused.body.success).toBe(false);
    // The token is required: without one the answer says so, instead of a verdict.
    for (const query of ['', '?token=']) {
      const missing = await t
        .http()
        .get(`/api/authentication/verify-recaptcha${query}`)
        .expect(400);
      expect(missing.body.message).toEqual(['token is required']);
    }
  });

  it("validates sign-up fields with the spec's messages and creates nothing", async () => {
    const response = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send({
        firstName: '',
        lastName: ' ',
        destination: 'not-an-email',
        role: 'sell',
        phoneNumber: '020 7946 0000',
      })
      .expect(400);
    expect(response.body.message).toEqual(
      expect.arrayContaining([
        'Please enter your first name',
        'Please enter your last name',
        'Please enter a valid email address',
        'Invalid mobile number',
      ]),
    );
    const long = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ firstName: 'x'.repeat(256) }))
      .expect(400);
    expect(long.body.message).toEqual(['First name must be less than 255 characters long']);
    const extra = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ type: 'admin' }))
      .expect(400);
    expect(extra.body.message).toEqual(['property type should not exist']);
  });

  it('honours preventEmail only where the deployment allows it', async () => {
    const allowed = signUpBody({ preventEmail: true });
    const response = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(allowed)
      .expect(200);
    expect(response.body).toEqual({ success: true, emailPrevented: true });
    expect(await settledOutboxTo(t, allowed.destination)).toHaveLength(0);

    const strict = await createTestApp({ ALLOW_PREVENT_EMAIL: 'false' });
    try {
      const body = signUpBody({ preventEmail: true });
      const sent = await strict
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .send(body)
        .expect(200);
      expect(sent.body).toEqual({ success: true });
      await magicLinkFor(strict, body.destination);
    } finally {
      await strict.close();
    }
  });

  it('ends the session on sign-out', async () => {
    const { agent } = await signedInCustomer(t);
    await agent.get('/api/users/current').expect(200);
    const out = await agent.post('/api/authentication/sign-out').expect(200);
    expect(String(out.headers['set-cookie'])).toMatch(/threshold_session=;/);
    expect(String(out.headers['set-cookie'])).toMatch(/threshold_signed_in=;/);
    await agent.get('/api/users/current').expect(401);
  });

  it('tells a browser whose session has ended to forget its cookies; a visitor gets none', async () => {
    const stale = await t
      .http()
      .get('/api/users/current')
      .set('Cookie', 'threshold_session=ended; threshold_signed_in=1')
      .expect(401);
    expect(String(stale.headers['set-cookie'])).toMatch(/threshold_session=;/);
    expect(String(stale.headers['set-cookie'])).toMatch(/threshold_signed_in=;/);

    const visitor = await t.http().get('/api/users/current').expect(401);
    expect(visitor.headers['set-cookie']).toBeUndefined();
  });

  it('lets a customer read only their own user; an admin reads anyone in the back office', async () => {
    const alice = await signedInCustomer(t);
    const bob = await signedInCustomer(t);
    await alice.agent.get(`/api/users/${alice.user._id}`).expect(200);
    const refused = await alice.agent.get(`/api/users/${bob.user._id}`).expect(403);
    expect(refused.body.message).toBe("You don't have permission to perform this action.");
    expect(refused.body.code).toBe('NO_PERMISSION');
    await alice.agent.get('/api/users/not-an-id').expect(400);
    await t.http().get(`/api/users/${bob.user._id}`).expect(401);

    const { agent: admin } = await signedInAdmin(t, 'boss@threshold.example');
    const read = await admin.get(`/api/admin/users/${bob.user._id}`).expect(200);
    expect(read.body.email).toBe(bob.user.email);
    // the customer route serves yourself only, admins included
    await admin.get(`/api/users/${bob.user._id}`).expect(403);
  });

  it('e-mails admins a link of type admin and never makes admins through sign-up', async () => {
    await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send({ destination: 'boss@threshold.example' })
      .expect(200);
    const link = await magicLinkFor(t, 'boss@threshold.example');
    expect(link.searchParams.get('type')).toBe('admin');
    expect(link.searchParams.get('role')).toBeNull();
  });

  it('updates your own details, storing the mobile as E.164', async () => {
    const { agent } = await signedInCustomer(t);
    const updated = await agent
      .put('/api/users')
      .send({
        first_name: 'Grace',
        phone_number: '+44 7911 123456',
        correspondence_address: {
          line_1: '10 Rue de Rivoli',
          post_town: 'Paris',
          postcode: '75001',
          country: 'France',
          country_iso_2: 'FR',
        },
      })
      .expect(200);
    expect(updated.body).toMatchObject({ first_name: 'Grace', phone_number: '+447911123456' });
    const bad = await agent
      .put('/api/users')
      .send({
        first_name: 'A'.repeat(256),
        correspondence_address: {
          line_1: 'x',
          post_town: 'Bath',
          postcode: 'XYZ',
          country: 'United Kingdom',
        },
      })
      .expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'First name must be less than 255 characters long',
        'Address must be at least 2 characters long',
        'Invalid postcode',
      ]),
    );
    await agent.put('/api/users').send({}).expect(400);
  });

  it('takes on about-you every name sign-up took: one-letter names and initials', async () => {
    const email = uniqueEmail('initials');
    await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ firstName: 'J', middleName: 'R', lastName: 'X', destination: email }))
      .expect(200);
    const { agent } = await signedInCustomer(t, { firstName: 'J', middleName: 'R', lastName: 'X' });
    const saved = await agent
      .put('/api/users')
      .send({ first_name: 'J', middle_name: 'R', last_name: 'X' })
      .expect(200);
    expect(saved.body).toMatchObject({ first_name: 'J', middle_name: 'R', last_name: 'X' });
    // and refuses what sign-up refuses, in sign-up's words
    const long = await agent
      .put('/api/users')
      .send({ first_name: 'A'.repeat(256) })
      .expect(400);
    expect(long.body.message).toEqual(['First name must be less than 255 characters long']);
    const signUpBlank = await t
      .http()
      .post('/api/authentication/sign-up')
      .set(human())
      .send(signUpBody({ lastName: ' ' }))
      .expect(400);
    expect(signUpBlank.body.message).toEqual(['Please enter your last name']);
  });

  it('shows an empty home dashboard to a new customer', async () => {
    const { agent } = await signedInCustomer(t);
    const response = await agent.get('/api/users/current/properties').expect(200);
    expect(response.body).toEqual({ sales: [], purchases: [] });
  });

  it('stores contact requests and tells support by e-mail', async () => {
    const ok = await t
      .http()
      .post('/api/email/request-callback')
      .send({
        fullName: 'Jo Bloggs',
        email: 'Jo@Example.com',
        message: 'Call me please',
        referrer: 'A friend',
      })
      .expect(200);
    expect(ok.body).toEqual({ success: true });
    const message = await waitForEmail(t, t.config.supportEmail, /New contact request/);
    expect(message.subject).toBe('New contact request from Jo Bloggs');
    expect(message.text).toContain('E-mail: jo@example.com');

    await t
      .http()
      .post('/api/email/request-call-back')
      .send({
        fullName: 'Jo Bloggs',
        email: 'jo@example.com',
        message: 'Again',
        referrer: 'Search',
      })
      .expect(200);
    const bad = await t
      .http()
      .post('/api/email/request-callback')
      .send({ fullName: 'J', email: 'nope', mobileNumber: '123', message: '', referrer: '' })
      .expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([
        'Full name is required',
        'Invalid email address',
        'Invalid mobile number',
        'Message is required',
        'Referrer is required',
      ]),
    );
  });

  it('reports the hidden test error to the error reporter', async () => {
    const response = await t.http().get('/api/__testerror').expect(500);
    expect(response.body.statusCode).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('on purpose');
    expect(t.app.get(ErrorReporter).latest()[0].message).toContain('GET /api/__testerror');
  });
});
