import { and, eq } from 'drizzle-orm';
import { events } from '@/platform/database/schema';
import type { TestApp } from './app';

/** How many times `name` is on the sale's timeline. */
export async function countEvents(t: TestApp, transactionId: string, name: string) {
  const rows = await t.database.db
    .select()
    .from(events)
    .where(and(eq(events.transaction_id, transactionId), eq(events.event_name, name)));
  return rows.length;
}
