import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import { CUSTOMER_TYPES, ESTATE_AGENT_STATUSES, TENURES } from './enums';
import { purchaseIntents } from './purchase-intents';
import { lawyerGroups, estateAgents } from './firms';
import { companies, people, users } from './users';
import type { Address, OrderItem } from './types';

export const properties = pgTable(
  'properties',
  {
    _id: id(),
    address: jsonb('address').$type<Address>().notNull(),
    /** Normalised postcode (upper case, GB spacing) for the postcode lookup. */
    postcode: varchar('postcode', { length: 16 }),
    tenure: text('tenure', { enum: TENURES }),
    tenure_details: varchar('tenure_details', { length: 255 }),
    value: integer('value'),
    /** Who entered the property; they may change it until a sale is onboarded on it. */
    created_by: ref('created_by').references(() => users._id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_postcode_idx').on(t.postcode),
    index('properties_created_by_idx').on(t.created_by),
  ],
);

export const transactionGroups = pgTable(
  'transaction_groups',
  {
    _id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    estate_agent_id: ref('estate_agent_id').references(() => estateAgents._id),
    seller_lawyer_group_id: ref('seller_lawyer_group_id').references(() => lawyerGroups._id),
    buyer_lawyer_group_id: ref('buyer_lawyer_group_id').references(() => lawyerGroups._id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transaction_groups_name_key').on(sql`lower(${t.name})`)],
);

export const referralCodes = pgTable(
  'referral_codes',
  {
    _id: id(),
    code: varchar('code', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    active: boolean('active').notNull().default(true),
    expires_at: at('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('referral_codes_code_key').on(sql`upper(${t.code})`)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('transactions_primary_seller_idx').on(t.primary_seller_id, t.createdAt),
    index('transactions_created_idx').on(t.createdAt),
    index('transactions_group_idx').on(t.group_id),
    index('transactions_estate_agent_status_idx').on(t.estate_agent_status),
    index('transactions_property_idx').on(t.property_id),
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
  (t) => [uniqueIndex('transaction_sellers_key').on(t.transaction_id, t.person_id)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_transaction_idx').on(t.transaction_id, t.createdAt),
    index('orders_status_idx').on(t.stripe_transaction_status),
    uniqueIndex('orders_payment_intent_key').on(t.stripe_transaction_id),
  ],
);

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
  ],
);

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
