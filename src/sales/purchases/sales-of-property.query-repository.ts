import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactions } from '@/platform/database/schema';

export type SaleOfProperty = { _id: string; property_id: string };

/**
 * What the purchases module reads of sales (the sales module owns them; nothing here
 * writes): which sale a purchase of a property belongs to, and whether a sale exists.
 */
@Injectable()
export class SalesOfPropertyQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /**
   * The sale a buyer who chooses this property buys through: the property's newest paid sale
   * (the one under way), else its newest sale (one still onboarding); none when the property has
   * never been sold through us (docs/decisions/buyer-journey.md, "Which sale a purchase joins").
   */
  async currentSaleOf(propertyId: string): Promise<string | null> {
    const [row] = await this.database.db
      .select({ _id: transactions._id })
      .from(transactions)
      .where(eq(transactions.property_id, propertyId))
      .orderBy(desc(transactions.is_paid), desc(transactions.createdAt), desc(transactions._id))
      .limit(1);
    return row?._id ?? null;
  }

  async findSale(id: string): Promise<SaleOfProperty | undefined> {
    const [row] = await this.database.db
      .select({ _id: transactions._id, property_id: transactions.property_id })
      .from(transactions)
      .where(eq(transactions._id, id));
    return row;
  }
}
