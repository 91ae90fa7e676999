import { api, type AdminDocumentDto } from '@/api/generated';
import { idTag, type RecordTag } from '@/api/tags';

export type { AdminDocumentDto };

const DOCUMENTS_TAG = 'AdminDocuments';
const REQUESTS_TAG = 'AdminAdditionalRequests';
const EVENTS_TAG = 'AdminTransactionEvents';

/**
 * What a change to a sale's files changes: its Documents tab, its additional requests (an answer
 * moves a request on; a rejection asks again) and its timeline.
 */
export const documentsChangedTags = (
  transactionId: string,
): RecordTag<typeof DOCUMENTS_TAG | typeof REQUESTS_TAG | typeof EVENTS_TAG>[] => [
  idTag(DOCUMENTS_TAG, transactionId),
  idTag(REQUESTS_TAG, transactionId),
  idTag(EVENTS_TAG, transactionId),
];

const changedBy = (result: AdminDocumentDto | undefined) =>
  result ? documentsChangedTags(result.transaction_id) : [];

/**
 * A sale's documents for staff (issue 26). Uploads go through `uploadWithProgress`, so after one
 * the tab invalidates `documentsChangedTags` itself.
 */
export const adminDocumentsApi = api
  .enhanceEndpoints({ addTagTypes: [DOCUMENTS_TAG, REQUESTS_TAG, EVENTS_TAG] })
  .enhanceEndpoints({
    endpoints: {
      adminDocumentsControllerList: {
        providesTags: (_result, _error, arg) => [idTag(DOCUMENTS_TAG, arg.transactionId)],
      },
      adminDocumentsControllerSetVisibility: {
        invalidatesTags: (result) => changedBy(result),
      },
      adminDocumentsControllerAccept: {
        invalidatesTags: (result) => changedBy(result),
      },
      adminDocumentsControllerReject: {
        invalidatesTags: (result) => changedBy(result),
      },
    },
  });

export const {
  useAdminDocumentsControllerListQuery: useAdminDocumentsQuery,
  useAdminDocumentsControllerSetVisibilityMutation: useSetVisibilityMutation,
  useAdminDocumentsControllerAcceptMutation: useAcceptDocumentMutation,
  useAdminDocumentsControllerRejectMutation: useRejectDocumentMutation,
} = adminDocumentsApi;

/** The cached list without subscribing to it (to decide whether to keep polling). */
export const useAdminDocumentsQueryState =
  adminDocumentsApi.endpoints.adminDocumentsControllerList.useQueryState;

/** Where staff upload a file to the sale. */
export const adminUploadUrl = (transactionId: string) =>
  `/api/admin/documents/transaction/${encodeURIComponent(transactionId)}`;

/** The file as an attachment; `inline` for the preview (PDF and images only). */
export const adminDownloadUrl = (documentId: string, { inline = false } = {}) =>
  `/api/admin/documents/${encodeURIComponent(documentId)}/download${inline ? '?inline=1' : ''}`;
