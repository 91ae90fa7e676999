import { useSaleSearchCountQuery, useSaleSearchQuery } from '@/api/generated';
import { GLOBAL_SEARCH_RESULTS, type UseGlobalSearch } from '@/admin/shell/globalSearch';

/**
 * The top bar's search, answered by GET /api/admin/search (at most 10 sales, newest first). Only
 * when those fill the list does it ask how many there are (GET /api/admin/search/count, capped).
 */
export const useAdminSearch: UseGlobalSearch = (query, { skip }) => {
  const result = useSaleSearchQuery({ q: query }, { skip });
  const full = !skip && (result.currentData?.length ?? 0) >= GLOBAL_SEARCH_RESULTS;
  const count = useSaleSearchCountQuery({ q: query }, { skip: !full });
  return {
    results: result.currentData,
    isFetching: result.isFetching,
    error: result.error,
    total: full && count.currentData ? count.currentData : undefined,
  };
};
