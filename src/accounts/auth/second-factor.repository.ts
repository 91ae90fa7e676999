import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { adminPasskeys, adminRecoveryCodes, sessions } from '@/platform/database/schema';

export type PasskeyRow = typeof adminPasskeys.$inferSelect;
export type ChallengePurpose = 'registration' | 'authentication';

/** Staff's second factor: passkeys, recovery codes (hashes) and the session's one challenge. */
@Injectable()
export class SecondFactorRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Gives the session a new challenge (replacing any earlier one) until `expiresAt`. */
  async setChallenge(
    sessionId: string,
    challenge: string,
    purpose: ChallengePurpose,
    expiresAt: Date,
  ): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({
        webauthn_challenge: challenge,
        webauthn_challenge_purpose: purpose,
        webauthn_challenge_expires_at: expiresAt,
      })
      .where(eq(sessions._id, sessionId));
  }

  /**
   * Takes the session's challenge for `purpose` if it has not expired, and clears it whatever the
   * answer turns out to be: each challenge is answered at most once. Null when there is none.
   */
  async takeChallenge(
    sessionId: string,
    purpose: ChallengePurpose,
    now: Date,
  ): Promise<string | null> {
    return this.database.transaction(async () => {
      const db = this.database.db;
      const [row] = await db
        .select({
          challenge: sessions.webauthn_challenge,
          purpose: sessions.webauthn_challenge_purpose,
          expiresAt: sessions.webauthn_challenge_expires_at,
        })
        .from(sessions)
        .where(and(eq(sessions._id, sessionId), isNotNull(sessions.webauthn_challenge)))
        .for('update');
      if (!row) return null;
      await db
        .update(sessions)
        .set({
          webauthn_challenge: null,
          webauthn_challenge_purpose: null,
          webauthn_challenge_expires_at: null,
        })
        .where(eq(sessions._id, sessionId));
      const live = row.purpose === purpose && row.expiresAt !== null && row.expiresAt > now;
      return live ? row.challenge : null;
    });
  }

  async markSessionPassed(sessionId: string, now: Date): Promise<void> {
    await this.database.db
      .update(sessions)
      .set({ second_factor_at: now })
      .where(eq(sessions._id, sessionId));
  }

  async listPasskeys(userId: string): Promise<PasskeyRow[]> {
    return this.database.db
      .select()
      .from(adminPasskeys)
      .where(eq(adminPasskeys.user_id, userId))
      .orderBy(asc(adminPasskeys.createdAt), asc(adminPasskeys._id));
  }

  async findPasskey(userId: string, passkeyId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(adminPasskeys)
      .where(and(eq(adminPasskeys.user_id, userId), eq(adminPasskeys._id, passkeyId)));
    return row;
  }

  async findByCredential(userId: string, credentialId: string): Promise<PasskeyRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(adminPasskeys)
      .where(and(eq(adminPasskeys.user_id, userId), eq(adminPasskeys.credential_id, credentialId)));
    return row;
  }

  async insertPasskey(passkey: typeof adminPasskeys.$inferInsert): Promise<PasskeyRow> {
    const [row] = await this.database.db.insert(adminPasskeys).values(passkey).returning();
    return row;
  }

  async recordPasskeyUse(passkeyId: string, counter: number, now: Date): Promise<void> {
    await this.database.db
      .update(adminPasskeys)
      .set({ counter, last_used_at: now })
      .where(eq(adminPasskeys._id, passkeyId));
  }

  async renamePasskey(passkeyId: string, name: string): Promise<void> {
    await this.database.db
      .update(adminPasskeys)
      .set({ name })
      .where(eq(adminPasskeys._id, passkeyId));
  }

  async deletePasskey(passkeyId: string): Promise<void> {
    await this.database.db.delete(adminPasskeys).where(eq(adminPasskeys._id, passkeyId));
  }

  /** Locks the admin's passkeys (removals of two of them at once settle one after the other). */
  async lockPasskeys(userId: string): Promise<void> {
    await this.database.db
      .select({ _id: adminPasskeys._id })
      .from(adminPasskeys)
      .where(eq(adminPasskeys.user_id, userId))
      .for('update');
  }

  async unusedCodes(userId: string): Promise<{ _id: string; code_hash: string }[]> {
    return this.database.db
      .select({ _id: adminRecoveryCodes._id, code_hash: adminRecoveryCodes.code_hash })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.user_id, userId), isNull(adminRecoveryCodes.used_at)));
  }

  async countUnusedCodes(userId: string): Promise<number> {
    const [{ left }] = await this.database.db
      .select({ left: count() })
      .from(adminRecoveryCodes)
      .where(and(eq(adminRecoveryCodes.user_id, userId), isNull(adminRecoveryCodes.used_at)));
    return left;
  }

  /** Marks an unused code used; false when it was used meanwhile (a code works once). */
  async useCode(codeId: string, now: Date): Promise<boolean> {
    const used = await this.database.db
      .update(adminRecoveryCodes)
      .set({ used_at: now })
      .where(and(eq(adminRecoveryCodes._id, codeId), isNull(adminRecoveryCodes.used_at)))
      .returning({ _id: adminRecoveryCodes._id });
    return used.length === 1;
  }

  /** The admin's codes become these (hashes); every earlier one, used or not, stops working. */
  async replaceCodes(userId: string, hashes: string[], now: Date): Promise<void> {
    const db = this.database.db;
    await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.user_id, userId));
    await db
      .insert(adminRecoveryCodes)
      .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, createdAt: now })));
  }
}
