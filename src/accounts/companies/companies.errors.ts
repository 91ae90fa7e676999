import { ConflictError, featureError, NotFoundError } from '@/platform/common/errors';

export class CompanyNotFoundError extends featureError(
  NotFoundError,
  'COMPANY_NOT_FOUND',
  'Company not found',
) {}

export class CompanyNumberTakenError extends featureError(
  ConflictError,
  'COMPANY_NUMBER_TAKEN',
  'A company with this number already exists. Use the search bar to find it.',
) {}
