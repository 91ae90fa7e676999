import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { Logger } from '@nestjs/common';
import { Client, Pool } from 'pg';
import type { DatabaseTarget } from '@/platform/config/config';
// relative, as below
import { DatabaseLimits, DEFAULT_DATABASE_LIMITS } from '../config/database-limits';
// relative: test/support/global-setup.ts loads this file without the path aliases
import { databaseErrorCode } from '../common/safe-error';
import { DatabaseBusyError } from './database.errors';
import * as schema from './schema';
import { sqlFunctionsScript } from './sql-functions';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** A raw SQL executor with pg's `$1` placeholders; what pg-boss needs to join a transaction. */
export type SqlExecutor = {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
};

type Queryable = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

export const MIGRATIONS_FOLDER = join(__dirname, 'migrations');

/**
 * SQLSTATEs with which PostgreSQL aborts a transaction that may well succeed when run again:
 * deadlock detected, serialization failure.
 */
const RETRYABLE_SQLSTATES = new Set(['40P01', '40001']);
const RETRY_ATTEMPTS = 4;

const retryLogger = new Logger('Database');

/**
 * The one database handle of the process. Repositories read `db`, which is the open transaction
 * when called inside `transaction()` (held in async-local storage) and the pool otherwise.
 */
export class Database {
  private readonly scope = new AsyncLocalStorage<Db>();
  private openTransactions = 0;
  /** node-postgres's pool (PostgreSQL only), for its connection counts. */
  private pool: Pool | null = null;
  /** How long `ping` waits for an answer before it says the database is down. */
  private readinessTimeoutMs = DEFAULT_DATABASE_LIMITS.readinessTimeoutMs;

  private constructor(
    readonly kind: 'pglite' | 'postgres',
    private readonly root: Db,
    /** Runs raw SQL outside any transaction (own connection on PostgreSQL). */
    readonly executor: SqlExecutor,
    private readonly closeClient: () => Promise<void>,
    readonly pglite: PGlite | null,
    readonly connectionString: string | null,
  ) {}

  static async connect(target: DatabaseTarget, options: { migrate?: boolean } = {}) {
    let database: Database;
    if (target.kind === 'pglite') {
      let dataDir: string | undefined;
      if (target.dataDir) {
        dataDir = resolve(target.dataDir);
        mkdirSync(dataDir, { recursive: true });
      }
      const client = await PGlite.create(dataDir ? { dataDir } : {});
      database = Database.fromPglite(client);
    } else {
      const pool = new Pool({
        connectionString: target.url,
        max: 10,
        ...poolLimits(target.limits),
      });
      pool.on('error', () => undefined); // idle client errors surface on the next query
      const db = drizzlePg(pool, { schema }) as unknown as Db;
      database = new Database(
        'postgres',
        db,
        { executeSql: (text, values) => pool.query(text, values) },
        () => pool.end(),
        null,
        target.url,
      );
      database.pool = pool;
      database.readinessTimeoutMs = (target.limits ?? DEFAULT_DATABASE_LIMITS).readinessTimeoutMs;
    }
    if (options.migrate !== false) await database.migrate();
    return database;
  }

  /** Wraps an already open PGlite (tests start one from a migrated template). */
  static fromPglite(client: PGlite): Database {
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return new Database(
      'pglite',
      db,
      {
        // pg-boss sends multi-statement SQL without parameters: only `exec` runs those.
        executeSql: async (text, values) =>
          values?.length
            ? client.query(text, values)
            : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      },
      () => client.close(),
      client,
      null,
    );
  }

  get db(): Db {
    return this.scope.getStore() ?? this.root;
  }

  get inTransaction(): boolean {
    return this.scope.getStore() !== undefined;
  }

