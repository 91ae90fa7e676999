import { cappedTotal } from '@/admin/list/paging';

/** One choice of a single-select list filter; `count` is how many rows it would show. */
export type FilterOption<V extends string = string> = {
  value: V;
  label: string;
  count?: number;
  /** `count` is a bound the API counted to, more rows matching: 'All (10,000+)'. */
  capped?: boolean;
};

/** admin.md §2: options read 'All (n)', 'Paid (n)', 'Brand (count)'. No count, no brackets. */
export const withCount = (label: string, count: number | undefined, capped = false): string =>
  count === undefined ? label : `${label} (${capped ? cappedTotal(count) : count})`;
