import { randomInt } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { Client } from 'pg';
import type { Database } from '@/platform/database/database';

/** The channel `JobsService.enqueue` notifies on commit; the payload is the queue name. */
export const JOBS_CHANNEL = 'threshold_jobs';

/** First half of the two-key advisory locks that mark live worker processes. */
const LEASE_LOCK_CLASS = 7242002;

const RECONNECT_DELAY_MS = 2_000;

/**
 * A worker process's proof of life and its ear for new jobs.
 *
 * On PostgreSQL it holds a session advisory lock on its random `key` over a dedicated
 * connection for as long as the process lives, and LISTENs there for job notifications. When a
 * process dies, even by kill -9, its connection closes and the lock is free: `isDead(key)` can
 * tell a crashed worker from a busy one. PGlite lives inside one process, so every other key
 * belongs to a process that has already stopped.
 */
export abstract class WorkerLease {
  readonly key = randomInt(1, 2 ** 31 - 1);

  static async open(database: Database, onNotify: (queue: string) => void): Promise<WorkerLease> {
    const lease: WorkerLease =
      database.kind === 'postgres'
        ? new PostgresLease(database.connectionString!, onNotify)
        : new PgliteLease(database, onNotify);
    await lease.start();
    return lease;
  }

  protected abstract start(): Promise<void>;
  abstract isDead(key: number): Promise<boolean>;
  abstract close(): Promise<void>;
}

class PgliteLease extends WorkerLease {
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly onNotify: (queue: string) => void,
  ) {
    super();
  }

  protected async start(): Promise<void> {
    this.unlisten = await this.database.pglite!.listen(JOBS_CHANNEL, (queue) =>
      this.onNotify(queue),
    );
  }

  async isDead(key: number): Promise<boolean> {
    return key !== this.key;
  }

  async close(): Promise<void> {
    await this.unlisten?.().catch(() => undefined);
  }
}

class PostgresLease extends WorkerLease {
  private readonly logger = new Logger('Jobs');
  private client: Client | null = null;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly connectionString: string,
    private readonly onNotify: (queue: string) => void,
  ) {
    super();
  }

  protected async start(): Promise<void> {
    const client = new Client({
      connectionString: this.connectionString,
      application_name: `threshold-worker-${this.key}`,
    });
    client.on('notification', (message) => {
      if (message.channel === JOBS_CHANNEL && message.payload) this.onNotify(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('connection ended')));
    await client.connect();
    await client.query('select pg_advisory_lock($1, $2)', [LEASE_LOCK_CLASS, this.key]);
    await client.query(`listen ${JOBS_CHANNEL}`);
    this.client = client;
  }

  /** The lease connection dropped (database restart): take the lock again as soon as possible. */
  private lost(client: Client, error: Error): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    this.logger.warn({ msg: 'worker lease connection lost; reconnecting', error: error.message });
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || this.reconnectTimer) return;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.start().catch((error: Error) => {
        this.logger.warn({ msg: 'worker lease reconnect failed', error: error.message });
        this.scheduleReconnect();
      });
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  async isDead(key: number): Promise<boolean> {
    const client = this.client;
    if (!client) return false; // cannot tell without our own lease: assume alive
    const { rows } = await client.query<{ free: boolean }>(
      'select pg_try_advisory_lock($1, $2) as free',
      [LEASE_LOCK_CLASS, key],
    );
    if (!rows[0]?.free) return false;
    await client.query('select pg_advisory_unlock($1, $2)', [LEASE_LOCK_CLASS, key]);
    return true;
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}
