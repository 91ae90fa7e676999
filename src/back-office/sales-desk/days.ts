/**
 * Calendar days ('YYYY-MM-DD', already validated) as the instants they start at, for the
 * transactions table's date filters.
 */

const london = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  timeZoneName: 'shortOffset',
});

/** London's offset from UTC at an instant, in milliseconds (0 in GMT, one hour in BST). */
function londonOffset(instant: number): number {
  const name = london.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const hours = /GMT([+-]\d+)/.exec(name ?? '')?.[1];
  return hours ? Number(hours) * 60 * 60 * 1000 : 0;
}

const utcMidnight = (day: string): number => {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year, month - 1, date);
};

/** The UTC midnight a day starts at (the significant dates are stored so). */
export function utcDayStart(day: string): Date {
  return new Date(utcMidnight(day));
}

/**
 * The instant a UK calendar day starts: 00:00 GMT, or 00:00 BST (23:00 UTC the day before). On
 * the days the clocks change, midnight is before the change (01:00 UTC), so the offset at UTC
 * midnight is the day's.
 */
export function ukDayStart(day: string): Date {
  const midnight = utcMidnight(day);
  return new Date(midnight - londonOffset(midnight));
}

/** The day after ('2026-02-28' → '2026-03-01'). */
export function nextDay(day: string): string {
  return new Date(utcMidnight(day) + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
