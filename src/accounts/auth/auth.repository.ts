import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gt, isNull, lt, max } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { loginTokens, sessions } from '@/platform/database/schema';
import type { users } from '@/platform/database/schema';
import { AuthQueryRepository } from './auth.query-repository';

export type LoginTokenRow = typeof loginTokens.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type MintOutcome = 'minted' | 'again' | 'spent' | 'superseded' | 'ceiling' | 'deactivated';
@Injectable()
export class AuthRepository {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly queries: AuthQueryRepository,
  ) {}

  /**
   * Stores a sign-in token for a user and retires their older unused ones. The user's row is
   * locked meanwhile, so links minted together settle in request order and the count below is
   * exact. Answers what happened:
   * - `minted`: stored; send it;
   * - `again`: this very token was minted before (the job runs again) and still works: send it
   *   again, nothing changes;
   * - `spent`: this token was minted before and has been used, retired or has expired;
   * - `superseded`: a token for a newer request exists;
   * - `ceiling`: `ceiling.limit` links have gone out since `ceiling.since` (or since the user's
   *   last used link, when later);
   * - `deactivated`: staff deactivated the user (or the user is gone).
   */
  async mintLoginToken(
    token: typeof loginTokens.$inferInsert & { requested_at: Date },
    now: Date,
    ceiling: { limit: number; since: Date },
  ): Promise<MintOutcome> {
    return this.database.transaction(async () => {
      const db = this.database.db;
      const user = await this.queries.lockUserForSignIn(token.user_id);
      if (!user || user.deactivated_at) return 'deactivated';
      const [same] = await db
        .select({ used_at: loginTokens.used_at, expires_at: loginTokens.expires_at })
        .from(loginTokens)
        .where(eq(loginTokens.token_hash, token.token_hash));
      if (same) return !same.used_at && same.expires_at > now ? 'again' : 'spent';
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
      if (newer) return 'superseded';
      const [{ lastUsed }] = await db
        .select({ lastUsed: max(loginTokens.used_at) })
        .from(loginTokens)
        .where(eq(loginTokens.user_id, token.user_id));
      const since = lastUsed && lastUsed > ceiling.since ? lastUsed : ceiling.since;
      const [{ sent }] = await db
        .select({ sent: count() })
        .from(loginTokens)
        .where(and(eq(loginTokens.user_id, token.user_id), gt(loginTokens.createdAt, since)));
      if (sent >= ceiling.limit) return 'ceiling';
      await this.retireUnusedLoginTokens(token.user_id, now);
      await db.insert(loginTokens).values({ ...token, createdAt: now });
      return 'minted';
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
