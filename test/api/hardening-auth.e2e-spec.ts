import { eq, sql } from 'drizzle-orm';
import { RATE_LIMITS } from '@/accounts/auth/auth.service';
import { MagicLinks } from '@/accounts/auth/magic-links';
import { hashSecret, newSecret, SIGN_IN_EMAILS_PER_ADDRESS } from '@/accounts/auth/tokens';
import { EmailRepository } from '@/platform/email/email.repository';
import { loginTokens, sessions, users } from '@/platform/database/schema';
import { UsersService } from '@/accounts/users/users.service';
import { createTestApp, TestApp } from '@test/support/app';
import { mailboxTo, readMailbox, settledOutboxTo } from '@test/support/mailbox';
import { magicLinkTokenIn, SmtpTestServer } from '@test/support/smtp-server';
import {
  human,
  magicLinkFor,
  signedInAdmin,
  signedInCustomer,
  signedUpCustomer,
  signUpBody,
  uniqueEmail,
} from '@test/support/factories';

const tokenOf = (link: URL) => link.searchParams.get('token')!;

async function query<T>(t: TestApp, text: string, values: unknown[] = []): Promise<T[]> {
  return (await t.database.executor.executeSql(text, values)).rows as T[];
}

/** Every row of every table (the app's and the job queue's), as JSON text, by table. */
async function everyRow(t: TestApp): Promise<Map<string, string[]>> {
  // Partitioned tables (pg-boss's jobs) are read through their parent.
  const tables = await query<{ name: string }>(
    t,
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'pgboss', 'drizzle')
        and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  const dump = new Map<string, string[]>();
  for (const { name } of tables) {
    const rows = await query<{ row: string }>(
      t,
      `select row_to_json(t)::text as row from ${name} t`,
      [],
    );
    dump.set(
      name,
      rows.map((r) => r.row),
    );
  }
  return dump;
}

