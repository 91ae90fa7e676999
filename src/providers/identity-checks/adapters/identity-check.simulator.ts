import { createHash } from 'node:crypto';
import type { ClockLike } from '@/platform/common/provider-http';
import { ProviderError } from '@/platform/common/provider-http';
import {
  CheckStatusChange,
  IDENTITY_PROVIDER,
  IdentityCheckProvider,
  NewIdentityCheck,
  ProviderCheck,
  StatusChangePage,
} from './identity-check-provider';
import { fromThirdfortCheck, fromThirdfortNotification, isCheckName } from './thirdfort.mapping';

/** What the simulated person does: pass, fail, or never finish the check. */
export type SimulatedOutcome = 'approve' | 'reject' | 'never';

/** A check the simulator made; everything else about it follows from these fields and the time. */
export type SimulatedCheck = {
  /** Thirdfort-shaped resource name, the provider id. */
  name: string;
  reference: string;
  outcome: SimulatedOutcome;
  createdAt: Date;
  /** When it finishes (null: never). */
  completesAt: Date | null;
  cancelledAt: Date | null;
};

export type CompletionCursor = { at: Date; name: string };

/**
 * Where the simulator keeps its checks. The module backs it with a table so checks survive a
 * restart; tests and throw-away runs use the in-memory store below.
 */
export type SimulatedCheckStore = {
  /** Stores the check unless one with its name exists; answers the stored one. */
  insertOnce(check: SimulatedCheck): Promise<SimulatedCheck>;
  findByName(name: string): Promise<SimulatedCheck | null>;
  /** Sets `cancelledAt` unless already set; answers the stored check (null when unknown). */
  markCancelled(name: string, at: Date): Promise<SimulatedCheck | null>;
  /**
   * Checks that finished (`completesAt` ≤ `until`, not cancelled before that), ordered by
   * `completesAt` then name, strictly after `after`, at most `limit`.
   */
  listCompletions(
    after: CompletionCursor | null,
    until: Date,
    limit: number,
  ): Promise<SimulatedCheck[]>;
};

export class InMemorySimulatedCheckStore implements SimulatedCheckStore {
  private readonly checks = new Map<string, SimulatedCheck>();

  async insertOnce(check: SimulatedCheck): Promise<SimulatedCheck> {
    if (!this.checks.has(check.name)) this.checks.set(check.name, { ...check });
    return { ...this.checks.get(check.name)! };
  }

  async findByName(name: string): Promise<SimulatedCheck | null> {
    const check = this.checks.get(name);
    return check ? { ...check } : null;
  }

  async markCancelled(name: string, at: Date): Promise<SimulatedCheck | null> {
    const check = this.checks.get(name);
    if (!check) return null;
    check.cancelledAt ??= at;
    return { ...check };
  }

  async listCompletions(
    after: CompletionCursor | null,
    until: Date,
    limit: number,
  ): Promise<SimulatedCheck[]> {
    return [...this.checks.values()]
      .filter((check) => check.completesAt && check.completesAt <= until)
      .filter((check) => !check.cancelledAt || check.cancelledAt >= check.completesAt!)
      .filter((check) => !after || compareCompletion(check, after) > 0)
      .sort((a, b) => compareCompletion(a, { at: b.completesAt!, name: b.name }))
      .slice(0, limit)
      .map((check) => ({ ...check }));
  }
}

function compareCompletion(check: SimulatedCheck, cursor: CompletionCursor): number {
  const byTime = check.completesAt!.getTime() - cursor.at.getTime();
  return byTime !== 0 ? byTime : check.name < cursor.name ? -1 : check.name > cursor.name ? 1 : 0;
}

export type IdentityCheckSimulatorSettings = {
  organization: string;
  team: string;
  /** Seconds from creation until a check finishes. */
  completionSeconds: number;
  pageSize: number;
};

/**
 * The outcome chosen by the person's e-mail: `+fail` in its local part (ada+fail@…) fails the
 * check, `+pending` leaves it pending until cancelled, anything else passes.
 */
export function simulatedOutcomeFor(email: string): SimulatedOutcome {
  const local = email.split('@')[0].toLowerCase();
  if (local.includes('+fail')) return 'reject';
  if (local.includes('+pending')) return 'never';
  return 'approve';
}

