import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import type {
  Address,
  Contact,
  EstateAgentOffice,
  EstateAgentThirdfort,
  Solicitor,
  Valuer,
} from './types';

export const estateAgentBrands = pgTable(
  'estate_agent_brands',
  {
    _id: id(),
    brandName: varchar('brand_name', { length: 255 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('estate_agent_brands_name_key').on(sql`lower(${t.brandName})`)],
);

export const estateAgents = pgTable(
  'estate_agents',
  {
    _id: id(),
    brand_id: ref('brand_id')
      .notNull()
      .references(() => estateAgentBrands._id),
    office: jsonb('office').$type<EstateAgentOffice>().notNull(),
    /** "brand - office" kept for sorting and searching lists in SQL. */
    display_name: varchar('display_name', { length: 520 }).notNull(),
    valuers: jsonb('valuers').$type<Valuer[]>().notNull().default([]),
    negotiators: jsonb('negotiators').$type<Contact[]>().notNull().default([]),
    thirdfort: jsonb('thirdfort').$type<EstateAgentThirdfort>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('estate_agents_brand_idx').on(t.brand_id, t.display_name),
    index('estate_agents_display_name_idx').on(t.display_name),
  ],
);

export const lawFirms = pgTable(
  'law_firms',
  {
    _id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    email: varchar('email', { length: 320 }),
    phone_number: varchar('phone_number', { length: 32 }),
    address: jsonb('address').$type<Address>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('law_firms_name_idx').on(t.name)],
);

export const lawyerGroups = pgTable(
  'lawyer_groups',
  {
    _id: id(),
    law_firm_id: ref('law_firm_id')
      .notNull()
      .references(() => lawFirms._id),
    name: varchar('name', { length: 255 }).notNull(),
    solicitor: jsonb('solicitor').$type<Solicitor>().notNull(),
    legal_assistants: jsonb('legal_assistants').$type<Contact[]>().notNull().default([]),
    invoicing_address: jsonb('invoicing_address').$type<Address>(),
    thirdfortRecipientEmails: text('thirdfort_recipient_emails').array().notNull().default([]),
    panel_solicitor: boolean('panel_solicitor').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('lawyer_groups_law_firm_idx').on(t.law_firm_id)],
);
