import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { at } from './columns';

/**
 * Which worker process runs which active job. A process holds an advisory lock on its key for
 * its whole life, so a claim whose key can be locked belongs to a process that died mid-job:
 * that job is handed back to the queue at once instead of waiting for its expiry.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    job_id: varchar('job_id', { length: 36 }).primaryKey(),
    queue: varchar('queue', { length: 120 }).notNull(),
    worker_key: integer('worker_key').notNull(),
    claimed_at: at('claimed_at').notNull().defaultNow(),
  },
  (t) => [index('job_claims_worker_idx').on(t.worker_key)],
);
