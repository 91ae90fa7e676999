import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { PageRequest, PageSize } from '@/admin/list/paging';
import {
  readTableState,
  tableRequest,
  writeTableState,
  type FilterDefinitions,
  type FilterValues,
  type SortState,
  type TableState,
  type TableStateOptions,
  type TableStatePatch,
} from '@/admin/list/tableUrlState';

export type TableUrlState<
  F extends FilterDefinitions = Record<never, never>,
  P extends string = never,
  S extends string = string,
> = TableState<F, P, S> & {
  /** `{ skip, limit }` for the API (admin.md §7). */
  request: PageRequest;
  /** `replace` swaps the history entry (e.g. when correcting a page past the end). */
  setPage: (page: number, options?: { replace?: boolean }) => void;
  setSize: (size: PageSize) => void;
  /** Replaces the history entry, so typing does not fill the back button. */
  setSearch: (search: string) => void;
  setFilter: <K extends keyof F & string>(key: K, value: FilterValues<F>[K]) => void;
  /** A free value ('' removes it). */
  setParam: (key: P, value: string) => void;
  /** Another sort (null: the default), from page 1. */
  setSort: (sort: SortState<S> | null) => void;
  /** Any change at once (e.g. a filter and the search together). */
  update: (patch: TableStatePatch<F, P, S>, options?: { replace?: boolean }) => void;
};

/**
 * A list's page, page size, search and filters, kept in the URL (STYLE.md rule 11), so a reload
 * or a shared link shows the same page. Invalid values read as defaults; changing the size, the
 * search or a filter goes back to page 1.
 *
 * ```ts
 * const list = useTableUrlState({
 *   filters: { paid: { values: ['all', 'paid', 'unpaid'], default: 'all' } },
 * });
 * list.filters.paid; // 'all' | 'paid' | 'unpaid'
 * useTransactionsQuery({ ...list.request, isPaid: ... });
 * ```
 */
export const useTableUrlState = <
  const F extends FilterDefinitions = Record<never, never>,
  const P extends string = never,
  const S extends string = string,
>(
  options: TableStateOptions<F, P, S> = {},
): TableUrlState<F, P, S> => {
  const [params, setParams] = useSearchParams();
  const { filters, params: paramKeys, sort, defaultSize, prefix } = options;
  // The definitions are usually literals made on each render: they are compared by value, and
  // the first of equal ones is kept, so what depends on them changes only when they do.
  const given: TableStateOptions<F, P, S> = {
    filters,
    params: paramKeys,
    sort,
    defaultSize,
    prefix,
  };
  const key = JSON.stringify(given);
  const kept = useRef({ key, options: given });
  if (kept.current.key !== key) kept.current = { key, options: given };
  const stableOptions = kept.current.options;
  const state = useMemo(() => readTableState(params, stableOptions), [params, stableOptions]);

  const update = useCallback(
    (patch: TableStatePatch<F, P, S>, { replace = false }: { replace?: boolean } = {}) =>
      setParams((current) => writeTableState(current, patch, stableOptions), { replace }),
    [setParams, stableOptions],
  );

  return useMemo(
    () => ({
      ...state,
      request: tableRequest(state),
      update,
      setPage: (page, pageOptions) => update({ page }, pageOptions),
      setSize: (size) => update({ size }),
      setSearch: (search) => update({ search }, { replace: true }),
      setFilter: (key, value) => update({ filters: { [key]: value } as Partial<FilterValues<F>> }),
      setParam: (key, value) => update({ params: { [key]: value } as Partial<Record<P, string>> }),
      setSort: (sort) => update({ sort }),
    }),
    [state, update],
  );
};
