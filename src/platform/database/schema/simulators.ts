import { boolean, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * The state of the local provider simulators (development, test, staging with ALLOW_SIMULATORS),
 * kept in the database so a simulated check or search order moves on after a restart. Nothing
 * else reads these tables.
 */
export const simulatedIdentityChecks = pgTable('simulated_identity_checks', {
  name: varchar('name', { length: 255 }).primaryKey(),
  reference: varchar('reference', { length: 255 }).notNull(),
  outcome: text('outcome', { enum: ['approve', 'reject', 'never'] }).notNull(),
  created_at: at('created_at').notNull(),
  completes_at: at('completes_at'),
  cancelled_at: at('cancelled_at'),
});

export const simulatedSearchOrders = pgTable('simulated_search_orders', {
  requester_reference: varchar('requester_reference', { length: 64 }).primaryKey(),
  facilitator_reference: varchar('facilitator_reference', { length: 64 }).notNull(),
  order: jsonb('order').notNull(),
  submitted_at: at('submitted_at').notNull(),
  rejection: varchar('rejection', { length: 500 }),
  delivered: text('delivered').array().notNull().default([]),
  closed: boolean('closed').notNull().default(false),
});
