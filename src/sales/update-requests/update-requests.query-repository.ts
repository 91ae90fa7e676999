import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';

/** Who may ask about a sale, and whom an answer goes to: read from the sales and purchases. */
export type AskedAbout = {
  transactionId: string;
  purchaseIntentId: string | null;
  address: unknown;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

@Injectable()
export class UpdateRequestsQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** The sale, when `userId` is its primary seller. */
  async saleOfSeller(userId: string, transactionId: string): Promise<AskedAbout | undefined> {
    const [row] = rowsOf<{ id: string; address: unknown }>(
      await this.database.db.execute(sql`
        select t.id, p.address from transactions t join properties p on p.id = t.property_id
        where t.id = ${transactionId} and t.primary_seller_id = ${userId}`),
    );
    return row && { transactionId: row.id, purchaseIntentId: null, address: row.address };
  }

  /** The purchase's sale, when `userId` is the purchase's primary buyer and it has a sale. */
  async saleOfBuyer(
    userId: string,
    purchaseIntentId: string,
  ): Promise<AskedAbout | null | undefined> {
    const [row] = rowsOf<{ transaction_id: string | null; address: unknown }>(
      await this.database.db.execute(sql`
        select pi.transaction_id, p.address from purchase_intents pi
          left join properties p on p.id = pi.property_id
        where pi.id = ${purchaseIntentId} and pi.primary_buyer_id = ${userId}`),
    );
    if (!row) return undefined;
    if (!row.transaction_id) return null;
    return { transactionId: row.transaction_id, purchaseIntentId, address: row.address };
  }

  /** The customer an answer goes to, and whether the sale exists. */
  async recipient(userId: string): Promise<{ email: string; first_name: string } | undefined> {
    const [row] = rowsOf<{ email: string; first_name: string }>(
      await this.database.db.execute(sql`
        select u.email, u.first_name from users u where u.id = ${userId}`),
    );
    return row;
  }

  async saleExists(transactionId: string): Promise<{ address: unknown } | undefined> {
    const [row] = rowsOf<{ address: unknown }>(
      await this.database.db.execute(sql`
        select p.address from transactions t join properties p on p.id = t.property_id
        where t.id = ${transactionId}`),
    );
    return row;
  }
}
