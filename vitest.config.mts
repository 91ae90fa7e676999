import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The server's tests: `unit` (rules, adapters and services beside the code, and the lint's own
 * rules) and `api` (the real app over HTTP on its own database per file, test/api, and medium tests of a
 * service on its real repositories, test/medium). Both share
 * each worker's module graph between files (`isolate: false`): loading the app's ~500 modules
 * anew for every file was most of the API suite's time under Jest. A file therefore leaves no
 * global behind (every app it boots is closed in its afterAll, every spy restored).
 */
export default defineConfig({
  root,
  resolve: {
    alias: [
      { find: /^@\/(.*)$/, replacement: `${root}src/$1` },
      { find: /^@test\/(.*)$/, replacement: `${root}test/$1` },
    ],
  },
  // Nest's injection reads constructor parameter types from decorator metadata.
  oxc: { decorator: { legacy: true, emitDecoratorMetadata: true }, target: 'es2022' },
  test: {
    globals: true,
    environment: 'node',
    pool: 'forks',
    isolate: false,
    restoreMocks: true,
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.spec.ts', 'scripts/**/*.spec.ts', 'test/support/**/*.spec.ts'],
          testTimeout: 20_000,
          // A few migrate a database of their own in beforeAll, beside lint and the type-check.
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          // End-to-end tests (the real app over HTTP) and medium ones (a service and its real
          // repositories, no HTTP), each file on its own copy of the run's template database.
          include: ['test/api/**/*.e2e-spec.ts', 'test/medium/**/*.medium-spec.ts'],
          // API tests boot a real app and database.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          globalSetup: ['test/support/global-setup.ts'],
        },
      },
    ],
  },
});
