import { api } from '@/api/generated';
import { idTag, listTag, onSuccess } from '@/api/tags';
import { TRANSACTION_TAG } from '@/admin/features/transactions/transactionsListApi';

const CHECKS_TAG = 'AdminIdentityChecks';
const EVENTS_TAG = 'AdminTransactionEvents';

/**
 * A check was ordered, aborted or reordered: the sale's checks, its timeline, the sale itself
 * and the lists (the feed's identity status) are stale.
 */
const checksChanged = (transactionId: string) => [
  idTag(CHECKS_TAG, transactionId),
  idTag(EVENTS_TAG, transactionId),
  idTag(TRANSACTION_TAG, transactionId),
  listTag(TRANSACTION_TAG),
];

/**
 * A sale's identity checks (admin.md §7 'Identity checks') and the estate agent's Thirdfort
 * e-mail: a check action refreshes the checks, the timeline and the sale; the e-mail only the
 * timeline.
 */
export const identityChecksApi = api
  .enhanceEndpoints({ addTagTypes: [CHECKS_TAG, EVENTS_TAG, TRANSACTION_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminIdentityChecksControllerFindAll: {
        providesTags: (_result, _error, arg) => [idTag(CHECKS_TAG, arg.transactionId)],
      },
      // Not tagged: each read is a recorded view of the people's data, made only when the
      // 'Show Full Details' switch asks for it, and not repeated by a check action.
      adminIdentityChecksControllerDetails: {},
      adminIdentityChecksControllerCreate: {
        invalidatesTags: onSuccess((arg) => checksChanged(arg.transactionId)),
      },
      // Abort and reorder address the check by its own id; the answer names its sale.
      adminIdentityChecksControllerAbort: {
        invalidatesTags: (result) => (result ? checksChanged(result.transaction_id) : []),
      },
      adminIdentityChecksControllerReorder: {
        invalidatesTags: (result) => (result ? checksChanged(result.transaction_id) : []),
      },
      adminThirdfortEmailControllerSend: {
        invalidatesTags: onSuccess((arg) => [idTag(EVENTS_TAG, arg.transactionId)]),
      },
    },
  });

export const {
  useAdminIdentityChecksControllerFindAllQuery: useIdentityChecksQuery,
  useAdminIdentityChecksControllerDetailsQuery: useIdentityCheckDetailsQuery,
  useAdminIdentityChecksControllerCreateMutation: useOrderIdentityCheckMutation,
  useAdminIdentityChecksControllerAbortMutation: useAbortIdentityCheckMutation,
  useAdminIdentityChecksControllerReorderMutation: useReorderIdentityCheckMutation,
  useAdminThirdfortEmailControllerSendMutation: useSendThirdfortEmailMutation,
} = identityChecksApi;
