import { featureError, NotFoundError, ValidationError } from '@/platform/common/errors';

export class InvalidWebhookSignatureError extends featureError(
  ValidationError,
  'INVALID_WEBHOOK_SIGNATURE',
  ['Invalid webhook signature'],
) {}

export class InvalidPaymentIntentIdError extends featureError(
  ValidationError,
  'INVALID_PAYMENT_INTENT_ID',
  ['Invalid payment intent id'],
) {}

/** No such payment, or not yours. */
export class PaymentNotFoundError extends featureError(
  NotFoundError,
  'PAYMENT_NOT_FOUND',
  'Payment not found',
) {}
