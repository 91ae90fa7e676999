import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import { transactionNotes } from '@/platform/database/schema';

export type NoteRow = typeof transactionNotes.$inferSelect;
export type NewNoteRow = typeof transactionNotes.$inferInsert;

/** The one writer of `transaction_notes`. */
@Injectable()
export class NotesRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  /** A sale's notes: pinned first, then newest first (transaction_notes_pinned_idx). */
  listForTransaction(transactionId: string): Promise<NoteRow[]> {
    return this.database.db
      .select()
      .from(transactionNotes)
      .where(eq(transactionNotes.transaction_id, transactionId))
      .orderBy(
        desc(transactionNotes.pinned),
        desc(transactionNotes.createdAt),
        desc(transactionNotes._id),
      );
  }

  /** The note of this sale, locked until the transaction ends. */
  async findForUpdate(transactionId: string, noteId: string): Promise<NoteRow | undefined> {
    const [row] = await this.database.db
      .select()
      .from(transactionNotes)
      .where(
        and(eq(transactionNotes._id, noteId), eq(transactionNotes.transaction_id, transactionId)),
      )
      .for('update');
    return row;
  }

  async insert(values: NewNoteRow): Promise<NoteRow> {
    const [row] = await this.database.db.insert(transactionNotes).values(values).returning();
    return row;
  }

  async update(
    noteId: string,
    changes: Partial<Pick<NoteRow, 'text' | 'pinned' | 'editedAt' | 'doneAt' | 'doneByName'>>,
    now: Date,
  ): Promise<NoteRow> {
    const [row] = await this.database.db
      .update(transactionNotes)
      .set({ ...changes, updatedAt: now })
      .where(eq(transactionNotes._id, noteId))
      .returning();
    return row;
  }

  async delete(noteId: string): Promise<void> {
    await this.database.db.delete(transactionNotes).where(eq(transactionNotes._id, noteId));
  }
}
