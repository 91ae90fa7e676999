import { Inject, Injectable } from '@nestjs/common';
import { asc, eq } from 'drizzle-orm';
import { Database } from '@/database/database';
import { events } from '@/database/schema';

export type EventRow = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

@Injectable()
export class EventsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  async insert(event: NewEvent): Promise<void> {
    await this.database.db.insert(events).values(event);
  }

  /** A sale's timeline, oldest first. */
  listForTransaction(transactionId: string): Promise<EventRow[]> {
    return this.database.db
      .select()
      .from(events)
      .where(eq(events.transaction_id, transactionId))
      .orderBy(asc(events.date_time), asc(events._id));
  }
}
