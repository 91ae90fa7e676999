import { Global, Module } from '@nestjs/common';
import { ErrorReporter } from './error-reporter';
import { RateLimiter } from './rate-limit';

@Global()
@Module({ providers: [ErrorReporter, RateLimiter], exports: [ErrorReporter, RateLimiter] })
export class CommonModule {}
