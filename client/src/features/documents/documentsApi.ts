import {
  api,
  usePurchaseDocumentsQuery,
  useSaleDocumentsQuery,
  type CustomerDocumentDto,
  type CustomerDocumentsDto,
  type CustomerRequestDto,
} from '@/api/generated';

export type { CustomerDocumentDto, CustomerDocumentsDto, CustomerRequestDto };

/** Whose documents: a sale's (its seller) or a purchase's (its buyer). */
export type DocumentsKind = 'sale' | 'purchase';

/** Where a customer's file goes: a request's answer, or a file of their own for the sale. */
export const uploadUrl = {
  request: (requestId: string) => `/api/documents/requests/${encodeURIComponent(requestId)}/files`,
  own: (kind: DocumentsKind, id: string) =>
    `/api/documents/${kind}/${encodeURIComponent(id)}/files`,
};

/** A plain link downloads (the session cookie goes with it; the server sends an attachment). */
export const downloadUrl = (documentId: string) =>
  `/api/documents/${encodeURIComponent(documentId)}/download`;

/**
 * A sale's or purchase's documents, asked again every `pollMs` while a file's virus check runs
 * (a few seconds after each upload). Both hooks are called (one skipped) so the rules of hooks
 * hold; the cached answer decides whether to keep asking.
 */
export const useCustomerDocuments = (kind: DocumentsKind, id: string, pollMs: number) => {
  const saleArg = { transactionId: id };
  const purchaseArg = { purchaseIntentId: id };
  const cachedSale = api.endpoints.saleDocuments.useQueryState(saleArg, {
    skip: kind !== 'sale',
  });
  const cachedPurchase = api.endpoints.purchaseDocuments.useQueryState(purchaseArg, {
    skip: kind !== 'purchase',
  });
  const cached = kind === 'sale' ? cachedSale.data : cachedPurchase.data;
  const options = {
    pollingInterval: cached && hasPendingScan(cached) ? pollMs : 0,
    skipPollingIfUnfocused: true,
  };
  const sale = useSaleDocumentsQuery(saleArg, {
    ...options,
    skip: kind !== 'sale',
  });
  const purchase = usePurchaseDocumentsQuery(purchaseArg, {
    ...options,
    skip: kind !== 'purchase',
  });
  return kind === 'sale' ? sale : purchase;
};

/** A file is still being checked for viruses somewhere in the list. */
export const hasPendingScan = (data: CustomerDocumentsDto): boolean =>
  data.documents.some((document) => document.scan_status === 'pending') ||
  data.requests.some((request) =>
    request.documents.some((document) => document.scan_status === 'pending'),
  );
