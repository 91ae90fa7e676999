import { featureError, NotFoundError } from '@/common/errors';

export class UserNotFoundError extends featureError(
  NotFoundError,
  'USER_NOT_FOUND',
  'User not found',
) {}
