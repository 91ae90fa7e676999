import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, ref, updatedAt } from './columns';
import type { Address } from './types';

export const users = pgTable(
  'users',
  {
    _id: id(),
    type: text('type', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    active: boolean('active').notNull().default(false),
    email: varchar('email', { length: 320 }).notNull(),
    first_name: varchar('first_name', { length: 255 }).notNull().default(''),
    middle_name: varchar('middle_name', { length: 255 }),
    last_name: varchar('last_name', { length: 255 }).notNull().default(''),
    phone_number: varchar('phone_number', { length: 32 }),
    correspondence_address: jsonb('correspondence_address').$type<Address>(),
    stripe_customer_id: varchar('stripe_customer_id', { length: 255 }),
    role: text('role', { enum: ['sell', 'buy'] }),
    schema_version: integer('schema_version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    index('users_active_idx').on(t.active, t.createdAt),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: at('expires_at').notNull(),
    revoked_at: at('revoked_at'),
    last_seen_at: at('last_seen_at').notNull().defaultNow(),
    user_agent: varchar('user_agent', { length: 512 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.token_hash),
    index('sessions_user_idx').on(t.user_id),
  ],
);

export const loginTokens = pgTable(
  'login_tokens',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    type: text('type', { enum: ['customer', 'admin'] }).notNull(),
    role: text('role', { enum: ['sell', 'buy'] }),
    /** When the sign-in was asked for: a link minted for an older request never retires a newer one. */
    requested_at: at('requested_at').notNull().defaultNow(),
    expires_at: at('expires_at').notNull(),
    used_at: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('login_tokens_token_hash_key').on(t.token_hash),
    index('login_tokens_user_idx').on(t.user_id),
  ],
);

/** One row per attempt at a rate-limited action; counted over a sliding window. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 400 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_hits_key_idx').on(t.key, t.createdAt)],
);

/** Additional sellers, buyers, giftors and representatives: people with their own contact details. */
export const people = pgTable(
  'people',
  {
    _id: id(),
    user_id: ref('user_id').references(() => users._id, { onDelete: 'set null' }),
    person_type: text('person_type', {
      enum: ['seller', 'buyer', 'giftor', 'representative'],
    }).notNull(),
    first_name: varchar('first_name', { length: 255 }).notNull(),
    middle_name: varchar('middle_name', { length: 255 }),
    last_name: varchar('last_name', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }),
    phone_number: varchar('phone_number', { length: 32 }),
    correspondence_address: jsonb('correspondence_address').$type<Address>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('people_email_idx').on(sql`lower(${t.email})`)],
);

export const companies = pgTable(
  'companies',
  {
    _id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    company_number: varchar('company_number', { length: 255 }).notNull(),
    address: jsonb('address').$type<Address>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('companies_number_key').on(sql`upper(${t.company_number})`)],
);
