import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { transactions } from './transactions';

export const searchOrders = pgTable(
  'search_orders',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    productId: varchar('product_id', { length: 64 }).notNull(),
    status: varchar('status', { length: 64 }).notNull().default('in progress'),
    estimatedCompletion: at('estimated_completion'),
    completionDate: at('completion_date'),
    reference: varchar('reference', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('search_orders_transaction_idx').on(t.transaction_id, t.createdAt)],
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
