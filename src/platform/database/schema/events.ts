import { boolean, index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';

export const events = pgTable(
  'events',
  {
    _id: id(),
    transaction_id: ref('transaction_id').references(() => transactions._id, {
      onDelete: 'cascade',
    }),
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'cascade',
    }),
    /**
     * What a back-office event (no sale, no purchase) is about: an estate agent, a brand, a law
     * firm... by its _id; null for the back office's own settings.
     */
    subject_id: ref('subject_id'),
    event_name: varchar('event_name', { length: 120 }).notNull(),
    type: varchar('type', { length: 60 }).notNull().default('system'),
    author: ref('author'),
    authorName: varchar('author_name', { length: 255 }),
    comments: text('comments'),
    milestone: boolean('milestone').notNull().default(false),
    date_time: at('date_time').notNull().defaultNow(),
  },
  (t) => [
    index('events_transaction_idx').on(t.transaction_id, t.date_time),
    index('events_purchase_intent_idx').on(t.purchase_intent_id, t.date_time),
    index('events_date_idx').on(t.date_time),
    index('events_subject_idx').on(t.subject_id, t.date_time),
    // The settings' history (GET /api/admin/config/history): by name, newest first.
    index('events_name_idx').on(t.event_name, t.date_time),
  ],
);
