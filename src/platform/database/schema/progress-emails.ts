import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';
import { users } from './users';

/**
 * A milestone of a customer's sale or purchase that moved and that their next progress e-mail
 * tells them about (issue 25). Written in the transaction of the change; the batch job settles
 * every pending change of the customer in one e-mail.
 */
export const progressChanges = pgTable(
  'progress_changes',
  {
    _id: id(),
    /** Who is told: the sale's primary seller or the purchase's primary buyer. */
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The sale it is about (a seller's), or null for a purchase. */
    transaction_id: ref('transaction_id').references(() => transactions._id, {
      onDelete: 'cascade',
    }),
    /** The purchase it is about (a buyer's), or null for a sale. */
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'cascade',
    }),
    /** solicitors, identity_check, search_returned, sale_agreed, exchanged, completed, withdrawn. */
    milestone: varchar('milestone', { length: 40 }).notNull(),
    /** What within the milestone: the identity check's id, the search product's code. */
    reference: varchar('reference', { length: 64 }),
    created_at: createdAt(),
    /** The e-mail (outbox row) that told the customer; null when none did. */
    email_id: ref('email_id'),
    /** When the batch job dealt with it (told, or not: turned off, or no longer so). */
    settled_at: at('settled_at'),
  },
  (t) => [
    index('progress_changes_pending_idx')
      .on(t.user_id, t.created_at)
      .where(sql`${t.settled_at} is null`),
  ],
);

/** A customer's choice about progress e-mails; no row means on (the default). */
export const progressEmailSettings = pgTable('progress_email_settings', {
  user_id: ref('user_id')
    .primaryKey()
    .references(() => users._id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  updated_at: updatedAt(),
});
