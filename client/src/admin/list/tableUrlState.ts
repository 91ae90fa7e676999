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

export type SortOrder = 'asc' | 'desc';
/** The column a list is sorted by (one of its whitelisted keys) and which way. */
export type SortState<K extends string = string> = { key: K; order: SortOrder };
/** The columns a list may be sorted by, and its order when the URL says none. */
export type SortDefinition<K extends string = string> = {
  keys: readonly K[];
  default: SortState<K>;
};

export type TableStateOptions<
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
> = {
  /** Filters kept in the URL under their own key (e.g. `paid=unpaid`). */
  filters?: F;
  /**
   * Free values kept in the URL under their own key (an id, a day: `createdFrom=2026-01-31`),
   * '' when absent. The page checks them before sending them.
   */
  params?: readonly P[];
  /** A sortable list: `sort=asking_price&order=asc`; a key not listed reads as the default. */
  sort?: SortDefinition<S>;
  defaultSize?: PageSize;
  /** Prefix for the parameter names when a page shows more than one list. */
  prefix?: string;
};

export type TableState<
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
> = {
  page: number;
  size: PageSize;
  /** The search text ('' when none). */
  search: string;
  filters: FilterValues<F>;
  /** The free values (only when the options list any). */
  params: Record<P, string>;
  /** The sort (only when the options define one). */
  sort?: SortState<S>;
};

export type TableStatePatch<
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
> = Partial<
  Omit<TableState<F, P, S>, 'filters' | 'params' | 'sort'> & {
    filters: Partial<FilterValues<F>>;
    params: Partial<Record<P, string>>;
    /** null goes back to the default sort. */
    sort: SortState<S> | null;
  }
>;

const PAGE = 'page';
const SIZE = 'size';
const SEARCH = 'q';
const SORT = 'sort';
const ORDER = 'order';
/** A free value longer than this reads as absent (a URL is not a place for essays). */
const MAX_PARAM_LENGTH = 200;

const readParam = (raw: string | null): string => {
  const value = (raw ?? '').trim();
  return value.length > MAX_PARAM_LENGTH ? '' : value;
};

const readSort = <S extends string>(
  params: URLSearchParams,
  definition: SortDefinition<S>,
  prefix: string,
): SortState<S> => {
  const key = params.get(prefix + SORT);
  const order = params.get(prefix + ORDER);
  return {
    key: key !== null && definition.keys.includes(key as S) ? (key as S) : definition.default.key,
    order: order === 'asc' || order === 'desc' ? order : definition.default.order,
  };
};

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
export const readTableState = <
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
>(
  params: URLSearchParams,
  {
    filters,
    params: paramKeys,
    sort,
    defaultSize = DEFAULT_PAGE_SIZE,
    prefix = '',
  }: TableStateOptions<F, P, S> = {},
): TableState<F, P, S> => {
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
    // Only lists that have them carry these, so a plain list's state stays as it was.
    ...((paramKeys
      ? {
          params: Object.fromEntries(
            paramKeys.map((key) => [key, readParam(params.get(prefix + key))]),
          ),
        }
      : {}) as { params: Record<P, string> }),
    ...(sort ? { sort: readSort(params, sort, prefix) } : {}),
  };
};

/**
 * The URL parameters after `patch`: defaults are left out so plain links stay plain, other
 * parameters of the page are kept, and a new size, search or filter goes back to page 1.
 */
export const writeTableState = <
  F extends FilterDefinitions,
  P extends string = never,
  S extends string = string,
>(
  params: URLSearchParams,
  patch: TableStatePatch<F, P, S>,
  options: TableStateOptions<F, P, S> = {},
): URLSearchParams => {
  const { filters, params: paramKeys = [], sort, defaultSize = DEFAULT_PAGE_SIZE } = options;
  const { prefix = '' } = options;
  const current = readTableState(params, options);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | number, fallback: string | number) => {
    if (value === fallback || value === '') next.delete(prefix + key);
    else next.set(prefix + key, String(value));
  };

  const size = patch.size ?? current.size;
  const search = patch.search === undefined ? current.search : patch.search.trim();
  const filterValues = { ...current.filters, ...patch.filters };
  const currentParams = (current.params ?? {}) as Record<P, string>;
  const paramValues = { ...currentParams } as Record<P, string>;
  for (const key of paramKeys) {
    const value = patch.params?.[key];
    if (value !== undefined) paramValues[key] = value.trim();
  }
  const sortValue =
    sort && (patch.sort === undefined ? current.sort : (patch.sort ?? sort.default));
  const narrowed =
    size !== current.size ||
    search !== current.search ||
    filterEntries(filters).some(([key]) => filterValues[key] !== current.filters[key]) ||
    paramKeys.some((key) => paramValues[key] !== currentParams[key]) ||
    sortValue?.key !== current.sort?.key ||
    sortValue?.order !== current.sort?.order;
  const page = patch.page ?? (narrowed ? 1 : current.page);

  set(PAGE, page, 1);
  set(SIZE, size, defaultSize);
  set(SEARCH, search, '');
  for (const [key, definition] of filterEntries(filters)) {
    set(key, filterValues[key], definition.default);
  }
  for (const key of paramKeys) set(key, paramValues[key], '');
  if (sort && sortValue) {
    set(SORT, sortValue.key, sort.default.key);
    set(ORDER, sortValue.order, sort.default.order);
  }
  return next;
};

/** The API query of the state's page (admin.md §7). */
export const tableRequest = <F extends FilterDefinitions, P extends string, S extends string>(
  state: TableState<F, P, S>,
): PageRequest => pageRequest(state.page, state.size);
