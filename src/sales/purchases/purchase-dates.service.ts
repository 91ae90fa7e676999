import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import type { MilestoneRecordDto } from '@/sales/milestones/dto/milestone.dto';
import type { MilestoneKey } from '@/sales/milestones/milestones.catalogue';
import { MilestonesService, type NewMilestone } from '@/sales/milestones/milestones.service';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import { SignificantDatesDto } from '@/sales/progression/dto/significant-dates.dto';
import {
  changedDates,
  correctedMilestones,
  datesVersion,
  describeDates,
  isDateProblem,
  orderViolations,
  reachedMilestones,
  readSignificantDate,
  SIGNIFICANT_DATE_MESSAGES,
  SIGNIFICANT_DATES,
  type SignificantDate,
  type SignificantDates,
  ukCalendarDay,
} from '@/sales/progression/significant-dates.rules';
import {
  PurchaseIntentNotFoundError,
  SignificantDatesChangedError,
} from './purchase-intents.errors';
import {
  PurchaseIntentsRepository,
  type PurchaseIntentChanges,
} from './purchase-intents.repository';

/**
 * A purchase's significant dates (admin.md §3, §5) and the milestones they are (issue 36): the
 * spec's PUT and the back office's milestone records of the purchase both come through here, so
 * the purchase's four dates and its milestone records change together, keep one order, and tell
 * the customers the same way.
 */
