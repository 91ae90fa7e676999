import { api } from '@/api/generated';
import { idTag, onSuccess } from '@/api/tags';

const REQUESTS_TAG = 'AdminAdditionalRequests';
const EVENTS_TAG = 'AdminTransactionEvents';

/** A sale's additional requests (admin.md §7): a change refreshes them and the sale's timeline. */
export const additionalRequestsApi = api
  .enhanceEndpoints({ addTagTypes: [REQUESTS_TAG, EVENTS_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminAdditionalRequestsControllerList: {
        providesTags: (_result, _error, arg) => [idTag(REQUESTS_TAG, arg.transactionId)],
      },
      adminAdditionalRequestsControllerCreate: {
        invalidatesTags: onSuccess((arg) => [
          idTag(REQUESTS_TAG, arg.transactionId),
          idTag(EVENTS_TAG, arg.transactionId),
        ]),
      },
      adminAdditionalRequestsControllerUpdate: {
        invalidatesTags: (result) =>
          result
            ? [idTag(REQUESTS_TAG, result.transaction_id), idTag(EVENTS_TAG, result.transaction_id)]
            : [],
      },
    },
  });

export const {
  useAdminAdditionalRequestsControllerListQuery: useAdditionalRequestsQuery,
  useAdminAdditionalRequestsControllerCreateMutation: useCreateAdditionalRequestMutation,
  useAdminAdditionalRequestsControllerUpdateMutation: useUpdateAdditionalRequestMutation,
} = additionalRequestsApi;
