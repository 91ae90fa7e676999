import { manualClock } from '@test/support/providers';
import type { NewIdentityCheck } from './identity-check-provider';
import {
  IdentityCheckSimulator,
  InMemorySimulatedCheckStore,
  simulatedOutcomeFor,
} from './identity-check.simulator';
import { THIRDFORT_DEFAULTS } from '@/platform/config/providers/thirdfort';
import { identityChecksFromSettings } from './identity-checks.factory';

const person = (email: string): NewIdentityCheck => ({
  person: { first_name: 'Ada', last_name: 'Lovelace', email, phone_number: '+447911123456' },
  personType: 'buyer',
  reference: 'TH-0002',
});

describe('IdentityCheckSimulator', () => {
  const settings = {
    organization: 'simulator',
    team: 'simulator',
    completionSeconds: 60,
    pageSize: 2,
  };
  let clock: ReturnType<typeof manualClock>;
  let store: InMemorySimulatedCheckStore;
  let simulator: IdentityCheckSimulator;

  beforeEach(() => {
    clock = manualClock();
    store = new InMemorySimulatedCheckStore();
    simulator = new IdentityCheckSimulator(settings, store, clock);
  });

  it('picks the outcome from an e-mail tag', () => {
    expect(simulatedOutcomeFor('ada@example.com')).toBe('approve');
    expect(simulatedOutcomeFor('ada+FAIL@example.com')).toBe('reject');
    expect(simulatedOutcomeFor('ada+pending@example.com')).toBe('never');
    expect(simulatedOutcomeFor('ada@fail.example.com')).toBe('approve');
  });

  it('keeps a new check pending, then completes or fails it once its time has come', async () => {
    const passes = await simulator.createCheck(person('ada@example.com'), 'row-1');
    const fails = await simulator.createCheck(person('ada+fail@example.com'), 'row-2');
    expect(passes).toMatchObject({
      providerId: expect.stringMatching(/^organizations\/simulator\/teams\/simulator\/checks\/sim/),
      status: 'pending',
      providerState: 'ACTIVE',
    });
    clock.advanceSeconds(59);
    expect(await simulator.getCheck(passes.providerId)).toMatchObject({ status: 'pending' });
    clock.advanceSeconds(1);
    expect(await simulator.getCheck(passes.providerId)).toMatchObject({
      status: 'complete',
      recommendation: 'APPROVE',
      completedAt: new Date('2025-03-01T09:01:00Z'),
    });
    expect(await simulator.getCheck(fails.providerId)).toMatchObject({
      status: 'failed',
      recommendation: 'REJECT',
    });
  });

  it('answers the same check for a repeated idempotency key', async () => {
    const first = await simulator.createCheck(person('ada@example.com'), 'row-3');
    clock.advanceSeconds(10);
    const again = await simulator.createCheck(person('ada@example.com'), 'row-3');
    expect(again.providerId).toBe(first.providerId);
    clock.advanceSeconds(50);
    expect(await simulator.getCheck(first.providerId)).toMatchObject({ status: 'complete' });
  });

  it('cancels a pending check for good, and leaves a finished one as it is', async () => {
    const pending = await simulator.createCheck(person('ada+pending@example.com'), 'row-4');
    const finishing = await simulator.createCheck(person('ada@example.com'), 'row-5');
    clock.advanceSeconds(30);
    expect(await simulator.cancelCheck(pending.providerId)).toMatchObject({
      status: 'aborted',
      providerState: 'CANCELLED',
    });
    clock.advanceSeconds(3600);
    expect(await simulator.getCheck(pending.providerId)).toMatchObject({ status: 'aborted' });
    expect(await simulator.cancelCheck(finishing.providerId)).toMatchObject({ status: 'complete' });
    await expect(
      simulator.cancelCheck('organizations/simulator/teams/simulator/checks/unknown'),
    ).rejects.toMatchObject({ failure: 'not_found', retryable: false });
  });

  it('lists completions as a notification feed, a page at a time, never twice', async () => {
    const a = await simulator.createCheck(person('a@example.com'), 'feed-a');
    clock.advanceSeconds(5);
    const b = await simulator.createCheck(person('b+fail@example.com'), 'feed-b');
    clock.advanceSeconds(5);
    const cancelled = await simulator.createCheck(person('c@example.com'), 'feed-c');
    await simulator.cancelCheck(cancelled.providerId);
    clock.advanceSeconds(5);
    const c = await simulator.createCheck(person('d@example.com'), 'feed-d');

    expect((await simulator.listStatusChanges(null)).changes).toEqual([]);
    clock.advanceSeconds(60);
    const first = await simulator.listStatusChanges(null);
    expect(first.changes.map((change) => [change.providerId, change.status])).toEqual([
      [a.providerId, 'complete'],
      [b.providerId, 'failed'],
    ]);
    expect(first.more).toBe(true);
    const second = await simulator.listStatusChanges(first.cursor);
    expect(second.changes.map((change) => change.providerId)).toEqual([c.providerId]);
    expect(second.more).toBe(false);
    const idle = await simulator.listStatusChanges(second.cursor);
    expect(idle).toEqual({ changes: [], cursor: second.cursor, more: false });
  });

  it('carries on from its store after a restart', async () => {
    const check = await simulator.createCheck(person('ada@example.com'), 'row-6');
    const restarted = new IdentityCheckSimulator(settings, store, clock);
    clock.advanceSeconds(60);
    expect(await restarted.getCheck(check.providerId)).toMatchObject({ status: 'complete' });
    expect((await restarted.listStatusChanges(null)).changes).toHaveLength(1);
  });
});

describe('identityChecksFromSettings', () => {
  const clock = manualClock();

  it('runs the simulator without THIRDFORT_API_URL, and refuses every call where it may not run', async () => {
    const local = identityChecksFromSettings(THIRDFORT_DEFAULTS, { clock, simulatorAllowed: true });
    expect(local.provider.name).toBe('simulator');
    expect(local.webhookVerifier).toBeNull();
    const production = identityChecksFromSettings(THIRDFORT_DEFAULTS, {
      clock,
      simulatorAllowed: false,
    });
    await expect(
      production.provider.createCheck(person('ada@example.com'), 'row'),
    ).rejects.toMatchObject({ failure: 'not_configured', retryable: false });
  });

  it('selects Thirdfort with THIRDFORT_API_URL and names every missing setting', () => {
    expect(() =>
      identityChecksFromSettings(
        { ...THIRDFORT_DEFAULTS, apiUrl: 'https://api.thirdfort.dev/client/api' },
        { clock, simulatorAllowed: true },
      ),
    ).toThrow(
      'THIRDFORT_TOKEN_URL is required when THIRDFORT_API_URL is set; THIRDFORT_CLIENT_ID is required',
    );
    const real = identityChecksFromSettings(
      {
        ...THIRDFORT_DEFAULTS,
        apiUrl: 'https://api.thirdfort.dev/client/api',
        tokenUrl: 'https://auth.example/oauth2/token',
        clientId: 'client_01',
        clientSecret: 'secret',
        organization: 'org',
        team: 'team',
        webhookSecret: 'whsec',
      },
      { clock, simulatorAllowed: true },
    );
    expect(real.provider.name).toBe('thirdfort');
    expect(real.webhookVerifier).not.toBeNull();
  });
});