/** Strings shaped like a sign-in or session secret (32 random bytes, base64url). */
function secretShaped(dump: Map<string, string[]>): string[] {
  const text = [...dump.values()].flat().join('\n');
  return [...new Set(text.match(/(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g) ?? [])];
}

async function verify(t: TestApp, token: string) {
  return t.http().get('/api/authentication/verify-user').set('Authorization', `Bearer ${token}`);
}

/** The sign-in e-mails delivered to `email`, once every queued sign-in job has run. */
async function sentTo(t: TestApp, email: string): Promise<number> {
  await settledOutboxTo(t, email);
  const [{ sent }] = await query<{ sent: number }>(
    t,
    `select count(*)::int as sent from email_outbox where "to" = $1 and status = 'sent'`,
    [email],
  );
  return sent;
}

async function signIn(t: TestApp, email: string, ip?: string) {
  return t.http().post('/api/authentication/sign-in').set(human(ip)).send({ destination: email });
}

describe('hardening: sign-in links and sessions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  describe('no usable token at rest', () => {
    it('keeps nothing in any table that signs anyone in, before or after the e-mail goes out', async () => {
      const queued = await createTestApp({ RUN_WORKERS: 'false' });
      try {
        const body = signUpBody();
        await queued.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
        const pending = await everyRow(queued);
        expect([...pending.values()].flat().join('\n')).toContain(body.destination);
        for (const candidate of secretShaped(pending)) {
          expect((await verify(queued, candidate)).status).toBe(401);
        }
      } finally {
        await queued.close();
      }

      const body = signUpBody();
      await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
      const token = tokenOf(await magicLinkFor(t, body.destination));
      const sent = await everyRow(t);
      expect([...sent.values()].flat().join('\n')).not.toContain(token);
      expect(sent.get('public.email_outbox')!.join('\n')).toContain(body.destination);
      for (const candidate of secretShaped(sent)) {
        expect((await verify(t, candidate)).status).toBe(401);
      }
      // the link the person received still works
      await verify(t, token).then((response) => expect(response.status).toBe(200));
    });

    it('shows the dev mailbox a working link that the stored copy does not hold', async () => {
      const { user } = await signedInCustomer(t);
      const token = await nextToken(t, user.email, () => signIn(t, user.email));
      const [stored] = await query<{ html: string; text: string }>(
        t,
        'select html, text from email_outbox where "to" = $1 order by created_at desc limit 1',
        [user.email],
      );
      expect(stored.text).not.toContain(token);
      expect(stored.html).toContain('{{secret-link}}');
      expect((await verify(t, token)).status).toBe(200);
    });
  });

  describe('the same work for known and unknown addresses', () => {
    it('enqueues one job of the same shape and writes the same rows, account or not', async () => {
      const queued = await createTestApp({ RUN_WORKERS: 'false' });
      try {
        const known = signUpBody();
        await queued
          .http()
          .post('/api/authentication/sign-up')
          .set(human())
          .send(known)
          .expect(200);
        const countRows = async () =>
          new Map([...(await everyRow(queued))].map(([table, rows]) => [table, rows.length]));
        const jobsOf = () =>
          query<{ name: string; data: Record<string, unknown> }>(
            queued,
            'select name, data from pgboss.job order by created_on desc',
          );

        const delta = async (email: string) => {
          const before = await countRows();
          const jobsBefore = (await jobsOf()).length;
          const response = await signIn(queued, email);
          const after = await countRows();
          const changed = [...after].filter(([table, n]) => n !== before.get(table));
          const [job] = await jobsOf();
          expect((await jobsOf()).length).toBe(jobsBefore + 1);
          return {
            body: response.body,
            changed: changed.map(([table, n]) => [table, n - (before.get(table) ?? 0)]),
            job: { name: job.name, keys: Object.keys(job.data).sort() },
          };
        };
        const forKnown = await delta(known.destination);
        const forUnknown = await delta(uniqueEmail('nobody'));
        expect(forKnown).toEqual(forUnknown);
        expect(forKnown.job).toEqual({
          name: 'auth.magic-link',
          keys: ['email', 'isNewAccount', 'knownDevice', 'requestedAt', 'role'],
        });
        expect(forKnown.changed).toEqual(
          expect.arrayContaining([
            ['public.rate_limit_hits', 2],
            ['pgboss.job', 1],
          ]),
        );
        expect(forKnown.changed).toHaveLength(2);
      } finally {
        await queued.close();
      }
    });
  });

  describe('rate limits that strangers cannot turn against a person', () => {
    it('lets strangers on many client addresses neither lock a person out nor flood their inbox', async () => {
      const { agent: ownDevice, user } = await signedUpCustomer(t);
      const emailsBefore = await sentTo(t, user.email);
      for (let stranger = 1; stranger <= 10; stranger++) {
        for (let attempt = 0; attempt < 3; attempt++) {
          expect((await signIn(t, user.email, `192.0.2.${stranger}`)).status).toBe(200);
        }
      }
      // the spec's 3 attempts per address and client still hold for each stranger
      const fourth = await signIn(t, user.email, '192.0.2.1');
      expect(fourth.status).toBe(429);
      expect(fourth.headers['retry-after']).toBe('300');
      expect(fourth.body.message).toBe('Too many requests. Please try again after 5 minutes.');
      // 30 requests from strangers sent the address only a few e-mails
      const fromStrangers = (await sentTo(t, user.email)) - emailsBefore;
      expect(fromStrangers).toBe(SIGN_IN_EMAILS_PER_ADDRESS.fromUnknownDevices);

      // the person, on their own device and client address, is answered and gets a working link
      const token = await nextToken(t, user.email, async () => {
        const own = await ownDevice
          .post('/api/authentication/sign-in')
          .set(human('198.51.100.10'))
          .send({ destination: user.email });
        expect(own.status).toBe(200);
      });
      expect((await sentTo(t, user.email)) - emailsBefore).toBe(
        SIGN_IN_EMAILS_PER_ADDRESS.fromUnknownDevices + 1,
      );
      expect((await verify(t, token)).status).toBe(200);

      // a verified link starts the count again: a request from a new device is sent a link
      const newDevice = await nextToken(t, user.email, () =>
        signIn(t, user.email, '198.51.100.11'),
      );
      expect((await verify(t, newDevice)).status).toBe(200);
    });

    it('lets exactly the limit through when attempts arrive at the same moment', async () => {
      const client = '198.51.100.77';
      const address = uniqueEmail('together');
      const sameAddress = await Promise.all(
        Array.from({ length: RATE_LIMITS.perAddressAndIp + 5 }, () => signIn(t, address, client)),
      );
      expect(sameAddress.map((r) => r.status).sort()).toEqual([
        ...Array<number>(RATE_LIMITS.perAddressAndIp).fill(200),
        ...Array<number>(5).fill(429),
      ]);

      const busyClient = '198.51.100.78';
      const manyAddresses = await Promise.all(
        Array.from({ length: RATE_LIMITS.perIp + 5 }, () =>
          signIn(t, uniqueEmail('together'), busyClient),
        ),
      );
      expect(manyAddresses.filter((r) => r.status === 200)).toHaveLength(RATE_LIMITS.perIp);
      expect(manyAddresses.filter((r) => r.status === 429)).toHaveLength(5);
    });
  });

  describe('sign-in links', () => {
    it('retires older unused links when a newer one goes out', async () => {
      const { user } = await signedInCustomer(t);
      const first = await nextToken(t, user.email, () => signIn(t, user.email));
      const second = await nextToken(t, user.email, () => signIn(t, user.email));
      expect(second).not.toBe(first);
      expect((await verify(t, first)).status).toBe(401);
      expect((await verify(t, second)).status).toBe(200);
    });

    it('never sends a link for an older request once a newer one went out', async () => {
      const { user } = await signedInCustomer(t);
      const magicLinks = t.app.get(MagicLinks);
      const earlier = new Date(Date.now() - 60_000).toISOString();
      const newest = await nextToken(t, user.email, () => signIn(t, user.email));
      const sentBefore = (await mailboxTo(t, user.email)).length;
      await magicLinks.send(
        {
          email: user.email,
          role: null,
          isNewAccount: false,
          knownDevice: false,
          requestedAt: earlier,
        },
        'late-job',
      );
      expect(await mailboxTo(t, user.email)).toHaveLength(sentBefore);
      expect((await verify(t, newest)).status).toBe(200);
    });

    it('sends a fresh link, never an expired one, for a request that waited in the queue', async () => {
      const body = signUpBody({ preventEmail: true }); // an account with no link yet
      await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
      const [user] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.destination as string));
      const magicLinks = t.app.get(MagicLinks);
      const longAgo = new Date(Date.now() - 20 * 60_000).toISOString(); // twice the link's life
      const token = await nextToken(t, user.email, () =>
        magicLinks.send(
          {
            email: user.email,
            role: null,
            isNewAccount: false,
            knownDevice: false,
            requestedAt: longAgo,
          },
          'delayed-job',
        ),
      );
      const [row] = await t.database.db
        .select()
        .from(loginTokens)
        .where(eq(loginTokens.user_id, user._id))
        .orderBy(sql`${loginTokens.createdAt} desc`)
        .limit(1);
      expect(row.expires_at.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
      expect((await verify(t, token)).status).toBe(200);
    });

    it('sends nothing twice when the same job runs again', async () => {
      const { user } = await signedInCustomer(t);
      const magicLinks = t.app.get(MagicLinks);
      const request = {
        email: user.email,
        role: null,
        isNewAccount: false,
        knownDevice: false,
        requestedAt: new Date().toISOString(),
      };
      const sentBefore = (await mailboxTo(t, user.email)).length;
      await magicLinks.send(request, 'repeated-job');
      await magicLinks.send(request, 'repeated-job');
      expect(await mailboxTo(t, user.email)).toHaveLength(sentBefore + 1);
    });
  });

  describe('a sign-in e-mail whose job runs again after it went out', () => {
    let smtp: SmtpTestServer;
    let mailed: TestApp;

    beforeAll(async () => {
      smtp = await SmtpTestServer.start();
      mailed = await createTestApp({ SMTP_URL: smtp.url, RUN_WORKERS: 'false' });
    });

    afterAll(async () => {
      await mailed.close();
      await smtp.close();
    });

    /**
     * A customer's sign-in job whose e-mail the mail server took, but whose worker died before it
     * recorded the delivery; `sendAgain` runs the same job again, as the queue does.
     */
    async function linkSentByAWorkerThatDied(jobId: string) {
      const { user } = await signedInCustomer(mailed);
      const request = {
        email: user.email,
        role: null,
        isNewAccount: false,
        knownDevice: false,
        requestedAt: new Date().toISOString(),
      };
      const magicLinks = mailed.app.get(MagicLinks);
      vi.spyOn(mailed.app.get(EmailRepository), 'markSent').mockRejectedValueOnce(
        new Error('the worker died'),
      );
      await expect(magicLinks.send(request, jobId)).rejects.toThrow('the worker died');
      return { user, sendAgain: () => magicLinks.send(request, jobId) };
    }

    it('carries the same working link as the e-mail already delivered', async () => {
      const { user, sendAgain } = await linkSentByAWorkerThatDied('job-after-crash');
      await sendAgain(); // the queue runs the job again
      await sendAgain(); // and once more: it is recorded now

      const links = smtp.deliveredTo(user.email).map(magicLinkTokenIn);
      expect(links).toHaveLength(2);
      expect(new Set(links).size).toBe(1); // one link, whichever e-mail is opened
      expect((await verify(mailed, links[0]!)).status).toBe(200);
      expect((await verify(mailed, links[1]!)).status).toBe(401); // and it works once
    });

    it('sends nothing again once the link has been used', async () => {
      const { user, sendAgain } = await linkSentByAWorkerThatDied('job-used-link');
      const [delivered] = smtp.deliveredTo(user.email).map(magicLinkTokenIn);
      expect((await verify(mailed, delivered!)).status).toBe(200);
      await sendAgain();
      expect(smtp.deliveredTo(user.email)).toHaveLength(1);
    });
  });

  describe('deactivation by staff', () => {
    it('ends a deactivated admin’s sessions and links at once, and no new link brings them back', async () => {
      const boss = await signedInAdmin(t);
      const { agent: theirs, user } = await signedInAdmin(t);
      await theirs.get('/api/admin/users').expect(200);
      const unused = await nextToken(t, user.email, () => signIn(t, user.email));

      const done = await boss.agent.post(`/api/admin/users/${user._id}/deactivate`).expect(200);
      expect(done.body).toMatchObject({ _id: user._id, active: false });
      expect(Date.parse(done.body.deactivated_at)).not.toBeNaN();
      await theirs.get('/api/admin/users').expect(401);
      expect((await verify(t, unused)).status).toBe(401);

      // asking for a link answers as ever, and sends nothing
      const sentBefore = await sentTo(t, user.email);
      expect((await signIn(t, user.email)).status).toBe(200);
      expect(await sentTo(t, user.email)).toBe(sentBefore);
      // a link minted before the deactivation took hold works no more than a new one would
      const raced = newSecret();
      await t.database.db.insert(loginTokens).values({
        user_id: user._id,
        token_hash: hashSecret(raced),
        type: 'admin',
        expires_at: new Date(Date.now() + 60_000),
      });
      expect((await verify(t, raced)).status).toBe(401);
      // ADMIN_EMAILS, read at every start, does not undo it either
      await t.app.get(UsersService).ensureAdmin(user.email);
      const read = await boss.agent.get(`/api/admin/users/${user._id}`).expect(200);
      expect(read.body).toMatchObject({ active: false });
      expect(read.body.deactivated_at).toBe(done.body.deactivated_at);

      // deactivating again changes nothing and records nothing
      await boss.agent.post(`/api/admin/users/${user._id}/deactivate`).expect(200);
      const back = await boss.agent.post(`/api/admin/users/${user._id}/reactivate`).expect(200);
      expect(back.body).toMatchObject({ active: true, deactivated_at: null });
      // the sessions the deactivation ended stay ended once the user is back
      await theirs.get('/api/admin/users').expect(401);
      const token = await nextToken(t, user.email, () => signIn(t, user.email));
      expect((await verify(t, token)).status).toBe(200);

      const history = (await boss.agent.get(`/api/admin/users/${user._id}/events`).expect(200))
        .body as { event_name: string; author: string; authorName: string }[];
      expect(history.map((event) => [event.event_name, event.author])).toEqual([
        ['user_deactivated', boss.user._id],
        ['user_reactivated', boss.user._id],
      ]);
      expect(history[0].authorName).toBe('Admin User');
    });

    it('keeps a customer who signed up and has not opened their link able to finish signing up', async () => {
      const boss = await signedInAdmin(t);
      const body = signUpBody();
      await t.http().post('/api/authentication/sign-up').set(human()).send(body).expect(200);
      const [waiting] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, body.destination as string));
      const listed = await boss.agent.get(`/api/admin/users/${waiting._id}`).expect(200);
      expect(listed.body).toMatchObject({ active: false, deactivated_at: null });
      const token = tokenOf(await magicLinkFor(t, waiting.email));
      const customer = t.agent();
      const verified = await customer
        .get('/api/authentication/verify-user')
        .set('Authorization', `Bearer ${token}`)
        .expect(200);
      expect(verified.body).toMatchObject({ active: true, deactivated_at: null });

      // the same customer deactivated is signed out, sent no link and cannot sign in
      await boss.agent.post(`/api/admin/users/${waiting._id}/deactivate`).expect(200);
      const sentBefore = await sentTo(t, waiting.email);
      await signIn(t, waiting.email);
      expect(await sentTo(t, waiting.email)).toBe(sentBefore);
      await customer.get('/api/users/current').expect(401);
    });

    it('lets no admin deactivate themselves, and answers 404 for nobody', async () => {
      const { agent, user } = await signedInAdmin(t);
      const self = await agent.post(`/api/admin/users/${user._id}/deactivate`).expect(403);
      expect(self.body).toMatchObject({
        code: 'CANNOT_DEACTIVATE_SELF',
        message: 'You cannot deactivate your own account.',
      });
      await agent.get('/api/admin/users').expect(200);
      const nobody = '0123456789abcdef01234567';
      for (const action of ['deactivate', 'reactivate']) {
        const missing = await agent.post(`/api/admin/users/${nobody}/${action}`).expect(404);
        expect(missing.body.message).toBe('User not found');
      }
      await agent.get(`/api/admin/users/${nobody}/events`).expect(404);
    });
  });

  describe('sessions', () => {
    it('end after 7 days without use, and record use at most every few minutes', async () => {
      const { agent, user } = await signedInCustomer(t);
      const setLastSeen = (interval: string) =>
        t.database.db
          .update(sessions)
          .set({ last_seen_at: sql`now() - ${sql.raw(`interval '${interval}'`)}` })
          .where(eq(sessions.user_id, user._id));
      const lastSeen = async () =>
        (await t.database.db.select().from(sessions).where(eq(sessions.user_id, user._id)))[0]
          .last_seen_at;

      await setLastSeen('1 hour');
      await agent.get('/api/users/current').expect(200);
      expect(Date.now() - (await lastSeen()).getTime()).toBeLessThan(60_000);
      const touched = await lastSeen();
      await agent.get('/api/users/current').expect(200);
      expect(await lastSeen()).toEqual(touched);

      await setLastSeen('6 days 23 hours');
      await agent.get('/api/users/current').expect(200);
      await setLastSeen('7 days 1 minute');
      await agent.get('/api/users/current').expect(401);
    });

    it('still end 30 days after sign-in however busy', async () => {
      const { agent, user } = await signedInCustomer(t);
      await t.database.db
        .update(sessions)
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where(eq(sessions.user_id, user._id));
      await agent.get('/api/users/current').expect(401);
    });

    it('all end with "sign out everywhere", which also voids unused links', async () => {
      const { agent: laptop, user } = await signedInCustomer(t);
      const phone = t.agent();
      await phone
        .get('/api/authentication/verify-user')
        .set(
          'Authorization',
          `Bearer ${await nextToken(t, user.email, () => signIn(t, user.email))}`,
        )
        .expect(200);
      const unused = await nextToken(t, user.email, () => signIn(t, user.email));

      const out = await phone.post('/api/authentication/sign-out-everywhere').expect(200);
      expect(out.body).toEqual({ success: true });
      expect(String(out.headers['set-cookie'])).toMatch(/threshold_session=;/);
      await laptop.get('/api/users/current').expect(401);
      await phone.get('/api/users/current').expect(401);
      expect((await verify(t, unused)).status).toBe(401);
      const [row] = await t.database.db.select().from(users).where(eq(users._id, user._id));
      expect(row.active).toBe(true);
    });

    it('"sign out everywhere" needs a session', async () => {
      const response = await t.http().post('/api/authentication/sign-out-everywhere').expect(401);
      expect(response.body.error).toBe('Unauthorized');
    });
  });
});

/** Runs `action` and returns the token of the sign-in e-mail it makes arrive at `email`. */
async function nextToken(t: TestApp, email: string, action: () => Promise<unknown>) {
  const count = async () => (await readMailbox(t)).filter((m) => m.to === email).length;
  const before = await count();
  await action();
  const deadline = Date.now() + 15_000;
  while ((await count()) <= before) {
    if (Date.now() > deadline) throw new Error(`No new e-mail to ${email} arrived`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return tokenOf(await magicLinkFor(t, email));
}
