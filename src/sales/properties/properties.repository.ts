import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { properties } from '@/platform/database/schema';
import type { Address } from '@/platform/database/schema';
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
}
