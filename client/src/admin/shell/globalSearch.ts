import type { AdminSearchPersonDto, AdminSearchResultDto } from '@/api/generated';

/** admin.md §9: global search from 2 characters, debounced 300 ms. */
export const GLOBAL_SEARCH_MIN_CHARS = 2;
export const GLOBAL_SEARCH_DEBOUNCE_MS = 300;

export const GLOBAL_SEARCH_PLACEHOLDER =
  'Search for a transaction using name, email, or property address';
export const NO_RESULTS_TEXT = 'No transactions found';
export const NO_BUYER_TEXT = 'No Buyer';

export type GlobalSearchPerson = AdminSearchPersonDto;

/** admin.md §3 'Search result (global search)', as GET /api/admin/search answers it. */
export type GlobalSearchResult = AdminSearchResultDto;

/** The most results the box lists (GET /api/admin/search answers at most this many). */
export const GLOBAL_SEARCH_RESULTS = 10;

/** How many sales the search finds, counted up to a cap ('more' beyond it). */
export type GlobalSearchTotal = { count: number; more: boolean };

export type GlobalSearchState = {
  /** The results for `query` (undefined while none have arrived). */
  results: readonly GlobalSearchResult[] | undefined;
  isFetching: boolean;
  error?: unknown;
  /**
   * When the results fill the list: how many sales the search finds in all (undefined while
   * unknown or when the list holds them all).
   */
  total?: GlobalSearchTotal;
};

/**
 * 'Showing 10 of 37' / 'Showing 10 of more than 50' when the search finds more than it lists
 * (undefined otherwise).
 */
export const moreResultsText = (shown: number, total: GlobalSearchTotal | undefined) => {
  if (!total || (!total.more && total.count <= shown)) return undefined;
  return total.more
    ? `Showing ${shown} of more than ${total.count}`
    : `Showing ${shown} of ${total.count}`;
};

export const OPEN_LIST_TEXT = 'open the transactions list with this search';

/**
 * How the box searches: a hook called on every render with the debounced query. The app passes
 * `useAdminSearch` (shell/useAdminSearch.ts, GET /api/admin/search); tests pass a fake.
 */
export type UseGlobalSearch = (query: string, options: { skip: boolean }) => GlobalSearchState;

export const personName = (person: GlobalSearchPerson): string =>
  [person.first_name, person.last_name].filter(Boolean).join(' ');
