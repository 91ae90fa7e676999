import { Inject, Injectable } from '@nestjs/common';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { Database } from '@/database/database';
import { lawFirms, lawyerGroups } from '@/database/schema';

export type LawFirmRow = typeof lawFirms.$inferSelect;
export type LawyerGroupRow = typeof lawyerGroups.$inferSelect;
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
}
