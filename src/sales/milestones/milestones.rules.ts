/**
 * A sale's milestones as its staff and customers see them: when each step is expected, and how
 * late it runs. Pure functions of the current records and the targets, so the rules are tested
 * without a server (docs/decisions/progression.md).
 */
import {
  MILESTONE_CATALOGUE,
  MILESTONE_KEYS,
  type MilestoneKey,
  type ProgressionTargets,
} from './milestones.catalogue';

const DAY_MS = 86_400_000;

/** What the rules need of a step's current record. */
export type MilestoneFact = { occurred_at: Date | null; expected_at: Date | null };

/** The calendar day of an instant, as midnight UTC (the days milestones are expected on). */
export function dayOf(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / DAY_MS) * DAY_MS);
}

/** `days` calendar days after `day`, or that many working days (Monday to Friday). */
export function addDays(day: Date, days: number, workingDays = false): Date {
  if (!workingDays) return new Date(day.getTime() + days * DAY_MS);
  let next = day;
  for (let left = days; left > 0; ) {
    next = new Date(next.getTime() + DAY_MS);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/**
 * The day each step is expected on. A step is expected its target's days after the step it
 * follows: after that step's date once it has one, else after that step's own expected date, so a
 * late step moves the ones after it. Sale agreed starts the count and has no expected date,
 * and nor has anything until it is reached. A completion date set for a future day is when
 * completion is expected. The ends (fell through, withdrawn) are never expected.
 */
export function expectedDates(
  facts: Partial<Record<MilestoneKey, MilestoneFact>>,
  targets: ProgressionTargets,
): Record<MilestoneKey, Date | null> {
  const expected = {} as Record<MilestoneKey, Date | null>;
  const started = facts.sale_agreed?.occurred_at ?? null;
  const resolve = (key: MilestoneKey): Date | null => {
    if (key in expected) return expected[key];
    const rule = MILESTONE_CATALOGUE[key].expected;
    let day: Date | null = null;
    if (rule && started) {
      const from = facts[rule.after]?.occurred_at ?? resolve(rule.after);
      const days = rule.target ? targets[rule.target] : rule.days;
      if (from) day = addDays(dayOf(from), days, rule.workingDays);
    }
    if (key === 'completed' && started && facts.completion_date_set?.expected_at) {
      day = dayOf(facts.completion_date_set.expected_at);
    }
    expected[key] = day;
    return day;
  };
  for (const key of MILESTONE_KEYS) resolve(key);
  return expected;
}

/**
 * Whole days a step ran, or is running, past its expected day: a reached step by its date, a
 * step not reached by `today`. Never below 0; none without an expected day.
 */
export function lagDays(
  occurredAt: Date | null,
  expectedAt: Date | null,
  today: Date,
): number | null {
  if (!expectedAt) return null;
  const until = dayOf(occurredAt ?? today);
  return Math.max(0, Math.round((until.getTime() - dayOf(expectedAt).getTime()) / DAY_MS));
}

/** A record as a caller asks for it (the API's body, read). */
export type MilestoneInput = {
  key: MilestoneKey;
  occurredAt: Date;
  expectedAt?: Date | null;
  reason?: string | null;
  reasonDetails?: string | null;
};

export const MILESTONE_MESSAGES = {
  inFuture: (key: MilestoneKey) =>
    `The ${MILESTONE_CATALOGUE[key].label.toLowerCase()} date cannot be in the future`,
  reasonRequired: 'Choose why the sale fell through: a reason is needed',
  reasonDetailsRequired:
    "Describe why the sale fell through in reason_details when the reason is 'other'",
  reasonNotAllowed: 'Only a fell_through milestone takes a reason',
  expectedRequired: 'Give the planned completion day as expected_at',
  expectedNotAllowed: 'Only a completion_date_set milestone takes an expected_at',
  expectedBeforeOccurred: 'The planned completion day cannot be before the day it was set',
} as const;

/**
 * What is wrong with a record asked for, judged alone (the order of the sale's steps is judged
 * with the purchase's dates, significant-dates.rules.ts): nothing that happened is dated after
 * `today` (the UK calendar day); a fall-through says why ('other' with details) and nothing else
 * does; only a completion date set carries the day planned, on or after the day it was set.
 */
export function milestoneViolations(input: MilestoneInput, today: Date): string[] {
  const messages: string[] = [];
  if (input.occurredAt > today) messages.push(MILESTONE_MESSAGES.inFuture(input.key));
  if (input.key === 'fell_through') {
    if (!input.reason) messages.push(MILESTONE_MESSAGES.reasonRequired);
    else if (input.reason === 'other' && !input.reasonDetails?.trim()) {
      messages.push(MILESTONE_MESSAGES.reasonDetailsRequired);
    }
  } else if (input.reason || input.reasonDetails) {
    messages.push(MILESTONE_MESSAGES.reasonNotAllowed);
  }
  if (input.key === 'completion_date_set') {
    if (!input.expectedAt) messages.push(MILESTONE_MESSAGES.expectedRequired);
    else if (input.expectedAt < input.occurredAt) {
      messages.push(MILESTONE_MESSAGES.expectedBeforeOccurred);
    }
  } else if (input.expectedAt) {
    messages.push(MILESTONE_MESSAGES.expectedNotAllowed);
  }
  return messages;
}

/** How a sale in progress is doing (issue 36; docs/decisions/progression.md). */
export const PROGRESS_STATUSES = ['on_track', 'amber', 'red'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

/** A step more than this many days late makes a sale red; any day late, amber. */
export const RED_AFTER_DAYS = 10;

/** Where a sale in progress stands: the step expected first, and the exchange or completion due. */
export type SaleStanding = {
  next: { key: MilestoneKey; expectedAt: Date };
  due: { key: 'exchanged' | 'completed'; at: Date };
};

/**
 * Where a sale stands, from its steps (occurred and expected days), or null when it is not in
 * progress: not yet agreed, completed, fallen through or withdrawn. The next step is the one not
 * reached whose expected day comes first (the catalogue's order among equal days); the sale is
 * due to exchange until it has, then to complete.
 */
export function standingOf(
  steps: { key: MilestoneKey; occurred_at: Date | null; expected_at: Date | null }[],
): SaleStanding | null {
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const reached = (key: MilestoneKey) => byKey.get(key)?.occurred_at != null;
  if (!reached('sale_agreed')) return null;
  if (reached('completed') || reached('fell_through') || reached('withdrawn')) return null;
  let next: SaleStanding['next'] | null = null;
  for (const key of MILESTONE_KEYS) {
    const step = byKey.get(key);
    if (!step || step.occurred_at || !step.expected_at || MILESTONE_CATALOGUE[key].ending) continue;
    if (!next || step.expected_at < next.expectedAt) next = { key, expectedAt: step.expected_at };
  }
  const dueKey = reached('exchanged') ? 'completed' : 'exchanged';
  const dueAt = byKey.get(dueKey)?.expected_at;
  if (!next || !dueAt) return null;
  return { next, due: { key: dueKey, at: dueAt } };
}

/**
 * A sale's status on `today`: red once its exchange (or completion) day has passed or a step is
 * more than RED_AFTER_DAYS late; amber while a step is late at all; else on track. The SQL of
 * the list's filter says the same (progress-status.sql.ts).
 */
export function progressStatus(standing: SaleStanding, today: Date): ProgressStatus {
  const late = lagDays(null, standing.next.expectedAt, today) ?? 0;
  if (standing.due.at < dayOf(today) || late > RED_AFTER_DAYS) return 'red';
  return late > 0 ? 'amber' : 'on_track';
}

/**
 * The published national figures the forecast spreads towards: sale agreed to exchange took 109
 * days on average (Landmark, 2024), and sale agreed to completion 139 (2025), so 30 days from
 * exchange to completion (docs/decisions/progression.md).
 */
export const NATIONAL_DAYS = { sale_agreed_to_exchange: 109, exchange_to_completion: 30 } as const;

/** The steps before exchange whose share still to do widens the forecast. */
const BEFORE_EXCHANGE = MILESTONE_KEYS.slice(
  MILESTONE_KEYS.indexOf('solicitors_instructed'),
  MILESTONE_KEYS.indexOf('exchanged'),
);

export type DayRange = { from: Date; to: Date };
export type Forecast = { exchange: DayRange | null; completion: DayRange | null };

/**
 * When a sale in progress is likely to exchange and complete, as a range of days: at the
 * earliest, the plan (the targets) pushed back by how late the next step runs today; at the
 * latest, that plus the national figures' extra time for the share of steps still to do. After
 * exchange only completion is forecast, and a completion date set is the forecast. Null when the
 * sale is not in progress.
 */
export function forecastOf(
  steps: { key: MilestoneKey; occurred_at: Date | null; expected_at: Date | null }[],
  standing: SaleStanding | null,
  targets: ProgressionTargets,
  today: Date,
): Forecast | null {
  if (!standing) return null;
  const byKey = new Map(steps.map((step) => [step.key, step]));
  const day = dayOf(today);
  const late = lagDays(null, standing.next.expectedAt, day) ?? 0;
  const later = (a: Date, b: Date) => (a > b ? a : b);
  // a completion date set plans completion's expected day (expectedDates)
  const planned = byKey.get('completion_date_set')?.occurred_at
    ? (byKey.get('completed')?.expected_at ?? null)
    : null;
  const completionSpread = Math.max(
    0,
    NATIONAL_DAYS.exchange_to_completion - targets.exchange_to_completion_days,
  );
  if (byKey.get('exchanged')?.occurred_at) {
    if (planned)
      return { exchange: null, completion: { from: dayOf(planned), to: dayOf(planned) } };
    const from = later(addDays(standing.due.at, late), day);
    return { exchange: null, completion: { from, to: addDays(from, completionSpread) } };
  }
  const exchangeDue = byKey.get('exchanged')?.expected_at ?? standing.due.at;
  const from = later(addDays(exchangeDue, late), day);
  const left = BEFORE_EXCHANGE.filter((key) => !byKey.get(key)?.occurred_at).length;
  const spread = Math.round(
    (Math.max(0, NATIONAL_DAYS.sale_agreed_to_exchange - targets.sale_agreed_to_exchange_days) *
      left) /
      BEFORE_EXCHANGE.length,
  );
  const to = addDays(from, spread);
  const completionFrom =
    planned && planned >= from
      ? dayOf(planned)
      : addDays(from, targets.exchange_to_completion_days);
  const completionTo =
    planned && planned >= to ? dayOf(planned) : addDays(to, NATIONAL_DAYS.exchange_to_completion);
  return {
    exchange: { from, to },
    completion: { from: completionFrom, to: later(completionTo, completionFrom) },
  };
}

const DAY_MONTH = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const DAY_MONTH_YEAR = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * A forecast's range in words, as an estimate: 'between 12 and 19 February', 'between 28
 * January and 4 February', 'on 8 January' for one day; the year only when it is not `today`'s or
 * the two differ.
 */
export function rangeWords(range: DayRange, today: Date): string {
  const year = (at: Date) => at.getUTCFullYear();
  const withYear = year(range.from) !== year(today) || year(range.to) !== year(range.from);
  const full = withYear ? DAY_MONTH_YEAR : DAY_MONTH;
  if (range.from.getTime() === range.to.getTime()) return `on ${full.format(range.from)}`;
  const sameMonth =
    range.from.getUTCMonth() === range.to.getUTCMonth() && year(range.from) === year(range.to);
  const start = sameMonth
    ? String(range.from.getUTCDate())
    : (year(range.from) !== year(range.to) ? DAY_MONTH_YEAR : DAY_MONTH).format(range.from);
  return `between ${start} and ${full.format(range.to)}`;
}

/** A sale's standing as the API answers it (SaleProgressDto): with its status and lag today. */
export function standingView(standing: SaleStanding, today: Date) {
  return {
    status: progressStatus(standing, today),
    lag_days: lagDays(null, standing.next.expectedAt, today) ?? 0,
    next_key: standing.next.key,
    next_expected_at: standing.next.expectedAt.toISOString(),
    due_key: standing.due.key,
    due_at: standing.due.at.toISOString(),
  };
}
