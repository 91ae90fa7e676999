import {
  ConflictError,
  featureError,
  ForbiddenError,
  NotFoundError,
} from '@/platform/common/errors';

export class UserNotFoundError extends featureError(
  NotFoundError,
  'USER_NOT_FOUND',
  'User not found',
) {}

/** admin.md §5 'Transactions group creation': a representative entered by hand who exists. */
export class UserEmailTakenError extends featureError(
  ConflictError,
  'USER_EMAIL_TAKEN',
  'User with this email already exists. Use the search bar to find user.',
) {}

/** An admin may deactivate anyone but themselves (so the back office always keeps its author). */
export class CannotDeactivateSelfError extends featureError(
  ForbiddenError,
  'CANNOT_DEACTIVATE_SELF',
  'You cannot deactivate your own account.',
) {}
