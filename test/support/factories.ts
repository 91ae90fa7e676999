import { randomBytes } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
import { hashSecret, newSecret, SESSION_COOKIE, SESSION_TTL_MS } from '@/accounts/auth/tokens';
import { sessions, users } from '@/platform/database/schema';
import { UsersService } from '@/accounts/users/users.service';
import type { TestApp } from './app';
import { waitForEmail } from './mailbox';

/**
 * Headers of a browser that passed the human check. Each call comes from its own client IP (the
 * test app trusts X-Forwarded-For like a deployment behind a proxy), so per-IP rate limits only
 * bite the tests that aim at them.
 */
export function human(ip = `10.${randomOctet()}.${randomOctet()}.${randomOctet()}`) {
  return { 'X-Recaptcha-Token': 'test-token', 'X-Forwarded-For': ip };
}

function randomOctet(): number {
  return randomBytes(1)[0];
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${randomBytes(5).toString('hex')}@example.com`;
}

export function signUpBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Lovelace',
    destination: uniqueEmail(),
    role: 'sell',
    phoneNumber: '07911 123456',
    ...overrides,
  };
}

/** The token inside the latest magic link e-mailed to `email`. */
export async function magicLinkFor(t: TestApp, email: string): Promise<URL> {
  const message = await waitForEmail(t, email, /sign-in link/);
  const href = /href="([^"]+\/authenticate\?[^"]+)"/.exec(message.html)?.[1];
  if (!href) throw new Error('No magic link in the e-mail');
  return new URL(href.replace(/&amp;/g, '&'));
}

export type TestUser = { _id: string; email: string; first_name: string; last_name: string };
export type SignedIn = { agent: TestAgent; user: TestUser };

/**
 * An agent signed in as the user: a live session row and its cookie, made directly (no e-mail,
 * no magic link), exactly what verify-user would have left behind.
 */
export async function agentFor(t: TestApp, userId: string): Promise<TestAgent> {
  return t.agent().set('Cookie', await sessionCookieFor(t, userId));
}

/** A live session row for the user, and the Cookie header a browser holding it sends. */
export async function sessionCookieFor(t: TestApp, userId: string): Promise<string> {
  const secret = newSecret();
  await t.database.db.insert(sessions).values({
    user_id: userId,
    token_hash: hashSecret(secret),
    expires_at: new Date(t.clock.now().getTime() + SESSION_TTL_MS),
    last_seen_at: t.clock.now(),
  });
  return `${SESSION_COOKIE}=${secret}`;
}

/**
 * An active customer, signed in. `overrides` use the sign-up form's names (firstName, lastName,
 * middleName, destination, role, phoneNumber). For every test that is not about sign-up or
 * sign-in themselves; those use `signedUpCustomer`.
 */
export async function signedInCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const form: Record<string, unknown> = signUpBody(overrides);
  const [user] = await t.database.db
    .insert(users)
    .values({
      type: 'customer',
      active: true,
      email: String(form.destination).toLowerCase(),
      first_name: String(form.firstName),
      middle_name: typeof form.middleName === 'string' ? form.middleName : null,
      last_name: String(form.lastName),
      phone_number: '+447911123456',
      role: form.role === 'buy' ? 'buy' : 'sell',
    })
    .returning();
  return { agent: await agentFor(t, user._id), user };
}

/** An active admin (created, or an existing user made one, as ADMIN_EMAILS does), signed in. */
export async function signedInAdmin(t: TestApp, email = uniqueEmail('admin')): Promise<SignedIn> {
  const user = await t.app.get(UsersService).ensureAdmin(email);
  return { agent: await agentFor(t, user._id), user };
}

/**
 * Signs up a new customer through the API, opens the e-mailed link and returns a cookie-carrying
 * agent: for the tests of sign-up and sign-in themselves.
 */
export async function signedUpCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn> {
  const body = signUpBody(overrides);
  await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
  const link = await magicLinkFor(t, body.destination as string);
  const agent = t.agent();
  const verified = await agent
    .get('/api/authentication/verify-user')
    .set('Authorization', `Bearer ${link.searchParams.get('token')}`)
    .expect(200);
  return { agent, user: verified.body };
}
