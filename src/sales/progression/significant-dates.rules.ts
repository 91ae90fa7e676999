/**
 * The significant dates of a purchase (admin.md §3, §5): what a date may be, and the order the
 * four may come in. Pure functions, so the rules are tested without a server.
 */
import { createHash } from 'node:crypto';

/** admin.md §5 'Significant dates', word for word, then the order rules (docs/decisions). */
export const SIGNIFICANT_DATE_MESSAGES = {
  day: 'Day must be between 1 and 31',
  month: 'Month must be between 1 and 12',
  year: 'Year must be greater than 1900',
  invalid: 'Please enter a valid date or clear all date fields',
  none: 'No significant dates provided',
  exchangedBeforeSaleAgreed: 'The exchanged date cannot be before the sale agreed date',
  completedBeforeExchanged: 'The completed date cannot be before the exchanged date',
  abortedBeforeSaleAgreed: 'The aborted date cannot be before the sale agreed date',
  exchangedWithoutSaleAgreed: 'An exchanged date needs the sale agreed date first',
  completedWithoutExchanged: 'A completed date needs the exchanged date first',
  saleAgreedInFuture: 'The sale agreed date cannot be in the future',
  exchangedInFuture: 'The exchanged date cannot be in the future',
  completedInFuture: 'The completed date cannot be in the future',
  abortedInFuture: 'The aborted date cannot be in the future',
} as const;

export const SIGNIFICANT_DATES = ['sale_agreed', 'exchanged', 'completed', 'aborted'] as const;
export type SignificantDate = (typeof SIGNIFICANT_DATES)[number];

/** A significant date's value: a calendar day (midnight UTC) or none. */
export type SignificantDates = Record<SignificantDate, Date | null>;

export type DateProblem = 'day' | 'month' | 'year' | 'invalid';

const MIN_YEAR = 1900;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * A calendar day written as an ISO date (YYYY-MM-DD, or a date-time read as its UTC day), null
 * to clear it, or what is wrong with it: a day or month out of range, a year before 1900, or a
 * day the month does not have (31/02) or text that is not a date at all.
 */
export function readSignificantDate(value: unknown): Date | null | { problem: DateProblem } {
  if (value === null) return null;
  if (typeof value !== 'string') return { problem: 'invalid' };
  const match = ISO_DATE.exec(value);
  if (!match) return { problem: 'invalid' };
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (day < 1 || day > 31) return { problem: 'day' };
  if (month < 1 || month > 12) return { problem: 'month' };
  if (year < MIN_YEAR) return { problem: 'year' };
  const calendarDay = new Date(Date.UTC(year, month - 1, day));
  if (calendarDay.getUTCMonth() !== month - 1 || calendarDay.getUTCDate() !== day) {
    return { problem: 'invalid' };
  }
  if (match[4] && Number.isNaN(new Date(value).getTime())) return { problem: 'invalid' };
  return calendarDay;
}

export function isDateProblem(value: Date | null | { problem: DateProblem }): value is {
  problem: DateProblem;
} {
  return value !== null && !(value instanceof Date);
}

const IN_FUTURE: Record<SignificantDate, string> = {
  sale_agreed: SIGNIFICANT_DATE_MESSAGES.saleAgreedInFuture,
  exchanged: SIGNIFICANT_DATE_MESSAGES.exchangedInFuture,
  completed: SIGNIFICANT_DATE_MESSAGES.completedInFuture,
  aborted: SIGNIFICANT_DATE_MESSAGES.abortedInFuture,
};

export { ukCalendarDay } from '@/platform/common/uk-day';

/**
 * What is wrong with the dates a purchase would have (judged with the ones already stored), in a
 * fixed order: each step needs the one before it (an exchange the sale agreed, a completion the
 * exchange), keeps its order (exchange on or after the sale was agreed, completion on or after
 * exchange, an abort on or after the sale was agreed; equal days are fine), and none of them has
 * happened after `today` (the UK calendar day; the four are facts, not plans).
 */
