import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import type { Page, PageWindow } from '@/platform/common/pagination';
import type { EventDto } from '@/platform/timeline/dto/event.dto';
import type { HistoryEntryDto } from '@/platform/timeline/dto/history.dto';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { formatPence } from '@/platform/common/money';
import { AdminConfigRepository, type AdminSettings } from './admin-config.repository';
import type { AdminConfigDto, UpdateAdminConfigDto } from './dto/admin-config.dto';

export type { AdminSettings } from './admin-config.repository';

/**
 * What the back office runs on until an admin changes it (docs/decisions/back-office-desk.md 'Admin config'),
 * stored at start when no settings exist: the time-saved benchmark is the UK's typical 123 days
 * from sale agreed to exchange (TwentyEA, 2025); invoicing stays off until an amount is set; a
 * few common tags.
 */
export const DEFAULT_SETTINGS: AdminSettings = {
  benchmark_in_days: 123,
  invoicing_amount: null,
  tags: ['Priority', 'Chain', 'Probate', 'Leasehold', 'New build'],
  thirdfort_v2_switchover_date: null,
  // Project 28's target, a fortnight to complete, ten working days for local searches
  // (docs/decisions/progression.md)
  sale_agreed_to_exchange_days: 28,
  exchange_to_completion_days: 14,
  searches_working_days: 10,
};

/** The progression targets among the settings. */
export const TARGET_KEYS = [
  'sale_agreed_to_exchange_days',
  'exchange_to_completion_days',
  'searches_working_days',
] as const;

export const CONFIG_MESSAGES = {
  none: 'No settings provided',
  emptyTag: 'Tags cannot be empty',
  duplicateTags: (tags: string[]) => `Tags must be unique: ${tags.join(', ')}`,
} as const;

/** The settings' names as the /admin/config page shows them. */
const LABELS = {
  benchmark_in_days: 'Benchmark in days',
  invoicing_amount: 'Invoicing amount',
  tags: 'Tags',
  thirdfort_v2_switchover_date: 'Thirdfort v2 switchover date',
  sale_agreed_to_exchange_days: 'Target days from sale agreed to exchange',
  exchange_to_completion_days: 'Target days from exchange to completion',
  searches_working_days: 'Target working days for searches',
} as const satisfies Record<keyof AdminSettings, string>;

/** Reads and changes the back-office settings; other modules ask this service, never the table. */
@Injectable()
export class AdminConfigService {
  private readonly logger = new Logger('AdminConfig');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: AdminConfigRepository,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async get(): Promise<AdminSettings> {
    const row = await this.repository.find();
    if (!row) return copyOf(DEFAULT_SETTINGS);
    const { _id: _unused, updatedAt: _updated, ...settings } = row;
    return settings;
  }

  async getView(): Promise<AdminConfigDto> {
    return toView(await this.get());
  }

  /** Stores `settings` when none are stored yet (at every start; a stored row is kept). */
  async ensureStored(settings: AdminSettings = DEFAULT_SETTINGS): Promise<void> {
    if (await this.repository.insertIfMissing(copyOf(settings))) {
      this.logger.log({ msg: 'admin config stored', fields: Object.keys(settings) });
    }
  }

  /**
   * Changes the settings given (the others stay) and records who changed what on the back
   * office's timeline, in one DB transaction. A change to the same values records nothing.
   */
  async update(admin: SessionUser, body: UpdateAdminConfigDto): Promise<AdminConfigDto> {
    const changes = changesOf(body);
    if (Object.keys(changes).length === 0) throw new ValidationError([CONFIG_MESSAGES.none]);
    const settings = await this.database.transaction(async () => {
      await this.repository.insertIfMissing(copyOf(DEFAULT_SETTINGS));
      const row = (await this.repository.findForUpdate())!;
      const { _id: id, updatedAt: _updated, ...current } = row;
      const next: AdminSettings = { ...current, ...changes };
      const described = describeChanges(current, next);
      if (described.length === 0) return next;
      await this.repository.update(id, next, this.clock.now());
      // new targets move every sale's expected days: the milestones' refresh walks them all
      if (TARGET_KEYS.some((key) => next[key] !== current[key])) {
        await this.jobs.enqueue('milestones.refresh-progress', { after: null });
      }
      await this.events.record({
        backOffice: true,
        name: 'admin_config_updated',
        author: admin,
        comments: described.join('; '),
      });
      return next;
    });
    this.logger.log({
      msg: 'admin config changed',
      admin: admin._id,
      fields: Object.keys(changes),
    });
    return toView(settings);
  }

