/** Sales ("transactions") and their additional sellers. */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { companies } from './companies';
import { CUSTOMER_TYPES, ESTATE_AGENT_STATUSES, FEED_IDENTITY_STATUSES } from './enums';
import { estateAgents, lawyerGroups } from './firms';
import { transactionGroups } from './groups';
import { people } from './people';
import { properties } from './properties';
import { referralCodes } from './referral-codes';
import { users } from './users';

export const transactions = pgTable(
  'transactions',
  {
    _id: id(),
    type: text('type', { enum: ['resale', 'development'] })
      .notNull()
      .default('resale'),
    property_id: ref('property_id')
      .notNull()
      .references(() => properties._id),
    primary_seller_id: ref('primary_seller_id')
      .notNull()
      .references(() => users._id),
    customer_type: text('customer_type', { enum: CUSTOMER_TYPES })
      .notNull()
      .default('individual_owner'),
    company_seller_id: ref('company_seller_id').references(() => companies._id),
    asking_price: integer('asking_price'),
    has_mortgage: boolean('has_mortgage'),
    onward_purchase: boolean('onward_purchase'),
    is_using_foreign_currency: boolean('is_using_foreign_currency'),
    requiresMortgageReferral: boolean('requires_mortgage_referral'),
    terms_and_conditions: boolean('terms_and_conditions').notNull().default(false),
    terms_accepted_at: at('terms_accepted_at'),
    estate_agent_id: ref('estate_agent_id').references(() => estateAgents._id),
    estate_agent_status: text('estate_agent_status', { enum: ESTATE_AGENT_STATUSES })
      .notNull()
      .default('pending'),
    referral_code_id: ref('referral_code_id').references(() => referralCodes._id),
    tags: text('tags').array().notNull().default([]),
    group_id: ref('group_id').references(() => transactionGroups._id),
    seller_lawyer_group_id: ref('seller_lawyer_group_id').references(() => lawyerGroups._id),
    buyer_lawyer_group_id: ref('buyer_lawyer_group_id').references(() => lawyerGroups._id),
    solicitors_assigned_at: at('solicitors_assigned_at'),
    date_legal_started: at('date_legal_started'),
    /**
     * Kept by database triggers, never written by the application (`refresh_transaction_flags`,
     * src/platform/database/functions/): whether the first order is settled
     * (`transaction_is_paid`) and the feed's identity-check status (`transaction_identity_status`),
     * so lists filter and count them without per-row subqueries.
     */
    is_paid: boolean('is_paid').notNull().default(false),
    identity_status: text('identity_status', { enum: FEED_IDENTITY_STATUSES })
      .notNull()
      .default('outstanding'),
    /**
     * Also kept by the triggers (`transaction_latest_purchase_dates`): the sale agreed and
     * exchange dates of the sale's latest purchase (`latestPurchaseOf`, the one the table's row
     * shows), so the table's date ranges are conditions on the sale's own row, read through its
     * indexes at any volume.
     */
    latest_sale_agreed_at: at('latest_sale_agreed_at'),
    latest_exchanged_at: at('latest_exchanged_at'),
    /**
     * Also kept by the triggers (`transaction_cdd_held_since`): when the business of a sale
     * whose identity checks still name people ended (its latest completion, else its withdrawal
     * or archiving), null while it goes on or once no check names anyone. The customer due
     * diligence it holds is kept five years from then (data-rights retention): the daily run
     * reads the sales due from its index, not every sale.
     */
    cdd_held_since: at('cdd_held_since'),
    /** Staff withdrew the sale (the seller no longer sells); cleared when reinstated. */
    withdrawn_at: at('withdrawn_at'),
    withdrawal_reason: text('withdrawal_reason'),
    /** Staff archived the sale (out of the day-to-day lists); cleared when reinstated. */
    archived_at: at('archived_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_primary_seller_idx').on(t.primary_seller_id, t.createdAt),
    index('transactions_created_idx').on(t.createdAt),
    index('transactions_group_idx').on(t.group_id),
    index('transactions_estate_agent_status_idx').on(t.estate_agent_status),
    index('transactions_property_idx').on(t.property_id),
    // Stats & Metrics: assignments per month, and the two referral lists by creation date.
    // The groups ride along so a month of assignments is read from the index alone.
    index('transactions_solicitors_assigned_idx').on(
      t.solicitors_assigned_at,
      t.seller_lawyer_group_id,
      t.buyer_lawyer_group_id,
    ),
    index('transactions_foreign_currency_idx')
      .on(t.createdAt)
      .where(sql`${t.is_using_foreign_currency}`),
    index('transactions_mortgage_referral_idx')
      .on(t.createdAt)
      .where(sql`${t.requiresMortgageReferral}`),
    index('transactions_paid_idx').on(t.is_paid, t.createdAt),
    index('transactions_identity_status_idx').on(t.identity_status, t.createdAt),
    index('transactions_seller_lawyer_group_idx').on(t.seller_lawyer_group_id),
    index('transactions_buyer_lawyer_group_idx').on(t.buyer_lawyer_group_id),
    // The transactions table's filters and sorts (sales-desk): estate agent and tag filters, and
    // each sortable column both ways with empty values last (ORDER BY … NULLS LAST, id).
    index('transactions_estate_agent_idx').on(t.estate_agent_id, t.createdAt),
    index('transactions_tags_idx').using('gin', t.tags),
    index('transactions_asking_price_asc_idx').on(t.asking_price.asc().nullsLast(), t._id.asc()),
    index('transactions_asking_price_desc_idx').on(t.asking_price.desc().nullsLast(), t._id.desc()),
    index('transactions_legal_started_asc_idx').on(
      t.date_legal_started.asc().nullsLast(),
      t._id.asc(),
    ),
    index('transactions_legal_started_desc_idx').on(
      t.date_legal_started.desc().nullsLast(),
      t._id.desc(),
    ),
    index('transactions_latest_sale_agreed_idx').on(t.latest_sale_agreed_at, t._id),
    index('transactions_latest_exchanged_idx').on(t.latest_exchanged_at, t._id),
    index('transactions_cdd_held_idx')
      .on(t.cdd_held_since, t._id)
      .where(sql`${t.cdd_held_since} is not null`),
    // A company's sales (the back office's Companies list counts them, its page lists them).
    index('transactions_company_seller_idx').on(t.company_seller_id, t.createdAt),
    // Lists and the feed may leave out (or show only) withdrawn or archived sales, newest first.
    index('transactions_withdrawn_idx').on(t.withdrawn_at, t.createdAt),
    index('transactions_archived_idx').on(t.archived_at, t.createdAt),
  ],
);

export const transactionSellers = pgTable(
  'transaction_sellers',
  {
    _id: id(),
    transaction_id: ref('transaction_id')
      .notNull()
      .references(() => transactions._id, { onDelete: 'cascade' }),
    person_id: ref('person_id')
      .notNull()
      .references(() => people._id),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('transaction_sellers_key').on(t.transaction_id, t.person_id),
    index('transaction_sellers_person_idx').on(t.person_id),
  ],
);

/**
 * How many sales there are, in one row kept by statement triggers on `transactions` (migration
 * 0029), never written by the application: the back office's lists show the total of every sale
 * on each page, and counting a million rows each time cost most of a page's answer.
 */
export const salesCount = pgTable(
  'sales_count',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('sales_count_singleton', sql`${t.singleton}`)],
);
