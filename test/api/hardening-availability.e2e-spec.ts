import { createTestApp, TestApp } from '@test/support/app';
import { human } from '@test/support/factories';
import { startTcpProxy, TcpProxy } from '@test/support/tcp-proxy';

/** The app on its own database, reached through a proxy the test can cut or freeze (PostgreSQL). */
async function appThroughProxy(env: Record<string, string>) {
  let proxy: TcpProxy | null = null;
  const t = await createTestApp(env, {
    reachDatabaseThrough: async (server) => {
      proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
      const through = new URL(server);
      through.hostname = '127.0.0.1';
      through.port = String(proxy.port);
      return through;
    },
  });
  return { t, proxy: proxy as TcpProxy | null };
}

const signIn = (t: TestApp, destination = 'a@example.com') =>
  t.http().post('/api/authentication/sign-in').set(human()).send({ destination });

/**
 * Hardening II, finding 11: while the database cannot be reached, requests answer 503 with a
 * retry hint (as the health check does), never 500; once it is back, they succeed again. On
 * PostgreSQL the app reaches its database through a proxy the test cuts (a network outage); on
 * PGlite the embedded database is closed under the running app.
 */
describe('the database out of reach', () => {
  let t: TestApp;
  let proxy: TcpProxy | null = null;

  beforeAll(async () => {
    ({ t, proxy } = await appThroughProxy({ RUN_WORKERS: 'false' }));
  });

  afterAll(async () => {
    proxy?.restore();
    await t.close().catch(() => undefined);
    await proxy?.close();
  });

  it('answers 503 with Retry-After instead of 500, and recovers when it is back', async () => {
    expect((await signIn(t)).status).toBe(200);

    if (proxy) proxy.cut();
    else await t.database.pglite!.close();

    const refused = await signIn(t);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body).toEqual({
      statusCode: 503,
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
      error: 'Service Unavailable',
      code: 'DATABASE_UNAVAILABLE',
    });
    const health = await t.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body.message).toBe('A dependency is down');

    if (proxy) {
      proxy.restore();
      expect((await signIn(t)).status).toBe(200);
    }
  });
});

/**
 * Hardening III, finding 12: a black-holed database (the network swallows every packet, nothing
 * is refused or reset) must not hang the process. The readiness check answers 503 with
 * Retry-After within its deadline, a customer's request fails with the same 503 once the
 * statement's wait is over instead of waiting for TCP, and both recover when the network does.
 * PostgreSQL only: the embedded database has no network to lose.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the database black-holed', () => {
  let t: TestApp;
  let proxy: TcpProxy;

  beforeAll(async () => {
    const started = await appThroughProxy({
      RUN_WORKERS: 'false',
      READINESS_TIMEOUT_MS: '300',
      DATABASE_STATEMENT_TIMEOUT_MS: '500',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
    });
    t = started.t;
    proxy = started.proxy!;
  });

  afterAll(async () => {
    proxy?.restore();
    await t.close().catch(() => undefined);
    await proxy?.close();
  });

  it('answers readiness 503 with Retry-After, requests 503, and recovers', async () => {
    expect((await signIn(t)).status).toBe(200);
    expect((await t.http().get('/api/health/ready')).status).toBe(200);

    proxy.freeze();

    const ready = await t.http().get('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('5');
    expect(ready.body.message).toContain('the database');
    const health = await t.http().get('/api/health');
    expect(health.status).toBe(503);
    expect(health.headers['retry-after']).toBe('5');

    const refused = await signIn(t);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.code).toBe('DATABASE_UNAVAILABLE');

    proxy.restore();
    expect((await signIn(t)).status).toBe(200);
    expect((await t.http().get('/api/health/ready')).status).toBe(200);
  });
});
