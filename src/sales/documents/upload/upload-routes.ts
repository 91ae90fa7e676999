import type { BodyPolicy } from '@/platform/http/request-body';
import { MAX_UPLOAD_BYTES, MULTIPART_OVERHEAD_BYTES, UPLOAD_MESSAGES } from '../documents.rules';

/**
 * The upload routes (under /api), whose bodies the route streams itself: multipart/form-data
 * only, and a declared length past the largest file plus its envelope is refused at once with
 * the message the page shows. Kept beside the controllers' paths so the two cannot drift.
 */
export const DOCUMENT_UPLOAD_PATHS = [
  'documents/sale/:transactionId/files',
  'documents/purchase/:purchaseIntentId/files',
  'documents/requests/:requestId/files',
  'admin/documents/transaction/:transactionId',
] as const;

export const DOCUMENT_UPLOAD_BODY: BodyPolicy = {
  types: ['multipart/form-data'],
  limitBytes: MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES,
  read: 'stream',
  tooLargeMessage: UPLOAD_MESSAGES.tooLarge,
};
