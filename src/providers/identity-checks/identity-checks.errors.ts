import {
  ConflictError,
  featureError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';

export class IdentityCheckNotFoundError extends featureError(
  NotFoundError,
  'IDENTITY_CHECK_NOT_FOUND',
  'Identity check not found',
) {}

export class CheckAlreadyPendingError extends featureError(
  ConflictError,
  'IDENTITY_CHECK_PENDING',
  'This person already has a pending check. Abort it before ordering another.',
) {}

export class CheckCompleteError extends featureError(
  ConflictError,
  'IDENTITY_CHECK_COMPLETE',
  "This person's check is complete: it cannot be ordered again.",
) {}

export class CheckNotPendingError extends featureError(
  ConflictError,
  'IDENTITY_CHECK_NOT_PENDING',
  'Only a pending check can be aborted.',
) {}

export class CheckNotReorderableError extends featureError(
  ConflictError,
  'IDENTITY_CHECK_NOT_REORDERABLE',
  'Only the latest failed or aborted check of a person can be reordered.',
) {}

/** A rule of admin.md §4 stops the action; the message says which. */
export class CheckActionRefusedError extends ValidationError {
  override readonly code = 'IDENTITY_CHECK_REFUSED';

  constructor(message: string) {
    super([message]);
  }
}
