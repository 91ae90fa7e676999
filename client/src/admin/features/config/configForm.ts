import type { AdminConfigDto, UpdateAdminConfigDto } from '@/api/generated';
import { formatShortDate } from '@/admin/format';
import { formatPence } from '@/shared/format';

/** The edit form's fields, as typed (the page's list shows the same seven, in this order). */
export type ConfigValues = {
  benchmark_in_days: string;
  /** Pounds and pence ('240.00'); empty: no invoicing amount (invoicing off). */
  invoicing_amount: string;
  /** Comma-separated, as the list shows them. */
  tags: string;
  /** YYYY-MM-DD (a date input's value); empty: no switchover date. */
  thirdfort_v2_switchover_date: string;
  /** The progression targets: whole days (working days for searches), 1 to 365. */
  sale_agreed_to_exchange_days: string;
  exchange_to_completion_days: string;
  searches_working_days: string;
};

/** The progression targets, in the page's order. */
export const TARGET_KEYS = [
  'sale_agreed_to_exchange_days',
  'exchange_to_completion_days',
  'searches_working_days',
] as const satisfies readonly (keyof ConfigValues & keyof AdminConfigDto)[];

export type TargetKey = (typeof TARGET_KEYS)[number];

export const CONFIG_LABELS = {
  benchmark_in_days: 'Benchmark in days',
  invoicing_amount: 'Invoicing amount',
  tags: 'Tags',
  thirdfort_v2_switchover_date: 'Thirdfort v2 switchover date',
  sale_agreed_to_exchange_days: 'Target days from sale agreed to exchange',
  exchange_to_completion_days: 'Target days from exchange to completion',
  searches_working_days: 'Target working days for searches',
} as const satisfies Record<keyof ConfigValues, string>;

/** The server's own rules (PUT /api/admin/config), with its messages, checked before sending. */
export const CONFIG_RULES = {
  benchmarkRequired: 'Benchmark in days is required',
  benchmarkWhole: 'Benchmark in days must be a whole number of days',
  benchmarkMin: 'Benchmark in days must be at least 1',
  benchmarkMax: 'Benchmark in days must be at most 3650',
  amountFormat: 'Enter the amount in pounds and pence, e.g. 240.00, or leave it empty',
  amountMax: 'Invoicing amount is too large',
  emptyTag: 'Tags cannot be empty',
  duplicateTags: (tags: string[]) => `Tags must be unique: ${tags.join(', ')}`,
  tooManyTags: 'At most 50 tags',
  longTag: 'A tag is at most 100 characters',
  date: 'Thirdfort v2 switchover date must be a valid date',
  targetRequired: (label: string) => `${label} is required`,
  targetWhole: (label: string) => `${label} must be a whole number of days`,
  targetMin: (label: string) => `${label} must be at least 1`,
  targetMax: (label: string) => `${label} must be at most 365`,
} as const;

const MAX_PENCE = 100_000_000;

/** An ISO instant → its UK calendar day as YYYY-MM-DD (what the list shows as dd/MM/yyyy). */
const ukDay = (iso: string): string => formatShortDate(iso).split('/').reverse().join('-');

/** The form's starting values: the settings as they are. */
export const toValues = (config: AdminConfigDto): ConfigValues => ({
  benchmark_in_days: config.benchmark_in_days === null ? '' : String(config.benchmark_in_days),
  invoicing_amount:
    config.invoicing_amount === null ? '' : (config.invoicing_amount / 100).toFixed(2),
  tags: config.tags.join(', '),
  thirdfort_v2_switchover_date: config.thirdfort_v2_switchover_date
    ? ukDay(config.thirdfort_v2_switchover_date)
    : '',
  sale_agreed_to_exchange_days: String(config.sale_agreed_to_exchange_days),
  exchange_to_completion_days: String(config.exchange_to_completion_days),
  searches_working_days: String(config.searches_working_days),
});

/** The benchmark's problem, or null. */
export const benchmarkProblem = (text: string): string | null => {
  const value = text.trim();
  if (value === '') return CONFIG_RULES.benchmarkRequired;
  if (!/^-?\d+$/.test(value)) return CONFIG_RULES.benchmarkWhole;
  const days = Number(value);
  if (days < 1) return CONFIG_RULES.benchmarkMin;
  if (days > 3650) return CONFIG_RULES.benchmarkMax;
  return null;
};

