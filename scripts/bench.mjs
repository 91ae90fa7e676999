// `npm run bench`: how fast the built app answers and what it costs, next to a bare Node `http`
// server that answers the same bytes. A measurement, not a test: it asserts nothing and is never
// part of CI. Only loopback traffic; bounded in time; it stops by itself.
//
// What it does:
//   1. builds the app when dist/ or client/dist is missing;
//   2. starts `node dist/main.js` twice on the same database and times spawn → first 200 from
//      /api/health: the first start on a fresh database (PGlite: initdb + migrations + seed),
//      the second on the existing one (a restart);
//   3. load-tests the second instance with autocannon (50 connections, 10 s, after a 2 s
//      warm-up) on each path, then a bare server answering each path's body the same way;
//   4. prints requests/s, p50/p99 latency, app/bare ratios, start times and the app's peak RSS,
//      and writes them to .bench/last.json.
//
// Settings (environment):
//   DATABASE_URL       PostgreSQL to run on; unset: a fresh on-disk PGlite in a temporary dir
//   BENCH_PATHS        extra GET paths, comma-separated (e.g. /api/estate-agent); /api/health,
//                      which queries the database and the queue, is always measured
//   BENCH_DURATION     seconds per measurement (default 10)
//   BENCH_CONNECTIONS  concurrent connections (default 50)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, freePort, ROOT } from './lib/proc.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PATHS = [
  '/api/health',
  ...(process.env.BENCH_PATHS ?? '')
    .split(',')
    .map((path) => path.trim())
    .filter((path) => path && path !== '/api/health')
    .map((path) => (path.startsWith('/') ? path : `/${path}`)),
];
const START_TIMEOUT_MS = 60_000;
// Everything: two starts, and per path a warm-up and a run against each of two servers.
const TIME_LIMIT_MS =
  2 * START_TIMEOUT_MS + 30_000 + PATHS.length * 2 * (WARMUP + DURATION + 5) * 1000;

const children = new Set();
let tempDir = null;

function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
}

function fail(message) {
  console.error(`bench: ${message}`);
  cleanUp();
  process.exit(1);
}

process.on('SIGINT', () => fail('interrupted'));
process.on('SIGTERM', () => fail('terminated'));
setTimeout(() => fail(`time limit of ${TIME_LIMIT_MS / 1000} s reached`), TIME_LIMIT_MS).unref();

/** One GET on loopback: { status, contentType, body }, or null when nothing answers. */
function get(port, path, timeoutMs = 2000) {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, path, agent: false, timeout: timeoutMs },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            contentType: res.headers['content-type'] ?? 'application/octet-stream',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function spawnTracked(args, env) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  // Keep the tail of the output (the pipes must be drained anyway) to show when it fails.
  const tail = [];
  const keep = (chunk) => {
    tail.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 40));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return { child, tail };
}

function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Kilobytes from a line of /proc/<pid>/status, e.g. VmRSS or VmHWM; null once it has gone. */
function procStatusKb(pid, field) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(
      new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Starts the app and resolves once /api/health answers 200, with the time that took. */
async function startApp(port, databaseEnv) {
  const env = {
    ...process.env,
    ...databaseEnv,
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  };
  const started = performance.now();
  const app = spawnTracked(['dist/main.js'], env);
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (app.child.exitCode !== null) {
      fail(
        `the app exited with code ${app.child.exitCode} while starting:\n${app.tail.join('\n')}`,
      );
    }
    const res = await get(port, '/api/health', 1000);
    if (res?.status === 200) return { ...app, startMs: performance.now() - started };
    await sleep(20);
  }
  fail(
    `the app did not answer 200 on /api/health within ${START_TIMEOUT_MS / 1000} s:\n${app.tail.join('\n')}`,
  );
}

// A bare Node server answering each measured path with the app's own status, type and body.
const BARE_SERVER = `
const http = require('node:http');
const responses = JSON.parse(process.env.BENCH_RESPONSES);
http
  .createServer((req, res) => {
    const r = responses[req.url];
    if (!r) { res.writeHead(404).end(); return; }
    res.writeHead(r.status, { 'content-type': r.contentType }).end(r.body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\\n'));
`;

async function startBare(port, responses) {
  const bare = spawnTracked(['-e', BARE_SERVER], {
    ...process.env,
    PORT: String(port),
    BENCH_RESPONSES: JSON.stringify(responses),
  });
  for (let i = 0; i < 250; i += 1) {
    if ((await get(port, PATHS[0], 500))?.status !== undefined) return bare;
    await sleep(20);
  }
  fail(`the bare server did not start:\n${bare.tail.join('\n')}`);
}

