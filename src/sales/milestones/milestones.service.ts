import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { Database } from '@/platform/database/database';
import type { FALL_THROUGH_REASONS, MILESTONE_SOURCES } from '@/platform/database/schema';
import { EventsService } from '@/platform/timeline/events.service';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { ukCalendarDay } from '@/platform/common/uk-day';
import type {
  ForecastDto,
  MilestoneRecordDto,
  SaleMilestoneDto,
  SaleMilestonesDto,
} from './dto/milestone.dto';
import {
  MILESTONE_CATALOGUE,
  MILESTONE_KEYS,
  type MilestoneKey,
  type ProgressionTargets,
} from './milestones.catalogue';
import {
  MilestonesRepository,
  type MilestoneOwner,
  type MilestoneRow,
} from './milestones.repository';
import { MilestonesQueryRepository } from './milestones.query-repository';
import {
  expectedDates,
  forecastOf,
  lagDays,
  rangeWords,
  type DayRange,
  type Forecast,
  standingOf,
  standingView,
  type MilestoneFact,
} from './milestones.rules';

type Person = Pick<SessionUser, '_id' | 'first_name' | 'last_name'>;

/** Who records a milestone: a person (staff, a customer), or a partner, provider or the system. */
export type MilestoneAuthor =
  | { source: 'staff' | 'customer'; user: Person }
  | { source: 'partner' | 'provider'; name: string }
  | { source: 'system' };

/** A record to write: a step of a sale (its own, or a fact of its purchase). */
export type NewMilestone = {
  key: MilestoneKey;
  transactionId: string | null;
  /** The purchase it is a fact of; required for the purchase's steps. */
  purchaseIntentId: string | null;
  /** The UK calendar day it happened (midnight UTC); null clears the step. */
  occurredAt: Date | null;
  expectedAt?: Date | null;
  note?: string | null;
  reason?: (typeof FALL_THROUGH_REASONS)[number] | null;
  reasonDetails?: string | null;
  author: MilestoneAuthor;
  /**
   * Records it only while the step has no date yet (a provider's or the system's first news of
   * a step; a later one changes nothing): answers the current record otherwise.
   */
  ifUnreached?: boolean;
  /**
   * Whether the sale's standing is refreshed with the record (default); a caller writing
   * several records refreshes it once, after the last.
   */
  refresh?: boolean;
  /**
   * Whether the record goes on the timeline as a milestone event (default). The significant
   * dates' PUT records its own event for the same change.
   */
  event?: boolean;
};

const nameOf = (author: MilestoneAuthor): string => {
  if (author.source === 'system') return 'Threshold';
  if ('name' in author) return author.name;
  return `${author.user.first_name} ${author.user.last_name}`.trim();
};

