/** Users and what signs them in: sessions and magic-link tokens. */
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
import { USER_TYPES } from './enums';
import type { Address } from './types';

export const users = pgTable(
  'users',
  {
    _id: id(),
    type: text('type', { enum: USER_TYPES }).notNull().default('customer'),
    /**
     * Can sign in and use the product: false for a customer who signed up and has not yet opened
     * a sign-in link (the link activates them), and for a user staff deactivated.
     */
    active: boolean('active').notNull().default(false),
    /**
     * When staff deactivated the user (null when not deactivated). A deactivated user is never
     * sent a sign-in link, no link activates them, and only staff reactivating clears it.
     */
    deactivated_at: at('deactivated_at'),
    /**
     * When the user was erased (UK GDPR): names and contact details gone, the e-mail a tombstone
     * no one can sign in with. Never cleared.
     */
    erased_at: at('erased_at'),
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
    // The back office's users list, newest first (created_at, then _id): by status, all of
    // them, the Deactivated filter and the Admins view. Each ends in _id, so a page's ids are
    // read from the index alone in the list's order.
    index('users_active_idx').on(t.active, t.createdAt, t._id),
    index('users_created_idx').on(t.createdAt, t._id),
    index('users_deactivated_idx')
      .on(t.createdAt, t._id)
      .where(sql`${t.deactivated_at} is not null`),
    index('users_admin_idx')
      .on(t.createdAt, t._id)
      .where(sql`${t.type} = 'admin'`),
    // Global search (admin search): prefix matches on e-mail, full name and last name.
    index('users_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_name_search_idx').on(
      sql`lower(${t.first_name} || ' ' || ${t.last_name}) text_pattern_ops`,
    ),
    index('users_last_name_search_idx').on(sql`lower(${t.last_name}) text_pattern_ops`),
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
    /** When the session passed staff's second factor (a passkey or a recovery code); null until. */
    second_factor_at: at('second_factor_at'),
    /**
     * The WebAuthn challenge the session was last given (base64url), what it is for and until
     * when it may be answered: each is answered at most once (cleared when taken).
     */
    webauthn_challenge: varchar('webauthn_challenge', { length: 128 }),
    webauthn_challenge_purpose: text('webauthn_challenge_purpose', {
      enum: ['registration', 'authentication'],
    }),
    webauthn_challenge_expires_at: at('webauthn_challenge_expires_at'),
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
    type: text('type', { enum: USER_TYPES }).notNull(),
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
