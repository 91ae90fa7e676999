import { api, type AdminDocumentDto } from '@/api/generated';

export type { AdminDocumentDto };

/** The cached list without subscribing to it (to decide whether to keep polling). */
export const useAdminDocumentsQueryState = api.endpoints.adminDocuments.useQueryState;

/** Where staff upload a file to the sale. */
export const adminUploadUrl = (transactionId: string) =>
  `/api/admin/documents/transaction/${encodeURIComponent(transactionId)}`;

/** The file as an attachment; `inline` for the preview (PDF and images only). */
export const adminDownloadUrl = (documentId: string, { inline = false } = {}) =>
  `/api/admin/documents/${encodeURIComponent(documentId)}/download${inline ? '?inline=1' : ''}`;
