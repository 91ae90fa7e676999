import { Inject, Injectable } from '@nestjs/common';
import { count, desc, eq, lt } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import { accessRecords } from '@/platform/database/schema';

export type AccessRecordRow = typeof accessRecords.$inferSelect;
export type NewAccessRecord = typeof accessRecords.$inferInsert;

/** The one writer of `access_records`. */
@Injectable()
export class AccessRecordsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** One statement for every person a view showed. */
  async insertMany(rows: NewAccessRecord[]): Promise<void> {
    if (rows.length === 0) return;
    await this.database.db.insert(accessRecords).values(rows);
  }

  /**
   * A page of the views of one person's data, newest first, and how many there are in all;
   * paged in SQL on access_records_subject_idx.
   */
  async pageForSubject(
    subjectId: string,
    window: PageWindow,
  ): Promise<{ rows: AccessRecordRow[]; total: number }> {
    const where = eq(accessRecords.subject_id, subjectId);
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select()
        .from(accessRecords)
        .where(where)
        .orderBy(desc(accessRecords.viewed_at), desc(accessRecords._id))
        .offset(window.offset)
        .limit(window.limit),
      this.database.db.select({ total: count() }).from(accessRecords).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }

  /** Removes the records of views made before `cutoff`; answers how many went. */
  async deleteViewedBefore(cutoff: Date): Promise<number> {
    const removed = await this.database.db
      .delete(accessRecords)
      .where(lt(accessRecords.viewed_at, cutoff))
      .returning({ _id: accessRecords._id });
    return removed.length;
  }
}
