import { featureError, NotFoundError } from '@/platform/common/errors';

/** The sale has no receipt yet: its fee is not settled (or it is not the viewer's sale). */
export class ReceiptNotFoundError extends featureError(
  NotFoundError,
  'RECEIPT_NOT_FOUND',
  'Receipt not found',
) {}
