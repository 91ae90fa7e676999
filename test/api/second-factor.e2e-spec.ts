import { createTestApp, TestApp } from '@test/support/app';
import { readMailbox } from '@test/support/mailbox';
import {
  enrolPasskey,
  SoftwareAuthenticator,
  verifyWithPasskey,
} from '@test/support/authenticator';
import {
  agentFor,
  human,
  signedInAdmin,
  signedInCustomer,
  SignedIn,
} from '@test/support/factories';

type HistoryEntry = { event_name: string; authorName: string | null; comments: string | null };
type Summary = {
  passkeys: { _id: string; name: string; createdAt: string; lastUsedAt: string | null }[];
  recoveryCodesLeft: number;
};

const SF = '/api/authentication/second-factor';

async function statusOf(signedIn: Pick<SignedIn, 'agent'>): Promise<string> {
  const { body } = await signedIn.agent.get('/api/users/current').expect(200);
  return (body as { secondFactor: { status: string } }).secondFactor.status;
}

async function historyOf(t: TestApp, viewer: SignedIn, userId: string): Promise<HistoryEntry[]> {
  const { body } = await viewer.agent
    .get('/api/admin/history')
    .query({ subjectId: userId, limit: 100 })
    .expect(200);
  return (body as { items: HistoryEntry[] }).items;
}