  /**
   * Runs `work` in one transaction; nested calls join the outer one. Everything written through
   * `db` inside, including jobs enqueued with `currentExecutor()`, commits or rolls back together.
   */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    this.openTransactions += 1;
    try {
      return await this.root.transaction((tx) => this.scope.run(tx as unknown as Db, work));
    } finally {
      // On Node 20 an enabled AsyncLocalStorage hooks every promise the process makes (several
      // times slower awaits), so it is switched off whenever no transaction is open; the next
      // run() switches it on again.
      this.openTransactions -= 1;
      if (this.openTransactions === 0) this.scope.disable();
    }
  }

  /**
   * `transaction(work)`, run again from the start (up to 4 runs in all, after a short random
   * pause) when PostgreSQL aborted it for a deadlock or a serialization failure; after the last
   * run a `DatabaseBusyError` (503), never a 500. `work` must do nothing outside the database that
   * a second run would repeat. Inside an open transaction it joins that one, and the outer
   * transaction's owner decides about retrying.
   */
  async retryingTransaction<T>(work: () => Promise<T>): Promise<T> {
    if (this.inTransaction) return work();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.transaction(work);
      } catch (error) {
        const sqlState = databaseErrorCode(error);
        if (!sqlState || !RETRYABLE_SQLSTATES.has(sqlState)) throw error;
        if (attempt >= RETRY_ATTEMPTS) {
          retryLogger.warn({ msg: 'transaction given up after retries', sqlState, attempt });
          throw new DatabaseBusyError();
        }
        retryLogger.warn({ msg: 'transaction retried', sqlState, attempt });
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
      }
    }
  }

  /** Raw executor bound to the open transaction, or the plain one outside a transaction. */
  currentExecutor(): SqlExecutor {
    const tx = this.scope.getStore();
    if (!tx) return this.executor;
    const client = (tx as unknown as { session?: { client?: Queryable } }).session?.client;
    if (!client || typeof client.query !== 'function') {
      throw new Error('The database driver does not expose its transaction client');
    }
    return {
      executeSql: async (text, values) =>
        values?.length || this.kind === 'postgres'
          ? client.query(text, values)
          : ((await (client as unknown as PGlite).exec(text)).at(-1) ?? { rows: [] }),
    };
  }

  /**
   * Runs the migrations, then (re)defines every SQL function and trigger from its file
   * (sql-functions.ts), all in one transaction: the migrations hold their history, the files
   * their current definition.
   */
  async migrate(): Promise<void> {
    const functions = sqlFunctionsScript();
    if (this.kind === 'pglite') {
      await migratePglite(this.root as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await this.pglite!.transaction(async (tx) => {
        await tx.exec(functions);
      });
    } else {
      // Several processes (API replicas, the worker) may start together: one migrates at a time.
      // A session lock lives on one connection, so it is taken and freed on a dedicated client.
      const client = new Client({ connectionString: this.connectionString! });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock(7242001)');
        await migratePg(this.root as never, { migrationsFolder: MIGRATIONS_FOLDER });
        await client.query('begin');
        try {
          await client.query(functions);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback').catch(() => undefined);
          throw error;
        }
      } finally {
        await client.query('select pg_advisory_unlock(7242001)').catch(() => undefined);
        await client.end();
      }
    }
  }

  /** The pool's connections: open, idle and queries waiting for one; null on PGlite (no pool). */
  poolUse(): { total: number; idle: number; waiting: number } | null {
    if (!this.pool) return null;
    return {
      total: this.pool.totalCount,
      idle: this.pool.idleCount,
      waiting: this.pool.waitingCount,
    };
  }

  /**
   * Whether the database answers `select 1` within the readiness deadline: a server that went
   * silent (a black-holed network) is down after that long, not whenever TCP gives up.
   */
  async ping(): Promise<boolean> {
    return withinDeadline(
      this.root.execute(sql`select 1`).then(() => true),
      this.readinessTimeoutMs,
      false,
    ).catch(() => false);
  }

  /** `work`'s answer, or `late` once the readiness deadline has passed without one. */
  withinReadinessDeadline<T>(work: Promise<T>, late: T): Promise<T> {
    return withinDeadline(work, this.readinessTimeoutMs, late);
  }

  async close(): Promise<void> {
    await this.closeClient();
  }
}

/**
 * node-postgres settings that keep a silent server from holding requests (the pool of the app,
 * and pg-boss's): a statement timeout the server enforces, a client-side wait a little longer
 * than it (a server that no longer answers at all: the query fails and its connection is
 * dropped), a connection timeout, and TCP keepalive so that a dead peer is noticed on idle
 * connections too.
 */
export function poolLimits(limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS) {
  return {
    statement_timeout: limits.statementTimeoutMs,
    query_timeout: limits.statementTimeoutMs + QUERY_TIMEOUT_GRACE_MS,
    connectionTimeoutMillis: limits.connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
}

/** How much longer than the statement timeout the client waits for the server's own answer. */
const QUERY_TIMEOUT_GRACE_MS = 2_000;

/** `work`'s outcome, or `late` after `ms` (the timer never keeps the process alive). */
export function withinDeadline<T>(work: Promise<T>, ms: number, late: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
    timer.unref();
  });
  work.catch(() => undefined); // a late failure is nobody's concern any more
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
