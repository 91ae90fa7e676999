import { featureError, NotFoundError } from '@/platform/common/errors';

/** No such sale, or not the viewer's: the two answer alike so ids cannot be probed. */
export class TrackedSaleNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}

/** No such purchase, or not the viewer's. */
export class TrackedPurchaseNotFoundError extends featureError(
  NotFoundError,
  'PURCHASE_INTENT_NOT_FOUND',
  'Purchase intent not found',
) {}
