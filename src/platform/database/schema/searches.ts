import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id, ref, updatedAt } from './columns';
import { transactions } from './transactions';
import { users } from './users';

/**
 * One order of searches placed with the provider for a sale (its products are `search_orders`
 * rows). At most one a London day per sale, unless the provider rejected it.
 */
export const searchOrderRequests = pgTable(
  'search_order_requests',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    /** Our reference for the order (requester reference): the provider answers it idempotently. */
    requester_reference: varchar('requester_reference', { length: 64 }).notNull().unique(),
    /** The provider's reference from its acknowledgement: its pushes carry it. */
    facilitator_reference: varchar('facilitator_reference', { length: 64 }),
    premise: jsonb('premise')
      .$type<{
        subBuildingName: string | null;
        buildingName: string | null;
        buildingNumber: string | null;
      }>()
      .notNull(),
    is_reorder: boolean('is_reorder').notNull().default(false),
    /** queued → acknowledged or rejected. */
    status: text('status', { enum: ['queued', 'acknowledged', 'rejected'] })
      .notNull()
      .default('queued'),
    rejection_reason: varchar('rejection_reason', { length: 500 }),
    /** The London calendar day it was ordered: one order a day per sale. */
    ordered_on: date('ordered_on', { mode: 'string' }).notNull(),
    ordered_by: ref('ordered_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('search_order_requests_one_a_day')
      .on(t.transaction_id, t.ordered_on)
      .where(sql`${t.status} <> 'rejected'`),
    index('search_order_requests_facilitator_idx').on(t.facilitator_reference),
    // The Searches tab lists every request of a sale, rejected ones too (the partial unique
    // index above leaves those out).
    index('search_order_requests_transaction_idx').on(t.transaction_id, t.createdAt),
  ],
);

export const searchOrders = pgTable(
  'search_orders',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    request_id: ref('request_id').references(() => searchOrderRequests._id, {
      onDelete: 'cascade',
    }),
    productId: varchar('product_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 64 }).notNull().default('in progress'),
    /** The status as the provider wrote it (InProgress, Completed...). */
    provider_status: varchar('provider_status', { length: 64 }),
    estimatedCompletion: at('estimated_completion'),
    completionDate: at('completion_date'),
    reference: varchar('reference', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('search_orders_transaction_idx').on(t.transaction_id, t.createdAt),
    uniqueIndex('search_orders_request_product_key').on(t.request_id, t.productId),
  ],
);

/** The result documents the provider pushed for a search (PDFs), one per file name. */
export const searchResultFiles = pgTable(
  'search_result_files',
  {
    _id: id(),
    search_order_id: ref('search_order_id')
      .notNull()
      .references(() => searchOrders._id, { onDelete: 'cascade' }),
    file_name: varchar('file_name', { length: 255 }).notNull(),
    mime_type: varchar('mime_type', { length: 120 }).notNull(),
    description: varchar('description', { length: 500 }),
    /**
     * The bytes of a result kept before documents had a store; newer results are in the file
     * store, as the document that names this row (documents.search_result_file_id).
     */
    content: bytea('content'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('search_result_files_order_file_key').on(t.search_order_id, t.file_name)],
);

export const additionalRequests = pgTable(
  'additional_requests',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    type: text('type', {
      enum: ['sewer_bill', 'title_plan', 'address_confirmation', 'fee_approval'],
    }).notNull(),
    status: text('status', { enum: ['pending', 'sent', 'received', 'forwarded'] })
      .notNull()
      .default('pending'),
    sentAt: at('sent_at'),
    receivedAt: at('received_at'),
    /** A fee approval's answer from the seller in the product: approved, or queried with a text. */
    fee_response: text('fee_response', { enum: ['approved', 'queried'] }),
    fee_query: varchar('fee_query', { length: 2000 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('additional_requests_transaction_idx').on(t.transaction_id),
    uniqueIndex('additional_requests_one_sewer_bill')
      .on(t.transaction_id)
      .where(sql`${t.type} = 'sewer_bill'`),
  ],
);
