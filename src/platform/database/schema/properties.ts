import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { TENURES } from './enums';
import type { Address } from './types';
import { users } from './users';

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
    // Global search (admin search): prefix matches on the first line and the postcode.
    index('properties_line_1_search_idx').on(sql`lower(${t.address}->>'line_1') text_pattern_ops`),
    index('properties_address_words_idx').using(
      'gin',
      sql`regexp_split_to_array(lower(coalesce(${t.address}->>'line_1', '') || ' ' || coalesce(${t.address}->>'post_town', '')), '[^a-z0-9]+')`,
    ),
    index('properties_postcode_search_idx').on(
      sql`replace(${t.postcode}, ' ', '') text_pattern_ops`,
    ),
  ],
);