export function orderViolations(dates: SignificantDates, today: Date): string[] {
  const before = (a: Date | null, b: Date | null) => a !== null && b !== null && a < b;
  const { sale_agreed, exchanged, completed, aborted } = dates;
  const messages: string[] = [];
  if (exchanged !== null && sale_agreed === null) {
    messages.push(SIGNIFICANT_DATE_MESSAGES.exchangedWithoutSaleAgreed);
  }
  if (completed !== null && exchanged === null) {
    messages.push(SIGNIFICANT_DATE_MESSAGES.completedWithoutExchanged);
  }
  if (before(exchanged, sale_agreed)) {
    messages.push(SIGNIFICANT_DATE_MESSAGES.exchangedBeforeSaleAgreed);
  }
  if (before(completed, exchanged)) {
    messages.push(SIGNIFICANT_DATE_MESSAGES.completedBeforeExchanged);
  }
  if (before(aborted, sale_agreed)) {
    messages.push(SIGNIFICANT_DATE_MESSAGES.abortedBeforeSaleAgreed);
  }
  for (const name of SIGNIFICANT_DATES) {
    if (before(today, dates[name])) messages.push(IN_FUTURE[name]);
  }
  return messages;
}

const SIGNIFICANT_DATE_LABELS: Record<SignificantDate, string> = {
  sale_agreed: 'Sale agreed',
  exchanged: 'Exchanged',
  completed: 'Completed',
  aborted: 'Aborted',
};

/** '03/02/2026' for a calendar day kept as midnight UTC; 'cleared' for none. */
function ukDate(day: Date | null): string {
  if (!day) return 'cleared';
  return day.toISOString().slice(0, 10).split('-').reverse().join('/');
}

/**
 * The dates among `given` that really change from `stored` to `next`, each with the timeline's
 * wording ('Exchanged: 03/02/2026', 'Completed: cleared').
 */
export function changedDates(
  given: readonly SignificantDate[],
  stored: SignificantDates,
  next: SignificantDates,
): { name: SignificantDate; described: string }[] {
  return given
    .filter((name) => (stored[name]?.getTime() ?? null) !== (next[name]?.getTime() ?? null))
    .map((name) => ({
      name,
      described: `${SIGNIFICANT_DATE_LABELS[name]}: ${ukDate(next[name])}`,
    }));
}

/**
 * The progress milestones a change of dates reaches (a date none before, one now): sale agreed,
 * exchanged, completed, and 'withdrawn' for an aborted date.
 */
export function reachedMilestones(
  stored: SignificantDates,
  next: SignificantDates,
): ('sale_agreed' | 'exchanged' | 'completed' | 'withdrawn')[] {
  return SIGNIFICANT_DATES.filter((name) => stored[name] === null && next[name] !== null).map(
    (name) => (name === 'aborted' ? 'withdrawn' : name),
  );
}

/**
 * The progress changes a correction of dates tells (a date that was told before and is now
 * another, or is cleared): the sale agreed, exchange and completion dates, with 'corrected' or
 * 'cleared' (PROGRESS_CORRECTIONS in the progress e-mails' rules). An abort is told as it stands.
 */
export function correctedMilestones(
  stored: SignificantDates,
  next: SignificantDates,
): { milestone: 'sale_agreed' | 'exchanged' | 'completed'; reference: 'corrected' | 'cleared' }[] {
  return (['sale_agreed', 'exchanged', 'completed'] as const)
    .filter((name) => stored[name] !== null && stored[name]?.getTime() !== next[name]?.getTime())
    .map((name) => ({
      milestone: name,
      reference: next[name] === null ? ('cleared' as const) : ('corrected' as const),
    }));
}

/**
 * The version of a purchase's significant dates: a digest of the four, so an editor who read
 * them sends it back with a change, and a change made meanwhile by someone else is caught.
 */
export function datesVersion(dates: SignificantDates): string {
  const days = SIGNIFICANT_DATES.map((name) => dates[name]?.toISOString().slice(0, 10) ?? '-');
  return createHash('sha256').update(days.join('|')).digest('base64url').slice(0, 16);
}

/** 'Sale agreed 04/03/2026, exchanged none, completed none, aborted none'. */
export function describeDates(dates: SignificantDates): string {
  return SIGNIFICANT_DATES.map((name, index) => {
    const label = SIGNIFICANT_DATE_LABELS[name];
    const named = index === 0 ? label : label.toLowerCase();
    return `${named} ${dates[name] ? ukDate(dates[name]) : 'none'}`;
  }).join(', ');
}
