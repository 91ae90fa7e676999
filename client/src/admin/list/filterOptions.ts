/** One choice of a single-select list filter; `count` is how many rows it would show. */
export type FilterOption<V extends string = string> = {
  value: V;
  label: string;
  count?: number;
};

/** admin.md §2: options read 'All (n)', 'Paid (n)', 'Brand (count)'. No count, no brackets. */
export const withCount = (label: string, count: number | undefined): string =>
  count === undefined ? label : `${label} (${count})`;
