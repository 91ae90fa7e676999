import { ConflictError, featureError, NotFoundError } from '@/platform/common/errors';

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

/** What a buyer hears on changing a confirmed purchase's answers (issue 25). */
export const PURCHASE_LOCKED_MESSAGE =
  "Your purchase is confirmed, so its answers can no longer be changed here. Use 'Ask us to change something' on your property dashboard and our team will make the change.";

/** The buyer changed a confirmed (active) purchase through the onboarding routes. */
export class PurchaseLockedError extends featureError(
  ConflictError,
  'PURCHASE_LOCKED',
  PURCHASE_LOCKED_MESSAGE,
) {}

/** Staff asked to attach a purchase to a sale that does not exist. */
export class SaleToAttachNotFoundError extends featureError(
  NotFoundError,
  'TRANSACTION_NOT_FOUND',
  'Transaction not found',
) {}

/** Someone else changed a purchase's significant dates after the editor read them. */
export class SignificantDatesChangedError extends featureError(
  ConflictError,
  'SIGNIFICANT_DATES_CHANGED',
  'Someone else changed these dates after you opened them',
) {
  constructor(now: string) {
    super();
    this.message = `Someone else changed these dates after you opened them. They are now: ${now}. Check them and save again.`;
  }
}
