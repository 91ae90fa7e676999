import type { Type } from '@nestjs/common';
import { Test, type TestingModule } from '@nestjs/testing';
import { CORE_MODULES } from '@/app.module';
import { Clock } from '@/platform/common/clock';
import { AppConfig, loadConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { TestClock } from './clock';
import { createTestDatabase } from './database';
import { TEST_APP_URL } from './app';

/**
 * A medium test: the platform's modules and the feature modules named (with what they import),
 * on the run's template database copied for the file, with no HTTP and no other feature. For a
 * rule's cases that an end-to-end test would only repeat over HTTP: the test calls the service,
 * which runs its real repositories and SQL.
 */
export type MediumTest = {
  module: TestingModule;
  config: AppConfig;
  database: Database;
  clock: TestClock;
  get: TestingModule['get'];
  close: () => Promise<void>;
};

export async function createMediumTest(
  features: Type[],
  env: Record<string, string> = {},
): Promise<MediumTest> {
  const { database, url, drop } = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    RUN_SCHEDULES: 'false',
    RUN_WORKERS: 'false',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const clock = new TestClock();
  const module = await Test.createTestingModule({ imports: [...CORE_MODULES, ...features] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .overrideProvider(Database)
    .useValue(database)
    .overrideProvider(Clock)
    .useValue(clock)
    .compile();
  await module.init();
  return {
    module,
    config,
    database,
    clock,
    get: module.get.bind(module) as TestingModule['get'],
    close: async () => {
      await module.close();
      await drop();
    },
  };
}