/** '03/02/2026', or 'cleared' for none. */
const ukDate = (day: Date | null): string =>
  day ? day.toISOString().slice(0, 10).split('-').reverse().join('/') : 'cleared';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * A sale's milestones (issue 36): the one writer of the records, and the view of them with
 * expected dates and lag. Commands that reach a step call `record` inside their own DB
 * transaction, having locked what the step belongs to (the purchase's row for its facts, the
 * sale's for its own steps), so two writers of one step queue and the second sees the first.
 */
@Injectable()
export class MilestonesService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: MilestonesRepository,
    private readonly query: MilestonesQueryRepository,
    private readonly events: EventsService,
    private readonly config: AdminConfigService,
    private readonly clock: Clock,
  ) {}

  /** The progression targets staff set in the admin config (the defaults until they do). */
  private async targets(): Promise<ProgressionTargets> {
    const settings = await this.config.get();
    return {
      sale_agreed_to_exchange_days: settings.sale_agreed_to_exchange_days,
      exchange_to_completion_days: settings.exchange_to_completion_days,
      searches_working_days: settings.searches_working_days,
    };
  }

  /**
   * Records a step: a new record, or a correction that supersedes the current one. The same
   * date, planned day, note and reason as the current record change nothing (a retry, or a
   * second member of staff recording what the first just did), and answer that record; clearing
   * a step never recorded answers null.
   */
  async record(input: NewMilestone): Promise<MilestoneRecordDto | null> {
    return this.database.transaction(async () => {
      const scope =
        MILESTONE_CATALOGUE[input.key].scope === 'purchase' || !input.transactionId
          ? { purchaseIntentId: required(input.purchaseIntentId) }
          : { transactionId: input.transactionId };
      const [current] = await this.repository.currentForUpdate(scope, [input.key]);
      if (current && sameRecord(current, input)) return toRecordDto(current);
      if (current?.occurred_at && input.ifUnreached) return toRecordDto(current);
      if (!current && input.occurredAt === null) return null;
      const now = this.clock.now();
      if (current) await this.repository.supersede(current._id, now);
      const row = await this.repository.insert({
        // a purchase's facts follow the purchase (staff may move it to another sale)
        transaction_id: 'transactionId' in scope ? scope.transactionId : null,
        purchase_intent_id: 'purchaseIntentId' in scope ? scope.purchaseIntentId : null,
        key: input.key,
        occurred_at: input.occurredAt,
        expected_at: input.expectedAt ?? null,
        source: input.author.source,
        author_user_id: 'user' in input.author ? input.author.user._id : null,
        author_name: nameOf(input.author),
        note: input.note?.trim() || null,
        reason: input.reason ?? null,
        reason_details: input.reasonDetails?.trim() || null,
        supersedes_id: current?._id ?? null,
        createdAt: now,
      });
      if (input.event !== false) await this.recordEvent(input, current, row);
      if (input.transactionId && input.refresh !== false) {
        await this.refreshProgress(input.transactionId);
      }
      return toRecordDto(row);
    });
  }

  /** The current records of a purchase's steps, for the rules that judge a new one. */
  async currentOfPurchase(purchaseIntentId: string): Promise<Map<MilestoneKey, MilestoneRow>> {
    const rows = await this.repository.currentForUpdate({ purchaseIntentId }, MILESTONE_KEYS);
    return new Map(rows.map((row) => [row.key as MilestoneKey, row]));
  }

  /**
   * Every step of the catalogue for a sale and the purchase going ahead, reached or not, with
   * its expected day and lag, and every record newest first.
   */
  async view(owner: MilestoneOwner): Promise<SaleMilestonesDto> {
    const history = await this.repository.history(owner);
    const current = new Map<MilestoneKey, MilestoneRow>();
    for (const row of history) {
      if (row.superseded_at === null) current.set(row.key as MilestoneKey, row);
    }
    const facts: Partial<Record<MilestoneKey, MilestoneFact>> = Object.fromEntries(current);
    const targets = await this.targets();
    const expected = expectedDates(facts, targets);
    const today = ukCalendarDay(this.clock.now());
    const steps = MILESTONE_KEYS.map((key) => ({
      key,
      occurred_at: current.get(key)?.occurred_at ?? null,
      expected_at: expected[key],
    }));
    const items = steps.map(({ key, occurred_at, expected_at }): SaleMilestoneDto => {
      const row = current.get(key);
      return {
        key,
        label: MILESTONE_CATALOGUE[key].label,
        scope: MILESTONE_CATALOGUE[key].scope,
        occurred_at: iso(occurred_at),
        expected_at: iso(expected_at),
        lag_days: lagDays(occurred_at, expected_at, today),
        source: row?.source ?? null,
        author_name: row?.author_name ?? null,
        record: row ? toRecordDto(row) : null,
      };
    });
    const standing = standingOf(steps);
    const forecast = forecastOf(steps, standing, targets, today);
    return {
      items,
      history: history.map(toRecordDto),
      purchase_intent_id: owner.purchaseIntentId,
      forecast: forecast && forecastView(forecast, today),
      progress: standing && standingView(standing, today),
    };
  }

  /**
   * The forecast a customer's tracker shows: of the sale (with its purchase going ahead), or of
   * a purchase not linked to a sale. None unless in progress.
   */
  async forecastFor(owner: {
    transactionId: string | null;
    purchaseIntentId?: string;
  }): Promise<ForecastDto | null> {
    if (owner.transactionId) {
      const sale = await this.query.saleOf(owner.transactionId);
      if (!sale || sale.ended) return null;
      return (
        await this.view({
          transactionId: owner.transactionId,
          purchaseIntentId: sale.purchaseIntentId,
        })
      ).forecast;
    }
    if (!owner.purchaseIntentId) return null;
    return (await this.view({ transactionId: null, purchaseIntentId: owner.purchaseIntentId }))
      .forecast;
  }

  /**
   * Keeps the sale's standing (`sale_progress`) with its milestones: called inside the DB
   * transaction of whatever changed them, the sale's purchase or whether the sale is ended.
   */
  async refreshProgress(transactionId: string): Promise<void> {
    const sale = await this.query.saleOf(transactionId);
    if (!sale) return;
    const view = await this.view({ transactionId, purchaseIntentId: sale.purchaseIntentId });
    const progress = sale.ended ? null : view.progress;
    if (!progress) {
      await this.repository.clearProgress(transactionId);
      return;
    }
    await this.repository.saveProgress({
      transaction_id: transactionId,
      purchase_intent_id: sale.purchaseIntentId,
      next_key: progress.next_key,
      next_expected_at: new Date(progress.next_expected_at),
      due_key: progress.due_key,
      due_at: new Date(progress.due_at),
      updatedAt: this.clock.now(),
    });
  }

  private async recordEvent(
    input: NewMilestone,
    current: MilestoneRow | undefined,
    row: MilestoneRow,
  ): Promise<void> {
    const label = MILESTONE_CATALOGUE[input.key].label;
    const parts = [`${label}: ${ukDate(row.occurred_at)}`];
    if (current) parts.push(`corrects ${ukDate(current.occurred_at)}`);
    if (row.expected_at) parts.push(`planned for ${ukDate(row.expected_at)}`);
    if (row.reason) parts.push(`reason: ${row.reason.replace(/_/g, ' ')}`);
    if (row.note) parts.push(`note: ${row.note}`);
    const author =
      'user' in input.author && input.author.source === 'staff' ? input.author.user : null;
    const subject = input.transactionId
      ? {
          transactionId: input.transactionId,
          purchaseIntentId: input.purchaseIntentId ?? undefined,
        }
      : { purchaseIntentId: required(input.purchaseIntentId) };
    await this.events.record({
      ...subject,
      name: current ? 'milestone_corrected' : 'milestone_recorded',
      author,
      comments: `${parts.join(', ')} (${nameOf(input.author)}, ${input.author.source})`,
    });
  }
}

