import { ConflictError, featureError, NotFoundError } from '@/common/errors';

export const PURCHASE_INTENT_NOT_FOUND = 'Purchase intent not found';

/** No such purchase intent, or not yours: the two answer alike so ids cannot be probed. */
export class PurchaseIntentNotFoundError extends featureError(
  NotFoundError,
  'PURCHASE_INTENT_NOT_FOUND',
  PURCHASE_INTENT_NOT_FOUND,
) {}

export class FeesTermsNotAcceptedError extends featureError(
  ConflictError,
  'TERMS_NOT_ACCEPTED',
  'Please accept the terms and conditions before confirming fees.',
) {}

/** Staff asked to attach a purchase to a sale that does not exist. */
export class SaleToAttachNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}
