/**
 * What a customer's progress e-mail says (issue 25), as pure functions: the lines telling what
 * changed, in the tracker's own words (its milestone labels, dates and the people's checks), and
 * the unsubscribe link's token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MilestoneDto, PersonCheckDto, TrackerDto } from '@/sales/tracker/dto/tracker.dto';
import { plainName } from '@/platform/email/templates/layout';
import {
  PROGRESS_MILESTONES,
  type ProgressMilestone,
} from '@/sales/progress-emails/progress-changes.rules';

/** A pending change: the milestone, and what within it (a check's id, a search product's code). */
export type PendingChange = { milestone: string; reference: string | null };

/** A changed identity check as the tracker shows the person's check. */
export type ChangedCheck = Pick<PersonCheckDto, 'name' | 'role' | 'status' | 'next_step'>;

const DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** '2 March 2026' */
export function ukDay(iso: string): string {
  return DAY.format(new Date(iso));
}

/** The tracker milestone a change belongs under (the checks and searches: one line each). */
const TRACKER_KEY: Record<ProgressMilestone, string> = {
  solicitors: 'solicitors',
  identity_check: 'identity_checks',
  search_returned: 'searches',
  sale_agreed: 'sale_agreed',
  exchanged: 'exchanged',
  completed: 'completed',
  withdrawn: 'withdrawn',
};

const isProgressMilestone = (value: string): value is ProgressMilestone =>
  (PROGRESS_MILESTONES as readonly string[]).includes(value);

/**
 * The lines of what changed, in the tracker's order, each told once and only while the tracker
 * still shows it (a solicitor un-assigned or a date cleared before the e-mail went out is not
 * told). Only what the tracker itself shows the customer is used.
 */
export function changeLines(
  tracker: TrackerDto,
  changes: PendingChange[],
  checks: ReadonlyMap<string, ChangedCheck>,
): string[] {
  const byKey = new Map<string, Set<string | null>>();
  for (const change of changes) {
    if (!isProgressMilestone(change.milestone)) continue;
    const key = TRACKER_KEY[change.milestone];
    const references = byKey.get(key) ?? new Set<string | null>();
    references.add(change.reference);
    byKey.set(key, references);
  }
  const lines: string[] = [];
  for (const milestone of tracker.milestones) {
    const references = byKey.get(milestone.key);
    if (!references) continue;
    if (milestone.key === 'identity_checks') {
      for (const reference of references) {
        const check = reference ? checks.get(reference) : undefined;
        const line = check ? checkLine(check) : null;
        if (line) lines.push(line);
      }
    } else if (milestone.key === 'searches') {
      const line = searchesLine(tracker, milestone);
      if (line) lines.push(line);
    } else {
      const line = milestoneLine(milestone, references);
      if (line) lines.push(line);
    }
  }
  return lines;
}

/**
 * What a staff correction of a date adds to its change (PROGRESS_CORRECTIONS): the date was
 * wrong and is now another, or it was recorded by mistake and is cleared.
 */
export const PROGRESS_CORRECTIONS = { corrected: 'corrected', cleared: 'cleared' } as const;

/**
 * 'Sale agreed: 2 March 2026', 'Withdrawn: This sale was withdrawn...'; null if not reached. A
 * corrected date says it replaces the one told before; a cleared one that it has not happened.
 */
function milestoneLine(
  milestone: MilestoneDto,
  references: ReadonlySet<string | null> = new Set(),
): string | null {
  if (milestone.key === 'withdrawn') {
    return milestone.detail ? `${milestone.label}: ${milestone.detail}` : milestone.label;
  }
  // a date first told in this same e-mail was never told wrong
  const toldBefore = !references.has(null);
  if (milestone.state !== 'done') {
    return toldBefore && references.has(PROGRESS_CORRECTIONS.cleared)
      ? `${milestone.label}: we recorded this by mistake. It has not happened yet, and we will tell you when it does`
      : null;
  }
  const line = milestone.date ? `${milestone.label}: ${ukDay(milestone.date)}` : milestone.label;
  return toldBefore && references.has(PROGRESS_CORRECTIONS.corrected)
    ? `${line} (a correction: the date we gave you before was wrong)`
    : line;
}

/** The searches back so far: 'Searches returned: Local, Drainage & Water (2 of 2 returned)'. */
function searchesLine(tracker: TrackerDto, milestone: MilestoneDto): string | null {
  const returned = tracker.searches.filter((search) => search.state === 'returned');
  if (returned.length === 0) return null;
  const products = returned.map((search) => search.product).join(', ');
  return `Searches returned: ${products}${milestone.detail ? ` (${milestone.detail})` : ''}`;
}

const ROLE_WORDS: Record<ChangedCheck['role'], string> = {
  you: 'you',
  co_seller: 'a co-seller',
  joint_buyer: 'a joint buyer',
  giftor: 'a giftor',
};

/** A check that completed or failed, with what to do next when it failed. */
export function checkLine(check: ChangedCheck): string | null {
  if (check.status !== 'complete' && check.status !== 'failed') return null;
  const who = check.role === 'you' ? null : (plainName(check.name) ?? ROLE_WORDS[check.role]);
  if (check.status === 'complete') {
    return who ? `Identity check complete: ${who}` : 'Your identity check is complete';
  }
  const next = check.next_step ?? 'The check could not be completed.';
  return who ? `Identity check of ${who}: ${next}` : `Your identity check: ${next}`;
}

/**
 * The unsubscribe link's token: an HMAC of the user's id under the server's key, so it is never
 * stored and works for that user only. A label keeps it apart from the key's other uses.
 */
export function unsubscribeToken(key: string, userId: string): string {
  return createHmac('sha256', key)
    .update(`progress-emails.unsubscribe:${userId}`)
    .digest('base64url');
}

export function isUnsubscribeToken(key: string, userId: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(key, userId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
