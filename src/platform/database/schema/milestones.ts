/**
 * A sale's milestones as records (issue 36): each step between "sale agreed" and completion,
 * when it happened, who said so and from where. A correction is a new record that supersedes the
 * current one (`supersedes_id`, and `superseded_at` on the old one); nothing is deleted. The keys
 * and what each means are in src/sales/milestones/milestones.catalogue.ts.
 */
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref } from './columns';
import { purchaseIntents } from './purchase-intents';
import { transactions } from './transactions';
import { users } from './users';

/** Where a record came from. */
export const MILESTONE_SOURCES = ['staff', 'partner', 'provider', 'customer', 'system'] as const;

/** Why a sale fell through (a `fell_through` record's reason). */
export const FALL_THROUGH_REASONS = [
  'mortgage',
  'buyer_changed_mind',
  'survey',
  'chain_break',
  'gazumped',
  'seller_withdrew',
  'other',
] as const;

/** The longest note or reason details, in characters. */
export const MILESTONE_NOTE_MAX_LENGTH = 2000;

export const milestones = pgTable(
  'milestones',
  {
    _id: id(),
    /** The sale whose own step it is; none for a purchase's fact (the purchase names the sale). */
    transaction_id: ref('transaction_id').references(() => transactions._id, {
      onDelete: 'cascade',
    }),
    /** The purchase it is a fact of (sale agreed, exchange, …); none for the sale's own steps. */
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'cascade',
    }),
    key: varchar('key', { length: 64 }).notNull(),
    /** When it happened; none for a record that clears an earlier one. */
    occurred_at: at('occurred_at'),
    /** The day it is planned for, where the record itself sets one (`completion_date_set`). */
    expected_at: at('expected_at'),
    source: text('source', { enum: MILESTONE_SOURCES }).notNull(),
    /** The staff user or customer who recorded it; none for a partner, provider or the system. */
    author_user_id: ref('author_user_id').references(() => users._id, { onDelete: 'set null' }),
    /** The author's name when they recorded it: a person, a partner's brand, a provider. */
    author_name: varchar('author_name', { length: 255 }).notNull(),
    note: varchar('note', { length: MILESTONE_NOTE_MAX_LENGTH }),
    reason: text('reason', { enum: FALL_THROUGH_REASONS }),
    reason_details: varchar('reason_details', { length: MILESTONE_NOTE_MAX_LENGTH }),
    /** The record this one corrects. */
    supersedes_id: ref('supersedes_id'),
    /** When a correction superseded this record; none while it is the current one. */
    superseded_at: at('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // a sale's history (GET …/milestones, the Events tab), newest first
    index('milestones_transaction_idx').on(t.transaction_id, t.createdAt),
    index('milestones_purchase_idx').on(t.purchase_intent_id, t.createdAt),
    // one current record per step: of the purchase for its facts, of the sale for its own steps
    uniqueIndex('milestones_current_purchase_key')
      .on(t.purchase_intent_id, t.key)
      .where(sql`${t.superseded_at} IS NULL AND ${t.purchase_intent_id} IS NOT NULL`),
    uniqueIndex('milestones_current_sale_key')
      .on(t.transaction_id, t.key)
      .where(sql`${t.superseded_at} IS NULL AND ${t.purchase_intent_id} IS NULL`),
    check(
      'milestones_of_something',
      sql`${t.transaction_id} IS NOT NULL OR ${t.purchase_intent_id} IS NOT NULL`,
    ),
    check(
      'milestones_reason_only_when_fell_through',
      sql`${t.reason} IS NULL OR ${t.key} = 'fell_through'`,
    ),
  ],
);

/**
 * Where each sale in progress stands (issue 36): kept beside the milestones whenever they, the
 * sale's purchase or the targets change, so the back office's list filters and sorts on it
 * through its indexes. A sale is in progress from its purchase's sale agreed until it completes,
 * falls through or is withdrawn; other sales have no row. The status is a function of these
 * days and today (src/sales/milestones/progress-status.sql.ts), so it moves with time without a
 * write.
 */
export const saleProgress = pgTable(
  'sale_progress',
  {
    transaction_id: ref('transaction_id')
      .primaryKey()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    purchase_intent_id: ref('purchase_intent_id').references(() => purchaseIntents._id, {
      onDelete: 'cascade',
    }),
    /** The step not reached yet that was expected first, and its day. */
    next_key: varchar('next_key', { length: 64 }).notNull(),
    next_expected_at: at('next_expected_at').notNull(),
    /** The day the sale is due to exchange, or after exchange to complete. */
    due_key: varchar('due_key', { length: 64 }).notNull(),
    due_at: at('due_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    // progress=amber|red and the At risk view, most late first
    index('sale_progress_next_expected_idx').on(t.next_expected_at, t.transaction_id),
    index('sale_progress_due_idx').on(t.due_at),
  ],
);
