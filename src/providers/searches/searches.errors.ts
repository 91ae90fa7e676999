import { ConflictError, featureError, NotFoundError } from '@/platform/common/errors';
import { SEARCHES_ORDERED_TODAY, SEARCHES_SALE_NOT_PAID } from './searches.rules';

export class SearchesOrderedTodayError extends featureError(
  ConflictError,
  'SEARCHES_ORDERED_TODAY',
  SEARCHES_ORDERED_TODAY,
) {}

export class SearchOrderUnknownError extends featureError(
  NotFoundError,
  'SEARCH_ORDER_UNKNOWN',
  'No search order has that reference.',
) {}

export class SearchResultNotFoundError extends featureError(
  NotFoundError,
  'SEARCH_RESULT_NOT_FOUND',
  'Search result not found',
) {}

export class SearchesSaleNotPaidError extends featureError(
  ConflictError,
  'SEARCHES_SALE_NOT_PAID',
  SEARCHES_SALE_NOT_PAID,
) {}
