import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { ProviderPoller } from '@/platform/jobs/provider-poller';
import { IDENTITY_CHECKS, type IdentityChecks } from '../adapters/identity-checks.factory';
import { IdentityCheckSyncService } from '../services/identity-check-sync.service';
import { CreateIdentityCheckJob } from './create-identity-check.job';

/** Where the notification feed's cursor is kept. */
const FEED = 'thirdfort-notifications';
/** Pages read in one poll before yielding to the next run. */
const MAX_PAGES_PER_POLL = 20;
/** How often the simulator's feed is read while workers run (the real one: every minute). */
const SIMULATOR_TICK_MS = 5_000;

/**
 * 'identity-checks.poll': reads the provider's notification feed from the stored cursor (every
 * minute; every few seconds for the simulator; sooner when the tab is open on a pending check),
 * applies each change, and hands stranded checks back to their create job.
 */
@Injectable()
export class PollIdentityChecksJob implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(IDENTITY_CHECKS) private readonly checks: IdentityChecks,
    private readonly sync: IdentityCheckSyncService,
    private readonly create: CreateIdentityCheckJob,
    private readonly jobs: JobsService,
    private readonly poller: ProviderPoller,
  ) {}

  onModuleInit(): void {
    this.jobs.register('identity-checks.poll', async () => {
      await this.poll();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.poller.start(
      'identity-checks.poll',
      this.checks.simulator ? { everyMs: SIMULATOR_TICK_MS } : { cron: '* * * * *' },
    );
  }

  /** One poll; answers how many changes were applied. */
  async poll(): Promise<number> {
    const applied = await this.poller.readFeed(FEED, {
      maxPages: MAX_PAGES_PER_POLL,
      read: async (cursor) => {
        const page = await this.checks.provider.listStatusChanges(cursor);
        return { items: page.changes, cursor: page.cursor, more: page.more };
      },
      apply: (change) => this.sync.applyStatusChange(change),
    });
    await this.create.requeueStranded();
    return applied;
  }
}
