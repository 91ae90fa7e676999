import { sql } from 'drizzle-orm';
import { boolean, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

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
