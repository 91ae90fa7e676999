import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limit';

/** Sliding-window limits kept in the database (its `rate_limit_hits` table), for every feature. */
@Global()
@Module({ providers: [RateLimiter], exports: [RateLimiter] })
export class RateLimitModule {}
