import { Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { Page, PageWindow } from '@/platform/common/pagination';
import { EventDto, toEventDto } from './dto/event.dto';
import { HistoryEntryDto, toHistoryEntry } from './dto/history.dto';
import { EVENT_CATALOGUE, EventName } from './events.catalogue';
import { EventsRepository } from './events.repository';

/**
 * What an event is about: a sale, a purchase intent, a purchase of a sale, or the back office
 * itself (its settings), which is neither.
 */
export type EventSubject =
  | { transactionId: string; purchaseIntentId?: string }
  | { transactionId?: string; purchaseIntentId: string }
  | {
      backOffice: true;
      /** The partner record it is about (an estate agent, a brand); none for the settings. */
      subjectId?: string;
      transactionId?: undefined;
      purchaseIntentId?: undefined;
    };

export type RecordedEvent = EventSubject & {
  name: EventName;
  /** Who acted; none when the system did (a webhook, a job). */
  author?: Pick<SessionUser, '_id' | 'first_name' | 'last_name'> | null;
  comments?: string | null;
};

/**
 * The timeline: the one writer of `events`, so every event has the same shape (admin.md §3:
 * event_name, type, author, authorName, date_time, comments, milestone). Call `record` inside
 * the DB transaction of the change it tells about.
 */
@Injectable()
export class EventsService {
  constructor(
    private readonly events: EventsRepository,
    private readonly clock: Clock,
  ) {}

  async record(event: RecordedEvent): Promise<void> {
    await this.events.insert({
      transaction_id: event.transactionId ?? null,
      purchase_intent_id: event.purchaseIntentId ?? null,
      subject_id: 'backOffice' in event ? (event.subjectId ?? null) : null,
      event_name: event.name,
      type: 'system',
      author: event.author?._id ?? null,
      authorName: event.author
        ? `${event.author.first_name} ${event.author.last_name}`.trim()
        : null,
      comments: event.comments ?? null,
      milestone: EVENT_CATALOGUE[event.name].milestone,
      date_time: this.clock.now(),
    });
  }

  /** A sale's timeline, oldest first, with the events of its purchase intents given. */
  async listForTransaction(
    transactionId: string,
    purchaseIntentIds: string[] = [],
  ): Promise<EventDto[]> {
    return (await this.events.listForTransaction(transactionId, purchaseIntentIds)).map(toEventDto);
  }

  /** Changes to the back office's settings (events of these names), oldest first. */
  async listForSettings(names: EventName[]): Promise<EventDto[]> {
    return (await this.events.listForBackOffice({ names })).map(toEventDto);
  }

  /** Changes to one partner record (an estate agent, a brand), oldest first. */
  async listForSubject(subjectId: string): Promise<EventDto[]> {
    return (await this.events.listForBackOffice({ subjectId })).map(toEventDto);
  }

  /**
   * A page of one record's History (an estate agent, a brand, a law firm, a lawyer group, a
   * company, a user): who changed what and when, newest first. An id nothing is recorded about
   * has an empty history.
   */
  async historyOfSubject(subjectId: string, window: PageWindow): Promise<Page<HistoryEntryDto>> {
    return toHistoryPage(await this.events.pageForBackOffice({ subjectId }, window));
  }

  /** A page of the settings' History (events of these names about no record), newest first. */
  async historyOfSettings(names: EventName[], window: PageWindow): Promise<Page<HistoryEntryDto>> {
    return toHistoryPage(await this.events.pageForBackOffice({ names }, window));
  }
}

function toHistoryPage({
  rows,
  total,
}: {
  rows: Parameters<typeof toHistoryEntry>[0][];
  total: number;
}): Page<HistoryEntryDto> {
  return { items: rows.map(toHistoryEntry), totalItems: total, totalFilteredItems: total };
}
