import { LOCALE, TIME_ZONE } from '@/shared/format';

/**
 * Back office dates: numeric en-GB in UK time (DESIGN.md 'Dates'). Money uses the shared
 * formatters as they are: `formatPence` (fees and orders) and `formatPounds` (property prices)
 * from '@/shared/format'.
 */

export const INVALID_DATE = 'Invalid date';

const shortDate = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const shortDateTime = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

type DateInput = Date | string | number;

const parse = (value: DateInput): Date | undefined => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** An instant → '05/04/2025' (dd/MM/yyyy, UK date); 'Invalid date' when it cannot be read. */
export const formatShortDate = (value: DateInput): string => {
  const date = parse(value);
  return date ? shortDate.format(date) : INVALID_DATE;
};

/** An instant → '05/04/2025 14:30' (UK time, 24-hour); 'Invalid date' when it cannot be read. */
export const formatShortDateTime = (value: DateInput): string => {
  const date = parse(value);
  return date ? shortDateTime.format(date).replace(', ', ' ') : INVALID_DATE;
};

/** 'Ada Byron' (a part that is missing is left out). */
export const personName = (person: { first_name: string; last_name?: string | null }): string =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');

/** A timeline event's name in words: 'estate_agent_assigned' → 'Estate agent assigned'. */
export const eventLabel = (name: string): string => {
  const words = name.replace(/_/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
