import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import type { Address } from './types';
import { users } from './users';

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
  (t) => [
    index('people_email_idx').on(sql`lower(${t.email})`),
    // Global search (admin search): prefix matches on e-mail, full name and last name.
    index('people_email_search_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('people_name_search_idx').on(
      sql`lower(${t.first_name} || ' ' || ${t.last_name}) text_pattern_ops`,
    ),
    index('people_last_name_search_idx').on(sql`lower(${t.last_name}) text_pattern_ops`),
  ],
);
