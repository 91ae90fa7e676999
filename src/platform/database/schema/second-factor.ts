/** Staff's second factor: their passkeys (WebAuthn credentials) and one-time recovery codes. */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id, ref } from './columns';
import { users } from './users';

export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** The credential's id as the authenticator gave it (base64url). */
    credential_id: varchar('credential_id', { length: 1024 }).notNull(),
    /** The COSE public key: public material only, nothing that signs. */
    public_key: bytea('public_key').notNull(),
    /** The authenticator's signature counter as last seen (0 for those that keep none). */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** What the admin calls it ('Work laptop'). */
    name: varchar('name', { length: 60 }).notNull(),
    backed_up: boolean('backed_up').notNull().default(false),
    last_used_at: at('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('admin_passkeys_credential_key').on(t.credential_id),
    index('admin_passkeys_user_idx').on(t.user_id, t.createdAt),
  ],
);

export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    /** SHA-256 (hex) of the code; the code itself is shown once and never stored. */
    code_hash: varchar('code_hash', { length: 64 }).notNull(),
    used_at: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_recovery_codes_unused_idx')
      .on(t.user_id)
      .where(sql`${t.used_at} is null`),
  ],
);