describe('staff second factor where it is offered (development and test by default)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** A new session of the same admin, as after opening another magic link. */
  const newSession = async (admin: SignedIn): Promise<SignedIn> => ({
    // each from its own client address: the per-IP limit bites only the test aimed at it
    agent: (await agentFor(t, admin.user._id)).set('X-Forwarded-For', human()['X-Forwarded-For']),
    user: admin.user,
  });

  it('lets an admin who has not enrolled into the back office and tells the client so', async () => {
    const admin = await signedInAdmin(t);
    const { body } = await admin.agent.get('/api/users/current').expect(200);
    expect(body.secondFactor).toEqual({
      status: 'not-required',
      hasPasskey: false,
      mode: 'offered',
    });
    await admin.agent.get('/api/admin/users').expect(200);
  });

  it('leaves customers alone: no second factor, and still no back office', async () => {
    const customer = await signedInCustomer(t);
    const { body } = await customer.agent.get('/api/users/current').expect(200);
    expect(body.secondFactor).toMatchObject({ status: 'not-required', hasPasskey: false });
    const refused = await customer.agent.get('/api/admin/users').expect(403);
    expect(refused.body.code).toBe('ADMIN_ONLY');
    const options = await customer.agent.post(`${SF}/registration-options`).expect(403);
    expect(options.body.code).toBe('ADMIN_ONLY');
    await customer.agent.post(`${SF}/recovery-code`).send({ code: 'AAAA-BBBB' }).expect(403);
    await customer.agent.get('/api/users/current/properties').expect(200);
  });

  it('enrols a passkey, issues ten recovery codes once, and then asks every new session for it', async () => {
    const admin = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    const added = await enrolPasskey(admin.agent, laptop, 'Work laptop');
    expect(added.passkey.name).toBe('Work laptop');
    expect(added.recoveryCodes).toHaveLength(10);
    expect(new Set(added.recoveryCodes).size).toBe(10);
    expect(await statusOf(admin)).toBe('passed');

    // a second passkey issues no new codes
    const phone = new SoftwareAuthenticator();
    expect((await enrolPasskey(admin.agent, phone, 'Phone')).recoveryCodes).toBeUndefined();

    // the next sign-in: the magic link alone no longer opens the back office
    const next = await newSession(admin);
    expect(await statusOf(next)).toBe('verify');
    const refused = await next.agent.get('/api/admin/users').expect(403);
    expect(refused.body.code).toBe('SECOND_FACTOR_REQUIRED');
    // nor may it add a passkey of its own before proving it holds one
    const sneaky = await next.agent.post(`${SF}/registration-options`).expect(403);
    expect(sneaky.body.code).toBe('SECOND_FACTOR_REQUIRED');

    const passed = await verifyWithPasskey(next.agent, phone);
    expect(passed.status).toBe(200);
    expect(passed.body).toEqual({ status: 'passed', recoveryCodesLeft: 10 });
    await next.agent.get('/api/admin/users').expect(200);

    const summary = (await next.agent.get('/api/admin/security').expect(200)).body as Summary;
    expect(summary.recoveryCodesLeft).toBe(10);
    expect(summary.passkeys.map((passkey) => passkey.name)).toEqual(['Work laptop', 'Phone']);
    expect(summary.passkeys[1].lastUsedAt).not.toBeNull();

    const history = await historyOf(t, next, admin.user._id);
    expect(history.filter((entry) => entry.event_name === 'passkey_added')).toHaveLength(2);
    expect(history[0].authorName).toBe('Admin User');
    const written = JSON.stringify(history);
    for (const code of added.recoveryCodes ?? []) expect(written).not.toContain(code);
    expect(written).not.toContain(laptop.id);
  });

  it('refuses a wrong authenticator and an unknown passkey, and records the failure', async () => {
    const admin = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    await enrolPasskey(admin.agent, laptop);
    const next = await newSession(admin);

    const impostor = await verifyWithPasskey(next.agent, laptop.impostor());
    expect(impostor.status).toBe(403);
    expect(impostor.body.code).toBe('PASSKEY_NOT_RECOGNISED');
    const stranger = await verifyWithPasskey(next.agent, new SoftwareAuthenticator());
    expect(stranger.status).toBe(403);
    expect(stranger.body.code).toBe('PASSKEY_NOT_RECOGNISED');
    // a passkey for another site (another origin) is refused too
    const elsewhere = new SoftwareAuthenticator('http://evil.example', laptop.credentialId);
    expect((await verifyWithPasskey(next.agent, elsewhere)).status).toBe(403);
    await next.agent.get('/api/admin/users').expect(403);
    expect(await statusOf(next)).toBe('verify');

    expect((await verifyWithPasskey(next.agent, laptop)).status).toBe(200);
    const failures = (await historyOf(t, next, admin.user._id)).filter(
      (entry) => entry.event_name === 'second_factor_failed',
    );
    expect(failures).toHaveLength(3);
  });

  it('answers each challenge once and only while it is fresh', async () => {
    const admin = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    await enrolPasskey(admin.agent, laptop);

    const next = await newSession(admin);
    const { body } = await next.agent.post(`${SF}/authentication-options`).expect(200);
    const answer = laptop.assert(body.options);
    await next.agent.post(`${SF}/verify`).send({ response: answer }).expect(200);

    // the same answer again, in another new session or the same one: the challenge is spent
    const replayed = await next.agent.post(`${SF}/verify`).send({ response: answer }).expect(403);
    expect(replayed.body.code).toBe('CHALLENGE_EXPIRED');
    const other = await newSession(admin);
    await other.agent.post(`${SF}/verify`).send({ response: answer }).expect(403);
    // a challenge given to one session is no use to another
    const stolen = await other.agent.post(`${SF}/authentication-options`).expect(200);
    const third = await newSession(admin);
    await third.agent
      .post(`${SF}/verify`)
      .send({ response: laptop.assert(stolen.body.options) })
      .expect(403);
    // an answer after five minutes is too late
    const late = await third.agent.post(`${SF}/authentication-options`).expect(200);
    t.clock.advance(5 * 60_000 + 1000);
    try {
      const tooLate = await third.agent
        .post(`${SF}/verify`)
        .send({ response: laptop.assert(late.body.options) })
        .expect(403);
      expect(tooLate.body.code).toBe('CHALLENGE_EXPIRED');
    } finally {
      t.clock.reset();
    }
    // a registration challenge is no sign-in challenge
    const registration = await admin.agent.post(`${SF}/registration-options`).expect(200);
    const mixed = await newSession(admin);
    await mixed.agent
      .post(`${SF}/verify`)
      .send({ response: laptop.assert({ challenge: registration.body.options.challenge }) })
      .expect(403);
  });

  it('lets a recovery code in exactly once', async () => {
    const admin = await signedInAdmin(t);
    const { recoveryCodes } = await enrolPasskey(admin.agent, new SoftwareAuthenticator());
    const code = recoveryCodes![3];

    const first = await newSession(admin);
    const used = await first.agent
      .post(`${SF}/recovery-code`)
      .send({ code: ` ${code.toLowerCase()} ` })
      .expect(200);
    expect(used.body).toEqual({ status: 'passed', recoveryCodesLeft: 9 });
    await first.agent.get('/api/admin/users').expect(200);

    const second = await newSession(admin);
    const again = await second.agent.post(`${SF}/recovery-code`).send({ code }).expect(403);
    expect(again.body.code).toBe('RECOVERY_CODE_INVALID');
    await second.agent.get('/api/admin/users').expect(403);
    await second.agent
      .post(`${SF}/recovery-code`)
      .send({ code: 'ABCD-EFGH-JKMN-PQRS' })
      .expect(403);

    const history = await historyOf(t, first, admin.user._id);
    expect(history.map((entry) => entry.event_name)).toEqual(
      expect.arrayContaining(['recovery_code_used', 'second_factor_failed']),
    );
    expect(JSON.stringify(history)).not.toContain(code);
  });

  it('replaces every recovery code when they are regenerated', async () => {
    const admin = await signedInAdmin(t);
    const { recoveryCodes } = await enrolPasskey(admin.agent, new SoftwareAuthenticator());
    const fresh = await admin.agent.post('/api/admin/security/recovery-codes').expect(200);
    expect(fresh.body.recoveryCodes).toHaveLength(10);
    expect(fresh.body.recoveryCodes).not.toContain(recoveryCodes![0]);
    const old = await newSession(admin);
    await old.agent.post(`${SF}/recovery-code`).send({ code: recoveryCodes![0] }).expect(403);
    await old.agent
      .post(`${SF}/recovery-code`)
      .send({ code: fresh.body.recoveryCodes[0] })
      .expect(200);
    const summary = (await old.agent.get('/api/admin/security').expect(200)).body as Summary;
    expect(summary.recoveryCodesLeft).toBe(9);
  });

  it('limits failed attempts on one session, tells the admin, and leaves their other devices be', async () => {
    const admin = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    await enrolPasskey(admin.agent, laptop);
    // Successes never count: a dozen passkey sign-ins on one session, then ten failures still
    // reach the limit only with the tenth.
    const next = await newSession(admin);
    for (let success = 0; success < 12; success += 1) {
      expect((await verifyWithPasskey(next.agent, laptop)).status).toBe(200);
    }
    const stolen = await newSession(admin);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await stolen.agent
        .post(`${SF}/recovery-code`)
        .send({ code: `WRONG-${attempt}` })
        .expect(403);
    }
    const limited = await stolen.agent
      .post(`${SF}/recovery-code`)
      .send({ code: 'WRONG' })
      .expect(429);
    expect(limited.headers['retry-after']).toBeDefined();
    // the locked session's valid passkey waits too...
    expect((await verifyWithPasskey(stolen.agent, laptop)).status).toBe(429);
    // ...but the admin's passkey works on another device
    const phone = await newSession(admin);
    expect((await verifyWithPasskey(phone.agent, laptop)).status).toBe(200);
    expect(await statusOf(phone)).toBe('passed');
    // and the admin is told once, by e-mail
    await t.jobs.runDue({ queues: ['email.send'] });
    const told = (await readMailbox(t)).filter(
      (mail) => mail.to === admin.user.email && /paused on one device/.test(mail.subject),
    );
    expect(told).toHaveLength(1);
    expect(told[0].text).toContain('/admin/security');
  });

  it('lets a success clear the failures before it', async () => {
    const admin = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    await enrolPasskey(admin.agent, laptop);
    const next = await newSession(admin);
    for (let round = 0; round < 2; round += 1) {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        await next.agent
          .post(`${SF}/recovery-code`)
          .send({ code: `WRONG-${attempt}` })
          .expect(403);
      }
      expect((await verifyWithPasskey(next.agent, laptop)).status).toBe(200);
    }
  });

  it('renames and removes passkeys, keeping the last one while no recovery code is left', async () => {
    const admin = await signedInAdmin(t);
    const other = await signedInAdmin(t);
    const laptop = new SoftwareAuthenticator();
    const { passkey } = await enrolPasskey(admin.agent, laptop, 'Laptop');
    const { passkey: phone } = await enrolPasskey(
      admin.agent,
      new SoftwareAuthenticator(),
      'Phone',
    );

    const renamed = await admin.agent
      .patch(`/api/admin/security/passkeys/${passkey._id}`)
      .send({ name: '  Work laptop ' })
      .expect(200);
    expect(renamed.body.name).toBe('Work laptop');
    await admin.agent
      .patch(`/api/admin/security/passkeys/${passkey._id}`)
      .send({ name: '' })
      .expect(400);
    // another admin's passkey is not yours to touch
    await other.agent.delete(`/api/admin/security/passkeys/${passkey._id}`).expect(404);

    const left = await admin.agent.delete(`/api/admin/security/passkeys/${phone._id}`).expect(200);
    expect((left.body as Summary).passkeys.map((row) => row.name)).toEqual(['Work laptop']);

    // ten new codes, every one of them used
    const after = await admin.agent.post('/api/admin/security/recovery-codes').expect(200);
    expect(after.body.recoveryCodes).toHaveLength(10);
    for (const code of after.body.recoveryCodes as string[]) {
      const session = await newSession(admin);
      await session.agent.post(`${SF}/recovery-code`).send({ code }).expect(200);
    }
    // no code left: the last passkey stays
    const last = await admin.agent
      .delete(`/api/admin/security/passkeys/${passkey._id}`)
      .expect(409);
    expect(last.body.code).toBe('LAST_PASSKEY');
    await admin.agent.post('/api/admin/security/recovery-codes').expect(200);
    const none = await admin.agent
      .delete(`/api/admin/security/passkeys/${passkey._id}`)
      .expect(200);
    expect((none.body as Summary).passkeys).toEqual([]);
    // with codes and no passkey, the next sign-in still needs a code
    const next = await newSession(admin);
    const { body } = await next.agent.get('/api/users/current').expect(200);
    expect(body.secondFactor).toMatchObject({ status: 'verify', hasPasskey: false });
    expect((await next.agent.post(`${SF}/authentication-options`).expect(409)).body.code).toBe(
      'NO_PASSKEY',
    );

    const names = (await historyOf(t, admin, admin.user._id)).map((entry) => entry.event_name);
    expect(names).toEqual(
      expect.arrayContaining([
        'passkey_renamed',
        'passkey_removed',
        'recovery_codes_regenerated',
        'recovery_code_used',
      ]),
    );
  });
});