async function load(url) {
  const options = { url, connections: CONNECTIONS };
  await autocannon({ ...options, duration: WARMUP });
  const result = await autocannon({ ...options, duration: DURATION });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function table(rows) {
  const widths = rows[0].map((_, col) => Math.max(...rows.map((row) => String(row[col]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, col) =>
          col === 0 ? String(cell).padEnd(widths[col]) : String(cell).padStart(widths[col]),
        )
        .join('  '),
    )
    .join('\n');
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

// --- run ---------------------------------------------------------------------------------

if ((await buildIfNeeded()) !== 0) fail('npm run build failed');

let databaseEnv;
let databaseLabel;
if (process.env.DATABASE_URL) {
  databaseEnv = { DATABASE_URL: process.env.DATABASE_URL };
  databaseLabel = process.env.DATABASE_URL.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
} else {
  tempDir = mkdtempSync(join(tmpdir(), 'threshold-bench-'));
  const dataDir = join(tempDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  // The app reads DATA_DIR only when DATABASE_URL is unset (spawn leaves undefined out).
  databaseEnv = { DATABASE_URL: undefined, DATA_DIR: dataDir };
  databaseLabel = `PGlite on disk, fresh (${dataDir})`;
}

console.log(`bench: database ${databaseLabel}`);
console.log(
  `bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per run, paths ${PATHS.join(', ')}`,
);

const appPort = await freePort(3200);
const first = await startApp(appPort, databaseEnv);
console.log(`bench: first start ${fixed(first.startMs)} ms`);
await stop(first.child);

const app = await startApp(appPort, databaseEnv);
const appPid = app.child.pid;
console.log(`bench: second start ${fixed(app.startMs)} ms`);
const idleRssKb = procStatusKb(appPid, 'VmRSS');
let sampledPeakKb = idleRssKb ?? 0;
const sampler = setInterval(() => {
  sampledPeakKb = Math.max(sampledPeakKb, procStatusKb(appPid, 'VmRSS') ?? 0);
}, 100);

const responses = {};
for (const path of PATHS) {
  const res = await get(appPort, path, 10_000);
  if (!res) fail(`GET ${path} got no answer from the app`);
  if (res.status !== 200)
    console.log(`bench: note: GET ${path} answers ${res.status}; measured as is`);
  responses[path] = res;
}

const results = [];
for (const path of PATHS) {
  console.log(`bench: app  ${path} ...`);
  results.push({ target: 'app', path, ...(await load(`http://127.0.0.1:${appPort}${path}`)) });
}
const peakRssKb = Math.max(procStatusKb(appPid, 'VmHWM') ?? 0, sampledPeakKb);
clearInterval(sampler);
await stop(app.child);

const barePort = await freePort(appPort + 1);
const bare = await startBare(barePort, responses);
for (const path of PATHS) {
  console.log(`bench: bare ${path} ...`);
  results.push({ target: 'bare', path, ...(await load(`http://127.0.0.1:${barePort}${path}`)) });
}
await stop(bare.child);

const rows = [['target', 'path', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors']];
for (const r of results) {
  rows.push([
    r.target,
    r.path,
    fixed(r.requestsPerSecond),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    r.requests,
    r.non2xx,
    r.errors,
  ]);
}
const ratios = [['app / bare', 'path', 'req/s', 'p50', 'p99']];
for (const path of PATHS) {
  const a = results.find((r) => r.target === 'app' && r.path === path);
  const b = results.find((r) => r.target === 'bare' && r.path === path);
  ratios.push([
    '',
    path,
    fixed(a.requestsPerSecond / b.requestsPerSecond, 3),
    fixed(a.p50Ms / b.p50Ms, 1),
    fixed(a.p99Ms / b.p99Ms, 1),
  ]);
}

console.log(`\n${table(rows)}\n\n${table(ratios)}\n`);
console.log(
  table([
    [
      `cold start, first (${tempDir ? 'fresh database' : 'database as given'})`,
      `${fixed(first.startMs)} ms`,
    ],
    ['cold start, second (existing database)', `${fixed(app.startMs)} ms`],
    ['app RSS after start', `${fixed((idleRssKb ?? NaN) / 1024, 1)} MB`],
    ['app peak RSS (VmHWM)', `${fixed(peakRssKb / 1024, 1)} MB`],
  ]),
);
console.log(`(${CONNECTIONS} connections; client and server share this machine's cores)`);

mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  join(ROOT, '.bench', 'last.json'),
  `${JSON.stringify(
    {
      at: new Date().toISOString(),
      node: process.version,
      database: databaseLabel,
      connections: CONNECTIONS,
      durationSeconds: DURATION,
      coldStartMs: { first: first.startMs, second: app.startMs },
      rssMb: { afterStart: (idleRssKb ?? NaN) / 1024, peak: peakRssKb / 1024 },
      results,
    },
    null,
    2,
  )}\n`,
);
console.log('bench: results written to .bench/last.json');
cleanUp();
process.exit(0);
