import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { bytea, createdAt, id } from './columns';

/**
 * The monthly invoicing files the scheduled job produced (admin.md §9), kept for finance: one per
 * month, the CSV gzip-compressed.
 */
export const invoiceFiles = pgTable('invoice_files', {
  _id: id(),
  /** 'YYYY-MM', unique: producing a month twice keeps the first file. */
  month: varchar('month', { length: 7 }).notNull().unique(),
  file_name: varchar('file_name', { length: 120 }).notNull(),
  records: integer('records').notNull(),
  total_pence: bigint('total_pence', { mode: 'number' }).notNull(),
  content_gzip: bytea('content_gzip').notNull(),
  createdAt: createdAt(),
});
