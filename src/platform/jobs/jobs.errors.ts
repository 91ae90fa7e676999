import { featureError, NotFoundError } from '@/platform/common/errors';

/** Retry and discard act only on a job that failed for good and is still in the queue. */
export class FailedJobNotFoundError extends featureError(
  NotFoundError,
  'FAILED_JOB_NOT_FOUND',
  'No failed job with this id in this queue (it may have been retried or discarded already)',
) {}
