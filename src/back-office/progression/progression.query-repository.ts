import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { latestPurchaseOf } from '@/platform/database/reads/sale-parties.sql';

/** What progression reads of the sales' and purchases' tables. */
@Injectable()
export class ProgressionQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * The sale and the purchase going ahead (its latest, as the back office's row and the tracker
   * read it), or undefined for no such sale. `lock` holds the sale's row until the transaction
   * ends, so that two writers of the sale's own steps queue.
   */
  async sale(
    transactionId: string,
    lock = false,
  ): Promise<{ purchaseIntentId: string | null } | undefined> {
    const result = await this.database.db.execute(sql`
      select ${latestPurchaseOf(sql`t.id`)} as purchase_intent_id from transactions t
      where t.id = ${transactionId} ${lock ? sql`for no key update of t` : sql``}`);
    const [row] = (result as unknown as { rows: { purchase_intent_id: string | null }[] }).rows;
    return row ? { purchaseIntentId: row.purchase_intent_id } : undefined;
  }
}
