import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { latestPurchaseOf } from '@/platform/database/reads/sale-parties.sql';

/** What milestones read of the sales' and purchases' tables. */
@Injectable()
export class MilestonesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * A sale's purchase going ahead (its latest, as its row and tracker show it) and whether staff
   * ended the sale (withdrawn or archived); undefined for no such sale.
   */
  async saleOf(
    transactionId: string,
  ): Promise<{ purchaseIntentId: string | null; ended: boolean } | undefined> {
    const result = await this.database.db.execute(sql`
      select ${latestPurchaseOf(sql`t.id`)} as purchase_intent_id,
        (t.withdrawn_at is not null or t.archived_at is not null) as ended
      from transactions t where t.id = ${transactionId}`);
    const [row] = (
      result as unknown as { rows: { purchase_intent_id: string | null; ended: boolean }[] }
    ).rows;
    return row ? { purchaseIntentId: row.purchase_intent_id, ended: row.ended } : undefined;
  }

  /** Up to `limit` sales whose latest purchase has a sale agreed date, after `after`, by id. */
  async agreedSalesAfter(after: string | null, limit: number): Promise<string[]> {
    const result = await this.database.db.execute(sql`
      select t.id from transactions t
      where t.latest_sale_agreed_at is not null ${after ? sql`and t.id > ${after}` : sql``}
      order by t.id limit ${limit}`);
    return (result as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
  }
}
