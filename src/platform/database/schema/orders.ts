import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { transactions } from './transactions';
import type { OrderItem, PaymentToRefund } from './types';

/** Receipt numbers: one per settled order, in the order they were settled (gaps possible). */
export const receiptNumbers = pgSequence('receipt_numbers', { startWith: 1 });

export const orders = pgTable(
  'orders',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    total_amount: integer('total_amount').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('gbp'),
    code: varchar('code', { length: 64 }),
    payment_type: text('payment_type', { enum: ['stripe_direct', 'invoice'] })
      .notNull()
      .default('stripe_direct'),
    paid_at: at('paid_at'),
    stripe_transaction_id: varchar('stripe_transaction_id', { length: 255 }),
    stripe_customer_id: varchar('stripe_customer_id', { length: 255 }),
    stripe_transaction_status: varchar('stripe_transaction_status', { length: 64 }),
    /** Card payments that succeeded after the order was settled otherwise: to be refunded. */
    needs_refund: jsonb('needs_refund').$type<PaymentToRefund[]>().notNull().default([]),
    /** The receipt's number, given when the order is settled (receipt_numbers). */
    receipt_number: integer('receipt_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_transaction_idx').on(t.transaction_id, t.createdAt),
    index('orders_status_idx').on(t.stripe_transaction_status),
    uniqueIndex('orders_payment_intent_key').on(t.stripe_transaction_id),
    uniqueIndex('orders_receipt_number_key').on(t.receipt_number),
  ],
);
