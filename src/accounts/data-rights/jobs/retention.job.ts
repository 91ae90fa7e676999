import { Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { JobsService } from '@/platform/jobs/jobs.service';
import { RetentionOutcome, RetentionService } from '../services/retention.service';

/** Every day at 03:40 (London), when little else runs. */
const RETENTION_CRON = '40 3 * * *';

/**
 * 'data-rights.retention': the daily retention run, on pg-boss's cron. Idempotent: what a run
 * deleted or anonymised is not found again by the next.
 */
@Injectable()
export class RetentionJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly retention: RetentionService,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('data-rights.retention', async () => {
      await this.handle();
    });
    await this.jobs.schedule('data-rights.retention', RETENTION_CRON, {});
  }

  /** One run, at the clock's now (tests move the clock on and call this). */
  handle(): Promise<RetentionOutcome> {
    return this.retention.run(this.clock.now());
  }
}
