import { Injectable, Logger } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import type { FailedJobsDto, QueueSummaryDto } from './dto/admin-jobs.dto';
import { FailedJobNotFoundError } from './jobs.errors';
import { JobsService } from './jobs.service';
import { QueueStatsRepository } from './queue-stats.repository';
import { JOB_NAMES, JobName } from './queues';

/** The newest failed jobs the page lists. */
export const FAILED_JOBS_SHOWN = 50;

const iso = (date: Date | string | null) => (date === null ? null : new Date(date).toISOString());

/** What admins see of the job queue and do with failed jobs (DESIGN.md: failures visible). */
@Injectable()
export class AdminJobsService {
  private readonly logger = new Logger('Jobs');

  constructor(
    private readonly stats: QueueStatsRepository,
    private readonly jobs: JobsService,
  ) {}

  async summary(): Promise<QueueSummaryDto[]> {
    const rows = await this.stats.summarizeLastDay();
    return JOB_NAMES.map((queue) => {
      const row = rows.find((candidate) => candidate.queue === queue);
      return {
        queue,
        waiting: row?.waiting ?? 0,
        active: row?.active ?? 0,
        failed: row?.failed ?? 0,
        completed: row?.completed ?? 0,
      };
    });
  }

  async failed(queue: JobName | null): Promise<FailedJobsDto> {
    const { items, total } = await this.stats.listFailed(queue, FAILED_JOBS_SHOWN);
    return {
      total,
      items: items.map((row) => ({
        _id: row.id,
        queue: row.queue,
        error: row.error,
        code: row.code,
        attempts: row.attempts,
        created_at: iso(row.created_at)!,
        failed_at: iso(row.failed_at),
      })),
    };
  }

  async retry(queue: JobName, id: string, admin: SessionUser): Promise<void> {
    if (!(await this.stats.isFailed(queue, id))) throw new FailedJobNotFoundError();
    await this.jobs.retryFailed(queue, id);
    this.logger.log({ msg: 'failed job retried by staff', queue, job: id, by: admin._id });
  }

  async discard(queue: JobName, id: string, admin: SessionUser): Promise<void> {
    if (!(await this.stats.deleteFailed(queue, id))) throw new FailedJobNotFoundError();
    this.logger.log({ msg: 'failed job discarded by staff', queue, job: id, by: admin._id });
  }
}
