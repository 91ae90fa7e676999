import { Injectable, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { IdempotencyService } from '../idempotency.service';

/** Every hour, at 23 minutes past (London). */
const CLEANUP_CRON = '23 * * * *';

/**
 * 'idempotency.cleanup': forgets the idempotency keys older than 24 hours
 * (IdempotencyService.cleanup). Idempotent: a second run finds nothing more to forget.
 */
@Injectable()
export class IdempotencyCleanupJob implements OnModuleInit {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly jobs: JobsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('idempotency.cleanup', () => this.idempotency.cleanup());
    await this.jobs.schedule('idempotency.cleanup', CLEANUP_CRON, {});
  }
}
