import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 15000,
    // Vitest's default is one worker fewer than the cores, i.e. one on a two-core CI machine;
    // the suite is CPU-bound (antd in jsdom), so every core runs a worker.
    maxWorkers: availableParallelism(),
  },
});
