import {
  REQUEST_CUSTOMER_TEXT,
  REQUEST_LABELS,
  isOpenForCustomer,
} from '@/sales/additional-requests/additional-requests.rules';
import type { AdditionalRequestRecord } from '@/sales/additional-requests/additional-requests.service';
import type { AdminDocumentRow } from './documents.query-repository';
import { PREVIEWABLE, type DocumentRow } from './documents.rules';
import type {
  AdminDocumentDto,
  CustomerDocumentDto,
  CustomerRequestDto,
} from './dto/documents.dto';

export function toCustomerDocument(row: DocumentRow, viewerId: string): CustomerDocumentDto {
  return {
    _id: row._id,
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    uploaded_by_me: row.uploaded_by === viewerId,
    uploaded_by_staff: row.uploader_side === 'staff',
    request_id: row.request_id,
    scan_status: row.scan_status,
    review_status: row.review_status,
    rejection_reason: row.rejection_reason,
    downloadable: row.scan_status === 'clean',
    createdAt: row.createdAt.toISOString(),
  };
}

/** A request as the seller sees it, with its answers (newest first) among `answers`. */
export function toCustomerRequest(
  request: AdditionalRequestRecord,
  answers: CustomerDocumentDto[],
): CustomerRequestDto {
  const open = isOpenForCustomer(request.status);
  const newest = answers[0];
  return {
    _id: request._id,
    type: request.type,
    title: REQUEST_CUSTOMER_TEXT[request.type].title,
    instructions: REQUEST_CUSTOMER_TEXT[request.type].instructions,
    status: request.status,
    open,
    answer: request.type === 'fee_approval' ? 'approve_or_query' : 'file',
    fee_response: request.fee_response,
    fee_query: request.fee_query,
    last_rejection_reason:
      open && newest?.review_status === 'rejected' ? newest.rejection_reason : null,
    sentAt: request.sentAt?.toISOString() ?? null,
    receivedAt: request.receivedAt?.toISOString() ?? null,
    documents: answers,
  };
}

export function toAdminDocument(row: AdminDocumentRow): AdminDocumentDto {
  const downloadable = row.scan_status === 'clean';
  return {
    _id: row._id,
    transaction_id: row.transaction_id,
    purchase_intent_id: row.purchase_intent_id,
    request_id: row.request_id,
    request_type: row.request_type,
    request_label: row.request_type ? REQUEST_LABELS[row.request_type] : null,
    name: row.name,
    content_type: row.content_type,
    size: row.size,
    sha256: row.sha256,
    source: row.source,
    uploaded_by: {
      _id: row.uploaded_by,
      name: row.uploaded_by_name,
      email: row.uploader_email,
      is_staff: row.uploader_side === 'staff',
      side: row.uploader_side,
    },
    visible_to_seller: row.visible_to_seller,
    visible_to_buyer: row.visible_to_buyer,
    scan_status: row.scan_status,
    review_status: row.review_status,
    rejection_reason: row.rejection_reason,
    reviewed_by_name: row.reviewed_by_name,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    downloadable,
    previewable: downloadable && PREVIEWABLE.includes(row.content_type),
    createdAt: row.createdAt.toISOString(),
  };
}
