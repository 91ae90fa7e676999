import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { companies } from '@/platform/database/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyValues = Pick<CompanyRow, 'name' | 'company_number' | 'address'>;

@Injectable()
export class CompaniesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async findById(id: string): Promise<CompanyRow | undefined> {
    const [row] = await this.database.db.select().from(companies).where(eq(companies._id, id));
    return row;
  }

  /** By number, whatever its case (companies_number_key). */
  async findByNumber(companyNumber: string): Promise<CompanyRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(companies)
      .where(eq(sql`upper(${companies.company_number})`, companyNumber.toUpperCase()));
    return row;
  }

  async insert(values: CompanyValues, now: Date): Promise<string> {
    const [row] = await this.database.db
      .insert(companies)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ _id: companies._id });
    return row._id;
  }

  async update(id: string, values: CompanyValues, now: Date): Promise<void> {
    await this.database.db
      .update(companies)
      .set({ ...values, updatedAt: now })
      .where(eq(companies._id, id));
  }
}
