import { Inject, Injectable } from '@nestjs/common';
import { and, count, gt, inArray, lt } from 'drizzle-orm';
import { Database } from '@/database/database';
import { rateLimitHits } from '@/database/schema';
import { TooManyRequestsError } from './errors';

export type RateLimitRule = { key: string; limit: number };

/**
 * Sliding-window limits kept in the database, so every API process counts the same attempts.
 * A call is refused when any key already has its limit of attempts in the window; otherwise it
 * records one attempt per key. A refused attempt records nothing, so hammering one key (say a
 * stranger's client address) never uses up another's (the address it aims at).
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(Database) private readonly database: Database) {}

  async hit(rules: RateLimitRule[], windowSeconds: number, message: string): Promise<void> {
    const db = this.database.db;
    const since = new Date(Date.now() - windowSeconds * 1000);
    const counted = await db
      .select({ key: rateLimitHits.key, attempts: count() })
      .from(rateLimitHits)
      .where(
        and(
          inArray(
            rateLimitHits.key,
            rules.map((rule) => rule.key),
          ),
          gt(rateLimitHits.createdAt, since),
        ),
      )
      .groupBy(rateLimitHits.key);
    const attempts = new Map(counted.map((row) => [row.key, row.attempts]));
    if (rules.some((rule) => (attempts.get(rule.key) ?? 0) >= rule.limit)) {
      throw new TooManyRequestsError(message, windowSeconds);
    }
    await db.insert(rateLimitHits).values(rules.map((rule) => ({ key: rule.key })));
    // now and then, forget attempts far outside any window
    if (Math.random() < 0.02)
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.createdAt, new Date(Date.now() - 86_400_000)));
  }
}
