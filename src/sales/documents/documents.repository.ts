import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { documents } from '@/platform/database/schema';
import type { DocumentRow } from './documents.rules';

export type NewDocumentRow = typeof documents.$inferInsert;

/** The one writer of `documents`. */
@Injectable()
export class DocumentsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(values: NewDocumentRow): Promise<DocumentRow> {
    const [row] = await this.database.db.insert(documents).values(values).returning();
    return row;
  }

  /** The uploader's name leaves the documents an erased customer uploaded. */
  async forgetUploader(userId: string): Promise<void> {
    await this.database.db
      .update(documents)
      .set({ uploaded_by_name: 'Erased customer' })
      .where(eq(documents.uploaded_by, userId));
  }

  async findById(id: string): Promise<DocumentRow | undefined> {
    const [row] = await this.database.db.select().from(documents).where(eq(documents._id, id));
    return row;
  }

  async findBySearchResultFile(searchResultFileId: string): Promise<DocumentRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(documents)
      .where(eq(documents.search_result_file_id, searchResultFileId));
    return row;
  }

  async findForUpdate(id: string): Promise<DocumentRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(documents)
      .where(eq(documents._id, id))
      .for('update');
    return row;
  }

  /** A sale's documents, newest first (documents_transaction_idx). */
  listForTransaction(transactionId: string): Promise<DocumentRow[]> {
    return this.database.db
      .select()
      .from(documents)
      .where(eq(documents.transaction_id, transactionId))
      .orderBy(desc(documents.createdAt), desc(documents._id));
  }

  /** Records the scanner's verdict once: a document already scanned is left as it is. */
  async settleScan(
    id: string,
    result: Pick<DocumentRow, 'scan_status' | 'scan_signature'>,
    now: Date,
  ): Promise<DocumentRow | undefined> {
    const [row] = await this.database.db
      .update(documents)
      .set({ ...result, scannedAt: now, updatedAt: now })
      .where(and(eq(documents._id, id), eq(documents.scan_status, 'pending')))
      .returning();
    return row;
  }

  async update(
    id: string,
    changes: Partial<
      Pick<
        DocumentRow,
        | 'visible_to_seller'
        | 'visible_to_buyer'
        | 'review_status'
        | 'rejection_reason'
        | 'reviewed_by'
        | 'reviewed_by_name'
        | 'reviewedAt'
      >
    >,
    now: Date,
  ): Promise<DocumentRow> {
    const [row] = await this.database.db
      .update(documents)
      .set({ ...changes, updatedAt: now })
      .where(eq(documents._id, id))
      .returning();
    return row;
  }

  /** Which of these storage keys a document holds (the orphan sweep keeps those). */
  async existingKeys(keys: string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows = await this.database.db
      .select({ key: documents.storage_key })
      .from(documents)
      .where(inArray(documents.storage_key, keys));
    return new Set(rows.map((row) => row.key));
  }
}
