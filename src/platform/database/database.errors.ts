import { HttpStatus } from '@nestjs/common';
import { AppError } from '@/platform/common/errors';

/**
 * A transaction kept losing to concurrent ones (deadlock or serialization failure) however often
 * it was retried: the caller may try again in a moment. 503, never a 500.
 */
export class DatabaseBusyError extends AppError {
  readonly code: string = 'DATABASE_BUSY';
  readonly status = HttpStatus.SERVICE_UNAVAILABLE;

  constructor() {
    super('The service is busy. Please try again in a moment.');
  }
}
