import type { Server } from 'node:http';
import { gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { users } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { human, signedInCustomer, signUpBody } from '@test/support/factories';
import { rawPost } from '@test/support/raw-http';

/**
 * A POST whose headers promise `declaredBytes` but which sends only `sentBytes` and then waits:
 * the answer proves the server refused it without reading (or waiting for) the rest.
 */
const postPromisingMore = (
  server: Server,
  path: string,
  headers: Record<string, string>,
  sentBytes: number,
  declaredBytes: number,
) =>
  rawPost(server, path, {
    headers,
    chunks: [Buffer.alloc(sentBytes, 'x')],
    declaredBytes,
    end: false,
  });

/** A chunked POST (no Content-Length) of `bytes` bytes. */
const postChunked = (server: Server, path: string, type: string, bytes: number) =>
  rawPost(server, path, {
    headers: { 'Content-Type': type },
    chunks: Array.from({ length: Math.ceil(bytes / (64 * 1024)) }, () =>
      Buffer.alloc(64 * 1024, ' '),
    ),
    end: true,
  });

/**
 * Hardening II, finding 1: one anonymous request must never hold the process. Each route reads
 * only the content type it documents, within its own size limit, and validation stays linear.
 * After every refusal the health check still answers.
 */
describe('request bodies', () => {
  let t: TestApp;
  let server: Server;

  beforeAll(async () => {
    t = await createTestApp();
    server = t.app.getHttpServer() as Server;
  });

  afterAll(async () => {
    await t.close();
  });

  const healthy = async () => {
    const health = await t.http().get('/api/health');
    expect(health.status).toBe(200);
  };

  const unsupported = (type = 'application/json') => ({
    statusCode: 415,
    message:
      type === 'application/json'
        ? 'Content type not supported: send application/json'
        : expect.stringContaining('Content type not supported'),
    error: 'Unsupported Media Type',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });

  it('refuses XML, forms, text and bodies without a type on JSON routes with 415, creating nobody', async () => {
    const body = signUpBody();
    const xml = `<signUp>${'x'.repeat(30 * 1024)}</signUp>`;
    for (const [type, payload] of [
      ['text/xml', xml],
      ['application/xml', xml],
      ['application/x-www-form-urlencoded', new URLSearchParams(body).toString()],
      ['text/plain', JSON.stringify(body)],
      ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ] as const) {
      const response = await t
        .http()
        .post('/api/authentication/sign-up')
        .set(human())
        .set('Content-Type', type)
        .send(payload);
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
      expect(response.body).toEqual(unsupported());
    }
    const untyped = await postPromisingMore(server, '/api/authentication/sign-in', {}, 10, 10);
    expect(untyped.status).toBe(415);
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.destination));
    expect(rows).toHaveLength(0);
    await healthy();
  });

  it('refuses XML at once however large it says it is, and the server stays responsive', async () => {
    const answer = await postPromisingMore(
      server,
      '/api/authentication/sign-in',
      { 'Content-Type': 'text/xml' },
      64 * 1024,
      20 * 1024 * 1024,
    );
    expect(answer.status).toBe(415);
    expect(answer.headers.connection).toBe('close');
    await healthy();
  });

  it('refuses a compressed body and a charset other than UTF-8', async () => {
    const gzip = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send(gzipSync(JSON.stringify({ destination: 'a@example.com' })));
    expect(gzip.status).toBe(415);
    expect(gzip.body.message).toBe('Compressed request bodies are not accepted');
    const latin1 = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .set('Content-Type', 'application/json; charset=iso-8859-1')
      .send(JSON.stringify({ destination: 'a@example.com' }));
    expect(latin1.status).toBe(415);
    expect(latin1.body.message).toBe('Request bodies must be UTF-8');
    const utf8 = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .set('Content-Type', 'application/json; charset=UTF-8')
      .send(JSON.stringify({ destination: 'someone@example.com' }));
    expect(utf8.status).toBe(200);
  });

  it('answers 413 past the route limit without waiting for the rest of the body', async () => {
    const declared = await postPromisingMore(
      server,
      '/api/authentication/sign-in',
      { 'Content-Type': 'application/json' },
      1024,
      20 * 1024 * 1024,
    );
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toEqual({
      statusCode: 413,
      message: 'Request body is too large',
      error: 'Payload Too Large',
      code: 'PAYLOAD_TOO_LARGE',
    });
    // chunked, so the size shows only while reading: refused once past the limit
    const chunked = await postChunked(
      server,
      '/api/authentication/sign-in',
      'application/json',
      5 * 1024 * 1024,
    );
    expect(chunked.status).toBe(413);
    await healthy();
  });

  it('takes a large JSON body only where the route needs one', async () => {
    const padding = 'x'.repeat(300 * 1024);
    const signIn = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send({ destination: 'a@example.com', padding });
    expect(signIn.status).toBe(413);
    const admin = await t
      .http()
      .post('/api/admin/transactions-groups')
      .send({ group: 'A', padding });
    // read and parsed (it is under that route's limit), then refused as unauthenticated
    expect(admin.status).toBe(401);
  });

  it('refuses many unknown fields with one message, naming a few', async () => {
    const body: Record<string, string> = { destination: 'a@example.com' };
    for (let i = 0; i < 8000; i++) body[`k${i}`] = '';
    const response = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send(body)
      .expect(400);
    expect(response.body.message).toEqual([
      'properties k0, k1, k2 and 7,997 more should not exist',
    ]);
    await healthy();
  });

  it('refuses a JSON body that is not an object with one 400', async () => {
    for (const payload of ['[1,2,3]', '"text"', '42', 'null', 'true']) {
      const response = await t
        .http()
        .post('/api/authentication/sign-in')
        .set(human())
        .set('Content-Type', 'application/json')
        .send(payload);
      expect({ payload, status: response.status }).toEqual({ payload, status: 400 });
      expect(response.body.message).toEqual(['Request body must be a JSON object']);
    }
  });

  it('answers malformed JSON with a fixed message that quotes nothing it was sent', async () => {
    const response = await t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .set('Content-Type', 'application/json')
      .send('{"destination": secret-value-here');
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      message: 'Malformed request body',
      error: 'Bad Request',
      code: 'MALFORMED_BODY',
    });
    expect(JSON.stringify(response.body)).not.toContain('secret');
  });

  it('keeps a webhook body byte for byte for its signature', async () => {
    // The Stripe route verifies the signature over the raw bytes: a wrong signature over a
    // readable body is the webhook's own 400, not a body refusal.
    const response = await t
      .http()
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=00')
      .send('{"id": "evt_1",   "type": "payment_intent.succeeded"}');
    expect(response.status).toBe(400);
    expect(response.body.code).not.toBe('MALFORMED_BODY');
  });
});

describe('answers with personal data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('are never stored by a browser or a shared cache (Cache-Control: no-store)', async () => {
    const customer = await signedInCustomer(t);
    const current = await customer.agent.get('/api/users/current').expect(200);
    expect(current.headers['cache-control']).toBe('no-store');
    const refused = await t.http().get('/api/users/current').expect(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const admin = await customer.agent.get('/api/admin/transactions').expect(403);
    expect(admin.headers['cache-control']).toBe('no-store');
  });
});
