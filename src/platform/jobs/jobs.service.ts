import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { Clock } from '@/platform/common/clock';
import { safeError } from '@/platform/common/safe-error';
import { Database, poolLimits } from '@/platform/database/database';
import { MetricsService, QueueDepth } from '@/platform/metrics/metrics.service';
import { JobClaimsRepository } from './job-claims.repository';
import { JOB_NAMES, JobHandler, JobMap, JobName, QUEUE_DEFAULTS, QUEUES } from './queues';
import { QueueStatsRepository } from './queue-stats.repository';
import { QueueWorker } from './queue-worker';
import { JOBS_CHANNEL, WorkerLease } from './worker-lease';

export type EnqueueOptions = { singletonKey?: string; startAfter?: number | Date };

/** Jobs one worker takes at a time per queue (unless its QUEUES entry says), run concurrently. */
export const BATCH_SIZE = 10;
/** A worker looks for jobs this often when nothing wakes it (retries, missed notifications). */
const POLLING_INTERVAL_SECONDS = 2;
/** How often a worker looks for jobs left running by a process that died. */
const RECOVERY_INTERVAL_MS = 15_000;

/**
 * The pg-boss job queue on the application's own database.
 *
 * - `enqueue` joins the caller's open database transaction, so a job exists exactly when the
 *   change that caused it committed, and it notifies the workers on commit (NOTIFY), so they
 *   start at once instead of at their next poll.
 * - Each queue's worker (QueueWorker) takes up to BATCH_SIZE jobs, claiming them for this
 *   process in the same transaction, and runs them concurrently; each job completes or fails
 *   (and retries with backoff) on its own.
 * - A job left running by a process that died is handed back at start-up and every
 *   RECOVERY_INTERVAL_MS (see WorkerLease), rather than waiting for the job's expiry.
 */
