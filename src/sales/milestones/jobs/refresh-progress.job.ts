import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Database } from '@/platform/database/database';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import { MilestonesQueryRepository } from '../milestones.query-repository';
import { MilestonesService } from '../milestones.service';

/** Every night at 02:40 (London). */
const REFRESH_CRON = '40 2 * * *';

/** Sales refreshed per job. */
export const REFRESH_BATCH = 500;

/**
 * 'milestones.refresh-progress': where each sale with a sale agreed stands (sale_progress) is
 * kept by every write that changes it; this walks them all each night and refreshes them, so a
 * sale whose dates came before the records (migration 0034), or whose targets changed, stands
 * right by morning. One batch of sales a job, in id order: the batch and the job for the next
 * commit together, so a crash resumes where it stopped, and a batch run twice writes the same.
 */
@Injectable()
export class RefreshProgressJob implements OnModuleInit {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly query: MilestonesQueryRepository,
    private readonly milestones: MilestonesService,
    private readonly jobs: JobsService,
  ) {}

  async onModuleInit(): Promise<void> {
    this.jobs.register('milestones.refresh-progress', async (data) => {
      await this.handle(data);
    });
    await this.jobs.schedule('milestones.refresh-progress', REFRESH_CRON, { after: null });
  }

  /** Refreshes one batch; answers how many sales it did. */
  async handle({ after }: JobMap['milestones.refresh-progress']): Promise<number> {
    return this.database.transaction(async () => {
      const sales = await this.query.agreedSalesAfter(after, REFRESH_BATCH);
      for (const saleId of sales) await this.milestones.refreshProgress(saleId);
      if (sales.length === REFRESH_BATCH) {
        await this.jobs.enqueue('milestones.refresh-progress', { after: sales[sales.length - 1] });
      }
      return sales.length;
    });
  }
}
