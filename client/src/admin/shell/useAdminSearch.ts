import { useAdminSearchQuery } from '@/admin/features/transactions/transactionsListApi';
import type { UseGlobalSearch } from '@/admin/shell/globalSearch';

/** The top bar's search, answered by GET /api/admin/search (at most 10 sales, newest first). */
export const useAdminSearch: UseGlobalSearch = (query, { skip }) => {
  const result = useAdminSearchQuery({ q: query }, { skip });
  return { results: result.currentData, isFetching: result.isFetching, error: result.error };
};
