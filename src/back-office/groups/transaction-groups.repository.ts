import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactionGroups } from '@/platform/database/schema';

export type GroupRow = typeof transactionGroups.$inferSelect;
export type GroupChanges = Partial<
  Pick<GroupRow, 'estate_agent_id' | 'seller_lawyer_group_id' | 'buyer_lawyer_group_id'>
>;

/** Transactions groups (developments): the `transaction_groups` rows, which this module owns. */
@Injectable()
export class TransactionGroupsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async findById(id: string): Promise<GroupRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(transactionGroups)
      .where(eq(transactionGroups._id, id));
    return row;
  }

  /** The group of this name, whatever its case (transaction_groups_name_key). */
  async findByName(name: string): Promise<GroupRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(transactionGroups)
      .where(eq(sql`lower(${transactionGroups.name})`, name.toLowerCase()));
    return row;
  }

  /** Holds other creations of this name back until this transaction ends. */
  async lockName(name: string): Promise<void> {
    await this.database.db.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`group-name:${name.toLowerCase()}`}, 0))`,
    );
  }

  async lockGroup(id: string): Promise<GroupRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(transactionGroups)
      .where(eq(transactionGroups._id, id))
      .for('update');
    return row;
  }

  async insert(name: string, stripeTransactionId: string | null, now: Date): Promise<GroupRow> {
    const [row] = await this.database.db
      .insert(transactionGroups)
      .values({ name, stripe_transaction_id: stripeTransactionId, createdAt: now, updatedAt: now })
      .returning();
    return row;
  }

  async update(id: string, changes: GroupChanges, now: Date): Promise<void> {
    await this.database.db
      .update(transactionGroups)
      .set({ ...changes, updatedAt: now })
      .where(eq(transactionGroups._id, id));
  }
}
