import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { AccessRecordsService } from '../access-records.service';

/** Every day at 03:41 (London). */
const EXPIRE_CRON = '41 3 * * *';

/**
 * 'access-records.expire': removes the records of views older than their retention (six years,
 * docs/decisions/operations.md). Idempotent: a second run finds nothing more to remove.
 */
@Injectable()
export class ExpireAccessRecordsJob implements OnModuleInit {
  private readonly logger = new Logger('AccessRecords');

  constructor(
    private readonly access: AccessRecordsService,
    private readonly jobs: JobsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('access-records.expire', async () => {
      await this.handle();
    });
    await this.jobs.schedule('access-records.expire', EXPIRE_CRON, {});
  }

  /** Answers how many records it removed. */
  async handle(): Promise<number> {
    const removed = await this.access.removeExpired();
    if (removed)
      this.logger.log({ msg: 'access records past their retention removed', count: removed });
    return removed;
  }
}
