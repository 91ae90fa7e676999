import {
  featureError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
} from '@/platform/common/errors';

export class DataExportNotFoundError extends featureError(
  NotFoundError,
  'DATA_EXPORT_NOT_FOUND',
  'This download is not available. It may have expired: you can ask for a new one.',
) {}

export class ErasureRequestNotFoundError extends featureError(
  NotFoundError,
  'ERASURE_REQUEST_NOT_FOUND',
  'Erasure request not found',
) {}

/** Data rights are a customer's: staff accounts are managed in the back office. */
export class CustomersOnlyError extends featureError(
  ForbiddenError,
  'CUSTOMERS_ONLY',
  'Only customer accounts can do this.',
) {}

export class TooManyExportsError extends TooManyRequestsError {
  override readonly code = 'TOO_MANY_EXPORTS';
  constructor() {
    super('You have asked for several downloads today. Please try again tomorrow.', 24 * 60 * 60);
  }
}
