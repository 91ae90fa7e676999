import { createTestApp, TestApp } from '@test/support/app';
import { human } from '@test/support/factories';
import { startTcpProxy, TcpProxy } from '@test/support/tcp-proxy';

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
    t = await createTestApp(
      { RUN_WORKERS: 'false' },
      {
        reachDatabaseThrough: async (server) => {
          proxy = await startTcpProxy(server.hostname, Number(server.port || 5432));
          const through = new URL(server);
          through.hostname = '127.0.0.1';
          through.port = String(proxy.port);
          return through;
        },
      },
    );
  });

  afterAll(async () => {
    proxy?.restore();
    await t.close().catch(() => undefined);
    await proxy?.close();
  });

  const signIn = () =>
    t
      .http()
      .post('/api/authentication/sign-in')
      .set(human())
      .send({ destination: 'a@example.com' });

  it('answers 503 with Retry-After instead of 500, and recovers when it is back', async () => {
    expect((await signIn()).status).toBe(200);

    if (proxy) proxy.cut();
    else await t.database.pglite!.close();

    const refused = await signIn();
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
      expect((await signIn()).status).toBe(200);
    }
  });
});
