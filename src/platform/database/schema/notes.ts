/** Staff notes on a sale (the back office's Events tab; never shown to customers). */
import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

/** Who a note is from: a member of staff, a customer (through a feature), or the system. */
export const NOTE_SOURCES = ['staff', 'customer', 'system'] as const;

/** The longest note, in characters (after trimming). */
export const NOTE_MAX_LENGTH = 5000;

export const transactionNotes = pgTable(
  'transaction_notes',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    source: text('source', { enum: NOTE_SOURCES }).notNull().default('staff'),
    /** The user who wrote it (staff or customer); null for the system. */
    author: ref('author').references(() => users._id, { onDelete: 'set null' }),
    /** The author's name when they wrote it, as the timeline keeps it. */
    authorName: varchar('author_name', { length: 255 }),
    text: text('text').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    /** When its author last changed the text; null while it is as first written. */
    editedAt: at('edited_at'),
    /**
     * A customer's request (a change request) that staff marked done: when, and who (their name
     * as the timeline keeps it). Null while it is open.
     */
    doneAt: at('done_at'),
    doneByName: varchar('done_by_name', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // the Events tab (pinned first, then newest) and the feed's latest note
    index('transaction_notes_transaction_idx').on(t.transaction_id, t.createdAt),
    index('transaction_notes_pinned_idx').on(t.transaction_id, t.pinned, t.createdAt),
    check(
      'transaction_notes_text_length',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(NOTE_MAX_LENGTH))}`,
    ),
  ],
);
