import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';
import { users } from './users';

export const identityChecks = pgTable(
  'identity_checks',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id),
    /** The provider's resource name, stored by the create job once the provider made the check. */
    thirdfort_id: varchar('thirdfort_id', { length: 255 }),
    status: text('status', { enum: ['pending', 'complete', 'failed', 'aborted'] })
      .notNull()
      .default('pending'),
    person_type: text('person_type', { enum: ['seller', 'buyer', 'giftor'] }).notNull(),
    person_details: jsonb('person_details')
      .$type<{ first_name: string; last_name: string; email: string; phone_number: string }>()
      .notNull(),
    /** The provider's own state and recommendation (ACTIVE, COMPLETE/APPROVE...), for support. */
    provider_state: varchar('provider_state', { length: 64 }),
    recommendation: varchar('recommendation', { length: 64 }),
    completed_at: at('completed_at'),
    /** When the provider recorded the latest of its events applied here: older ones are ignored. */
    provider_event_at: at('provider_event_at'),
    /** Why the provider could not make the check (a failed order), in words staff can act on. */
    failure_reason: varchar('failure_reason', { length: 500 }),
    ordered_by: ref('ordered_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('identity_checks_transaction_idx').on(t.transaction_id),
    // The checks the provider never made (listStranded, every few minutes): a handful among a
    // year's checks, read without scanning the rest.
    index('identity_checks_stranded_idx')
      .on(t.createdAt)
      .where(
        sql`${t.status} = 'pending' and ${t.thirdfort_id} is null and ${t.failure_reason} is null`,
      ),
    uniqueIndex('identity_checks_thirdfort_key').on(t.thirdfort_id),
    // One pending check per person of a sale (admin.md §4 person matching): two staff ordering
    // at once make one check.
    uniqueIndex('identity_checks_one_pending')
      .on(
        t.transaction_id,
        t.person_type,
        sql`lower(trim(${t.person_details}->>'email'))`,
        sql`lower(trim(${t.person_details}->>'first_name'))`,
        sql`lower(trim(${t.person_details}->>'last_name'))`,
      )
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Where a polled provider feed was read up to (the Thirdfort notification feed): one row per
 * feed, moved on only after a page's changes are applied.
 */
export const providerCursors = pgTable('provider_cursors', {
  name: varchar('name', { length: 64 }).primaryKey(),
  cursor: text('cursor'),
  updatedAt: updatedAt(),
});

/**
 * The provider events (Thirdfort notifications, polled or by webhook) already applied, by the
 * provider's own id for each: a replayed or redelivered event is applied once.
 */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: varchar('provider', { length: 32 }).notNull(),
    event_id: varchar('event_id', { length: 255 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.event_id] })],
);
