import request from 'supertest';
import {
  AppProcess,
  processDatabase,
  ProcessDatabase,
  startAppProcess,
} from '@test/support/app-process';
import { human, signUpBody } from '@test/support/factories';
import { magicLinkTokenIn, ReceivedMail, SmtpTestServer } from '@test/support/smtp-server';

/** The Message-ID header of a raw message. */
function messageIdOf(mail: ReceivedMail): string | null {
  return /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(mail.data)?.[1] ?? null;
}

/** Polls `condition` until it holds; fails with `what` after `timeoutMs`. */
async function until(condition: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('jobs survive a crash', () => {
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

  it('sends the e-mail of a server killed mid-send once, after a restart, with the same link, which works once', async () => {
    // As in production: every process, before and after the crash, has the same AUTH_SECRET.
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      AUTH_SECRET: 'the-same-key-before-and-after-the-crash-0123456789',
    };
    app = await startAppProcess(env);
    const body = signUpBody();
    const email = body.destination as string;

    // The mail server takes the message in and hangs: the server is killed mid-send.
    smtp.stallDeliveries = true;
    await request(app.url).post('/api/authentication/sign-up').set(human()).send(body).expect(200);
    await until(() => smtp.stalled.some((mail) => mail.to.includes(email)), 'the send to start');
    await app.stop('SIGKILL');
    smtp.stallDeliveries = false;
    expect(smtp.deliveredTo(email)).toHaveLength(0);

    app = await startAppProcess(env);
    // The new process hands the job the dead one left running back to the queue, as a retry
    // after its backoff; business time moves past that backoff instead of the test waiting.
    await request(app.url).post('/api/dev/time').send({ seconds: 60 }).expect(200);
    await until(() => smtp.deliveredTo(email).length > 0, 'the e-mail after the restart');
    const token = magicLinkTokenIn(smtp.deliveredTo(email)[0]);
    expect(token).not.toBeNull();
    // Had the stalled message reached the person after all, it would carry the same link.
    const halfSent = magicLinkTokenIn(smtp.stalled.find((mail) => mail.to.includes(email))!);
    expect(halfSent).toBe(token);

    const verify = (secret: string | null) =>
      request(app!.url)
        .get('/api/authentication/verify-user')
        .set('Authorization', `Bearer ${secret}`);
    expect((await verify(token)).status).toBe(200);
    expect((await verify(halfSent)).status).toBe(401); // single use
    await app.stop('SIGTERM');
    app = undefined;

    // Once: one delivery, and nothing left in the queue or the outbox that could send another.
    expect(smtp.deliveredTo(email)).toHaveLength(1);
    const jobs = await database.query<{ state: string }>(
      `select state from pgboss.job where name = 'auth.magic-link'
       union all select state from pgboss.archive where name = 'auth.magic-link'`,
    );
    expect(jobs.map((job) => job.state)).toEqual(['completed']);
    const outbox = await database.query<{ status: string }>(
      'select status from email_outbox where "to" = $1',
      [email],
    );
    expect(outbox).toEqual([{ status: 'sent' }]);
  }, 180_000);

  it('hands e-mails to the mail server one at a time: a kill mid-send doubles one message at most, under the same Message-ID', async () => {
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      AUTH_SECRET: 'the-same-key-before-and-after-the-crash-0123456789',
    };
    // Four sign-ups queue their e-mails while no process works the queues...
    app = await startAppProcess({ ...env, RUN_WORKERS: 'false' });
    const emails: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const body = signUpBody();
      emails.push(body.destination as string);
      await request(app.url)
        .post('/api/authentication/sign-up')
        .set(human())
        .send(body)
        .expect(200);
    }
    await app.stop('SIGTERM');

    // ...then a worker finds all four waiting, and the mail server takes a message in and hangs.
    const earlier = smtp.stalled.length;
    smtp.stallDeliveries = true;
    app = await startAppProcess(env);
    await until(() => smtp.stalled.length > earlier, 'a send to start');
    await app.stop('SIGKILL');
    smtp.stallDeliveries = false;
    const halfSent = smtp.stalled.slice(earlier);
    // One message was in the mail server's hands when the process died, not a batch of them.
    expect(halfSent).toHaveLength(1);

    app = await startAppProcess(env);
    await request(app.url).post('/api/dev/time').send({ seconds: 60 }).expect(200);
    await until(
      () => emails.every((email) => smtp.deliveredTo(email).length > 0),
      'every e-mail after the restart',
    );
    await app.stop('SIGTERM');
    app = undefined;

    for (const email of emails) expect(smtp.deliveredTo(email)).toHaveLength(1);
    const ids = emails.map((email) => messageIdOf(smtp.deliveredTo(email)[0]));
    expect(new Set(ids).size).toBe(4);
    // The copy sent again is recognisably the same message as the one the crash cut off.
    const [cutOff] = halfSent;
    const again = smtp.delivered.find((mail) => mail.to.join() === cutOff.to.join())!;
    expect(messageIdOf(cutOff)).not.toBeNull();
    expect(messageIdOf(again)).toBe(messageIdOf(cutOff));
    const outbox = await database.query<{ status: string; message_id: string; response: string }>(
      `select status, message_id, transport_response as response from email_outbox
       where "to" = any($1)`,
      [emails],
    );
    expect(outbox).toHaveLength(4);
    for (const row of outbox) {
      expect(row.status).toBe('sent');
      expect(ids).toContain(row.message_id);
      expect(row.response).toMatch(/^250 /);
    }
  }, 180_000);
});
