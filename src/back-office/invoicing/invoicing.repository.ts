import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { invoiceFiles } from '@/platform/database/schema';

export type InvoiceFileRow = typeof invoiceFiles.$inferSelect;
export type InvoiceFileSummary = Omit<InvoiceFileRow, 'content_gzip'>;

@Injectable()
export class InvoicingRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** Keeps a month's file; false when that month already has one (the first is kept). */
  async insertFile(file: Omit<InvoiceFileRow, '_id' | 'createdAt'>, now: Date): Promise<boolean> {
    const rows = await this.database.db
      .insert(invoiceFiles)
      .values({ ...file, createdAt: now })
      .onConflictDoNothing({ target: invoiceFiles.month })
      .returning({ _id: invoiceFiles._id });
    return rows.length > 0;
  }

  async hasFile(month: string): Promise<boolean> {
    const [row] = await this.database.db
      .select({ _id: invoiceFiles._id })
      .from(invoiceFiles)
      .where(eq(invoiceFiles.month, month));
    return row !== undefined;
  }

  async findFile(month: string): Promise<InvoiceFileRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(invoiceFiles)
      .where(eq(invoiceFiles.month, month));
    return row;
  }

  listFiles(): Promise<InvoiceFileSummary[]> {
    return this.database.db
      .select({
        _id: invoiceFiles._id,
        month: invoiceFiles.month,
        file_name: invoiceFiles.file_name,
        records: invoiceFiles.records,
        total_pence: invoiceFiles.total_pence,
        createdAt: invoiceFiles.createdAt,
      })
      .from(invoiceFiles)
      .orderBy(asc(invoiceFiles.month));
  }
}
