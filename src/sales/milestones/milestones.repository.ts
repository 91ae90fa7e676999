import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { milestones, saleProgress } from '@/platform/database/schema';

export type MilestoneRow = typeof milestones.$inferSelect;
export type NewMilestoneRow = typeof milestones.$inferInsert;
export type SaleProgressRow = typeof saleProgress.$inferSelect;

/** What a sale's records are looked up by: the sale, and the purchase now going ahead. */
export type MilestoneOwner = { transactionId: string | null; purchaseIntentId: string | null };

/** The one writer of `milestones`. */
@Injectable()
export class MilestonesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * The records of a sale and its purchase, newest first: the sale's own steps and the
   * purchase's facts (milestones_transaction_idx, milestones_purchase_idx).
   */
  history(owner: MilestoneOwner): Promise<MilestoneRow[]> {
    const mine = [
      owner.transactionId
        ? and(
            eq(milestones.transaction_id, owner.transactionId),
            isNull(milestones.purchase_intent_id),
          )
        : undefined,
      owner.purchaseIntentId
        ? eq(milestones.purchase_intent_id, owner.purchaseIntentId)
        : undefined,
    ].filter((condition) => condition !== undefined);
    if (mine.length === 0) return Promise.resolve([]);
    return this.database.db
      .select()
      .from(milestones)
      .where(or(...mine))
      .orderBy(desc(milestones.createdAt), desc(milestones._id));
  }

  /**
   * The current records of these keys for one owner (a purchase, or the sale alone), locked. A
   * sale's own steps also take a lock on the sale's milestones for the transaction, so that two
   * first records of one step (none to lock yet) queue rather than collide; a purchase's facts
   * are written with the purchase's row locked.
   */
  async currentForUpdate(
    scope: { purchaseIntentId: string } | { transactionId: string },
    keys: readonly string[],
  ): Promise<MilestoneRow[]> {
    const owner =
      'purchaseIntentId' in scope
        ? eq(milestones.purchase_intent_id, scope.purchaseIntentId)
        : and(
            eq(milestones.transaction_id, scope.transactionId),
            isNull(milestones.purchase_intent_id),
          );
    if ('transactionId' in scope) {
      await this.database.db.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`milestones:${scope.transactionId}`}, 0))`,
      );
    }
    return this.database.db
      .select()
      .from(milestones)
      .where(and(owner, inArray(milestones.key, [...keys]), isNull(milestones.superseded_at)))
      .for('update');
  }

  async supersede(id: string, at: Date): Promise<void> {
    await this.database.db
      .update(milestones)
      .set({ superseded_at: at })
      .where(eq(milestones._id, id));
  }

  async insert(values: NewMilestoneRow): Promise<MilestoneRow> {
    const [row] = await this.database.db.insert(milestones).values(values).returning();
    return row;
  }

  async saveProgress(row: SaleProgressRow): Promise<void> {
    const { transaction_id: _key, ...changes } = row;
    await this.database.db
      .insert(saleProgress)
      .values(row)
      .onConflictDoUpdate({ target: saleProgress.transaction_id, set: changes });
  }

  async clearProgress(transactionId: string): Promise<void> {
    await this.database.db
      .delete(saleProgress)
      .where(eq(saleProgress.transaction_id, transactionId));
  }

  async findProgress(transactionId: string): Promise<SaleProgressRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(saleProgress)
      .where(eq(saleProgress.transaction_id, transactionId));
    return row;
  }
}
