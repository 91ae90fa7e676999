import { randomBytes } from 'node:crypto';
import TestAgent from 'supertest/lib/agent';
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

/** Signs up a new customer, opens the e-mailed link, and returns a cookie-carrying agent. */
export async function signedInCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ agent: TestAgent; user: { _id: string; email: string; first_name: string } }> {
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

/** Signs in an existing user (e.g. an admin) by magic link. */
export async function signedInAs(t: TestApp, email: string): Promise<TestAgent> {
  await t
    .http()
    .post('/api/authentication/sign-in')
    .set(human())
    .send({ destination: email })
    .expect(200);
  const link = await magicLinkFor(t, email);
  const agent = t.agent();
  await agent
    .get('/api/authentication/verify-user')
    .set('Authorization', `Bearer ${link.searchParams.get('token')}`)
    .expect(200);
  return agent;
}
