/** One significant date as typed: three boxes of digits (admin.md §5 'Significant dates'). */
export type DateParts = { day: string; month: string; year: string };

export const SIGNIFICANT_DATE_FIELDS = [
  ['sale_agreed', 'Sale Agreed'],
  ['exchanged', 'Exchanged'],
  ['completed', 'Completed'],
  ['aborted', 'Aborted'],
] as const;

export type SignificantDateName = (typeof SIGNIFICANT_DATE_FIELDS)[number][0];

export const DATE_MESSAGES = {
  day: 'Day must be between 1 and 31',
  month: 'Month must be between 1 and 12',
  year: 'Year must be greater than 1900',
  invalid: 'Please enter a valid date or clear all date fields',
} as const;

const isEmpty = (parts: DateParts) => !parts.day && !parts.month && !parts.year;

/** The first broken rule of a date, or undefined when it is a real day or all blank. */
export const dateError = (parts: DateParts): string | undefined => {
  if (isEmpty(parts)) return undefined;
  const [day, month, year] = [Number(parts.day), Number(parts.month), Number(parts.year)];
  if (parts.day && (day < 1 || day > 31)) return DATE_MESSAGES.day;
  if (parts.month && (month < 1 || month > 12)) return DATE_MESSAGES.month;
  if (parts.year.length === 4 && year < 1900) return DATE_MESSAGES.year;
  if (!parts.day || !parts.month || parts.year.length !== 4) return DATE_MESSAGES.invalid;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1
    ? undefined
    : DATE_MESSAGES.invalid; // 31/02
};

/** '2025-02-03' from valid parts; null when all are blank (clears the date). */
export const toIsoDay = (parts: DateParts): string | null =>
  isEmpty(parts)
    ? null
    : `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;

/** The boxes for a stored day ('2025-02-03'), or empty ones. */
export const toParts = (isoDay: string | null | undefined): DateParts => {
  if (!isoDay) return { day: '', month: '', year: '' };
  const [year, month, day] = isoDay.split('-');
  return { day, month, year };
};

const ukDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

/**
 * What saving these dates will tell the seller and the buyer (their progress e-mail): each date
 * set for the first time, each one moved (a correction), each one cleared; nothing for a date
 * that stays. Empty when the save tells nobody anything, so it needs no confirming.
 */
export const customerNews = (
  stored: Record<SignificantDateName, string | null>,
  next: Record<SignificantDateName, string | null>,
): string[] =>
  SIGNIFICANT_DATE_FIELDS.flatMap(([name, label]) => {
    const before = stored[name];
    const after = next[name];
    if (before === after) return [];
    if (after === null) {
      return name === 'aborted'
        ? []
        : [`${label}: cleared (they are told it was recorded by mistake)`];
    }
    if (before === null) return [`${label}: ${ukDay(after)}`];
    return [`${label}: ${ukDay(after)} (they are told it corrects ${ukDay(before)})`];
  });
