import { Inject, Injectable } from '@nestjs/common';
import { asc, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactionGroups, transactions } from '@/platform/database/schema';
import type { GroupRow } from './transaction-groups.repository';

export type GroupSaleRow = Pick<
  typeof transactions.$inferSelect,
  | '_id'
  | 'estate_agent_id'
  | 'estate_agent_status'
  | 'seller_lawyer_group_id'
  | 'buyer_lawyer_group_id'
> & { address: unknown; has_active_purchase: boolean };

/** The groups with their sales: read only (the sales are the sales module's). */
@Injectable()
export class TransactionGroupsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * Every group, by name, with its number of sales: counted per group from transactions_group_idx
   * alone (an index-only count), rather than joining every grouped sale's row.
   */
  async list(): Promise<(GroupRow & { transactionsCount: number })[]> {
    const rows = await this.database.db
      .select({
        group: transactionGroups,
        // Qualified by hand: drizzle leaves the outer column unqualified in a one-table select.
        transactionsCount: sql<number>`(select count(*)::int from ${transactions} grouped
          where grouped.group_id = "transaction_groups"."id")`,
      })
      .from(transactionGroups)
      .orderBy(asc(sql`lower(${transactionGroups.name})`), asc(transactionGroups._id));
    return rows.map((row) => ({ ...row.group, transactionsCount: row.transactionsCount }));
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
