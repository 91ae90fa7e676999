import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { Database } from '@/database/database';
import { loginTokens, sessions, users } from '@/database/schema';

export type LoginTokenRow = typeof loginTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

@Injectable()
export class AuthRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * Stores a new sign-in token for a user and retires their older unused ones, unless a token
   * for a newer request already exists (then nothing changes and it answers false). The user's
   * row is locked meanwhile, so two links minted together settle in request order.
   */
  async mintLoginToken(
    token: typeof loginTokens.$inferInsert & { requested_at: Date },
    now: Date,
  ): Promise<boolean> {
    return this.database.transaction(async () => {
      const db = this.database.db;
      await db
        .select({ _id: users._id })
        .from(users)
        .where(eq(users._id, token.user_id))
        .for('update');
      const [newer] = await db
        .select({ _id: loginTokens._id })
        .from(loginTokens)
        .where(
          and(
            eq(loginTokens.user_id, token.user_id),
            gt(loginTokens.requested_at, token.requested_at),
          ),
        )
        .limit(1);
      if (newer) return false;
      await this.retireUnusedLoginTokens(token.user_id, now);
      await db.insert(loginTokens).values(token);
      return true;
    });
  }

  /** Unused links of the user stop working now. */
  async retireUnusedLoginTokens(userId: string, now: Date): Promise<void> {
    await this.database.db
      .update(loginTokens)
      .set({ expires_at: now })
      .where(
        and(
          eq(loginTokens.user_id, userId),
          isNull(loginTokens.used_at),
          gt(loginTokens.expires_at, now),
        ),
      );
  }

  /**
   * Marks an unused, unexpired token used and returns it; undefined when it is unknown, used or
   * expired. The conditional update makes a token work exactly once, even under a race.
   */
  async consumeLoginToken(tokenHash: string, now: Date): Promise<LoginTokenRow | undefined> {
    const [row] = await this.database.db
      .update(loginTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(loginTokens.token_hash, tokenHash),
          isNull(loginTokens.used_at),
          gt(loginTokens.expires_at, now),
        ),
      )
      .returning();
    return row;
  }

  async createSession(session: typeof sessions.$inferInsert): Promise<SessionRow> {
    const [row] = await this.database.db.insert(sessions).values(session).returning();
    return row;
  }

  /** The live session with this hash (not revoked, expired or idle too long) and its user. */
  async findLiveSession(
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<{ session: SessionRow; user: UserRow } | undefined> {
    const [row] = await this.database.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(
        and(
          eq(sessions.token_hash, tokenHash),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, now),
          gt(sessions.last_seen_at, idleSince),
        ),
      );
    return row;
  }

  /** Records that the session was used (only when its last record is older than `before`). */
  async touchSession(sessionId: string, now: Date, before: Date): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ last_seen_at: now })
      .where(and(eq(sessions._id, sessionId), lt(sessions.last_seen_at, before)));
  }

  async revokeSession(tokenHash: string, now: Date): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.token_hash, tokenHash), isNull(sessions.revoked_at)));
  }

  async revokeAllForUser(userId: string, now: Date): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ revoked_at: now })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  }
}
