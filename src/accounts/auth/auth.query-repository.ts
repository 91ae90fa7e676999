import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { adminPasskeys, adminRecoveryCodes, sessions, users } from '@/platform/database/schema';

type SessionRow = typeof sessions.$inferSelect;
type UserRow = typeof users.$inferSelect;

export type LiveSession = {
  session: Pick<SessionRow, '_id' | 'last_seen_at' | 'second_factor_at'>;
  user: Pick<UserRow, '_id' | 'type' | 'active' | 'email' | 'first_name' | 'last_name'>;
  /** An admin's second factor: has a passkey, has an unused recovery code (false for customers). */
  hasPasskey: boolean;
  hasRecoveryCode: boolean;
};

/** What sign-in reads of the users module's table: the user behind a session or a link. */
@Injectable()
export class AuthQueryRepository {
  private readonly liveSession;

  constructor(@Inject(Database) private readonly database: Database) {
    this.liveSession = database.db
      .select({
        session: {
          _id: sessions._id,
          last_seen_at: sessions.last_seen_at,
          second_factor_at: sessions.second_factor_at,
        },
        user: {
          _id: users._id,
          type: users.type,
          active: users.active,
          email: users.email,
          first_name: users.first_name,
          last_name: users.last_name,
        },
        hasPasskey: sql<boolean>`(${users.type} = 'admin' and exists (select 1 from ${adminPasskeys} where ${adminPasskeys.user_id} = ${users._id}))`,
        hasRecoveryCode: sql<boolean>`(${users.type} = 'admin' and exists (select 1 from ${adminRecoveryCodes} where ${adminRecoveryCodes.user_id} = ${users._id} and ${adminRecoveryCodes.used_at} is null))`,
      })
      .from(sessions)
      .innerJoin(users, eq(users._id, sessions.user_id))
      .where(
        and(
          eq(sessions.token_hash, sql.placeholder('hash')),
          isNull(sessions.revoked_at),
          gt(sessions.expires_at, sql.placeholder('now')),
          gt(sessions.last_seen_at, sql.placeholder('idleSince')),
        ),
      )
      .prepare('auth_find_live_session');
  }

  /**
   * The live session with this hash (not revoked, expired or idle too long) and what a request
   * needs to know about its user. Runs on every signed-in request: a prepared statement (planned
   * once per connection) selecting only those columns.
   */
  async findLiveSession(
    tokenHash: string,
    now: Date,
    idleSince: Date,
  ): Promise<LiveSession | undefined> {
    const [row] = await this.liveSession.execute({
      hash: tokenHash,
      now: now.toISOString(),
      idleSince: idleSince.toISOString(),
    });
    return row;
  }

  /**
   * Locks the user's row for the rest of the database transaction (links minted together settle
   * in request order) and says whether staff deactivated them; undefined for no such user.
   */
  async lockUserForSignIn(userId: string): Promise<Pick<UserRow, 'deactivated_at'> | undefined> {
    const [user] = await this.database.db
      .select({ deactivated_at: users.deactivated_at })
      .from(users)
      .where(eq(users._id, userId))
      .for('update');
    return user;
  }
}
