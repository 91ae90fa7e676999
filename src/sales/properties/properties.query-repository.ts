import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { purchaseIntents, transactions } from '@/platform/database/schema';

/**
 * Who sells or buys a property, for the rules of who may read and change it: reads of the sales
 * and purchases on it (the sales' and purchase-intents' modules own them; read only here).
 */
@Injectable()
export class PropertiesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async hasSale(propertyId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions.property_id, propertyId))
      .limit(1);
    return row !== undefined;
  }

  async isPrimarySellerOf(propertyId: string, userId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(
        and(eq(transactions.property_id, propertyId), eq(transactions.primary_seller_id, userId)),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The user is the primary seller of a paid (or code-settled) sale of it. */
  async hasPaidSaleOf(propertyId: string, userId: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(
        and(
          eq(transactions.property_id, propertyId),
          eq(transactions.primary_seller_id, userId),
          eq(transactions.is_paid, true),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** The user sells it or buys it (a sale or a purchase of theirs is on this property). */
  async isPartyTo(propertyId: string, userId: string): Promise<boolean> {
    if (await this.isPrimarySellerOf(propertyId, userId)) return true;
    const [purchase] = await this.database.db
      .select({ id: purchaseIntents._id })
      .from(purchaseIntents)
      .where(
        and(
          eq(purchaseIntents.property_id, propertyId),
          eq(purchaseIntents.primary_buyer_id, userId),
        ),
      )
      .limit(1);
    return purchase !== undefined;
  }
}
