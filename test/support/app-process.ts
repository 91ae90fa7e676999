import { ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { createTestDatabase, TEMPLATE_ENV } from './database';

const ROOT = join(__dirname, '..', '..');

/** The real server (src/main.ts) running as a process of its own, to be stopped or killed. */
export type AppProcess = {
  url: string;
  child: ChildProcess;
  /** The last lines it printed, for a failure message. */
  output: string[];
  /** Stops it with a signal (SIGKILL: a crash) and waits for it to exit. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    APP_URL: url,
    PORT: String(port),
    ...env,
  };
  const child = spawn(
    process.execPath,
    ['-r', join(ROOT, 'test', 'support', 'swc-register.cjs'), join(ROOT, 'src', 'main.ts')],
    { cwd: ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    output.splice(0, Math.max(0, output.length - 60));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };

  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode}) while starting:\n${output.join('\n')}`,
      );
    }
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return { url, child, output, stop };
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`The server did not become healthy:\n${output.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A database a server process can open and the test can read after it stopped: a new database
 * on the TEST_DATABASE_URL server, or an embedded PGlite in a temporary folder.
 */
export type ProcessDatabase = {
  env: Record<string, string>;
  /** Runs a query once no server process holds the database. */
  query: <T>(text: string, values?: unknown[]) => Promise<T[]>;
  drop: () => Promise<void>;
};

export async function processDatabase(): Promise<ProcessDatabase> {
  if (process.env.TEST_DATABASE_URL) {
    const { database, url, drop } = await createTestDatabase();
    await database.close(); // the server process opens its own
    return {
      env: { DATABASE_URL: url },
      query: async <T>(text: string, values: unknown[] = []) => {
        const client = new Client({ connectionString: url });
        await client.connect();
        try {
          return (await client.query(text, values)).rows as T[];
        } finally {
          await client.end();
        }
      },
      drop,
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'threshold-process-'));
  // Start from the run's migrated template, as every in-process test does: the server's own
  // start then finds nothing to migrate.
  const template = process.env[TEMPLATE_ENV];
  if (template) {
    const seeded = await PGlite.create({
      dataDir: join(dir, 'pglite'),
      loadDataDir: new Blob([readFileSync(template)]),
    });
    await seeded.close();
  }
  return {
    env: { DATA_DIR: join(dir, 'pglite') },
    query: async <T>(text: string, values: unknown[] = []) => {
      const db = await PGlite.create({ dataDir: join(dir, 'pglite') });
      try {
        return (await db.query(text, values)).rows as T[];
      } finally {
        await db.close();
      }
    },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}
