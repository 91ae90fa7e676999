import { Logger } from '@nestjs/common';
import type PgBoss from 'pg-boss';
import { withLogContext } from '@/platform/common/logger';
import { safeError } from '@/platform/common/safe-error';
import type { Database } from '@/platform/database/database';
import type { MetricsService } from '@/platform/metrics/metrics.service';
import type { JobClaimsRepository } from './job-claims.repository';
import type { JobHandler, JobMap, JobName } from './queues';

export type QueueWorkerOptions = {
  batchSize: number;
  pollingIntervalMs: number;
  /** A run longer than this counts as failed (the queue's expiry will hand the job out again). */
  expireInSeconds: number;
  workerKey: number;
  metrics: MetricsService;
};

type Job = PgBoss.JobWithMetadata<JobMap[JobName]>;

/**
 * Runs one queue's jobs in this process, in place of pg-boss's own worker loop, so that taking
 * jobs and claiming them for this process happen in one transaction: a job is never active
 * without the claim that lets another process hand it back if this one dies.
 *
 * It takes up to `batchSize` jobs, runs them concurrently, completes or fails each on its own,
 * and looks again at once when the batch was full or it was woken meanwhile; otherwise it waits
 * for a wake-up (a job enqueued) or the polling interval (retries falling due).
 */
export class QueueWorker {
  private readonly logger = new Logger('Jobs');
  private stopping = false;
  private woken = false;
  private wakeUp: (() => void) | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly name: JobName,
    private readonly handler: JobHandler<JobName>,
    private readonly boss: PgBoss,
    private readonly database: Database,
    private readonly claims: JobClaimsRepository,
    private readonly options: QueueWorkerOptions,
  ) {}

  start(): void {
    this.running = this.loop();
  }

  /** Something was enqueued: look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /** Stops taking jobs and resolves once the running batch is done (or after `timeoutMs`). */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp?.();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      this.running,
      new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs))),
    ]);
    clearTimeout(timer);
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      this.woken = false;
      let taken = 0;
      try {
        const jobs = await this.take();
        taken = jobs.length;
        if (taken > 0) await this.run(jobs);
      } catch (error) {
        this.logger.warn({
          msg: 'queue worker error',
          queue: this.name,
          error: safeError(error).message,
        });
      }
      if (this.stopping) break;
      if (taken === this.options.batchSize || this.woken) continue;
      await this.pause();
    }
  }

  /** Takes jobs and claims them in one transaction. */
  private take(): Promise<Job[]> {
    return this.database.transaction(async () => {
      const jobs = await this.boss.fetch<JobMap[JobName]>(this.name, {
        batchSize: this.options.batchSize,
        includeMetadata: true,
        db: this.database.currentExecutor(),
      });
      if (jobs.length > 0) {
        await this.claims.claim(
          this.name,
          jobs.map((job) => job.id),
          this.options.workerKey,
        );
      }
      return jobs;
    });
  }

  private async run(jobs: Job[]): Promise<void> {
    const done: string[] = [];
    const failed: { id: string; message: string; code?: string }[] = [];
    await Promise.all(
      jobs.map(async (job) => {
        try {
          // Every line the handler logs names its job.
          await withLogContext({ jobId: job.id, queue: this.name }, () =>
            this.withinExpiry(
              this.handler(job.data, {
                id: job.id,
                lastAttempt: job.retryCount >= job.retryLimit,
              }),
            ),
          );
          done.push(job.id);
          this.options.metrics.jobCompleted(this.name);
        } catch (error) {
          const safe = safeError(error);
          this.logger.warn({
            msg: 'job failed',
            queue: this.name,
            jobId: job.id,
            error: safe.message,
          });
          failed.push({ id: job.id, message: safe.message, code: safe.code });
          this.options.metrics.jobFailed(this.name, {
            willRetry: job.retryCount < job.retryLimit,
          });
        }
      }),
    );
    if (done.length > 0) await this.boss.complete(this.name, done);
    for (const { id, ...error } of failed) await this.boss.fail(this.name, id, error);
    await this.claims.release(jobs.map((job) => job.id));
  }

  private async withinExpiry(work: Promise<void>): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The job ran longer than ${this.options.expireInSeconds} s`)),
        this.options.expireInSeconds * 1000,
      );
    });
    try {
      await Promise.race([work, expired]);
    } finally {
      clearTimeout(timer);
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, this.options.pollingIntervalMs);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = () => {
        this.wakeUp = null;
        done();
      };
    });
  }
}
