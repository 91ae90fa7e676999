/**
 * A customer's "Request an update" on their sale or purchase (issue 36): at most one a day per
 * customer and sale, a task for staff until they answer it, and the answer the customer got.
 */
import { index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';
import { users } from './users';

/** The longest answer staff send, in characters. */
export const UPDATE_ANSWER_MAX_LENGTH = 2000;

export const updateRequests = pgTable(
  'update_requests',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    /** The purchase it was asked from (a buyer's); none for the seller's. */
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'cascade',
    }),
    requested_by: ref('requested_by')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The UK calendar day it was asked on (YYYY-MM-DD): one a day. */
    requested_on: varchar('requested_on', { length: 10 }).notNull(),
    answered_at: at('answered_at'),
    answer: text('answer'),
    answered_by_name: varchar('answered_by_name', { length: 255 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('update_requests_one_a_day').on(t.transaction_id, t.requested_by, t.requested_on),
    // the sale's open requests (the detail page), newest first
    index('update_requests_transaction_idx').on(t.transaction_id, t.createdAt),
  ],
);
