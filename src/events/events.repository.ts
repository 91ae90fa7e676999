import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
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

  /** A sale's timeline with the events of the purchase intents given, oldest first. */
  listForTransaction(transactionId: string, purchaseIntentIds: string[] = []): Promise<EventRow[]> {
    const ofSale = eq(events.transaction_id, transactionId);
    return this.database.db
      .select()
      .from(events)
      .where(
        purchaseIntentIds.length > 0
          ? or(ofSale, inArray(events.purchase_intent_id, purchaseIntentIds))
          : ofSale,
      )
      .orderBy(asc(events.date_time), asc(events._id));
  }

  /**
   * Back-office events (about neither a sale nor a purchase), oldest first: those about one
   * subject (an estate agent, a brand), or, with `names`, the settings' own.
   */
  listForBackOffice(about: { subjectId: string } | { names: string[] }): Promise<EventRow[]> {
    const which =
      'subjectId' in about
        ? eq(events.subject_id, about.subjectId)
        : and(isNull(events.subject_id), inArray(events.event_name, about.names));
    return this.database.db
      .select()
      .from(events)
      .where(and(isNull(events.transaction_id), isNull(events.purchase_intent_id), which))
      .orderBy(asc(events.date_time), asc(events._id));
  }
}
