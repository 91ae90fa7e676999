// The phone part of `npm run bench` (issue 25): how soon the public pages, the sign-in and sign-up
// pages and a seller's tracker paint on a phone, and how much JavaScript `/` fetches.
//
// Debian's Chromium (scripts/lib/chromium.mjs) through playwright-core, on a phone profile: a
// 390 px wide viewport, a mobile user agent with touch, the CPU slowed down 4× and a slow 4G
// network (150 ms latency, 1.6 Mbps down, 750 kbps up), both through the DevTools protocol. Every
// load is a new browser context (cache cold). For each page, the median of BENCH_PHONE_LOADS
// loads (default 3) of its Largest Contentful Paint (PerformanceObserver, buffered, read once the
// network is idle); on `/`, the JavaScript fetched until the network is idle: the encoded bytes
// the browser received (brotli, as the app sends it) and the gzipped size of the same files (the
// build's .gz copies), and the number of files. The app serves the build's precompressed files
// as in production (src/platform/http/static-assets.ts).
//
// The figures are stored in .bench/phone.json and shown beside the previous run's next time; the
// first run compares with the figures in issue 25.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, devices } from 'playwright-core';
import { ensureChromium } from './chromium.mjs';

export const LCP_GOAL_MS = 2500;
export const LANDING_JS_GOAL_BYTES = 150 * 1024;
const LOADS = Number(process.env.BENCH_PHONE_LOADS ?? 3);
/** Only the pages whose label contains one of these (comma-separated), e.g. `dashboard`. */
const ONLY_PAGES = (process.env.BENCH_PHONE_PAGES ?? '').split(',').filter(Boolean);
const LOAD_TIMEOUT_MS = 90_000;

const PHONE = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  locale: 'en-GB',
};
const CPU_SLOWDOWN = 4;
// Slow 4G as DevTools defines it: 150 ms latency, 1.6 Mbps down, 750 kbps up (bytes per second).
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1000 * 1000) / 8,
  uploadThroughput: (750 * 1000) / 8,
};

/** The figures issue 25 reported, shown until a run of this part has stored its own. */
const ISSUE_BASELINE = {
  source: 'issue 25',
  lcpMs: { '/': 1500, '/sell/get-started': 4900, '/sign-in': 4000, '/partner-sign-up': 4400 },
  landingJs: { gzip: 324 * 1024, files: 37 },
};

const PUBLIC_PAGES = [
  '/',
  '/sell/get-started',
  '/buy/get-started',
  '/sign-in',
  '/partner-sign-up',
  '/privacy-policy',
  '/cookie-policy',
  '/seller/terms/v1',
  '/buyer/terms/v1',
];

const median = (values) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

