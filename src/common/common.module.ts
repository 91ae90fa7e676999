import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from './clock';
import { ErrorReporter } from './error-reporter';
import { RateLimiter } from './rate-limit';

@Global()
@Module({
  providers: [ErrorReporter, RateLimiter, { provide: Clock, useClass: SystemClock }],
  exports: [ErrorReporter, RateLimiter, Clock],
})
export class CommonModule {}
