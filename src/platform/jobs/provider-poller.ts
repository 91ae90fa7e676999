import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { safeError } from '@/platform/common/safe-error';
import { JobsService } from './jobs.service';
import { ProviderCursorsRepository } from './provider-cursors.repository';
import type { JobMap, JobName } from './queues';

/** The queues that poll a provider: their jobs carry nothing. */
export type PollJobName = {
  [N in JobName]: JobMap[N] extends Record<string, never> ? N : never;
}[JobName];

/**
 * When a poll runs: every few seconds while this process runs workers (a simulator, whose state
 * moves faster than a cron minute), or on a cron schedule kept in the database (sent once per
 * occurrence however many processes run; none where RUN_SCHEDULES=false).
 */
export type PollSchedule = { everyMs: number } | { cron: string };

/** One page of a provider's feed, oldest first, and where the next read starts. */
export type FeedPage<T> = { items: T[]; cursor: string | null; more: boolean };

/**
 * Reads providers on a schedule, for every feature that polls one (identity checks' notification
 * feed, the searches simulator's due pushes): starts a poll job's schedule, asks for a poll soon
 * (at most one waiting), and reads a cursor-paged feed from its stored cursor.
 */
@Injectable()
export class ProviderPoller implements OnModuleDestroy {
  private readonly logger = new Logger('ProviderPoller');
  private readonly stops: (() => void)[] = [];

  constructor(
    private readonly jobs: JobsService,
    private readonly cursors: ProviderCursorsRepository,
    private readonly clock: Clock,
  ) {}

  /** Starts sending `job` on its schedule (call from onApplicationBootstrap). */
  async start(job: PollJobName, schedule: PollSchedule): Promise<void> {
    if ('everyMs' in schedule) {
      const stop = this.jobs.every(job, {}, schedule.everyMs);
      if (stop) this.stops.push(stop);
      return;
    }
    await this.jobs.schedule(job, schedule.cron, {});
  }

  /**
   * Asks for a poll soon: at most one waiting (the same singleton the schedule sends). Joins the
   * caller's open database transaction, like any enqueue.
   */
  async request(job: PollJobName): Promise<void> {
    await this.jobs.enqueue(job, {}, { singletonKey: 'every' });
  }

  /** `request` without waiting for it: a failure is logged, never thrown. */
  nudge(job: PollJobName): void {
    this.request(job).catch((error: unknown) =>
      this.logger.warn({ msg: 'poll request failed', job, error: safeError(error).message }),
    );
  }

  /**
   * Reads `feed` from its stored cursor, up to `maxPages` pages, applying each page's items
   * before moving the cursor on (so a crash re-reads a page, harmlessly: applying must be
   * idempotent). Answers how many items `apply` said it applied.
   */
  async readFeed<T>(
    feed: string,
    options: {
      maxPages: number;
      read: (cursor: string | null) => Promise<FeedPage<T>>;
      apply: (item: T) => Promise<boolean>;
    },
  ): Promise<number> {
    let applied = 0;
    let cursor = await this.cursors.read(feed);
    for (let page = 0; page < options.maxPages; page++) {
      const result = await options.read(cursor);
      for (const item of result.items) {
        if (await options.apply(item)) applied++;
      }
      cursor = result.cursor;
      await this.cursors.save(feed, cursor, this.clock.now());
      if (!result.more) break;
    }
    return applied;
  }

  onModuleDestroy(): void {
    for (const stop of this.stops.splice(0)) stop();
  }
}
