import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import { Database } from '@/database/database';
import { rateLimitHits } from '@/database/schema';
import { TooManyRequestsError } from './errors';

export type RateLimitRule = { key: string; limit: number };

/**
 * Sliding-window limits kept in the database, so every API process counts the same attempts.
 * Each call records one attempt per key, then refuses when any key is over its limit.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(Database) private readonly database: Database) {}

  async hit(rules: RateLimitRule[], windowSeconds: number, message: string): Promise<void> {
    const db = this.database.db;
    const since = new Date(Date.now() - windowSeconds * 1000);
    await db.insert(rateLimitHits).values(rules.map((rule) => ({ key: rule.key })));
    for (const rule of rules) {
      const [{ attempts }] = await db
        .select({ attempts: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, rule.key), gt(rateLimitHits.createdAt, since)));
      if (attempts > rule.limit) throw new TooManyRequestsError(message, windowSeconds);
    }
    // now and then, forget attempts far outside any window
    if (Math.random() < 0.02)
      await db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.createdAt, new Date(Date.now() - 86_400_000)));
  }
}
