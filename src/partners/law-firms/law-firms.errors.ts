import { featureError, NotFoundError } from '@/platform/common/errors';

export class LawFirmNotFoundError extends featureError(
  NotFoundError,
  'LAW_FIRM_NOT_FOUND',
  'Law firm not found',
) {}

export class LawyerGroupNotFoundError extends featureError(
  NotFoundError,
  'LAWYER_GROUP_NOT_FOUND',
  'Lawyer group not found',
) {}
