/**
 * Staff's views of a person's personal data (issue 27): who looked at what of whom, and when.
 * Written once per view, never changed; read on the person's page, newest first.
 */
import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns';

/** Whose data was seen: a user (an account) or a person of a sale without one. */
export const ACCESS_SUBJECT_TYPES = ['user', 'person'] as const;

/**
 * What was seen: a user's page, the identity-check tab's full details of a sale's people, a
 * document downloaded or previewed.
 */
export const ACCESS_KINDS = [
  'user_detail',
  'identity_check_details',
  'document_download',
  'document_preview',
] as const;

export const accessRecords = pgTable(
  'access_records',
  {
    _id: id(),
    /** The member of staff who looked (no foreign key: the record outlives the account). */
    staff_id: ref('staff_id').notNull(),
    /** Their name when they looked, as the timeline keeps an author's. */
    staff_name: varchar('staff_name', { length: 255 }).notNull(),
    subject_type: text('subject_type', { enum: ACCESS_SUBJECT_TYPES }).notNull(),
    /** The user's or person's `_id` (no foreign key: the record outlives an erasure). */
    subject_id: ref('subject_id').notNull(),
    kind: text('kind', { enum: ACCESS_KINDS }).notNull(),
    /** The record shown: the user, the sale (identity-check details) or the document. */
    record_id: ref('record_id').notNull(),
    /** What the record is, in words: a document's file name. */
    record_label: varchar('record_label', { length: 255 }),
    /** The sale it was seen on, when there is one. */
    transaction_id: ref('transaction_id'),
    /** The request's id (X-Request-Id), to find its log lines. */
    request_id: varchar('request_id', { length: 64 }),
    viewed_at: at('viewed_at').notNull().defaultNow(),
  },
  (t) => [
    // a person's access list, newest first, paged in SQL
    index('access_records_subject_idx').on(t.subject_id, t.viewed_at, t._id),
    // removing the records past their retention, oldest first
    index('access_records_viewed_at_idx').on(t.viewed_at),
  ],
);