@Injectable()
export class JobsService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly workers = new Map<string, QueueWorker>();
  private boss!: PgBoss;
  private lease: WorkerLease | null = null;
  private recoveryTimer: NodeJS.Timeout | null = null;
  private started = false;
  private working = false;
  /** The jobs `every` sends, with when each is next due by the clock. */
  private readonly periodic: { name: JobName; data: object; intervalMs: number; nextAt: number }[] =
    [];

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly claims: JobClaimsRepository,
    private readonly stats: QueueStatsRepository,
    private readonly metrics: MetricsService,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    const common = {
      schema: 'pgboss',
      ...QUEUE_DEFAULTS,
      supervise: true,
      maintenanceIntervalSeconds: 30,
      // pg-boss's cron (the monthly invoicing file) runs where schedules are wanted.
      schedule: this.config.runSchedules,
    };
    this.boss =
      this.database.kind === 'postgres'
        ? new PgBoss({
            ...common,
            connectionString: this.database.connectionString!,
            max: 4,
            ...poolLimits(
              this.config.database.kind === 'postgres' ? this.config.database.limits : undefined,
            ),
          })
        : new PgBoss({ ...common, db: this.database.executor });
    this.boss.on('error', (error: Error) =>
      this.logger.error({ msg: 'queue error', error: safeError(error).message }),
    );
    await this.boss.start();
    for (const name of JOB_NAMES) {
      const { batchSize: _batchSize, ...queue } = QUEUES[name];
      const policy = { ...QUEUE_DEFAULTS, ...queue };
      await this.boss.createQueue(name, { name, ...policy });
      await this.boss.updateQueue(name, { name, ...policy });
    }
    this.started = true;
    this.metrics.watchQueues(() => this.queueDepths());
  }

  /** Every queue's waiting (created, retry) and running (active) jobs, zero included. */
  private async queueDepths(): Promise<QueueDepth[]> {
    const counts = await this.stats.countWaitingAndActive();
    return JOB_NAMES.flatMap((queue) =>
      (['created', 'retry', 'active'] as const).map((state) => ({
        queue,
        state,
        count: counts.find((row) => row.queue === queue && row.state === state)?.count ?? 0,
      })),
    );
  }

  /** Registers the handler of one queue; features call it from their own onModuleInit. */
  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  async onApplicationBootstrap(): Promise<void> {
    // Only a process that works the queues needs every handler (a medium test, or an API
    // process with RUN_WORKERS=false, loads some features and only enqueues).
    if (!this.config.runWorkers) return;
    const missing = JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
    const lease = await WorkerLease.open(this.database, (queue) => this.wake(queue));
    this.lease = lease;
    await this.recoverOrphans({ atStart: true });
    this.recoveryTimer = setInterval(() => {
      this.recoverOrphans({ atStart: false }).catch((error: unknown) =>
        this.logger.warn({ msg: 'orphan recovery failed', error: safeError(error).message }),
      );
    }, RECOVERY_INTERVAL_MS);
    this.recoveryTimer.unref();
    for (const [name, handler] of this.handlers) {
      const worker = new QueueWorker(name, handler, this.boss, this.database, this.claims, {
        batchSize: QUEUES[name].batchSize ?? BATCH_SIZE,
        pollingIntervalMs: POLLING_INTERVAL_SECONDS * 1000,
        expireInSeconds: QUEUES[name].expireInSeconds,
        workerKey: lease.key,
        metrics: this.metrics,
      });
      this.workers.set(name, worker);
      worker.start();
    }
    this.working = true;
  }

  /**
   * Runs `name` on a cron schedule (pg-boss, in `timeZone`), kept in the database: however many
   * processes run, each occurrence is sent once. Without schedules (RUN_SCHEDULES=false) nothing
   * is scheduled here.
   */
  async schedule<N extends JobName>(
    name: N,
    cron: string,
    data: JobMap[N],
    timeZone = 'Europe/London',
  ): Promise<boolean> {
    if (!this.config.runSchedules) return false;
    await this.boss.schedule(name, cron, data as object, { tz: timeZone });
    return true;
  }

  /**
   * Sends `name` every `intervalMs` of business time while this process runs workers (at most
   * one waiting at a time): for simulators whose state moves with time faster than a cron
   * minute. Time moved on (`runDue`) sends it at once when it fell due meanwhile. Answers a stop
   * function, or null where workers do not run.
   */
  every<N extends JobName>(name: N, data: JobMap[N], intervalMs: number): (() => void) | null {
    if (!this.config.runWorkers) return null;
    const entry = { name, data: data as object, intervalMs, nextAt: 0 };
    entry.nextAt = this.clock.now().getTime() + intervalMs;
    this.periodic.push(entry);
    const timer = setInterval(() => void this.sendPeriodic(entry), intervalMs);
    timer.unref();
    return () => {
      clearInterval(timer);
      this.periodic.splice(this.periodic.indexOf(entry), 1);
    };
  }

  private async sendPeriodic(entry: (typeof this.periodic)[number]): Promise<void> {
    entry.nextAt = this.clock.now().getTime() + entry.intervalMs;
    try {
      await this.enqueue(entry.name, entry.data as JobMap[JobName], { singletonKey: 'every' });
    } catch (error) {
      this.logger.warn({
        msg: 'periodic job not sent',
        job: entry.name,
        error: safeError(error).message,
      });
    }
  }

  /**
   * Business time moved on by `aheadMs` (development and test only: POST /api/dev/time, the API
   * tests' `t.jobs.runDue`): every job waiting to start within that time of now (a delay, a
   * retry's backoff) starts at once, and periodic jobs that fell due are sent. The queue counts
   * delays in the database's time, which never moves on by itself. Answers the queues whose
   * jobs were brought forward.
   */
  async runDue(aheadMs: number): Promise<string[]> {
    const queues = await this.stats.bringForward(Math.max(0, aheadMs));
    const now = this.clock.now().getTime();
    for (const entry of this.periodic) if (entry.nextAt <= now) await this.sendPeriodic(entry);
    for (const queue of queues) {
      await this.database.executor.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, queue]);
    }
    return queues;
  }

  /** How many jobs are due or running (in `queues`, or in all): a test's signal that work is done. */
  dueOrActive(queues: readonly JobName[] | null = null): Promise<number> {
    return this.stats.countDueOrActive(queues);
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobMap[N],
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    const executor = this.database.currentExecutor();
    const id = await this.boss.send(name, data as object, { ...options, db: executor });
    // Delivered when the surrounding transaction commits (never if it rolls back).
    await executor.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, name]);
    return id;
  }

  /** Hands a failed job back to the queue for one more run, and wakes the workers. */
  async retryFailed(name: JobName, id: string): Promise<void> {
    await this.boss.retry(name, id);
    await this.database.executor.executeSql('select pg_notify($1, $2)', [JOBS_CHANNEL, name]);
  }

  /** The queue has started and its schema answers, within the readiness deadline. */
  async isHealthy(): Promise<boolean> {
    if (!this.started) return false;
    const read = this.database.executor
      .executeSql('select version from pgboss.version limit 1', [])
      .then(() => true);
    return this.database.withinReadinessDeadline(read, false).catch(() => false);
  }

  get isWorking(): boolean {
    return this.working;
  }

  /** Lets running jobs finish, then stops polling. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    if (this.recoveryTimer) clearInterval(this.recoveryTimer);
    await Promise.all([...this.workers.values()].map((worker) => worker.stop(20_000)));
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000, close: true });
    await this.lease?.close();
  }

  private wake(queue: string): void {
    this.workers.get(queue)?.wake();
  }

  /**
   * Hands back to the queue the jobs that a dead worker process left `active`, so they run again
   * within seconds of a restart instead of after their expiry. On PGlite at start-up every
   * active job is such an orphan: no other process can have the database open.
   */
  private async recoverOrphans({ atStart }: { atStart: boolean }): Promise<void> {
    const lease = this.lease!;
    const orphans: { job_id: string; queue: string }[] = [];
    if (atStart && this.database.kind === 'pglite') {
      orphans.push(...(await this.claims.findAllActive()));
    } else {
      const candidates = await this.claims.findActiveClaimedByOthers(lease.key);
      const dead = new Map<number, boolean>();
      for (const candidate of candidates) {
        if (!dead.has(candidate.worker_key)) {
          dead.set(candidate.worker_key, await lease.isDead(candidate.worker_key));
        }
        if (dead.get(candidate.worker_key)) orphans.push(candidate);
      }
    }
    for (const orphan of orphans) {
      await this.boss.fail(orphan.queue, orphan.job_id, {
        message: 'The worker running this job stopped before it finished',
      });
    }
    if (orphans.length) {
      this.logger.warn({ msg: 'jobs of a stopped worker handed back', count: orphans.length });
      await this.claims.release(orphans.map((orphan) => orphan.job_id));
    }
    await this.claims.forgetSettled();
  }
}
