import {
  DEFAULT_PAGE_SIZE,
  isPageSize,
  pageRequest,
  type PageRequest,
  type PageSize,
} from '@/admin/list/paging';

/** One single-select filter of a list: the values it accepts and the one it starts at. */
export type FilterDefinition = { values: readonly string[]; default: string };
export type FilterDefinitions = Record<string, FilterDefinition>;
export type FilterValues<F extends FilterDefinitions> = {
  [K in keyof F]: F[K]['values'][number];
};

export type TableStateOptions<F extends FilterDefinitions> = {
  /** Filters kept in the URL under their own key (e.g. `paid=unpaid`). */
  filters?: F;
  defaultSize?: PageSize;
  /** Prefix for the parameter names when a page shows more than one list. */
  prefix?: string;
};

export type TableState<F extends FilterDefinitions> = {
  page: number;
  size: PageSize;
  /** The search text ('' when none). */
  search: string;
  filters: FilterValues<F>;
};

export type TableStatePatch<F extends FilterDefinitions> = Partial<
  Omit<TableState<F>, 'filters'> & { filters: Partial<FilterValues<F>> }
>;

const PAGE = 'page';
const SIZE = 'size';
const SEARCH = 'q';

const positiveInteger = (raw: string | null): number | undefined => {
  if (raw === null || !/^\d{1,9}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
};

const filterEntries = <F extends FilterDefinitions>(filters: F | undefined) =>
  Object.entries(filters ?? {}) as [keyof F & string, FilterDefinition][];

/**
 * The table state a URL holds: `?page=2&size=20&q=smith&paid=unpaid`. Anything missing or invalid
 * (page 0, size 15, an unknown filter value) reads as its default, so any link opens a page.
 */
export const readTableState = <F extends FilterDefinitions>(
  params: URLSearchParams,
  { filters, defaultSize = DEFAULT_PAGE_SIZE, prefix = '' }: TableStateOptions<F> = {},
): TableState<F> => {
  const size = positiveInteger(params.get(prefix + SIZE));
  const values = Object.fromEntries(
    filterEntries(filters).map(([key, definition]) => {
      const raw = params.get(prefix + key);
      return [key, raw !== null && definition.values.includes(raw) ? raw : definition.default];
    }),
  ) as FilterValues<F>;
  return {
    page: positiveInteger(params.get(prefix + PAGE)) ?? 1,
    size: size !== undefined && isPageSize(size) ? size : defaultSize,
    search: (params.get(prefix + SEARCH) ?? '').trim(),
    filters: values,
  };
};

/**
 * The URL parameters after `patch`: defaults are left out so plain links stay plain, other
 * parameters of the page are kept, and a new size, search or filter goes back to page 1.
 */
export const writeTableState = <F extends FilterDefinitions>(
  params: URLSearchParams,
  patch: TableStatePatch<F>,
  options: TableStateOptions<F> = {},
): URLSearchParams => {
  const { filters, defaultSize = DEFAULT_PAGE_SIZE, prefix = '' } = options;
  const current = readTableState(params, options);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value === fallback || value === '') next.delete(prefix + key);
    else next.set(prefix + key, String(value));
  };

  const size = patch.size ?? current.size;
  const search = patch.search === undefined ? current.search : patch.search.trim();
  const filterValues = { ...current.filters, ...patch.filters };
  const narrowed =
    size !== current.size ||
    search !== current.search ||
    filterEntries(filters).some(([key]) => filterValues[key] !== current.filters[key]);
  const page = patch.page ?? (narrowed ? 1 : current.page);

  set(PAGE, page, 1);
  set(SIZE, size, defaultSize);
  set(SEARCH, search, '');
  for (const [key, definition] of filterEntries(filters)) {
    set(key, filterValues[key], definition.default);
  }
  return next;
};

/** The API query of the state's page (admin.md §7). */
export const tableRequest = <F extends FilterDefinitions>(state: TableState<F>): PageRequest =>
  pageRequest(state.page, state.size);
