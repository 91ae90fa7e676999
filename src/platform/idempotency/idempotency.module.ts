import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';
import { IdempotencyCleanupJob } from './jobs/idempotency-cleanup.job';

/**
 * Idempotency keys for create routes: a feature marks a route `@Idempotent()`; the interceptor
 * resolves from here in any module.
 */
@Global()
@Module({
  providers: [
    IdempotencyRepository,
    IdempotencyService,
    IdempotencyInterceptor,
    IdempotencyCleanupJob,
  ],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
