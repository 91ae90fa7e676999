import type { MockInstance } from 'vitest';
import { createHmac } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { startCallbackReceiver } from '@test/support/callback-receiver';
import { manualClock, providerRejection } from '@test/support/providers';
import { startThirdfortServer, ThirdfortServer } from '@test/support/thirdfort-server';
import type { CheckStatusChange, NewIdentityCheck } from './identity-check-provider';
import { ThirdfortAdapter, ThirdfortConnection } from './thirdfort.adapter';
import { THIRDFORT_DEFAULTS } from '@/platform/config/providers/thirdfort';
import {
  InvalidWebhookSignatureError,
  ThirdfortWebhookVerifier,
} from './thirdfort-webhook.verifier';

const CLIENT_SECRET = 'tf-secret-do-not-log';

/** The account the local server expects by default. */
const account = (server: ThirdfortServer) => ({
  apiUrl: server.apiUrl,
  tokenUrl: server.tokenUrl,
  clientId: 'client_01HQLOCALTEST',
  clientSecret: 'local-client-secret',
  organization: 'org-threshold',
  team: 'team-conveyancing',
});

const ada: NewIdentityCheck = {
  person: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone_number: '+447911123456',
  },
  personType: 'seller',
  reference: 'TH-0001',
};

describe('ThirdfortAdapter against a local Thirdfort server', () => {
  let server: ThirdfortServer;
  let clock: ReturnType<typeof manualClock>;
  let adapter: ThirdfortAdapter;
  let warnings: MockInstance;

  const connect = (overrides: Partial<ThirdfortConnection> = {}) =>
    new ThirdfortAdapter(
      {
        ...THIRDFORT_DEFAULTS,
        ...account(server),
        clientSecret: CLIENT_SECRET,
        timeoutMs: 2000,
        pollPageSize: 2,
        ...overrides,
      },
      clock,
    );

  beforeEach(async () => {
    server = await startThirdfortServer({ clientSecret: CLIENT_SECRET, tokenSeconds: 3600 });
    clock = manualClock();
    adapter = connect();
    warnings = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warnings.mockRestore();
    await server.close();
  });

  const tokenRequests = () => server.requests.filter((r) => r.operation === 'token');

  it('creates a check from the identity template under the team, then reads and cancels it', async () => {
    const created = await adapter.createCheck(ada, 'check-row-1');
    expect(created).toEqual({
      providerId: expect.stringMatching(
        /^organizations\/org-threshold\/teams\/team-conveyancing\/checks\/[0-9a-f]+$/,
      ),
      status: 'pending',
      providerState: 'ACTIVE',
      recommendation: null,
      completedAt: null,
    });

    const create = server.requests.find((r) => r.operation === 'create')!;
    expect(create.path).toBe(
      '/client/api/v1/organizations/org-threshold/teams/team-conveyancing/checks',
    );
    expect(create.contentType).toBe('application/json');
    expect(JSON.parse(create.body)).toEqual({
      displayName: 'Ada Lovelace (seller)',
      clientReference: 'TH-0001',
      template: 'checkTemplates/identity-verification-check-v1-0-0',
      params: {
        '@type':
          'type.googleapis.com/thirdfort.client.checks.type.v1.IdentityVerificationCheckParams',
        subject: {
          givenName: 'Ada',
          familyName: 'Lovelace',
          email: 'ada@example.com',
          phoneNumber: '+447911123456',
        },
      },
    });
    const token = tokenRequests()[0];
    expect(token.contentType).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'client_01HQLOCALTEST',
      client_secret: CLIENT_SECRET,
    });

    expect(await adapter.getCheck(created.providerId)).toMatchObject({ status: 'pending' });
    expect(await adapter.cancelCheck(created.providerId)).toMatchObject({
      providerId: created.providerId,
      status: 'aborted',
      providerState: 'CANCELLED',
    });
    expect(server.requests.at(-1)!.path).toBe(`/client/api/v1/${created.providerId}:cancel`);
    // cancelling again is harmless: the check stays aborted
    expect(await adapter.cancelCheck(created.providerId)).toMatchObject({ status: 'aborted' });
  });

  it('answers the same check when a create is repeated with the same idempotency key', async () => {
    const first = await adapter.createCheck(ada, 'check-row-2');
    const again = await adapter.createCheck(ada, 'check-row-2');
    const other = await adapter.createCheck(ada, 'check-row-3');
    expect(again.providerId).toBe(first.providerId);
    expect(other.providerId).not.toBe(first.providerId);
    expect(server.checks.size).toBe(2);
  });

  it('reports a finished check as complete or failed by its recommendation', async () => {
    const passed = await adapter.createCheck(ada, 'check-row-4');
    const rejected = await adapter.createCheck(ada, 'check-row-5');
    await server.complete(passed.providerId, 'APPROVE');
    await server.complete(rejected.providerId, 'REJECT');
    expect(await adapter.getCheck(passed.providerId)).toMatchObject({
      status: 'complete',
      recommendation: 'APPROVE',
      completedAt: expect.any(Date),
    });
    expect(await adapter.getCheck(rejected.providerId)).toMatchObject({ status: 'failed' });
    // a finished check cannot be cancelled: its state is the answer
    expect(await adapter.cancelCheck(passed.providerId)).toMatchObject({ status: 'complete' });
    expect(
      await adapter.getCheck('organizations/org-threshold/teams/team-conveyancing/checks/none'),
    ).toBeNull();
  });

  it('reuses its token until 90% of its life has passed, then fetches a new one', async () => {
    const check = await adapter.createCheck(ada, 'check-row-6');
    await adapter.getCheck(check.providerId);
    expect(tokenRequests()).toHaveLength(1);
    clock.advanceSeconds(3600 * 0.9 - 1);
    await adapter.getCheck(check.providerId);
    expect(tokenRequests()).toHaveLength(1);
    clock.advanceSeconds(2);
    await adapter.getCheck(check.providerId);
    expect(tokenRequests()).toHaveLength(2);
    const [first, second] = server.requests
      .filter((r) => r.operation === 'get')
      .slice(-2)
      .map((r) => r.authorization);
    expect(first).not.toBe(second);
  });

  it('fetches a token once more when the API refuses the cached one, and carries on', async () => {
    const check = await adapter.createCheck(ada, 'check-row-7');
    server.expireTokens();
    expect(await adapter.getCheck(check.providerId)).toMatchObject({ status: 'pending' });
    expect(tokenRequests()).toHaveLength(2);
    expect(server.requests.filter((r) => r.operation === 'get')).toHaveLength(2);
  });

  it('gives up after one fresh token is refused too, as an error retrying cannot fix', async () => {
    const check = await adapter.createCheck(ada, 'check-row-8');
    server.failNext('get', 401, 2);
    const error = await providerRejection(adapter.getCheck(check.providerId));
    expect(error).toMatchObject({ failure: 'unauthorised', retryable: false });
    expect(server.requests.filter((r) => r.operation === 'get')).toHaveLength(2);
  });

  it('refuses wrong client credentials as not retryable, without repeating the secret', async () => {
    const wrong = connect({ clientSecret: 'not-the-secret' });
    const error = await providerRejection(wrong.createCheck(ada, 'check-row-9'));
    expect(error).toMatchObject({ failure: 'unauthorised', retryable: false });
    expect(error.details).toMatchObject({ httpStatus: 401, providerCode: 'invalid_client' });
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('not-the-secret');
    expect(server.checks.size).toBe(0);
  });

  it('classes rate limits, server errors and timeouts as retryable', async () => {
    server.failNext('create', 429);
    const limited = await providerRejection(adapter.createCheck(ada, 'check-row-10'));
    expect(limited).toMatchObject({ failure: 'rate_limited', retryable: true });
    expect(limited.details.retryAfterSeconds).toBe(30);

    server.failNext('create', 500);
    expect(await providerRejection(adapter.createCheck(ada, 'check-row-10'))).toMatchObject({
      failure: 'server',
      retryable: true,
      details: { httpStatus: 500, providerCode: 'INTERNAL' },
    });

    server.failNext('token', 503);
    expect(await providerRejection(connect().createCheck(ada, 'check-row-10'))).toMatchObject({
      failure: 'server',
      retryable: true,
    });

    server.failNext('create', 'timeout');
    const quick = connect({ timeoutMs: 150 });
    expect(await providerRejection(quick.createCheck(ada, 'check-row-10'))).toMatchObject({
      failure: 'timeout',
      retryable: true,
    });

    // after the failures, the same idempotency key still makes exactly one check
    await adapter.createCheck(ada, 'check-row-10');
    await adapter.createCheck(ada, 'check-row-10');
    expect(server.checks.size).toBe(1);
  });

  it('classes a request the provider rejects as not retryable', async () => {
    const error = await providerRejection(
      adapter.createCheck({ ...ada, person: { ...ada.person, phone_number: '07911123456' } }, 'x'),
    );
    expect(error).toMatchObject({
      failure: 'rejected',
      retryable: false,
      details: { httpStatus: 400, providerCode: 'INVALID_ARGUMENT' },
    });
    await expect(adapter.getCheck('organizations/o/teams/t/checks/../../x')).rejects.toMatchObject({
      failure: 'rejected',
    });
  });

  it('never logs a token, a secret or what it sent about the person', async () => {
    server.failNext('create', 500);
    await providerRejection(adapter.createCheck(ada, 'check-row-11'));
    const logged = JSON.stringify(warnings.mock.calls);
    expect(logged).toContain('create check failed');
    for (const secret of [CLIENT_SECRET, 'eyJ.', 'ada@example.com', 'Lovelace', '+447911123456']) {
      expect(logged).not.toContain(secret);
    }
  });

  it('reads status changes from the notification feed, a page at a time, oldest first', async () => {
    const checks = [];
    for (const key of ['a', 'b', 'c']) checks.push(await adapter.createCheck(ada, `feed-${key}`));
    await server.complete(checks[0].providerId, 'APPROVE');
    server.notify({
      name: 'organizations/org-threshold/notifications/alert-1',
      type: 'notification.client.monitoring_alert.v1',
      payload: { subject: 'x' },
    });
    await server.complete(checks[1].providerId, 'REJECT');

    const first = await adapter.listStatusChanges(null);
    expect(first.changes.map((c) => [c.providerId, c.status])).toEqual([
      [checks[0].providerId, 'complete'],
    ]);
    expect(first.more).toBe(true);
    expect(server.requests.at(-1)!.query).toEqual({ page_size: '2' });

    const second = await adapter.listStatusChanges(first.cursor);
    expect(second.changes.map((c) => [c.providerId, c.status])).toEqual([
      [checks[1].providerId, 'failed'],
    ]);
    expect(second.more).toBe(false);

    const idle = await adapter.listStatusChanges(second.cursor);
    expect(idle.changes).toEqual([]);

    await server.complete(checks[2].providerId, 'APPROVE');
    const later = await adapter.listStatusChanges(idle.cursor);
    expect(later.changes.map((c) => c.providerId)).toEqual([checks[2].providerId]);
  });
});

