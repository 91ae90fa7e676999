import { ConflictError, featureError } from '@/platform/common/errors';

export class SaleAlreadyPaidError extends featureError(
  ConflictError,
  'SALE_ALREADY_PAID',
  'This sale has already been paid',
) {}

/** The first order was settled at zero by a referral code: there is nothing to pay by card. */
export class NoPaymentDueError extends featureError(
  ConflictError,
  'NO_PAYMENT_DUE',
  'No payment is due: a referral code was applied',
) {}
