import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { idempotencyKeys } from '@/platform/database/schema';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;
export type IdempotencyClaim = {
  userId: string;
  key: string;
  route: string;
  requestHash: string;
};

@Injectable()
export class IdempotencyRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /**
   * Takes the user's key for this request; false when it is taken (by a committed request, or
   * by one still running, which this waits for on the unique index).
   */
  async claim(claim: IdempotencyClaim, at: Date): Promise<string | null> {
    const [row] = await this.db
      .insert(idempotencyKeys)
      .values({
        user_id: claim.userId,
        key: claim.key,
        route: claim.route,
        request_hash: claim.requestHash,
        created_at: at,
      })
      .onConflictDoNothing()
      .returning({ id: idempotencyKeys._id });
    return row?.id ?? null;
  }

  async find(userId: string, key: string): Promise<IdempotencyKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
    return row;
  }

  async storeResponse(id: string, body: unknown): Promise<void> {
    await this.db
      .update(idempotencyKeys)
      .set({ response_body: body })
      .where(eq(idempotencyKeys._id, id));
  }

  /** Forgets the user's key if it was stored before `before`. */
  async deleteIfOlder(userId: string, key: string, before: Date): Promise<void> {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.user_id, userId),
          eq(idempotencyKeys.key, key),
          lt(idempotencyKeys.created_at, before),
        ),
      );
  }

  /** Forgets every key stored before `before`; answers how many. */
  async deleteOlderThan(before: Date): Promise<number> {
    const rows = await this.db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.created_at, before))
      .returning({ id: idempotencyKeys._id });
    return rows.length;
  }
}
