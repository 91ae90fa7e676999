import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { lawFirms, lawyerGroups } from '@/platform/database/schema';

export type LawFirmRow = typeof lawFirms.$inferSelect;
export type LawyerGroupRow = typeof lawyerGroups.$inferSelect;
export type LawFirmValues = Pick<LawFirmRow, 'name' | 'email' | 'phone_number' | 'address'>;
export type LawyerGroupValues = Pick<
  LawyerGroupRow,
  | 'name'
  | 'law_firm_id'
  | 'solicitor'
  | 'legal_assistants'
  | 'invoicing_address'
  | 'thirdfortRecipientEmails'
  | 'panel_solicitor'
>;
export type LawyerGroupWithFirm = { group: LawyerGroupRow; firm: LawFirmRow };

/** Law firms and their lawyer groups. */
@Injectable()
export class LawFirmsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  listLawFirms(): Promise<LawFirmRow[]> {
    return this.database.db.select().from(lawFirms).orderBy(asc(lawFirms.name), asc(lawFirms._id));
  }

  async findLawFirm(id: string): Promise<LawFirmRow | undefined> {
    const [row] = await this.database.db.select().from(lawFirms).where(eq(lawFirms._id, id));
    return row;
  }

  private selectGroups(where?: SQL) {
    return this.database.db
      .select({ group: lawyerGroups, firm: lawFirms })
      .from(lawyerGroups)
      .innerJoin(lawFirms, eq(lawFirms._id, lawyerGroups.law_firm_id))
      .where(where)
      .orderBy(asc(lawFirms.name), asc(lawyerGroups.name), asc(lawyerGroups._id));
  }

  /** Every lawyer group with its firm, by firm name then group name; one firm's when given. */
  listLawyerGroups(lawFirmId?: string): Promise<LawyerGroupWithFirm[]> {
    return this.selectGroups(lawFirmId ? eq(lawyerGroups.law_firm_id, lawFirmId) : undefined);
  }

  async findLawyerGroup(id: string): Promise<LawyerGroupWithFirm | undefined> {
    const [row] = await this.selectGroups(eq(lawyerGroups._id, id));
    return row;
  }

  findLawyerGroups(ids: readonly string[]): Promise<LawyerGroupWithFirm[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectGroups(inArray(lawyerGroups._id, [...ids]));
  }

  async insertLawFirm(values: LawFirmValues, now: Date): Promise<string> {
    const [row] = await this.database.db
      .insert(lawFirms)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ _id: lawFirms._id });
    return row._id;
  }

  async updateLawFirm(id: string, values: LawFirmValues, now: Date): Promise<void> {
    await this.database.db
      .update(lawFirms)
      .set({ ...values, updatedAt: now })
      .where(eq(lawFirms._id, id));
  }

  async insertLawyerGroup(values: LawyerGroupValues, now: Date): Promise<string> {
    const [row] = await this.database.db
      .insert(lawyerGroups)
      .values({ ...values, createdAt: now, updatedAt: now })
      .returning({ _id: lawyerGroups._id });
    return row._id;
  }

  async updateLawyerGroup(id: string, values: LawyerGroupValues, now: Date): Promise<void> {
    await this.database.db
      .update(lawyerGroups)
      .set({ ...values, updatedAt: now })
      .where(eq(lawyerGroups._id, id));
  }
}
