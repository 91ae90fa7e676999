/** Customers' data rights (UK GDPR): their data exports, their erasure requests and what is held. */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { users } from './users';

export const DATA_EXPORT_STATUSES = ['pending', 'ready', 'failed', 'expired'] as const;

/**
 * A customer's download of all their data: prepared by a job into the file store, e-mailed as a
 * link to a route only they can open, deleted once expired. One pending at a time per customer.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    status: text('status', { enum: DATA_EXPORT_STATUSES }).notNull().default('pending'),
    /** Key of the ZIP in the file store, once prepared; null again once deleted. */
    storage_key: varchar('storage_key', { length: 200 }),
    size: bigint('size', { mode: 'number' }),
    ready_at: at('ready_at'),
    /** When the download stops working and the file is deleted (set when it is ready). */
    expires_at: at('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.user_id, t.createdAt),
    uniqueIndex('data_exports_one_pending')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
    index('data_exports_expiry_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 'ready'`),
  ],
);

export const ERASURE_STATUSES = ['pending', 'erased'] as const;

/**
 * A customer's request to be erased: a task for staff, who carry it out. The row outlives the
 * erasure (it names no one once done: the user row is a tombstone), so the audit trail holds.
 */
export const erasureRequests = pgTable(
  'erasure_requests',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    status: text('status', { enum: ERASURE_STATUSES }).notNull().default('pending'),
    /** Who asked, as shown to staff while pending; cleared by the erasure. */
    requester_name: varchar('requester_name', { length: 520 }),
    requester_email: varchar('requester_email', { length: 320 }),
    erased_at: at('erased_at'),
    erased_by: ref('erased_by'),
    erased_by_name: varchar('erased_by_name', { length: 255 }),
    /** The end of the business relationship the held records' periods run from. */
    relationship_ended_at: at('relationship_ended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('erasure_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('erasure_requests_one_pending')
      .on(t.user_id)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const HELD_RECORD_KINDS = ['customer_due_diligence', 'transaction_records'] as const;

/**
 * What an erasure keeps because the law or the terms require it, out of everyday use (no screen
 * shows it): a copy per kind with the day it is deleted. The retention job deletes it then.
 */
export const heldRecords = pgTable(
  'held_records',
  {
    _id: id(),
    erasure_request_id: ref('erasure_request_id')
      .notNull()
      .references(() => erasureRequests._id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: HELD_RECORD_KINDS }).notNull(),
    /** The reason, in words (the regulation or the terms' clause). */
    reason: varchar('reason', { length: 500 }).notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    delete_after: at('delete_after').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('held_records_delete_after_idx').on(t.delete_after),
    index('held_records_request_idx').on(t.erasure_request_id),
  ],
);