/** A progression target's problem ('Target days from … must be at least 1'), or null. */
export const targetProblem =
  (key: TargetKey) =>
  (text: string): string | null => {
    const label = CONFIG_LABELS[key];
    const value = text.trim();
    if (value === '') return CONFIG_RULES.targetRequired(label);
    if (!/^-?\d+$/.test(value)) return CONFIG_RULES.targetWhole(label);
    const days = Number(value);
    if (days < 1) return CONFIG_RULES.targetMin(label);
    if (days > 365) return CONFIG_RULES.targetMax(label);
    return null;
  };

/** '240' or '240.5' or '£1,240.00' → pence; null when empty; NaN when it is not an amount. */
export const penceOf = (text: string): number | null => {
  const value = text.trim().replace(/^£/, '').replace(/,/g, '').trim();
  if (value === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return Number.NaN;
  return Math.round(Number(value) * 100);
};

export const amountProblem = (text: string): string | null => {
  const pence = penceOf(text);
  if (pence === null) return null;
  if (Number.isNaN(pence)) return CONFIG_RULES.amountFormat;
  if (pence > MAX_PENCE) return CONFIG_RULES.amountMax;
  return null;
};

/** 'Priority, Chain' → ['Priority', 'Chain']; an empty field is no tags. */
export const tagsOf = (text: string): string[] =>
  text.trim() === '' ? [] : text.split(',').map((tag) => tag.trim());

export const tagsProblem = (text: string): string | null => {
  const tags = tagsOf(text);
  if (tags.some((tag) => tag === '')) return CONFIG_RULES.emptyTag;
  if (tags.length > 50) return CONFIG_RULES.tooManyTags;
  if (tags.some((tag) => tag.length > 100)) return CONFIG_RULES.longTag;
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const tag of tags) {
    if (seen.has(tag.toLowerCase())) repeated.add(tag);
    seen.add(tag.toLowerCase());
  }
  return repeated.size > 0 ? CONFIG_RULES.duplicateTags([...repeated]) : null;
};

export const dateProblem = (text: string): string | null => {
  if (text === '') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return CONFIG_RULES.date;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? null
    : CONFIG_RULES.date;
};

/**
 * What to send: only the settings the admin changed (a setting someone else changed meanwhile
 * stays as they left it).
 */
export const changesOf = (values: ConfigValues, initial: ConfigValues): UpdateAdminConfigDto => {
  const body: UpdateAdminConfigDto = {};
  if (values.benchmark_in_days.trim() !== initial.benchmark_in_days) {
    body.benchmark_in_days = Number(values.benchmark_in_days.trim());
  }
  if (penceOf(values.invoicing_amount) !== penceOf(initial.invoicing_amount)) {
    body.invoicing_amount = penceOf(values.invoicing_amount);
  }
  if (tagsOf(values.tags).join('\n') !== tagsOf(initial.tags).join('\n')) {
    body.tags = tagsOf(values.tags);
  }
  if (values.thirdfort_v2_switchover_date !== initial.thirdfort_v2_switchover_date) {
    body.thirdfort_v2_switchover_date = values.thirdfort_v2_switchover_date || null;
  }
  for (const key of TARGET_KEYS) {
    const days = Number(values[key].trim());
    if (values[key].trim() === '' || days !== Number(initial[key])) body[key] = days;
  }
  return body;
};

const shown = (key: keyof ConfigValues, values: ConfigValues): string => {
  switch (key) {
    case 'benchmark_in_days':
      return values.benchmark_in_days.trim() || 'not set';
    case 'invoicing_amount': {
      const pence = penceOf(values.invoicing_amount);
      return pence === null || Number.isNaN(pence) ? 'not set' : formatPence(pence);
    }
    case 'tags':
      return tagsOf(values.tags).join(', ') || 'none';
    case 'thirdfort_v2_switchover_date':
      return values.thirdfort_v2_switchover_date
        ? values.thirdfort_v2_switchover_date.split('-').reverse().join('/')
        : 'not set';
    case 'sale_agreed_to_exchange_days':
    case 'exchange_to_completion_days':
    case 'searches_working_days': {
      const text = values[key].trim();
      return /^\d+$/.test(text) ? String(Number(text)) : text || 'not set';
    }
  }
};

/** 'Benchmark in days: 123 → 100' for each setting the body changes (the history's words). */
export const describeChanges = (
  body: UpdateAdminConfigDto,
  values: ConfigValues,
  initial: ConfigValues,
): string[] =>
  (Object.keys(CONFIG_LABELS) as (keyof ConfigValues)[])
    .filter((key) => key in body)
    .map((key) => `${CONFIG_LABELS[key]}: ${shown(key, initial)} → ${shown(key, values)}`);
