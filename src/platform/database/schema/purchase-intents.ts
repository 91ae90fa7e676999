import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { CUSTOMER_TYPES } from './enums';
import { people } from './people';
import { properties } from './properties';
import { transactions } from './transactions';
import { users } from './users';
import type { Funding } from './types';

/** Spec §3 enumerations of the buyer form. */
export const OWNERSHIP_TYPES = ['Sole', 'Joint'] as const;
export const YES_NO_NOT_SURE = ['yes', 'no', 'not_sure'] as const;
export const GIFTOR_RELATIONSHIPS = ['Parent', 'Other Family', 'Other'] as const;
export const PURCHASE_INTENT_PERSON_ROLES = ['additional_buyer', 'giftor'] as const;

/** The funding answers, stored together; `other_funding_option` holds the other-funding details. */
export type PurchaseIntentFunding = Funding & { other_funding_option: string | null };

export const purchaseIntents = pgTable(
  'purchase_intents',
  {
    _id: id(),
    primary_buyer_id: ref('primary_buyer_id')
      .notNull()
      .references(() => users._id),
    property_id: ref('property_id').references(() => properties._id),
    transaction_id: ref('transaction_id').references(() => transactions._id),
    customer_type: text('customer_type', { enum: CUSTOMER_TYPES })
      .notNull()
      .default('individual_owner'),
    ownership_type: text('ownership_type', { enum: OWNERSHIP_TYPES }),
    agreed_price: integer('agreed_price'),
    mortgage_required_for_purchase: text('mortgage_required_for_purchase', {
      enum: YES_NO_NOT_SURE,
    }),
    mortgage_provider: varchar('mortgage_provider', { length: 255 }),
    purchase_dependent_on_sale: boolean('purchase_dependent_on_sale'),
    first_time_buyer: boolean('first_time_buyer'),
    funding: jsonb('funding').$type<PurchaseIntentFunding>(),
    other_funding_comments: varchar('other_funding_comments', { length: 2000 }),
    is_using_foreign_currency: boolean('is_using_foreign_currency'),
    requiresMortgageReferral: boolean('requires_mortgage_referral'),
    is_active: boolean('is_active').notNull().default(false),
    terms_and_conditions: boolean('terms_and_conditions').notNull().default(false),
    terms_accepted_at: at('terms_accepted_at'),
    sale_agreed_at: at('sale_agreed_at'),
    exchanged_at: at('exchanged_at'),
    completed_at: at('completed_at'),
    aborted_at: at('aborted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('purchase_intents_buyer_idx').on(t.primary_buyer_id, t.createdAt),
    index('purchase_intents_transaction_idx').on(t.transaction_id),
    index('purchase_intents_property_idx').on(t.property_id),
    // The transactions table's Date Sale Agreed / Date Exchanged filters (sales-desk).
    index('purchase_intents_sale_agreed_idx').on(t.sale_agreed_at),
    index('purchase_intents_exchanged_idx').on(t.exchanged_at),
    // Stats & Metrics: the two referral lists by creation date.
    index('purchase_intents_foreign_currency_idx')
      .on(t.createdAt)
      .where(sql`${t.is_using_foreign_currency}`),
    index('purchase_intents_mortgage_referral_idx')
      .on(t.createdAt)
      .where(sql`${t.requiresMortgageReferral}`),
  ],
);

export const purchaseIntentPeople = pgTable(
  'purchase_intent_people',
  {
    _id: id(),
    purchase_intent_id: ref('purchase_intent_id')
      .notNull()
      .references(() => purchaseIntents._id, { onDelete: 'cascade' }),
    person_id: ref('person_id')
      .notNull()
      .references(() => people._id),
    role: text('role', { enum: PURCHASE_INTENT_PERSON_ROLES }).notNull(),
    relationship: text('relationship', { enum: GIFTOR_RELATIONSHIPS }),
    amount: integer('amount'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('purchase_intent_people_intent_idx').on(t.purchase_intent_id, t.role),
    index('purchase_intent_people_person_idx').on(t.person_id),
  ],
);
