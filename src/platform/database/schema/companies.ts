import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import type { Address } from './types';

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
  (t) => [
    uniqueIndex('companies_number_key').on(sql`upper(${t.company_number})`),
    // The back office's Companies list, by name.
    index('companies_name_idx').on(sql`lower(${t.name})`),
  ],
);
