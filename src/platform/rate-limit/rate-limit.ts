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
    await this.forgetOldHits();
  }

  /**
   * For limits on failures only (the second factor): refuses when any key already has its
   * limit of failures in the window, and records nothing. Record a failure with `fail` and
   * clear a key after a success with `forget`.
   */
  async refuseWhenLocked(rules: RateLimitRule[], windowSeconds: number, message: string) {
    const keys = [...new Set(rules.map((rule) => rule.key))];
    const attempts = await this.countRecent(keys, windowSeconds);
    if (rules.some((rule) => (attempts.get(rule.key) ?? 0) >= rule.limit)) {
      throw new TooManyRequestsError(message, windowSeconds);
    }
  }

  /** Records one failure per key; answers the rules this failure brought to their limit. */
  async fail(rules: RateLimitRule[], windowSeconds: number): Promise<RateLimitRule[]> {
    const keys = [...new Set(rules.map((rule) => rule.key))].sort();
    const reached = await this.database.transaction(async () => {
      for (const key of keys) {
        await this.database.db.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`,
        );
      }
      await this.database.db.insert(rateLimitHits).values(keys.map((key) => ({ key })));
      const attempts = await this.countRecent(keys, windowSeconds);
      return rules.filter((rule) => attempts.get(rule.key) === rule.limit);
    });
    await this.forgetOldHits();
    return reached;
  }

  /** Clears the keys' counts (a success ends a run of failures). */
  async forget(keys: string[]): Promise<void> {
    await this.database.db.delete(rateLimitHits).where(inArray(rateLimitHits.key, keys));
  }

  private async countRecent(keys: string[], windowSeconds: number) {
    const since = new Date(Date.now() - windowSeconds * 1000);
    const counted = await this.database.db
      .select({ key: rateLimitHits.key, attempts: count() })
      .from(rateLimitHits)
      .where(and(inArray(rateLimitHits.key, keys), gt(rateLimitHits.createdAt, since)))
      .groupBy(rateLimitHits.key);
    return new Map(counted.map((row) => [row.key, row.attempts]));
  }

  /** Now and then, forgets attempts far outside any window. */
  private async forgetOldHits(): Promise<void> {
    if (Math.random() >= 0.02) return;
    await this.database.db
      .delete(rateLimitHits)
      .where(lt(rateLimitHits.createdAt, new Date(Date.now() - 86_400_000)));
  }
}
