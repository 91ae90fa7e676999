import { Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import { Database } from '@/database/database';
import { transactionGroups, transactions } from '@/database/schema';

export type GroupRow = typeof transactionGroups.$inferSelect;
export type GroupSaleRow = Pick<
  typeof transactions.$inferSelect,
  | '_id'
  | 'estate_agent_id'
  | 'estate_agent_status'
  | 'seller_lawyer_group_id'
  | 'buyer_lawyer_group_id'
> & { address: unknown; has_active_purchase: boolean };

/** Transactions groups (developments): the group rows and their sales. */
@Injectable()
export class TransactionsGroupsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async list(): Promise<(GroupRow & { transactionsCount: number })[]> {
    const rows = await this.database.db
      .select({ group: transactionGroups, transactionsCount: count(transactions._id) })
      .from(transactionGroups)
      .leftJoin(transactions, eq(transactions.group_id, transactionGroups._id))
      .groupBy(transactionGroups._id)
      .orderBy(asc(sql`lower(${transactionGroups.name})`), asc(transactionGroups._id));
    return rows.map((row) => ({ ...row.group, transactionsCount: row.transactionsCount }));
  }

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

  async update(
    id: string,
    changes: Partial<
      Pick<GroupRow, 'estate_agent_id' | 'seller_lawyer_group_id' | 'buyer_lawyer_group_id'>
    >,
    now: Date,
  ): Promise<void> {
    await this.database.db
      .update(transactionGroups)
      .set({ ...changes, updatedAt: now })
      .where(eq(transactionGroups._id, id));
  }

  /** The group's sales, oldest first, with their address and whether a purchase is live. */
  async listSales(groupId: string): Promise<GroupSaleRow[]> {
    const result = await this.database.db.execute(sql`
      select t.id as "_id", t.estate_agent_id, t.estate_agent_status,
        t.seller_lawyer_group_id, t.buyer_lawyer_group_id, p.address,
        exists (select 1 from purchase_intents pi
          where pi.transaction_id = t.id and pi.is_active) as has_active_purchase
      from transactions t join properties p on p.id = t.property_id
      where t.group_id = ${groupId}
      order by t.created_at, t.id`);
    return (result as unknown as { rows: GroupSaleRow[] }).rows;
  }
}
