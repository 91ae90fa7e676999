import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { Database } from '@/database/database';
import { loginTokens, sessions, users } from '@/database/schema';

export type LoginTokenRow = typeof loginTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

@Injectable()
export class AuthRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async createLoginToken(token: typeof loginTokens.$inferInsert): Promise<void> {
    await this.database.db.insert(loginTokens).values(token);
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

  /** The live session with this hash and its (active) user. */
  async findLiveSession(
    tokenHash: string,
    now: Date,
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
        ),
      );
    return row;
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
