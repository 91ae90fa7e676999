import {
  api,
  type CustomerDocumentDto,
  type CustomerDocumentsDto,
  type CustomerRequestDto,
} from '@/api/generated';
import { idTag, listTag, onSuccess, type RecordTag } from '@/api/tags';

export type { CustomerDocumentDto, CustomerDocumentsDto, CustomerRequestDto };

/** Whose documents: a sale's (its seller) or a purchase's (its buyer). */
export type DocumentsKind = 'sale' | 'purchase';

const DOCUMENTS = 'CustomerDocuments';

/** One sale's or purchase's documents and requests. */
export const documentsTag = (kind: DocumentsKind, id: string): RecordTag<typeof DOCUMENTS> =>
  idTag(DOCUMENTS, `${kind}:${id}`);

/**
 * The customer's documents (issue 26): the list of a sale or purchase is one record; an answer to
 * a fee approval changes it. Uploads go through `uploadWithProgress` (not RTK Query), so after one
 * the card invalidates `documentsTag` itself.
 */
export const documentsApi = api.enhanceEndpoints({ addTagTypes: [DOCUMENTS] }).enhanceEndpoints({
  endpoints: {
    documentsControllerListForSale: {
      providesTags: (_result, _error, arg) => [
        documentsTag('sale', arg.transactionId),
        listTag(DOCUMENTS),
      ],
    },
    documentsControllerListForPurchase: {
      providesTags: (_result, _error, arg) => [
        documentsTag('purchase', arg.purchaseIntentId),
        listTag(DOCUMENTS),
      ],
    },
    documentsControllerAnswerFeeApproval: {
      invalidatesTags: onSuccess(() => [listTag(DOCUMENTS)]),
    },
  },
});

export const {
  useDocumentsControllerListForSaleQuery,
  useDocumentsControllerListForPurchaseQuery,
  useDocumentsControllerAnswerFeeApprovalMutation: useAnswerFeeApprovalMutation,
} = documentsApi;

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
  const cachedSale = documentsApi.endpoints.documentsControllerListForSale.useQueryState(saleArg, {
    skip: kind !== 'sale',
  });
  const cachedPurchase = documentsApi.endpoints.documentsControllerListForPurchase.useQueryState(
    purchaseArg,
    { skip: kind !== 'purchase' },
  );
  const cached = kind === 'sale' ? cachedSale.data : cachedPurchase.data;
  const options = {
    pollingInterval: cached && hasPendingScan(cached) ? pollMs : 0,
    skipPollingIfUnfocused: true,
  };
  const sale = useDocumentsControllerListForSaleQuery(saleArg, {
    ...options,
    skip: kind !== 'sale',
  });
  const purchase = useDocumentsControllerListForPurchaseQuery(purchaseArg, {
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
