import { get } from 'node:http';
import type { Server } from 'node:http';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ShutdownState } from '@/platform/common/shutdown';
import { portOf, serveMetricsPort } from '@/platform/metrics/metrics-server';
import { createTestApp, TestApp } from '@test/support/app';
import { eventually } from '@test/support/eventually';
import { human, signUpBody } from '@test/support/factories';
import { waitForEmail } from '@test/support/mailbox';

const METRICS_TOKEN = 'operations-test-metrics-token-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a Prometheus text exposition. */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line)!;
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const found = samples(text).filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  return found.reduce((sum, sample) => sum + sample.value, 0);
}

describe('operations: health, metrics', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN });
  });

  afterAll(async () => {
    await t.close();
  });

  const scrape = async () =>
    (await t.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`).expect(200))
      .text;

  it('answers liveness without asking anything, and readiness when the database and queue answer', async () => {
    expect((await t.http().get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/api/health/ready').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'up',
      shuttingDown: false,
    });
    // The combined check docker-compose and the tests use answers as before.
    expect((await t.http().get('/api/health').expect(200)).body).toEqual({
      status: 'ok',
      database: 'up',
      queue: 'up',
    });
  });

  it('refuses metrics without the token or with a wrong one', async () => {
    const none = await t.http().get('/api/metrics').expect(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    expect(none.body.code).toBe('METRICS_TOKEN_REQUIRED');
    expect(none.text).not.toContain('http_requests_total');
    await t.http().get('/api/metrics').set('Authorization', 'Bearer wrong').expect(401);
    await t.http().get('/api/metrics').set('Authorization', METRICS_TOKEN).expect(401);
    await t.http().get('/api/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}x`).expect(401);
  });

  it('serves every family in Prometheus format with the token', async () => {
    const response = await t
      .http()
      .get('/api/metrics')
      .set('Authorization', `Bearer ${METRICS_TOKEN}`)
      .expect(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    for (const family of [
      'http_requests_total',
      'http_request_duration_seconds',
      'jobs_queue_depth',
      'jobs_runs_total',
      'jobs_failures_total',
      'jobs_retries_total',
      'email_delivery_delay_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(response.text).toContain(`# TYPE ${family} `);
    }
    if (t.database.kind === 'postgres') {
      expect(response.text).toContain('# TYPE db_pool_connections gauge');
      expect(valueOf(response.text, 'db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    }
    // Every queue is listed, empty ones at zero.
    expect(
      samples(response.text).filter(
        (sample) =>
          sample.name === 'jobs_queue_depth' &&
          sample.labels.queue === 'email.send' &&
          sample.labels.state === 'created',
      ),
    ).toHaveLength(1);
  });

  it("counts a request under its route's template, never its raw path", async () => {
    const before = await scrape();
    const id = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    await t.http().get('/api/health').expect(200);
    await t.http().get(`/api/admin/users/${id}`).expect(401);
    const after = await scrape();

    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    expect(valueOf(after, 'http_requests_total', health)).toBe(
      valueOf(before, 'http_requests_total', health) + 1,
    );
    const user = { method: 'GET', route: '/api/admin/users/:id', status_code: '401' };
    expect(valueOf(after, 'http_requests_total', user)).toBe(
      valueOf(before, 'http_requests_total', user) + 1,
    );
    expect(valueOf(after, 'http_request_duration_seconds_count', user)).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain(id);
    // A path no route answers is counted without its path.
    await t.http().get('/api/no-such-route-9f8e7d').expect(404);
    const unknown = await scrape();
    expect(unknown).not.toContain('no-such-route-9f8e7d');
    expect(valueOf(unknown, 'http_requests_total', { route: 'none', status_code: '404' })).toBe(
      valueOf(after, 'http_requests_total', { route: 'none', status_code: '404' }) + 1,
    );
  });

  it("records an e-mail's delay from queued to sent, and the job run that sent it", async () => {
    const before = await scrape();
    const body = signUpBody();
    await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
    await waitForEmail(t, body.destination as string, /sign-in link/);
    const after = await eventually(
      scrape,
      (text) =>
        valueOf(text, 'email_delivery_delay_seconds_count') >
        valueOf(before, 'email_delivery_delay_seconds_count'),
    );
    expect(
      valueOf(after, 'jobs_runs_total', { queue: 'auth.magic-link', outcome: 'completed' }),
    ).toBeGreaterThan(
      valueOf(before, 'jobs_runs_total', { queue: 'auth.magic-link', outcome: 'completed' }),
    );
  });

  it('serves the same metrics on a port of its own, and nothing else there', async () => {
    const server = (await serveMetricsPort(t.app, 0)) as Server;
    try {
      const port = portOf(server);
      const fetchText = (path: string) =>
        new Promise<{ status: number; text: string }>((resolve, reject) => {
          get({ host: '127.0.0.1', port, path }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode!, text }));
          }).on('error', reject);
        });
      const metrics = await fetchText('/metrics');
      expect(metrics.status).toBe(200);
      expect(metrics.text).toContain('# TYPE http_requests_total counter');
      expect((await fetchText('/api/health')).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('stops being ready as soon as it begins to shut down, while still alive', async () => {
    t.app.get(ShutdownState).begin();
    const ready = await t.http().get('/api/health/ready').expect(503);
    expect(ready.body.message).toBe('Shutting down');
    expect(ready.headers.connection).toBe('close');
    await t.http().get('/api/health/live').expect(200);
  });
});

describe('operations: metrics off by default', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('has no metrics route at all without METRICS_TOKEN', async () => {
    const response = await t.http().get('/api/metrics').expect(404);
    expect(response.text).not.toContain('http_requests_total');
  });
});

/** A local port nothing listens on: a mail server there refuses every connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('operations: job failures', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      METRICS_TOKEN,
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    });
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts a failed job run and its retry by queue', async () => {
    const body = signUpBody();
    await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
    const scrape = async () =>
      (
        await t
          .http()
          .get('/api/metrics')
          .set('Authorization', `Bearer ${METRICS_TOKEN}`)
          .expect(200)
      ).text;
    const text = await eventually(
      scrape,
      (scraped) => valueOf(scraped, 'jobs_failures_total', { queue: 'auth.magic-link' }) >= 1,
      30_000,
    );
    expect(
      valueOf(text, 'jobs_retries_total', { queue: 'auth.magic-link' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      valueOf(text, 'jobs_runs_total', { queue: 'auth.magic-link', outcome: 'failed' }),
    ).toBeGreaterThanOrEqual(1);
  });
});
