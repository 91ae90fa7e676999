import { api } from '@/api/generated';
import { idTag, listTag, onSuccess } from '@/api/tags';
import { TRANSACTION_TAG } from '@/admin/features/transactions/transactionsListApi';

const SEARCHES_TAG = 'AdminSearches';
const EVENTS_TAG = 'AdminTransactionEvents';

/**
 * A sale's search orders (admin.md §2 Searches tab, §7): an order refreshes them, the sale's
 * timeline, and the sale itself in the detail page and the lists (its Searches alert icon).
 */
export const searchesApi = api
  .enhanceEndpoints({ addTagTypes: [SEARCHES_TAG, EVENTS_TAG, TRANSACTION_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminSearchesControllerList: {
        providesTags: (_result, _error, arg) => [idTag(SEARCHES_TAG, arg.transactionId)],
      },
      adminSearchesControllerOrder: {
        invalidatesTags: onSuccess((arg) => [
          idTag(SEARCHES_TAG, arg.transactionId),
          idTag(EVENTS_TAG, arg.transactionId),
          idTag(TRANSACTION_TAG, arg.transactionId),
          listTag(TRANSACTION_TAG),
        ]),
      },
    },
  });

export const {
  useAdminSearchesControllerListQuery: useSearchesQuery,
  useAdminSearchesControllerOrderMutation: useOrderSearchesMutation,
} = searchesApi;

/** The cached list without subscribing to it (to decide whether to keep polling). */
export const useSearchesQueryState =
  searchesApi.endpoints.adminSearchesControllerList.useQueryState;
