import { connect, Socket } from 'node:net';
import request from 'supertest';
import {
  AppProcess,
  processDatabase,
  ProcessDatabase,
  startAppProcess,
} from '@test/support/app-process';
import { human, signUpBody } from '@test/support/factories';
import { SmtpTestServer } from '@test/support/smtp-server';

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
async function until(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One HTTP/1.1 connection written by hand, to hold a request open mid-body. */
class RawConnection {
  received = '';
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (this.received += chunk));
    socket.on('close', () => (this.closed = true));
    socket.on('error', () => undefined);
  }

  static async open(url: string): Promise<RawConnection> {
    const { hostname, port } = new URL(url);
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    return new RawConnection(socket);
  }

  write(text: string): void {
    this.socket.write(text);
  }

  destroy(): void {
    this.socket.destroy();
  }
}

describe('graceful shutdown of the API process', () => {
  let smtp: SmtpTestServer;
  let database: ProcessDatabase;
  let app: AppProcess | undefined;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    database = await processDatabase();
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    await smtp.close();
    await database.drop();
  });

  it('on SIGTERM stops being ready, finishes the request and the job in flight, then exits 0', async () => {
    app = await startAppProcess({
      ...database.env,
      SMTP_URL: smtp.url,
      SHUTDOWN_GRACE_SECONDS: '60',
    });
    const { url, child } = app;
    const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    );

    // A job in flight: the sign-in e-mail is being sent to a mail server that has not answered.
    smtp.stallDeliveries = true;
    const first = signUpBody();
    await request(url).post('/api/authentication/sign-up').set(human()).send(first).expect(200);
    const firstEmail = first.destination as string;
    await until(
      () => smtp.stalled.some((mail) => mail.to.includes(firstEmail)),
      'the send to start',
    );

    // A request in flight: its headers are in (the server said 100 Continue), half its body sent.
    const second = signUpBody();
    const body = JSON.stringify(second);
    const connection = await RawConnection.open(url);
    connection.write(
      [
        'POST /api/authentication/sign-up HTTP/1.1',
        `Host: ${new URL(url).host}`,
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Expect: 100-continue',
        ...Object.entries(human()).map(([name, value]) => `${name}: ${value}`),
        '',
        '',
      ].join('\r\n'),
    );
    await until(() => connection.received.includes('100 Continue'), 'the 100 Continue');
    connection.write(body.slice(0, 20));

    child.kill('SIGTERM');

    // It stops taking new connections (or, while it still does, says it is not ready).
    await until(
      () =>
        fetch(`${url}/api/health/ready`).then(
          (response) => response.status === 503,
          () => true,
        ),
      'readiness to end',
    );
    expect(child.exitCode).toBeNull();

    // The request in flight still completes; then the server closes its connection.
    connection.write(body.slice(20));
    await until(() => connection.closed, 'the answer to the request in flight');
    const answer = connection.received.slice(connection.received.indexOf('100 Continue') + 12);
    expect(answer).toMatch(/^\r\n\r\nHTTP\/1\.1 200 OK\r\n/);
    expect(answer).toContain('{"success":true}');
    connection.destroy();

    // The job in flight finishes before the process exits, and the exit is a clean one.
    expect(child.exitCode).toBeNull();
    smtp.stallDeliveries = false;
    smtp.releaseStalled();
    expect(await exited).toEqual({ code: 0, signal: null });
    app = undefined;

    expect(smtp.deliveredTo(firstEmail)).toHaveLength(1);
    const jobs = await database.query<{ state: string }>(
      `select state::text as state from pgboss.job where name = 'auth.magic-link'
          and data->>'email' = $1
       union all select state::text as state from pgboss.archive where name = 'auth.magic-link'
          and data->>'email' = $1`,
      [firstEmail],
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
    const outbox = await database.query<{ status: string }>(
      'select status from email_outbox where "to" = $1',
      [firstEmail],
    );
    expect(outbox.map((row) => row.status)).toEqual(['sent']);
    // The request answered during the shutdown was kept: its e-mail's job exists (run or not).
    const queued = await database.query<{ state: string }>(
      `select state::text as state from pgboss.job where name = 'auth.magic-link'
          and data->>'email' = $1
       union all select state::text as state from pgboss.archive where name = 'auth.magic-link'
          and data->>'email' = $1`,
      [second.destination],
    );
    expect(queued).toHaveLength(1);
  });
});
