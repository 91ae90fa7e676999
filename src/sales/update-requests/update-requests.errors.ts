import { ConflictError, featureError, NotFoundError } from '@/platform/common/errors';

export class UpdateAlreadyRequestedError extends featureError(
  ConflictError,
  'UPDATE_ALREADY_REQUESTED',
  'You asked for an update today. We will reply by e-mail, and you can ask again tomorrow.',
) {}

export class UpdateNotAvailableError extends featureError(
  ConflictError,
  'UPDATE_NOT_AVAILABLE',
  'Your purchase is not linked to a sale yet, so there is no progress to report. We will e-mail you when it is.',
) {}

export class UpdateRequestNotFoundError extends featureError(
  NotFoundError,
  'UPDATE_REQUEST_NOT_FOUND',
  'Update request not found. Reload the page to see the current requests.',
) {}

export class UpdateAlreadyAnsweredError extends featureError(
  ConflictError,
  'UPDATE_ALREADY_ANSWERED',
  'This request has been answered already. Reload the page to see the answer.',
) {}
