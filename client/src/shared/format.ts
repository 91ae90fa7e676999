/** en-GB formatters. Money is integers on the wire: fees in pence, property prices in pounds. */

export const LOCALE = 'en-GB';
export const TIME_ZONE = 'Europe/London';

const penceFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const poundsFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const integerFormatter = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

const dateFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const dateTimeFormatter = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** 24000 → '£240.00' (pence in, pounds and pence out). */
export const formatPence = (pence: number): string => penceFormatter.format(pence / 100);

/** 250000 → '£250,000' (whole pounds, as property prices are). */
export const formatPounds = (pounds: number): string => poundsFormatter.format(pounds);

/** 250000 → '250,000' (thousands separators, no currency sign: for inputs). */
export const formatThousands = (value: number): string => integerFormatter.format(value);

const toDate = (value: Date | string | number): Date =>
  value instanceof Date ? value : new Date(value);

/** An ISO instant → '1 January 2024' in UK time. */
export const formatDate = (value: Date | string | number): string =>
  dateFormatter.format(toDate(value));

/** An ISO instant → '1 Jan 2024, 13:05:09' in UK time. */
export const formatDateTime = (value: Date | string | number): string =>
  dateTimeFormatter.format(toDate(value));
