import { LOCALE, TIME_ZONE } from '@/shared/format';

/** A UK calendar month; `month` is 1-12, as the stats API takes it. */
export type StatsMonth = { year: number; month: number };

/** The UK calendar month `now` falls in, and the `count` months before it, newest first. */
export const recentMonths = (now: Date, count: number): StatsMonth[] => {
  const parts = new Intl.DateTimeFormat(LOCALE, {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')!.value);
  const month = Number(parts.find((part) => part.type === 'month')!.value);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return { year: Math.floor(index / 12), month: (index % 12) + 1 };
  });
};

const monthName = new Intl.DateTimeFormat(LOCALE, {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'November 2026'. */
export const monthLabel = ({ year, month }: StatsMonth): string =>
  monthName.format(new Date(Date.UTC(year, month - 1, 15)));

export const monthKey = ({ year, month }: StatsMonth): string =>
  `${year}-${String(month).padStart(2, '0')}`;
