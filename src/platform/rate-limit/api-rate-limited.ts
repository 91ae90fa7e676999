import { ApiTooManyRequestsResponse } from '@nestjs/swagger';

/**
 * Documents the 429 a route answers once its RateLimiter limit is reached (code RATE_LIMITED,
 * with Retry-After in seconds).
 */
export const ApiRateLimited = (description: string) =>
  ApiTooManyRequestsResponse({
    description: `${description} (RATE_LIMITED); try again after Retry-After seconds`,
    headers: {
      'Retry-After': {
        description: 'Seconds until a new attempt counts',
        schema: { type: 'integer' },
      },
    },
  });
