// `npm run test:browser`: the Playwright suite in test/browser against the built app.
//
// Uses a system Chromium (see scripts/lib/chromium.mjs: CHROMIUM_PATH, /usr/bin/chromium, or
// Debian's package installed on the spot when running as root); never skips silently when there
// is none. Builds the app first when its output is missing, picks a free port from 3100 (or
// BROWSER_TEST_PORT) for the app that Playwright starts, and passes any arguments on to
// `playwright test` (e.g. `npm run test:browser -- --headed -g 404`).
import { ChromiumNotFoundError, ensureChromium } from './lib/chromium.mjs';
import { buildIfNeeded, freePort, run } from './lib/proc.mjs';

let chromium;
try {
  chromium = ensureChromium();
} catch (error) {
  if (!(error instanceof ChromiumNotFoundError)) throw error;
  console.error(`Browser tests cannot run: ${error.message}`);
  process.exit(1);
}

const buildCode = await buildIfNeeded();
if (buildCode !== 0) {
  console.error(`Browser tests cannot run: npm run build failed (exit ${buildCode}).`);
  process.exit(buildCode);
}

const port = process.env.BROWSER_TEST_PORT
  ? Number(process.env.BROWSER_TEST_PORT)
  : await freePort(3100);

console.log(`Browser tests: Chromium ${chromium}, app on http://localhost:${port}`);
const code = await run(
  'npx',
  [
    '--no',
    '--',
    'playwright',
    'test',
    '-c',
    'test/browser/playwright.config.ts',
    ...process.argv.slice(2),
  ],
  { env: { ...process.env, CHROMIUM_PATH: chromium, BROWSER_TEST_PORT: String(port) } },
);
process.exit(code);