/**
 * Stands in for Thirdfort in the embedded default. A created check is pending (ACTIVE), then
 * after `completionSeconds` becomes COMPLETE, recommended APPROVE or REJECT by the rule of
 * `simulatedOutcomeFor`; a pending check can be cancelled. Its state is worked out from the
 * stored check and the clock, and its completions are listed as a Thirdfort-shaped notification
 * feed that goes through the same mapping as the real one.
 */
export class IdentityCheckSimulator extends IdentityCheckProvider {
  readonly name = 'simulator';

  constructor(
    private readonly settings: IdentityCheckSimulatorSettings,
    private readonly store: SimulatedCheckStore,
    private readonly clock: ClockLike,
  ) {
    super();
  }

  async createCheck(check: NewIdentityCheck, idempotencyKey: string): Promise<ProviderCheck> {
    const id = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 20);
    const { organization, team, completionSeconds } = this.settings;
    const createdAt = this.clock.now();
    const outcome = simulatedOutcomeFor(check.person.email);
    const stored = await this.store.insertOnce({
      name: `organizations/${organization}/teams/${team}/checks/sim${id}`,
      reference: check.reference,
      outcome,
      createdAt,
      completesAt:
        outcome === 'never' ? null : new Date(createdAt.getTime() + completionSeconds * 1000),
      cancelledAt: null,
    });
    return this.toProviderCheck(stored);
  }

  async getCheck(providerId: string): Promise<ProviderCheck | null> {
    const check = isCheckName(providerId) ? await this.store.findByName(providerId) : null;
    return check ? this.toProviderCheck(check) : null;
  }

  async cancelCheck(providerId: string): Promise<ProviderCheck> {
    const check = await this.getCheck(providerId);
    if (!check) {
      throw new ProviderError(IDENTITY_PROVIDER, 'not_found', 'No such identity check.');
    }
    if (check.status !== 'pending') return check;
    const cancelled = await this.store.markCancelled(providerId, this.clock.now());
    return this.toProviderCheck(cancelled!);
  }

  async listStatusChanges(cursor: string | null): Promise<StatusChangePage> {
    const { pageSize, organization } = this.settings;
    const finished = await this.store.listCompletions(
      decodeCursor(cursor),
      this.clock.now(),
      pageSize,
    );
    const changes = finished
      .map((check) => fromThirdfortNotification(this.notification(check, organization)))
      .filter((change): change is CheckStatusChange => change !== null);
    const last = finished.at(-1);
    return {
      changes,
      cursor: last ? encodeCursor({ at: last.completesAt!, name: last.name }) : cursor,
      more: finished.length === pageSize,
    };
  }

  /** The check as Thirdfort's API would show it now. */
  private resource(check: SimulatedCheck) {
    const now = this.clock.now();
    const cancelled =
      check.cancelledAt !== null && (!check.completesAt || check.cancelledAt < check.completesAt);
    const finished = !cancelled && check.completesAt !== null && check.completesAt <= now;
    return {
      name: check.name,
      clientReference: check.reference,
      createTime: check.createdAt.toISOString(),
      state: cancelled ? 'CANCELLED' : finished ? 'COMPLETE' : 'ACTIVE',
      recommendation: finished ? (check.outcome === 'reject' ? 'REJECT' : 'APPROVE') : undefined,
      completeTime: finished ? check.completesAt!.toISOString() : undefined,
    };
  }

  private toProviderCheck(check: SimulatedCheck): ProviderCheck {
    return fromThirdfortCheck(this.resource(check))!;
  }

  private notification(check: SimulatedCheck, organization: string) {
    const resource = this.resource(check);
    return {
      name: `organizations/${organization}/notifications/${check.name.split('/').at(-1)}`,
      type: 'notification.client.check_complete.v1',
      createTime: check.completesAt!.toISOString(),
      payload: {
        '@type': 'type.googleapis.com/thirdfort.client.notifications.v1.CheckCompleteData',
        check: check.name,
        state: resource.state,
        recommendation: resource.recommendation,
        completeTime: resource.completeTime,
      },
    };
  }
}

function encodeCursor(cursor: CompletionCursor): string {
  return Buffer.from(`${cursor.at.getTime()}|${cursor.name}`).toString('base64url');
}

function decodeCursor(cursor: string | null): CompletionCursor | null {
  if (!cursor) return null;
  const [at, name] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = Number(at);
  return Number.isFinite(time) && name ? { at: new Date(time), name } : null;
}