  /** Who changed the settings, when, and what (oldest first). */
  history(): Promise<EventDto[]> {
    return this.events.listForSettings(['admin_config_updated']);
  }

  /** A page of the settings' History, newest first (the /admin/config page's History). */
  historyPage(window: PageWindow): Promise<Page<HistoryEntryDto>> {
    return this.events.historyOfSettings(['admin_config_updated'], window);
  }
}

/** The settings the body gives, tags trimmed; empty or repeated tags are refused. */
function changesOf(body: UpdateAdminConfigDto): Partial<AdminSettings> {
  const changes: Partial<AdminSettings> = {};
  if (body.benchmark_in_days !== undefined) changes.benchmark_in_days = body.benchmark_in_days;
  if (body.invoicing_amount !== undefined) changes.invoicing_amount = body.invoicing_amount;
  if (body.tags !== undefined) changes.tags = checkedTags(body.tags);
  for (const key of TARGET_KEYS) {
    const value = body[key];
    if (value !== undefined) changes[key] = value;
  }
  if (body.thirdfort_v2_switchover_date !== undefined) {
    changes.thirdfort_v2_switchover_date =
      body.thirdfort_v2_switchover_date === null
        ? null
        : new Date(body.thirdfort_v2_switchover_date);
  }
  return changes;
}

function checkedTags(input: string[]): string[] {
  const tags = input.map((tag) => tag.trim());
  if (tags.some((tag) => tag === '')) throw new ValidationError([CONFIG_MESSAGES.emptyTag]);
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const tag of tags) {
    const key = tag.toLowerCase();
    if (seen.has(key)) repeated.add(tag);
    seen.add(key);
  }
  if (repeated.size > 0) throw new ValidationError([CONFIG_MESSAGES.duplicateTags([...repeated])]);
  return tags;
}

/** 'Benchmark in days: 123 → 100' for each setting that changed, in the page's order. */
export function describeChanges(before: AdminSettings, after: AdminSettings): string[] {
  return (Object.keys(LABELS) as (keyof AdminSettings)[]).flatMap((key) => {
    const [from, to] = [shown(key, before), shown(key, after)];
    return from === to ? [] : [`${LABELS[key]}: ${from} → ${to}`];
  });
}

const LONDON_DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

function shown(key: keyof AdminSettings, settings: AdminSettings): string {
  switch (key) {
    case 'benchmark_in_days':
      return settings.benchmark_in_days === null ? 'not set' : String(settings.benchmark_in_days);
    case 'invoicing_amount':
      return settings.invoicing_amount === null
        ? 'not set'
        : formatPence(settings.invoicing_amount);
    case 'tags':
      return settings.tags.length > 0 ? settings.tags.join(', ') : 'none';
    case 'thirdfort_v2_switchover_date':
      return settings.thirdfort_v2_switchover_date
        ? LONDON_DAY.format(settings.thirdfort_v2_switchover_date)
        : 'not set';
    case 'sale_agreed_to_exchange_days':
    case 'exchange_to_completion_days':
    case 'searches_working_days':
      return String(settings[key]);
  }
}

function copyOf(settings: AdminSettings): AdminSettings {
  return { ...settings, tags: [...settings.tags] };
}

function toView(settings: AdminSettings): AdminConfigDto {
  return {
    ...settings,
    thirdfort_v2_switchover_date: settings.thirdfort_v2_switchover_date?.toISOString() ?? null,
  };
}