/** The largest contentful paint so far: its time and what it was, or null. */
function readLcp() {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), 2000);
    new PerformanceObserver((list) => {
      const entry = list.getEntries().at(-1);
      clearTimeout(timer);
      const element = entry.element;
      resolve({
        ms: entry.startTime,
        element: element
          ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`
          : entry.url || '(removed element)',
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/**
 * One cold load of `url` on the phone profile: its LCP and the scripts fetched until the network
 * was idle ({ url, bytes } each, bytes as received).
 */
async function loadOnce(browser, url, cookies) {
  const context = await browser.newContext(PHONE);
  try {
    if (cookies.length) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const scripts = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        request.sizes().then((sizes) => ({ url: request.url(), bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: LOAD_TIMEOUT_MS });
    const lcp = await page.evaluate(readLcp);
    return { lcp, scripts: await Promise.all(scripts) };
  } finally {
    await context.close();
  }
}

/** The build's gzipped size of a script the app served (its .gz copy, or the file itself). */
function gzippedSize(distDir, url) {
  const file = join(distDir, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? statSync(file).size : NaN;
}

/**
 * Measures every page on the app at `baseUrl`. `cookies` ('name=value; …') is a signed-in
 * seller's session, used for `trackerPath` (their paid sale's dashboard).
 */
export async function benchPhone({ baseUrl, cookies, trackerPath, distDir, root }) {
  const browser = await chromium.launch({
    executablePath: ensureChromium(),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-dev-shm-usage'],
  });
  const { hostname } = new URL(baseUrl);
  const session = cookies
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: hostname, path: '/' };
    });
  const pages = [
    ...PUBLIC_PAGES.map((path) => ({ path, label: path, cookies: [] })),
    { path: trackerPath, label: '/dashboard/sell/{id} (signed in)', cookies: session },
  ].filter(({ label }) => !ONLY_PAGES.length || ONLY_PAGES.some((part) => label.includes(part)));
  const results = [];
  let landingJs = null;
  try {
    for (const { path, label, cookies: pageCookies } of pages) {
      const loads = [];
      for (let i = 0; i < LOADS; i += 1) {
        loads.push(await loadOnce(browser, `${baseUrl}${path}`, pageCookies));
      }
      const lcps = loads.map((load) => load.lcp?.ms ?? NaN);
      const middle = loads.find((load) => (load.lcp?.ms ?? NaN) === median(lcps)) ?? loads[0];
      results.push({
        page: label,
        lcpMs: median(lcps),
        lcpRunsMs: lcps,
        element: middle.lcp?.element,
      });
      if (path === '/') {
        const files = middle.scripts;
        landingJs = {
          files: files.length,
          received: files.reduce((sum, file) => sum + file.bytes, 0),
          gzip: files.reduce((sum, file) => sum + gzippedSize(distDir, file.url), 0),
          scripts: files.map((file) => new URL(file.url).pathname),
        };
      }
    }
  } finally {
    await browser.close();
  }
  const previousFile = join(root, '.bench', 'phone.json');
  const previous = existsSync(previousFile)
    ? JSON.parse(readFileSync(previousFile, 'utf8'))
    : ISSUE_BASELINE;
  const result = {
    at: new Date().toISOString(),
    loadAverage: readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
    loads: LOADS,
    pages: results,
    lcpMs: Object.fromEntries(results.map((r) => [r.page, r.lcpMs])),
    landingJs,
  };
  // A run of some pages only is not kept as the figures to compare with.
  if (!ONLY_PAGES.length) {
    mkdirSync(join(root, '.bench'), { recursive: true });
    writeFileSync(
      previousFile,
      `${JSON.stringify({ ...result, source: `run of ${result.at}` }, null, 2)}\n`,
    );
  }
  return { ...result, previous };
}

export function reportPhone(result) {
  const seconds = (ms) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : 'n/a');
  const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
  const verdict = (ok) => (ok ? 'ok' : 'OVER');
  const { previous } = result;
  console.log(
    `\n--- phone (390 px, ${CPU_SLOWDOWN}× CPU slowdown, slow 4G 150 ms / 1.6 Mbps / 750 kbps, ` +
      `cold cache, median of ${result.loads}; load average ${result.loadAverage}; ` +
      `previous: ${previous.source})`,
  );
  const rows = [['page', 'LCP', 'goal', '', 'previous', 'runs', 'largest element']];
  for (const page of result.pages) {
    rows.push([
      page.page,
      seconds(page.lcpMs),
      seconds(LCP_GOAL_MS),
      verdict(page.lcpMs <= LCP_GOAL_MS),
      seconds(previous.lcpMs?.[page.page]),
      page.lcpRunsMs.map((ms) => (ms / 1000).toFixed(2)).join(' '),
      page.element ?? '',
    ]);
  }
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  for (const row of rows) {
    console.log(`  ${row.map((cell, col) => String(cell).padEnd(widths[col])).join('  ')}`);
  }
  const js = result.landingJs;
  if (js) {
    console.log(
      `  / JavaScript to network idle: ${kb(js.gzip)} gzipped (${kb(js.received)} received) in ` +
        `${js.files} files; goal ≤ ${kb(LANDING_JS_GOAL_BYTES)} gzipped ` +
        `${verdict(js.gzip <= LANDING_JS_GOAL_BYTES)}; previous ${kb(previous.landingJs?.gzip)} ` +
        `in ${previous.landingJs?.files ?? 'n/a'} files`,
    );
    console.log(`    ${js.scripts.join(' ')}`);
  }
}
