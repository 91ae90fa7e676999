import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * Test files that replace a module with `vi.mock` are named `*.isolated.test.tsx`: a module mock
 * needs a fresh module graph, so those files each get one. Every other file shares its worker's
 * graph and jsdom window with the files before it (`isolate: false`): importing antd and the app
 * anew for each of 80 files was over half the suite's time. Each test starts from a clean page
 * all the same (setup.ts: cleanup, cookies and storage reset by the tests' own helpers, a new
 * store per render).
 */
const ISOLATED = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
    // Fake timers leave setInterval real. jsdom runs requestAnimationFrame on one Node interval.
    // If a real frame is requested while timers are fake (RTK's auto-batching holds the real
    // requestAnimationFrame from its store's creation), that interval would be a fake one. It is
    // dropped when the test restores real timers, and no frame ever fires again in that shared
    // window: every later store's updates then never reach React.
    fakeTimers: {
      toFake: [
        'setTimeout',
        'clearTimeout',
        'setImmediate',
        'clearImmediate',
        'Date',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'performance',
        'hrtime',
      ],
    },
    // Vitest's default is one worker fewer than the cores, i.e. one on a two-core CI machine;
    // the suite is CPU-bound (antd in jsdom), so every core runs a worker.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [ISOLATED],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: [ISOLATED], isolate: true } },
    ],
  },
});
