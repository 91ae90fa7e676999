// Playwright for the browser journeys. Run through `npm run test:browser`
// (scripts/browser-tests.mjs), which finds Chromium, builds the app when needed and picks the
// port; running `npx playwright test -c test/browser/playwright.config.ts` directly also works
// with CHROMIUM_PATH set and a built app.
import { defineConfig, devices } from '@playwright/test';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const port = Number(process.env.BROWSER_TEST_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's Chromium (no downloaded browser exists on these machines). No --user-data-dir
    // here: Playwright gives every launch a fresh profile.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  },
};

export default defineConfig({
  testDir: __dirname,
  outputDir: join(root, 'test-results'),
  // Every test stands alone (its own new customer, or its own demo record to change), so tests
  // spread over two workers. The journeys mostly wait on the app and its simulators: one worker
  // kept the two cores about a third busy.
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // No retries: a journey that fails once fails the run, so a flaky one is found and fixed
  // rather than passed on a second try.
  retries: 0,
  workers: 2,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // As a visitor who asked for reduced motion: pages show popups and dialogs at once, and
    // Chromium does not paint animation frames, about a third of its work in this suite. A few
    // journeys (admin.spec.ts) keep the animations.
    reducedMotion: 'reduce',
  },
  projects: [
    // Signs the demo admin in once and stores the session for the back-office files.
    { name: 'setup', testMatch: /\.setup\.ts$/, use: chromium },
    { name: 'chromium', dependencies: ['setup'], use: chromium },
  ],
  webServer: {
    command: 'node dist/main.js',
    cwd: root,
    url: `${baseURL}/api/health`,
    // A fresh throw-away database each run; never attach to some other server on the port.
    reuseExistingServer: false,
    // A cold start on a loaded two-core machine has been seen to take over a minute.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      APP_URL: baseURL,
      DATABASE_URL: 'memory://',
      SEED_DEMO: 'true',
      // progress e-mails go a minute after the last change (progress.spec.ts moves time on)
      PROGRESS_EMAIL_DELAY_SECONDS: '60',
      ALLOW_PREVENT_EMAIL: 'true',
      NODE_ENV: 'test',
      // An admin of its own for passkeys.spec.ts, which enrols a passkey (the demo admin, whose
      // session the other back-office journeys share, stays without one).
      ADMIN_EMAILS: 'passkeys.admin@threshold.example',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  },
});
