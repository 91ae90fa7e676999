import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleInit,
} from '@nestjs/common';
import PgBoss from 'pg-boss';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { Database } from '@/database/database';
import { JOB_NAMES, JobHandler, JobMap, JobName, QUEUE_DEFAULTS } from './queues';

export type EnqueueOptions = { singletonKey?: string; startAfter?: number | Date };

/**
 * The pg-boss job queue on the application's own database. `enqueue` joins the caller's open
 * database transaction, so a job exists exactly when the change that caused it committed.
 */
@Injectable()
export class JobsService
  implements OnModuleInit, OnApplicationBootstrap, BeforeApplicationShutdown
{
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private boss!: PgBoss;
  private started = false;
  private working = false;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    const common = { schema: 'pgboss', ...QUEUE_DEFAULTS, supervise: true, schedule: false };
    this.boss =
      this.database.kind === 'postgres'
        ? new PgBoss({ ...common, connectionString: this.database.connectionString!, max: 4 })
        : new PgBoss({ ...common, db: this.database.executor });
    this.boss.on('error', (error: Error) => this.logger.error(`Queue error: ${error.message}`));
    await this.boss.start();
    for (const name of JOB_NAMES) {
      await this.boss.createQueue(name, { name, ...QUEUE_DEFAULTS });
    }
    this.started = true;
  }

  /** Registers the handler of one queue; features call it from their own onModuleInit. */
  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    if (this.handlers.has(name)) throw new Error(`Job "${name}" already has a handler`);
    this.handlers.set(name, handler as unknown as JobHandler<JobName>);
  }

  async onApplicationBootstrap(): Promise<void> {
    const missing = JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
    if (!this.config.runWorkers) return;
    for (const [name, handler] of this.handlers) {
      await this.boss.work<JobMap[JobName]>(
        name,
        { batchSize: 1, pollingIntervalSeconds: this.database.kind === 'pglite' ? 0.5 : 1 },
        async ([job]) => {
          try {
            await handler(job.data, { id: job.id });
          } catch (error) {
            this.logger.warn(`Job ${name} ${job.id} failed: ${(error as Error).message}`);
            throw error;
          }
        },
      );
    }
    this.working = true;
  }

  async enqueue<N extends JobName>(
    name: N,
    data: JobMap[N],
    options: EnqueueOptions = {},
  ): Promise<string | null> {
    return this.boss.send(name, data as object, {
      ...options,
      db: this.database.currentExecutor(),
    });
  }

  async isHealthy(): Promise<boolean> {
    if (!this.started) return false;
    try {
      await this.database.executor.executeSql('select version from pgboss.version limit 1', []);
      return true;
    } catch {
      return false;
    }
  }

  get isWorking(): boolean {
    return this.working;
  }

  /** Lets running jobs finish, then stops polling. */
  async beforeApplicationShutdown(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 20_000, close: true });
  }
}