describe('Thirdfort webhooks', () => {
  const SECRET = 'whsec-thirdfort-local';
  const HEADER = 'X-Thirdfort-Signature';

  it('accepts a delivery signed with the shared secret and refuses a forged one', async () => {
    const verifier = new ThirdfortWebhookVerifier(SECRET, HEADER);
    const accepted: CheckStatusChange[] = [];
    const receiver = await startCallbackReceiver((body, headers) => {
      try {
        accepted.push(...verifier.verify(body, headers));
        return 204;
      } catch (error) {
        if (error instanceof InvalidWebhookSignatureError) return 401;
        throw error;
      }
    });
    const genuine = await startThirdfortServer({
      webhook: { url: receiver.url, secret: SECRET, header: HEADER },
    });
    const forger = await startThirdfortServer({
      webhook: { url: receiver.url, secret: 'guessed-secret', header: HEADER },
    });
    const clock = manualClock();
    const connection = (server: ThirdfortServer) =>
      new ThirdfortAdapter({ ...THIRDFORT_DEFAULTS, ...account(server) }, clock);
    try {
      const check = await connection(genuine).createCheck(ada, 'hook-1');
      expect(await genuine.complete(check.providerId, 'APPROVE')).toBe(204);
      expect(accepted).toEqual([
        expect.objectContaining({ providerId: check.providerId, status: 'complete' }),
      ]);

      const forged = await connection(forger).createCheck(ada, 'hook-2');
      expect(await forger.complete(forged.providerId, 'APPROVE')).toBe(401);
      expect(accepted).toHaveLength(1);
    } finally {
      await genuine.close();
      await forger.close();
      await receiver.close();
    }
  });

  it('refuses a delivery whose body was changed after signing, or that carries no signature', () => {
    const verifier = new ThirdfortWebhookVerifier(SECRET, HEADER);
    const body = Buffer.from('{"name":"n1"}');
    const signature = createHmac('sha256', SECRET).update(body).digest('hex');
    expect(verifier.verify(body, { 'x-thirdfort-signature': `sha256=${signature}` })).toEqual([]);
    expect(() =>
      verifier.verify(Buffer.from('{"name":"n2"}'), { 'x-thirdfort-signature': signature }),
    ).toThrow(InvalidWebhookSignatureError);
    expect(() => verifier.verify(body, {})).toThrow(InvalidWebhookSignatureError);
    expect(() => verifier.verify(body, { 'x-thirdfort-signature': 'abc' })).toThrow(
      InvalidWebhookSignatureError,
    );
  });
});
