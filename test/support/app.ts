import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import TestAgent from 'supertest/lib/agent';
import { AppModule } from '@/app.module';
import { Clock } from '@/platform/common/clock';
import { AppConfig, loadConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { JobsService } from '@/platform/jobs/jobs.service';
import { configureHttp, HTTP_APP_OPTIONS } from '@/http';
import { TestClock } from './clock';
import { holdToContract } from './contract';
import { TestJobs, testJobs } from './jobs';
import { createTestDatabase } from './database';

export type TestApp = {
  app: NestExpressApplication;
  config: AppConfig;
  database: Database;
  /** Business time as the app sees it: set or advance it instead of rewriting rows. */
  clock: TestClock;
  /** The job queue as the test drives it: `t.jobs.runDue()` after moving the clock. */
  jobs: TestJobs;
  /** A fresh supertest agent that keeps cookies between its requests, like one browser. */
  agent: () => TestAgent;
  http: () => TestAgent;
  close: () => Promise<void>;
};

export const TEST_APP_URL = 'http://localhost:3999';

/**
 * Boots the real application on its own fresh database, with e-mail going to the dev mailbox.
 * `serveClient` also serves the built client from CLIENT_DIST, as main.ts does.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  {
    serveClient = false,
    reachDatabaseThrough,
  }: {
    serveClient?: boolean;
    /**
     * On PostgreSQL, the app connects to its database through the address this answers for
     * the server's (a proxy a test can cut); ignored on PGlite.
     */
    reachDatabaseThrough?: (server: URL) => Promise<URL>;
  } = {},
): Promise<TestApp> {
  const created = await createTestDatabase();
  const { url, drop } = created;
  let database = created.database;
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    // pg-boss's cron is not started in tests; the scheduled jobs' handlers are run directly.
    RUN_SCHEDULES: 'false',
    ALLOW_PREVENT_EMAIL: 'true',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'true',
    ...env,
  });
  if (reachDatabaseThrough && database.kind === 'postgres') {
    const through = await reachDatabaseThrough(new URL(url));
    await created.database.close();
    // The pool's limits (timeouts) from the test's settings, as the app's own connection has.
    const limits = config.database.kind === 'postgres' ? config.database.limits : undefined;
    database = await Database.connect(
      { kind: 'postgres', url: through.toString(), limits },
      { migrate: false },
    );
  }
  const clock = new TestClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .overrideProvider(Database)
    .useValue(database)
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({
    ...HTTP_APP_OPTIONS,
    logger: false,
  });
  configureHttp(app, { serveClient });
  await app.init();
  // Listening once, for the file: given a server that does not listen, supertest listens for
  // each request and closes the server when that request ends, so one request ending while a
  // concurrent one was still connecting reset that connection (`connect ECONNRESET`).
  const server = app.getHttpServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    config,
    database,
    clock,
    jobs: testJobs(() => app.get(JobsService), clock),
    agent: () => holdToContract(request.agent(server)),
    http: () => holdToContract(request(server) as unknown as TestAgent),
    close: async () => {
      await app.close();
      await drop();
    },
  };
}
