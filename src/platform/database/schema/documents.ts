/** A sale's documents: files kept in the file store (never here), and what is known of each. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { purchaseIntents } from './purchase-intents';
import { additionalRequests, searchResultFiles } from './searches';
import { transactions } from './transactions';
import { users } from './users';

/** The types a document may have, decided from its first bytes (never its name or declared type). */
export const DOCUMENT_CONTENT_TYPES = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
] as const;

/** Whose upload it is: the sale's seller, the attached purchase's buyer, staff, or a provider. */
export const DOCUMENT_UPLOADER_SIDES = ['seller', 'buyer', 'staff', 'provider'] as const;

/** pending until the scanner answered; only a clean file is ever served. */
export const DOCUMENT_SCAN_STATUSES = ['pending', 'clean', 'infected', 'failed'] as const;

/** Staff's review of an answer to an additional request (null for any other document). */
export const DOCUMENT_REVIEW_STATUSES = ['received', 'accepted', 'rejected'] as const;

export const DOCUMENT_SOURCES = ['upload', 'search_result'] as const;

export const documents = pgTable(
  'documents',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    /** The purchase whose buyer uploaded it (buyers' uploads only). */
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'set null',
    }),
    /** The additional request it answers. */
    request_id: ref('request_id').references(() => additionalRequests._id, {
      onDelete: 'set null',
    }),
    source: text('source', { enum: DOCUMENT_SOURCES }).notNull().default('upload'),
    /** The search result (Searches tab) whose file this is: the provider's PDFs live here too. */
    search_result_file_id: ref('search_result_file_id')
      .unique()
      .references(() => searchResultFiles._id, { onDelete: 'cascade' }),
    /** The uploader's file name, cleaned (no path, no control characters, at most 255). */
    name: varchar('name', { length: 255 }).notNull(),
    content_type: text('content_type', { enum: DOCUMENT_CONTENT_TYPES }).notNull(),
    size: integer('size').notNull(),
    /** SHA-256 of the bytes, hex, computed while they were stored and checked on every download. */
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Random key of the bytes in the file store. */
    storage_key: varchar('storage_key', { length: 200 }).notNull().unique(),
    uploaded_by: ref('uploaded_by').references(() => users._id, { onDelete: 'set null' }),
    uploaded_by_name: varchar('uploaded_by_name', { length: 255 }),
    uploader_side: text('uploader_side', { enum: DOCUMENT_UPLOADER_SIDES }).notNull(),
    visible_to_seller: boolean('visible_to_seller').notNull().default(false),
    visible_to_buyer: boolean('visible_to_buyer').notNull().default(false),
    scan_status: text('scan_status', { enum: DOCUMENT_SCAN_STATUSES }).notNull().default('pending'),
    scan_signature: varchar('scan_signature', { length: 255 }),
    scannedAt: at('scanned_at'),
    review_status: text('review_status', { enum: DOCUMENT_REVIEW_STATUSES }),
    rejection_reason: varchar('rejection_reason', { length: 500 }),
    reviewed_by: ref('reviewed_by').references(() => users._id, { onDelete: 'set null' }),
    reviewed_by_name: varchar('reviewed_by_name', { length: 255 }),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a sale's list (staff and customers), newest first
    index('documents_transaction_idx').on(t.transaction_id, t.createdAt),
    // a request's answers, newest first
    index('documents_request_idx').on(t.request_id, t.createdAt),
    index('documents_purchase_intent_idx').on(t.purchase_intent_id),
    // the scan job's and the sweep's lookups of files not yet scanned
    index('documents_scan_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.scan_status} = 'pending'`),
    check('documents_size_positive', sql`${t.size} > 0`),
  ],
);
