import type { IdentityCheckStatus } from '@/providers/identity-checks/identity-checks.rules';
import type { CheckStatusChange, ProviderCheck } from './identity-check-provider';

/** `organizations/{org}/teams/{team}/checks/{id}`: the only shape of check name we call with. */
const CHECK_NAME =
  /^organizations\/[A-Za-z0-9._~-]+\/teams\/[A-Za-z0-9._~-]+\/checks\/[A-Za-z0-9._~-]+$/;

export function isCheckName(value: string): boolean {
  return CHECK_NAME.test(value);
}

/** The check's own id, the last segment of its resource name (what the portal shows). */
export function checkIdOf(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

const PENDING_STATES = new Set([
  'ACTIVE',
  'OPEN',
  'PENDING',
  'IN_PROGRESS',
  'PROCESSING',
  'CREATED',
  'STATE_UNSPECIFIED',
]);
const FINISHED_STATES = new Set(['COMPLETE', 'COMPLETED', 'CLOSED']);
const CANCELLED_STATES = new Set(['CANCELLED', 'CANCELED', 'ABORTED', 'DELETED']);
const FAILED_STATES = new Set(['FAILED', 'ERROR', 'REJECTED', 'EXPIRED']);
/** Recommendations of a finished check that count as passed. */
const PASSING = new Set(['APPROVE', 'APPROVED', 'PASS', 'CLEAR']);

/**
 * Our status for a Thirdfort state and recommendation. A finished check is complete when it is
 * recommended for approval (or carries no recommendation), failed otherwise (reject, consider,
 * refer: someone must look at it). Unknown states read as pending, so a later report decides.
 */
export function toCheckStatus(state: string, recommendation: string | null): IdentityCheckStatus {
  const normalised = state.trim().toUpperCase();
  if (FINISHED_STATES.has(normalised)) {
    if (!recommendation) return 'complete';
    return PASSING.has(recommendation.trim().toUpperCase()) ? 'complete' : 'failed';
  }
  if (CANCELLED_STATES.has(normalised)) return 'aborted';
  if (FAILED_STATES.has(normalised)) return 'failed';
  return 'pending';
}

export function isKnownState(state: string): boolean {
  const normalised = state.trim().toUpperCase();
  return [PENDING_STATES, FINISHED_STATES, CANCELLED_STATES, FAILED_STATES].some((set) =>
    set.has(normalised),
  );
}

/** A timestamp as google.protobuf.Timestamp JSON (RFC 3339) or `{seconds, nanos}`; else null. */
export function readTimestamp(value: unknown): Date | null {
  if (typeof value === 'string') {
    const at = Date.parse(value);
    return Number.isNaN(at) ? null : new Date(at);
  }
  if (value && typeof value === 'object' && 'seconds' in value) {
    const { seconds, nanos } = value as { seconds: unknown; nanos?: unknown };
    const s = Number(seconds);
    if (!Number.isFinite(s)) return null;
    return new Date(s * 1000 + Math.floor(Number(nanos ?? 0) / 1e6));
  }
  return null;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

/** Reads a Check resource (create, get or cancel answer); null when it has no usable name. */
export function fromThirdfortCheck(body: unknown): ProviderCheck | null {
  if (!body || typeof body !== 'object') return null;
  const check = body as Record<string, unknown>;
  const name = text(check.name);
  if (!name || !isCheckName(name)) return null;
  const state = text(check.state) ?? 'STATE_UNSPECIFIED';
  const recommendation = text(check.recommendation);
  const status = toCheckStatus(state, recommendation);
  return {
    providerId: name,
    status,
    providerState: state,
    recommendation,
    completedAt:
      status === 'complete' || status === 'failed'
        ? (readTimestamp(check.completeTime) ?? readTimestamp(check.updateTime))
        : null,
  };
}

/**
 * Reads one notification of the feed (or of a webhook) into a status change. Only notifications
 * about a check's state count (`payload.check` and `payload.state`); report updates and
 * monitoring alerts answer null and are skipped.
 */
export function fromThirdfortNotification(notification: unknown): CheckStatusChange | null {
  if (!notification || typeof notification !== 'object') return null;
  const envelope = notification as Record<string, unknown>;
  const payload = envelope.payload as Record<string, unknown> | undefined;
  const eventId = text(envelope.name);
  const providerId = text(payload?.check);
  const state = text(payload?.state);
  if (!eventId || !providerId || !state || !isCheckName(providerId)) return null;
  const recommendation = text(payload?.recommendation);
  const status = toCheckStatus(state, recommendation);
  const occurredAt = readTimestamp(envelope.createTime);
  const completedAt = readTimestamp(payload?.completeTime);
  return {
    eventId,
    providerId,
    status,
    providerState: state,
    recommendation,
    completedAt: status === 'complete' || status === 'failed' ? completedAt : null,
    occurredAt: occurredAt ?? completedAt,
  };
}
