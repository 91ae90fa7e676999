import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EmailService } from '@/platform/email/email.service';
import { Database } from '@/platform/database/database';
import { emailOutbox } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { outboxTo, readMailbox, waitForEmail } from '@test/support/mailbox';

describe('foundation', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('reports the database and the queue as up', async () => {
    const response = await t.http().get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'up', queue: 'up' });
    expect(response.headers['x-request-id']).toMatch(/.{8,}/);
  });

  it('keeps a safe incoming request id and sets security headers', async () => {
    const response = await t
      .http()
      .get('/api/health')
      .set('X-Request-Id', 'trace-12345678')
      .expect(200);
    expect(response.headers['x-request-id']).toBe('trace-12345678');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const json = await t.http().get('/api/docs-json').expect(200);
    expect(json.body.paths['/api/health'].get.operationId).toBe('health');
    const ui = await t.http().get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger-ui');
  });

  it('answers unknown API routes with the JSON error shape', async () => {
    const response = await t.http().get('/api/no-such-thing').expect(404);
    expect(response.body).toEqual({
      statusCode: 404,
      message: expect.any(String),
      error: 'Not Found',
      code: 'NOT_FOUND',
    });
  });

  it('answers a method a known path does not take with 405 and the methods it does take', async () => {
    const response = await t.http().put('/api/health').send({}).expect(405);
    expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(response.body).toEqual({
      statusCode: 405,
      message: 'PUT is not supported here: use GET, HEAD, OPTIONS.',
      error: 'Method Not Allowed',
      code: 'METHOD_NOT_ALLOWED',
    });
    // a path with an id, and one no route has
    const withId = await t.http().delete('/api/transaction/0123456789abcdef01234567').expect(405);
    expect(withId.headers.allow).toMatch(/\bGET\b.*\bPUT\b/);
    await t.http().put('/api/no-such-thing').expect(404);
  });

  it('answers malformed JSON with 400 and the error shape, without a stack', async () => {
    const response = await t
      .http()
      .post('/api/authentication/sign-in')
      .set('Content-Type', 'application/json')
      .send('{"broken": ')
      .expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });

  it('refuses a state-changing request from a foreign origin', async () => {
    const response = await t
      .http()
      .post('/api/authentication/sign-in')
      .set('Origin', 'https://evil.example')
      .send({})
      .expect(403);
    expect(response.body).toEqual({
      statusCode: 403,
      message: 'Cross-site request refused',
      error: 'Forbidden',
      code: 'CROSS_SITE_REFUSED',
    });
  });

  it('delivers a queued e-mail to the dev mailbox through the job worker, once', async () => {
    const emails = t.app.get(EmailService);
    await emails.queue('ada@example.com', 'payment-receipt', {
      firstName: 'Ada',
      address: '1 High Street, Bristol',
      amount: '£720.00',
      dashboardUrl: 'http://localhost/sell/dashboard?x=1&y=2',
    });
    const message = await waitForEmail(t, 'ada@example.com', /Payment received/);
    expect(message.text).toContain('Hello Ada,');
    expect(message.html).toContain('href="http://localhost/sell/dashboard?x=1&amp;y=2"');

    // running the delivery again (a retried job) does not send a second copy
    const [row] = await t.database.db.select().from(emailOutbox);
    await emails.deliver(row._id);
    expect((await readMailbox(t)).filter((m) => m.to === 'ada@example.com')).toHaveLength(1);
  });

  it('queues nothing when the surrounding transaction rolls back', async () => {
    const emails = t.app.get(EmailService);
    const database = t.app.get(Database);
    await expect(
      database.transaction(async () => {
        await emails.queue('rollback@example.com', 'payment-receipt', {
          firstName: 'Rob',
          address: '2 High Street, Bristol',
          amount: '£720.00',
          dashboardUrl: 'http://localhost/x',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outboxTo(t, 'rollback@example.com')).toHaveLength(0);
  });

  it('keeps the committed openapi.json identical to what the app generates', async () => {
    const { generateOpenApi } = await import('@/cli/openapi');
    const committed = readFileSync(join(__dirname, '..', '..', 'openapi.json'), 'utf8');
    expect(committed).toBe(await generateOpenApi());
  });
});
