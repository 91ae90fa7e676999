import { Inject, Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { NextFunction, Request, Response } from 'express';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { metricsEnabled } from '@/platform/config/operations';
import { safeError } from '@/platform/common/safe-error';
import { Database } from '@/platform/database/database';

/** One queue's jobs in one state, as the job queue counts them. */
export type QueueDepth = { queue: string; state: string; count: number };

/** A scrape within this long of the last one reuses its queue depths (one query per period). */
export const QUEUE_DEPTH_CACHE_MS = 5_000;

/** The route label of a request that reached no route (refused before it, or no such path). */
export const NO_ROUTE = 'none';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DELAY_BUCKETS = [1, 5, 15, 30, 60, 120, 300, 900, 1800, 3600];

/**
 * The process's Prometheus metrics (prom-client, a registry of its own): HTTP requests by route
 * template and status, job outcomes, queue depths (read from the queue on scrape, cached for
 * QUEUE_DEPTH_CACHE_MS), e-mail delivery delay, the database pool, and Node's default metrics
 * (event-loop lag among them) when metrics are served at all.
 */
@Injectable()
export class MetricsService {
  private readonly logger = new Logger('Metrics');
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly requestDuration: Histogram<'method' | 'route' | 'status_code'>;
  private readonly jobRuns: Counter<'queue' | 'outcome'>;
  private readonly jobFailures: Counter<'queue'>;
  private readonly jobRetries: Counter<'queue'>;
  private readonly emailDelay: Histogram;
  private readonly queueDepth: Gauge<'queue' | 'state'>;
  private readQueueDepths: (() => Promise<QueueDepth[]>) | null = null;
  private depthCache: { at: number; rows: Promise<QueueDepth[]> } | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig, @Inject(Database) database: Database) {
    const registers = [this.registry];
    if (metricsEnabled(config.operations)) collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests to the API, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    });
    this.requestDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an API request, by method, route template and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: SECONDS_BUCKETS,
      registers,
    });
    this.jobRuns = new Counter({
      name: 'jobs_runs_total',
      help: 'Job runs in this process, by queue and outcome (completed or failed).',
      labelNames: ['queue', 'outcome'],
      registers,
    });
    this.jobFailures = new Counter({
      name: 'jobs_failures_total',
      help: 'Job runs that failed, by queue (retried or not).',
      labelNames: ['queue'],
      registers,
    });
    this.jobRetries = new Counter({
      name: 'jobs_retries_total',
      help: 'Failed job runs handed back to the queue to run again, by queue.',
      labelNames: ['queue'],
      registers,
    });
    this.emailDelay = new Histogram({
      name: 'email_delivery_delay_seconds',
      help: 'Time from an e-mail being queued (its outbox row) to its delivery to the mail server.',
      buckets: DELAY_BUCKETS,
      registers,
    });
    const readDepths = () => this.queueDepths();
    this.queueDepth = new Gauge({
      name: 'jobs_queue_depth',
      help: 'Jobs per queue and state (created and retry wait to run; active are running).',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        const rows = await readDepths();
        if (!rows) return;
        this.reset();
        for (const { queue, state, count } of rows) this.set({ queue, state }, count);
      },
    });
    if (database.kind === 'postgres') {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections: total open, idle, and queries waiting for one.',
        labelNames: ['state'],
        registers,
        collect() {
          const use = database.poolUse();
          if (!use) return;
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }
  }

  /** Where queue depths come from (the job queue registers itself at start). */
  watchQueues(read: () => Promise<QueueDepth[]>): void {
    this.readQueueDepths = read;
  }

  /** Counts every API request when it finishes, labelled with its route's template. */
  httpMiddleware(prefix: string) {
    const api = `/${prefix}`;
    return (req: Request, res: Response, next: NextFunction) => {
      if (req.path !== api && !req.path.startsWith(`${api}/`)) return next();
      const stopTimer = this.requestDuration.startTimer();
      res.on('finish', () => {
        const labels = {
          method: req.method,
          route: routeTemplate(req),
          status_code: String(res.statusCode),
        };
        stopTimer(labels);
        this.requests.inc(labels);
      });
      next();
    };
  }

  jobCompleted(queue: string): void {
    this.jobRuns.inc({ queue, outcome: 'completed' });
  }

  jobFailed(queue: string, { willRetry }: { willRetry: boolean }): void {
    this.jobRuns.inc({ queue, outcome: 'failed' });
    this.jobFailures.inc({ queue });
    if (willRetry) this.jobRetries.inc({ queue });
  }

  emailDelivered(queuedAt: Date, deliveredAt: Date): void {
    this.emailDelay.observe(Math.max(0, (deliveredAt.getTime() - queuedAt.getTime()) / 1000));
  }

  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  /** The queue depths, at most one read per QUEUE_DEPTH_CACHE_MS; null when they cannot be read. */
  private async queueDepths(): Promise<QueueDepth[] | null> {
    if (!this.readQueueDepths) return null;
    const now = Date.now();
    if (!this.depthCache || now - this.depthCache.at > QUEUE_DEPTH_CACHE_MS) {
      this.depthCache = { at: now, rows: this.readQueueDepths() };
    }
    try {
      return await this.depthCache.rows;
    } catch (error) {
      this.depthCache = null;
      this.logger.warn({ msg: 'queue depths not read', error: safeError(error).message });
      return null;
    }
  }
}

/**
 * The template of the route that answered (`/api/admin/users/:id`), never the path itself: ids
 * in labels would make a series per record.
 */
function routeTemplate(req: Request): string {
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : NO_ROUTE;
}
