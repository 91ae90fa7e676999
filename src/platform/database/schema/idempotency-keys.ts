import { index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, id, ref } from './columns';
import { users } from './users';

/**
 * The answers of create requests sent with an `Idempotency-Key` header, so a client's retry gets
 * the first answer instead of creating again (src/platform/idempotency). Written in the same DB
 * transaction as the create it answers; kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    _id: id(),
    user_id: ref('user_id')
      .notNull()
      .references(() => users._id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** Method and path of the request, e.g. 'POST /api/transaction'. */
    route: varchar('route', { length: 512 }).notNull(),
    /** SHA-256 (hex) of the request's query and body, in canonical JSON. */
    request_hash: varchar('request_hash', { length: 64 }).notNull(),
    /**
     * The JSON body of the first answer. (Its HTTP status is the route's: a replay goes through
     * the same route.)
     */
    response_body: jsonb('response_body'),
    /** Business time (the app's clock) it was stored. */
    created_at: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key').on(t.user_id, t.key),
    index('idempotency_keys_created_idx').on(t.created_at),
  ],
);
