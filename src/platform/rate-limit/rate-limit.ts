import { Inject, Injectable } from '@nestjs/common';
import { and, count, gt, inArray, lt, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { rateLimitHits } from '@/platform/database/schema';
import { TooManyRequestsError } from '@/platform/common/errors';

export type RateLimitRule = { key: string; limit: number };

/**
 * Sliding-window limits kept in the database, so every API process counts the same attempts.
 * A call is refused when any key already has its limit of attempts in the window; otherwise it
 * records one attempt per key. A refused attempt records nothing, so hammering one key (say a
 * stranger's client address) never uses up another's (the address it aims at).
 *
 * Counting and recording are one step: the call holds a transaction-scoped advisory lock on each
 * of its keys (taken in key order, so two calls never wait on each other crosswise) while it
 * counts and inserts. Attempts arriving together for one key therefore queue, and exactly
 * `limit` of them pass, on PostgreSQL with many connections as on PGlite.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(Database) private readonly database: Database) {}

  async hit(rules: RateLimitRule[], windowSeconds: number, message: string): Promise<void> {
    const keys = [...new Set(rules.map((rule) => rule.key))].sort();
    const admitted = await this.database.transaction(async () => {
      const db = this.database.db;
      for (const key of keys) {
        await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
      const since = new Date(Date.now() - windowSeconds * 1000);
      const counted = await db
        .select({ key: rateLimitHits.key, attempts: count() })
        .from(rateLimitHits)
        .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.createdAt, since)))
        .groupBy(rateLimitHits.key);
      const attempts = new Map(counted.map((row) => [row.key, row.attempts]));
      if (rules.some((rule) => (attempts.get(rule.key) ?? 0) >= rule.limit)) return false;
      await db.insert(rateLimitHits).values(keys.map((key) => ({ key })));
      return true;
    });
    if (!admitted) throw new TooManyRequestsError(message, windowSeconds);
    // now and then, forget attempts far outside any window
    if (Math.random() < 0.02)
      await this.database.db
        .delete(rateLimitHits)
        .where(lt(rateLimitHits.createdAt, new Date(Date.now() - 86_400_000)));
  }
}