describe('staff second factor where it is required (STAFF_SECOND_FACTOR=required)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ STAFF_SECOND_FACTOR: 'required' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps an admin out of every /api/admin route until they enrol, then lets them in', async () => {
    const admin = await signedInAdmin(t);
    const { body } = await admin.agent.get('/api/users/current').expect(200);
    expect(body.secondFactor).toEqual({ status: 'enrol', hasPasskey: false, mode: 'required' });
    for (const path of ['/api/admin/users', '/api/admin/security', '/api/admin/history']) {
      const refused = await admin.agent.get(path).expect(403);
      expect(refused.body.code).toBe('SECOND_FACTOR_REQUIRED');
    }
    const laptop = new SoftwareAuthenticator();
    const { recoveryCodes } = await enrolPasskey(admin.agent, laptop);
    expect(recoveryCodes).toHaveLength(10);
    await admin.agent.get('/api/admin/users').expect(200);

    const next = await agentFor(t, admin.user._id);
    await next.get('/api/admin/users').expect(403);
    expect((await verifyWithPasskey(next, laptop)).status).toBe(200);
    await next.get('/api/admin/users').expect(200);
  });

  it('still leaves customers alone', async () => {
    const customer = await signedInCustomer(t);
    const { body } = await customer.agent.get('/api/users/current').expect(200);
    expect(body.secondFactor.status).toBe('not-required');
    expect((await customer.agent.get('/api/admin/users').expect(403)).body.code).toBe('ADMIN_ONLY');
  });
});
