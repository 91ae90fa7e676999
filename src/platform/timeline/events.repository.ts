import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { PageWindow } from '@/platform/common/pagination';
import { Database } from '@/platform/database/database';
import { events } from '@/platform/database/schema';

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

  /**
   * A page of back-office events (no sale, no purchase) about one subject, or the settings' own
   * (`names`, no subject), newest first, and how many there are in all. Paged in SQL on
   * events_subject_idx / events_name_idx.
   */
  async pageForBackOffice(
    about: { subjectId: string } | { names: string[] },
    window: PageWindow,
  ): Promise<{ rows: EventRow[]; total: number }> {
    const where = backOfficeWhere(about);
    const [rows, [counted]] = await Promise.all([
      this.database.db
        .select()
        .from(events)
        .where(where)
        .orderBy(desc(events.date_time), desc(events._id))
        .offset(window.offset)
        .limit(window.limit),
      this.database.db.select({ total: count() }).from(events).where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  }
}

function backOfficeWhere(about: { subjectId: string } | { names: string[] }): SQL | undefined {
  const which =
    'subjectId' in about
      ? eq(events.subject_id, about.subjectId)
      : and(isNull(events.subject_id), inArray(events.event_name, about.names));
  return and(isNull(events.transaction_id), isNull(events.purchase_intent_id), which);
}
