import { index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';

export const identityChecks = pgTable(
  'identity_checks',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id),
    thirdfort_id: varchar('thirdfort_id', { length: 255 }),
    status: text('status', { enum: ['pending', 'complete', 'failed', 'aborted'] })
      .notNull()
      .default('pending'),
    person_type: text('person_type', { enum: ['seller', 'buyer', 'giftor'] }).notNull(),
    person_details: jsonb('person_details')
      .$type<{ first_name: string; last_name: string; email: string; phone_number: string }>()
      .notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('identity_checks_transaction_idx').on(t.transaction_id),
    uniqueIndex('identity_checks_thirdfort_key').on(t.thirdfort_id),
  ],
);