function required(id: string | null): string {
  if (!id) throw new Error('A purchase step needs its purchase');
  return id;
}

const time = (at: Date | null | undefined) => at?.getTime() ?? null;

function sameRecord(row: MilestoneRow, input: NewMilestone): boolean {
  return (
    time(row.occurred_at) === time(input.occurredAt) &&
    time(row.expected_at) === time(input.expectedAt ?? null) &&
    (row.note ?? null) === (input.note?.trim() || null) &&
    (row.reason ?? null) === (input.reason ?? null) &&
    (row.reason_details ?? null) === (input.reasonDetails?.trim() || null)
  );
}

export function toRecordDto(row: MilestoneRow): MilestoneRecordDto {
  return {
    _id: row._id,
    key: row.key as MilestoneKey,
    occurred_at: iso(row.occurred_at),
    expected_at: iso(row.expected_at),
    source: row.source as (typeof MILESTONE_SOURCES)[number],
    author_name: row.author_name,
    note: row.note,
    reason: row.reason,
    reason_details: row.reason_details,
    is_correction: row.supersedes_id !== null,
    supersedes_id: row.supersedes_id,
    superseded_at: iso(row.superseded_at),
    recorded_at: row.createdAt.toISOString(),
  };
}

/** The forecast in the reader's words: an estimate, never a promise. */
function forecastView(forecast: Forecast, today: Date): ForecastDto {
  const range = (value: DayRange | null, verb: string) =>
    value && {
      from: value.from.toISOString(),
      to: value.to.toISOString(),
      text: `Likely to ${verb} ${rangeWords(value, today)}`,
    };
  return {
    exchange: range(forecast.exchange, 'exchange'),
    completion: range(forecast.completion, 'complete'),
    basis:
      'An estimate from the steps recorded so far, the time each usually takes and how long sales take across England and Wales. It is not a promise: dates can move.',
  };
}
