import { Inject, Injectable } from '@nestjs/common';
import { sql, SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Who a progress change is told to: read from the sales and purchase-intents tables. */
@Injectable()
export class ProgressChangesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private async first<T>(query: SQL): Promise<T | undefined> {
    return rowsOf<T>(await this.database.db.execute(query))[0];
  }

  /** The sale's primary seller. */
  async sellerOf(saleId: string): Promise<string | undefined> {
    const row = await this.first<{ id: string }>(sql`
      select t.primary_seller_id as id from transactions t where t.id = ${saleId}`);
    return row?.id;
  }

  /** The purchase's primary buyer. */
  async buyerOf(purchaseId: string): Promise<string | undefined> {
    const row = await this.first<{ id: string }>(sql`
      select pi.primary_buyer_id as id from purchase_intents pi where pi.id = ${purchaseId}`);
    return row?.id;
  }

  /**
   * The sale's buyer side: its latest purchase (newest active, else newest), as the tracker
   * reads it.
   */
  async latestPurchaseOf(saleId: string): Promise<string | undefined> {
    const row = await this.first<{ id: string }>(sql`
      select pi.id from purchase_intents pi where pi.transaction_id = ${saleId}
      order by pi.is_active desc, pi.created_at desc, pi.id desc limit 1`);
    return row?.id;
  }
}
