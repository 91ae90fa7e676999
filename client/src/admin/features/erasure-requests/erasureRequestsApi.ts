import { api } from '@/api/generated';
import { listTag, onSuccess } from '@/api/tags';

/** Cache tag of the erasure requests (both lists and each request). */
export const ERASURE_REQUESTS_TAG = 'AdminErasureRequests';

/** The erasure task list; carrying one out refreshes the lists, on success only. */
export const erasureRequestsApi = api
  .enhanceEndpoints({ addTagTypes: [ERASURE_REQUESTS_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminErasureRequestsControllerList: {
        providesTags: () => [listTag(ERASURE_REQUESTS_TAG)],
      },
      adminErasureRequestsControllerErase: {
        invalidatesTags: onSuccess(() => [listTag(ERASURE_REQUESTS_TAG)]),
      },
    },
  });

export const {
  useAdminErasureRequestsControllerListQuery: useErasureRequestsQuery,
  useAdminErasureRequestsControllerEraseMutation: useEraseMutation,
} = erasureRequestsApi;
