import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { Database } from '@/database/database';
import { properties, purchaseIntents, transactions } from '@/database/schema';
import type { Address } from '@/database/schema';
import type { ResolvedTenure } from './tenure';

export type PropertyRow = typeof properties.$inferSelect;

export type NewProperty = {
  address: Address;
  postcode: string;
  created_by: string;
} & ResolvedTenure;

export type PropertyChanges = Partial<{ address: Address; postcode: string } & ResolvedTenure>;

@Injectable()
export class PropertiesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async findById(id: string): Promise<PropertyRow | undefined> {
    const [row] = await this.database.db.select().from(properties).where(eq(properties._id, id));
    return row;
  }

  async create(property: NewProperty): Promise<PropertyRow> {
    const [row] = await this.database.db.insert(properties).values(property).returning();
    return row;
  }

  async update(id: string, changes: PropertyChanges): Promise<PropertyRow> {
    const [row] = await this.database.db
      .update(properties)
      .set(changes)
      .where(eq(properties._id, id))
      .returning();
    return row;
  }

  /** Known properties at a normalised postcode, in a stable order. */
  async listAtPostcode(postcode: string): Promise<PropertyRow[]> {
    return this.database.db
      .select()
      .from(properties)
      .where(eq(properties.postcode, postcode))
      .orderBy(asc(properties.createdAt), asc(properties._id));
  }

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