@Injectable()
export class PurchaseDatesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: PurchaseIntentsRepository,
    private readonly events: EventsService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  /**
   * Sets the significant dates given (null clears one; absent ones stay), with a timeline event
   * naming the admin and the change, in one DB transaction. The dates the purchase ends up with
   * must keep their order (significant-dates.rules.ts), else nothing changes. Each date changed
   * is a milestone record (an aborted date is the purchase's `withdrawn`, or its `fell_through`
   * when that is how it ended), so the dates and the milestones never disagree.
   */
  async setSignificantDates(
    admin: SessionUser,
    id: string,
    body: SignificantDatesDto,
    ifMatch?: string,
  ): Promise<void> {
    const given = SIGNIFICANT_DATES.filter((name) => body[name] !== undefined);
    if (given.length === 0) throw new ValidationError([SIGNIFICANT_DATE_MESSAGES.none]);
    await this.database.transaction(async () => {
      const intent = await this.repository.findByIdForUpdate(id);
      if (!intent) throw new PurchaseIntentNotFoundError();
      const stored = datesOf(intent);
      // the editor's version (body or If-Match, quotes and a weak prefix allowed): a change
      // made since they read the dates is not overwritten
      const read = body.version ?? ifMatch?.replace(/^W\//, '').replace(/^"|"$/g, '');
      if (read && read !== '*' && read !== datesVersion(stored)) {
        throw new SignificantDatesChangedError(describeDates(stored));
      }
      const next: SignificantDates = { ...stored };
      for (const name of given) {
        const day = readSignificantDate(body[name]);
        if (isDateProblem(day)) throw new ValidationError([SIGNIFICANT_DATE_MESSAGES.invalid]);
        next[name] = day;
      }
      const violations = orderViolations(next, ukCalendarDay(this.clock.now()));
      if (violations.length > 0) throw new ValidationError(violations);
      const changed = changedDates(given, stored, next);
      if (changed.length === 0) return;
      const current = await this.milestones.currentOfPurchase(id);
      for (const { name } of changed) {
        const key: MilestoneKey =
          name !== 'aborted' ? name : current.has('fell_through') ? 'fell_through' : 'withdrawn';
        await this.milestones.record({
          key,
          transactionId: intent.transaction_id,
          purchaseIntentId: id,
          occurredAt: next[name],
          author: { source: 'staff', user: admin },
          event: false,
          refresh: false,
        });
      }
      if (intent.transaction_id) await this.milestones.refreshProgress(intent.transaction_id);
      await this.events.record({
        purchaseIntentId: id,
        transactionId: intent.transaction_id ?? undefined,
        name: 'significant_dates_updated',
        author: admin,
        comments: changed.map(({ described }) => described).join(', '),
      });
      await this.applyDates(intent, stored, next);
    });
  }

  /**
   * Records a step of the purchase (a milestone the catalogue makes a purchase's fact), in one
   * DB transaction with the purchase locked. Sale agreed, exchanged, completed and the ends
   * (fell through, withdrawn: the aborted date) are the purchase's significant dates too: they
   * keep the same order rules and messages, and change the dates and send the same progress
   * e-mails as the significant dates' PUT.
   */
  async recordMilestone(
    id: string,
    record: Omit<NewMilestone, 'purchaseIntentId' | 'transactionId'>,
  ): Promise<MilestoneRecordDto | null> {
    return this.database.transaction(async () => {
      const intent = await this.repository.findByIdForUpdate(id);
      if (!intent) throw new PurchaseIntentNotFoundError();
      const date = SIGNIFICANT_DATE_OF[record.key];
      const stored = datesOf(intent);
      const next: SignificantDates = { ...stored };
      if (date) {
        next[date] = record.occurredAt;
        const violations = orderViolations(next, ukCalendarDay(this.clock.now()));
        if (violations.length > 0) throw new ValidationError(violations);
      }
      const saved = await this.milestones.record({
        ...record,
        transactionId: intent.transaction_id,
        purchaseIntentId: id,
        refresh: false,
      });
      // a purchase ends one way: falling through clears a withdrawal, and the other way round
      const otherEnding = OTHER_ENDING[record.key];
      if (otherEnding && (await this.milestones.currentOfPurchase(id)).has(otherEnding)) {
        await this.milestones.record({
          key: otherEnding,
          transactionId: intent.transaction_id,
          purchaseIntentId: id,
          occurredAt: null,
          author: record.author,
          event: false,
          refresh: false,
        });
      }
      if (date) await this.applyDates(intent, stored, next);
      if (intent.transaction_id) await this.milestones.refreshProgress(intent.transaction_id);
      return saved;
    });
  }

  /**
   * Stores the purchase's new significant dates (those that changed) and e-mails the dates
   * reached: to the buyer, and to the seller but for a withdrawal. Inside the caller's
   * transaction, with the purchase locked.
   */
  private async applyDates(
    intent: { _id: string; transaction_id: string | null },
    stored: SignificantDates,
    next: SignificantDates,
  ): Promise<void> {
    const changed = SIGNIFICANT_DATES.filter(
      (name) => (stored[name]?.getTime() ?? null) !== (next[name]?.getTime() ?? null),
    );
    if (changed.length === 0) return;
    await this.repository.update(
      intent._id,
      Object.fromEntries(
        changed.map((name) => [SIGNIFICANT_DATE_COLUMNS[name], next[name]]),
      ) as PurchaseIntentChanges,
    );
    for (const milestone of reachedMilestones(stored, next)) {
      await this.progress.purchaseMoved(intent._id, { milestone });
      if (intent.transaction_id && milestone !== 'withdrawn') {
        await this.progress.saleMoved(intent.transaction_id, { milestone });
      }
    }
    // a date told before and now corrected or cleared: both customers hear what changed
    for (const change of correctedMilestones(stored, next)) {
      await this.progress.purchaseMoved(intent._id, change);
      if (intent.transaction_id) await this.progress.saleMoved(intent.transaction_id, change);
    }
  }
}

const SIGNIFICANT_DATE_COLUMNS = {
  sale_agreed: 'sale_agreed_at',
  exchanged: 'exchanged_at',
  completed: 'completed_at',
  aborted: 'aborted_at',
} as const satisfies Record<SignificantDate, keyof PurchaseIntentChanges>;

/** The significant date a milestone of the purchase is, if it is one. */
const SIGNIFICANT_DATE_OF: Partial<Record<MilestoneKey, SignificantDate>> = {
  sale_agreed: 'sale_agreed',
  exchanged: 'exchanged',
  completed: 'completed',
  fell_through: 'aborted',
  withdrawn: 'aborted',
};

const OTHER_ENDING: Partial<Record<MilestoneKey, MilestoneKey>> = {
  fell_through: 'withdrawn',
  withdrawn: 'fell_through',
};

function datesOf(intent: Record<(typeof SIGNIFICANT_DATE_COLUMNS)[SignificantDate], Date | null>) {
  return Object.fromEntries(
    SIGNIFICANT_DATES.map((name) => [name, intent[SIGNIFICANT_DATE_COLUMNS[name]]]),
  ) as SignificantDates;
}
