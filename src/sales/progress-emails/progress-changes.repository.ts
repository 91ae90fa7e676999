import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { progressChanges, progressEmailSettings } from '@/platform/database/schema';

export type ProgressChangeRow = typeof progressChanges.$inferSelect;
export type NewProgressChange = Pick<
  ProgressChangeRow,
  'user_id' | 'transaction_id' | 'purchase_intent_id' | 'milestone' | 'reference'
>;

/** The customers' pending progress changes and their choice about progress e-mails. */
@Injectable()
export class ProgressChangesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Deletes the customer's changes and their e-mail setting (an erased customer's). */
  async deleteForUser(userId: string): Promise<void> {
    await this.database.db.delete(progressChanges).where(eq(progressChanges.user_id, userId));
    await this.database.db
      .delete(progressEmailSettings)
      .where(eq(progressEmailSettings.user_id, userId));
  }

  async insertChange(row: NewProgressChange): Promise<void> {
    await this.database.db.insert(progressChanges).values(row);
  }

  /**
   * The customer's changes not yet dealt with, oldest first, locked until the caller's
   * transaction ends: a second run of the batch waits, then finds them settled.
   */
  async lockPending(userId: string): Promise<ProgressChangeRow[]> {
    return this.database.db
      .select()
      .from(progressChanges)
      .where(and(eq(progressChanges.user_id, userId), isNull(progressChanges.settled_at)))
      .orderBy(asc(progressChanges.created_at), asc(progressChanges._id))
      .for('update');
  }

  /** Marks changes dealt with: told in the e-mail `emailId`, or not told (null). */
  async settle(ids: string[], emailId: string | null, at: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.database.db
      .update(progressChanges)
      .set({ email_id: emailId, settled_at: at })
      .where(and(inArray(progressChanges._id, ids), isNull(progressChanges.settled_at)));
  }

  /** On unless the customer turned them off. */
  async isEnabled(userId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ enabled: progressEmailSettings.enabled })
      .from(progressEmailSettings)
      .where(eq(progressEmailSettings.user_id, userId));
    return row?.enabled ?? true;
  }

  async setEnabled(userId: string, enabled: boolean): Promise<void> {
    await this.database.db
      .insert(progressEmailSettings)
      .values({ user_id: userId, enabled })
      .onConflictDoUpdate({
        target: progressEmailSettings.user_id,
        set: { enabled, updated_at: new Date() },
      });
  }
}
