import { Global, Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyService } from './idempotency.service';

/**
 * Idempotency keys for create routes: a feature marks a route `@Idempotent()`; the interceptor
 * resolves from here in any module.
 */
@Global()
@Module({
  providers: [IdempotencyRepository, IdempotencyService, IdempotencyInterceptor],
  exports: [IdempotencyService, IdempotencyInterceptor],
})
export class IdempotencyModule {}
