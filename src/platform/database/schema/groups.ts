import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns';
import { estateAgents, lawyerGroups } from './firms';

export const transactionGroups = pgTable(
  'transaction_groups',
  {
    _id: id(),
    name: varchar('name', { length: 255 }).notNull(),
    estate_agent_id: ref('estate_agent_id').references(() => estateAgents._id),
    seller_lawyer_group_id: ref('seller_lawyer_group_id').references(() => lawyerGroups._id),
    buyer_lawyer_group_id: ref('buyer_lawyer_group_id').references(() => lawyerGroups._id),
    /** The Stripe payment for the whole development, when it was paid that way. */
    stripe_transaction_id: varchar('stripe_transaction_id', { length: 255 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('transaction_groups_name_key').on(sql`lower(${t.name})`)],
);
