/**
 * Calendar months in UK time (admin.md §9: stats cover the current, previous and two-months-ago
 * calendar months). British Summer Time starts on the last Sunday of March and ends on the last
 * Sunday of October, so the first day of April to October begins at 00:00 BST (23:00 UTC the day
 * before) and the first day of November to March at 00:00 GMT.
 */
export type Month = { year: number; month: number }; // month 1-12

const HOUR = 60 * 60 * 1000;

/** The instant a UK calendar month begins. */
export function monthStart({ year, month }: Month): Date {
  const bst = month >= 4 && month <= 10;
  return new Date(Date.UTC(year, month - 1, 1) - (bst ? HOUR : 0));
}

export function nextMonth({ year, month }: Month): Month {
  return month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
}

export function previousMonth({ year, month }: Month): Month {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** [start, end) of a UK calendar month. */
export function monthRange(month: Month): { start: Date; end: Date } {
  return { start: monthStart(month), end: monthStart(nextMonth(month)) };
}

/** The UK calendar month an instant falls in. */
export function monthOf(instant: Date): Month {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(instant);
  const value = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: value('year'), month: value('month') };
}
