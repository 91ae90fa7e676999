// `npm run bench`: how fast the built app answers, how promptly it e-mails, and what it costs.
// A measurement, not a test: it asserts nothing and is never part of CI. Only loopback traffic;
// bounded in time; it stops by itself.
//
// For each database (embedded PGlite in a fresh temporary folder, always; PostgreSQL when
// DATABASE_URL names a server, on a throw-away database created there and dropped after):
//   1. starts `node dist/main.js` twice and times spawn → first 200 from /api/health (a fresh
//      database, then a restart on it);
//   2. e-mail burst: BENCH_BURST sign-ups (default 50) sent at once, each from its own client
//      address; for each, the time from its request to its magic link showing in the dev
//      mailbox (polled every 25 ms): p50, p95, max;
//   3. sign-in timing: BENCH_TIMING_SAMPLES sign-ins (default 50) for known and as many for
//      unknown addresses, in pairs of random order, 100 ms apart; mean, p50, p95 and Welch's t
//      (|t| above ~2 means the two paths can be told apart by timing alone);
//   4. the signed-in read GET /api/users/current under load (autocannon, BENCH_CONNECTIONS
//      connections). On PostgreSQL a minimal NestJS route on node-postgres answers the same read
//      with the same two queries (scripts/lib/minimal-nest.cjs); both run side by side and are
//      loaded in turn, BENCH_ROUNDS rounds of BENCH_DURATION seconds each, so that a busy
//      machine weighs on both alike. Reported: median requests/s, p50, p99, and CPU time per
//      request of each server process, and the app's ratios to the minimal route;
//   5. /api/health under load, against a bare Node `http` server sending the same bytes (on
//      PostgreSQL);
//   7. (PostgreSQL) the back office's reads at volume: BENCH_LISTS_SIZE sales (default
//      1,000,000, a year of England and Wales) added by dist/cli/seed-volume.js, then the
//      transactions table (each filter, sort and search, deep pages), the feed (each chip), the
//      global search, a sale's detail, stats, users and groups, each timed one request at a
//      time: p50, p95 against the budget (scripts/lib/bench-lists.mjs); then the invoicing export of one month holding every sale
//      (both solicitors assigned to all of them), read to the end while the app's RSS is sampled
//      (scripts/lib/bench-invoicing.mjs);
//   8. the landing page's initial JavaScript (raw and gzipped) and the build's largest chunks,
//      read from the client build's manifest (scripts/lib/bench-bundle.mjs);
//   9. bad requests (scripts/lib/bench-fuzz.mjs): each one's status and time to the answer, and
//      /api/health latency idle and while several clients send bad requests back to back;
//  10. documents (scripts/lib/bench-documents.mjs), on a fresh app: a seller uploads a 20 MB PDF
//      and downloads it once scanned (times, bytes checked), then 20 such uploads at once; the
//      app's peak RSS and its growth over idle, against a 50 MB budget (files go to a temp folder);
//  12. load (scripts/lib/bench-load.mjs): the signed-in read beside the minimal route and its CPU
//      charged to each layer from a profile (BENCH_ONLY=hotpath, each database); BENCH_LOAD_
//      CONNECTIONS (default 200) on a seller's rendered tracker while a few clients time
//      /api/health/live (the app's, then a bare server's) and /api/users/current (BENCH_ONLY=
//      trackers; PostgreSQL in a full run); and as many on the admin list beside customers'
//      /api/users/current, after BENCH_ADMIN_SALES sales (default 20,000) are added (BENCH_ONLY=
//      admin, PostgreSQL);
//  11. phone (scripts/lib/bench-phone.mjs): in Chromium on a phone profile (390 px, 4× CPU
//      slowdown, slow 4G), cold cache, median of three loads: the Largest Contentful Paint of every
//      public page, the sign-in and sign-up pages and a seller's tracker (a paid sale made through
//      the API), and the JavaScript `/` fetches until the network is idle; beside the previous run
//      (.bench/phone.json) and the goals (LCP ≤ 2.5 s, ≤ 150 KB gzipped on `/`). PGlite only;
//   6. crash: another burst, the app killed with SIGKILL once a fifth of the sign-ups are
//      answered, restarted at once; for every answered sign-up, when its e-mail arrived (before or after
//      the restart), and whether the links sent after the restart still worked.
// It prints everything and writes it to .bench/last.json.
//
// Settings (environment):
//   DATABASE_URL         a PostgreSQL server to measure on too (postgres://user@host:port/db)
//   BENCH_DURATION       seconds per load run (default 5)
//   BENCH_ROUNDS         rounds of the side-by-side comparison (default 3)
//   BENCH_CONNECTIONS    concurrent connections (default 50)
//   BENCH_BURST          sign-ups in each e-mail burst (default 50)
//   BENCH_TIMING_SAMPLES sign-ins per kind in the timing comparison (default 50)
//   BENCH_PROFILE        set to 1: the app writes a CPU profile of its run to .bench/profile-*
//   LOG_LEVEL            the app's log level (default warn)
//   BENCH_LISTS_SIZE     sales for the back-office lists (default 1000000; 0 skips them;
//                        100000 for a quick look)
//   BENCH_LISTS_SAMPLES  requests per list case (default 40)
//   BENCH_ONLY           'lists': only the back-office lists (PostgreSQL); 'fuzz': only the bad
//                        requests (on each database); 'documents': only the documents part;
//                        'phone': only the phone part (BENCH_PHONE_LOADS loads per page, default 3;
//                        BENCH_PHONE_PAGES=dashboard,sign-in: only pages whose label has one of
//                        these, not kept as the figures to compare with)
//                        'hotpath', 'trackers', 'admin': only that load part (see 12)
//   BENCH_FUZZ_SECONDS   how long the bad-request flood lasts (default 10)
//   BENCH_INVOICING      set to 0: skip the invoicing export after the lists (minutes at a million)
//   BENCH_START_TIMEOUT_SECONDS  how long the app may take to start (default 180: a busy machine)
//   BENCH_PGLITE         set to 0 (with DATABASE_URL): measure on PostgreSQL only
//   BENCH_REBUILD        set to 0: measure the build in dist/ as it is, even when src/ is newer
//   S3_*, CLAMD_URL      passed to the app like the rest of the environment: the documents part
//                        then measures that object store and that scanner (default: disk, simulator)
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { writeFileSync } from 'node:fs';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { measureLandingBundle, reportLandingBundle } from './lib/bench-bundle.mjs';
import { benchInvoicingExport } from './lib/bench-invoicing.mjs';
import { benchDocuments, reportDocuments } from './lib/bench-documents.mjs';
import { benchFuzz, reportFuzz } from './lib/bench-fuzz.mjs';
import { benchLists, LIST_SIZE } from './lib/bench-lists.mjs';
import {
  benchAdmin,
  benchHotPath,
  benchTrackers,
  paidSale,
  reportAdmin,
  reportHotPath,
  reportTrackers,
} from './lib/bench-load.mjs';
import { benchPhone, reportPhone } from './lib/bench-phone.mjs';
import { buildIfNeeded, freePort, ROOT, run } from './lib/proc.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = 2;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BURST = Number(process.env.BENCH_BURST ?? 50);
const TIMING_SAMPLES = Number(process.env.BENCH_TIMING_SAMPLES ?? 50);
const TIMING_PAUSE_MS = 100;
const PROFILE = process.env.BENCH_PROFILE === '1';
const INVOICING = process.env.BENCH_INVOICING !== '0';
const START_TIMEOUT_MS = Number(process.env.BENCH_START_TIMEOUT_SECONDS ?? 180) * 1000;
const EMAIL_TIMEOUT_MS = 120_000;
// Loading the back office's volume takes most of a run at a million sales: its allowance grows
// with the size asked (about 4 minutes per 100,000 sales on a small shared machine).
const TIME_LIMIT_MS = 15 * 60_000 + (LIST_SIZE / 100_000) * 4 * 60_000;

const children = new Set();
const cleanups = [];

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined);
}

async function fail(message) {
  console.error(`bench: ${message}`);
  await cleanUp();
  process.exit(1);
}

process.on('SIGINT', () => void fail('interrupted'));
process.on('SIGTERM', () => void fail('terminated'));
setTimeout(
  () => void fail(`time limit of ${TIME_LIMIT_MS / 1000} s reached`),
  TIME_LIMIT_MS,
).unref();

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request on loopback: { status, headers, body }, or null when nothing answers. */
function call(port, method, path, { headers = {}, body, timeoutMs = 10_000 } = {}) {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          ...headers,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': payload.length }
            : {}),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            contentType: res.headers['content-type'] ?? 'application/octet-stream',
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end(payload);
  });
}

const get = (port, path, timeoutMs = 2000) => call(port, 'GET', path, { timeoutMs });

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

function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
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
async function startApp(port, databaseEnv, { profileDir } = {}) {
  const env = {
    ...process.env,
    ...databaseEnv,
    NODE_ENV: 'development',
    PORT: String(port),
    APP_URL: `http://localhost:${port}`,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    // Every bench client speaks through its own X-Forwarded-For, like visitors behind a proxy.
    TRUST_PROXY: 'true',
    SEED_DEMO: 'false',
  };
  // A CPU profile is written on a normal exit only: SIGUSR2 asks for one (see stopApp).
  const args = profileDir
    ? [
        '--cpu-prof',
        `--cpu-prof-dir=${profileDir}`,
        '-e',
        "process.on('SIGUSR2', () => process.exit(0)); require('./dist/main.js');",
      ]
    : ['dist/main.js'];
  const started = performance.now();
  const app = spawnTracked(args, env);
  while (performance.now() - started < START_TIMEOUT_MS) {
    if (app.child.exitCode !== null) {
      await fail(
        `the app exited with code ${app.child.exitCode} while starting:\n${app.tail.join('\n')}`,
      );
    }
    const res = await get(port, '/api/health', 1000);
    if (res?.status === 200) return { ...app, startMs: performance.now() - started };
    await sleep(20);
  }
  await fail(
    `the app did not answer 200 on /api/health within ${START_TIMEOUT_MS / 1000} s:\n${app.tail.join('\n')}`,
  );
}

async function startHelper(args, env, port, probePath) {
  const helper = spawnTracked(args, { ...process.env, ...env, PORT: String(port) });
  for (let i = 0; i < 500; i += 1) {
    if (helper.child.exitCode !== null) break;
    if ((await get(port, probePath, 500))?.status !== undefined) return helper;
    await sleep(20);
  }
  await fail(`${args.join(' ')} did not start:\n${helper.tail.join('\n')}`);
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
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

/** CPU time (user + system) a process has used so far, in ms; null once it has gone. */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 10 ms
  } catch {
    return null;
  }
}

/** One autocannon run of `seconds`; with `pid`, the server's CPU time per request too. */
async function loadOnce(
  url,
  { headers = {}, seconds = DURATION, pid, connections = CONNECTIONS } = {},
) {
  const cpuBefore = pid ? cpuMs(pid) : null;
  const result = await autocannon({ url, connections, headers, duration: seconds });
  const cpuAfter = pid ? cpuMs(pid) : null;
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMsPerRequest:
      cpuBefore !== null && cpuAfter !== null
        ? (cpuAfter - cpuBefore) / result.requests.total
        : NaN,
  };
}

const median = (values) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Several runs folded into one row: medians, and totals of requests and failures. */
function fold(runs) {
  return {
    rounds: runs.length,
    requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
    p50Ms: median(runs.map((r) => r.p50Ms)),
    p99Ms: median(runs.map((r) => r.p99Ms)),
    cpuMsPerRequest: median(runs.map((r) => r.cpuMsPerRequest)),
    requests: runs.reduce((sum, r) => sum + r.requests, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  };
}

/**
 * Loads each target in turn, round after round, after a warm-up of each: the targets share
 * whatever else the machine is doing at the time.
 */
async function sideBySide(targets, rounds = ROUNDS) {
  for (const target of targets) await loadOnce(target.url, { ...target, seconds: WARMUP });
  const runs = targets.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    for (const [index, target] of targets.entries()) {
      runs[index].push(await loadOnce(target.url, target));
    }
  }
  return targets.map((target, index) => ({
    target: target.label,
    path: target.path,
    ...fold(runs[index]),
  }));
}

// --- statistics ---------------------------------------------------------------------------

function quantile(sorted, q) {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  const variance =
    values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / Math.max(1, values.length - 1);
  return {
    n: values.length,
    mean,
    variance,
    p50: quantile(sorted, 0.5),
    p95: quantile(sorted, 0.95),
    max: sorted.at(-1),
  };
}

function welchT(a, b) {
  return (a.mean - b.mean) / Math.sqrt(a.variance / a.n + b.variance / b.n);
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

// --- the customer flows the bench drives ---------------------------------------------------

let ipCounter = 0;
/** A new client address per call, so per-IP limits never bite the bench. */
function visitor() {
  ipCounter += 1;
  return {
    'x-recaptcha-token': 'bench',
    'x-forwarded-for': `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
  };
}

const benchEmail = (kind) => `bench.${kind}.${randomBytes(5).toString('hex')}@example.com`;

function signUp(port, email) {
  return call(port, 'POST', '/api/authentication/sign-up', {
    headers: visitor(),
    body: {
      firstName: 'Bench',
      lastName: 'Mark',
      destination: email,
      role: 'sell',
      phoneNumber: '07911 123456',
    },
  });
}

function signIn(port, email) {
  return call(port, 'POST', '/api/authentication/sign-in', {
    headers: visitor(),
    body: { destination: email },
  });
}

async function mailbox(port) {
  const res = await call(port, 'GET', '/api/dev/mailbox', { timeoutMs: 10_000 });
  if (res?.status !== 200) return [];
  return JSON.parse(res.body);
}

function linkToken(message) {
  const href = /href="([^"]+\/authenticate\?[^"]+)"/.exec(message.html)?.[1];
  return href ? new URL(href.replace(/&amp;/g, '&')).searchParams.get('token') : null;
}

/**
 * Sends BURST sign-ups at once and times each from its request to its e-mail in the mailbox.
 * Returns the latencies and the addresses (which are known accounts afterwards).
 */
async function emailBurst(port) {
  const emails = Array.from({ length: BURST }, () => benchEmail('burst'));
  const sentAt = new Map();
  const arrivedAt = new Map();
  const answerMs = [];
  const answered = Promise.all(
    emails.map(async (email) => {
      sentAt.set(email, performance.now());
      const res = await signUp(port, email);
      answerMs.push(performance.now() - sentAt.get(email));
      if (res?.status !== 200) await fail(`sign-up answered ${res?.status}: ${res?.body}`);
    }),
  );
  const deadline = performance.now() + EMAIL_TIMEOUT_MS;
  while (arrivedAt.size < emails.length && performance.now() < deadline) {
    const messages = await mailbox(port);
    const now = performance.now();
    for (const message of messages) {
      if (sentAt.has(message.to) && !arrivedAt.has(message.to) && linkToken(message)) {
        arrivedAt.set(message.to, now);
      }
    }
    await sleep(25);
  }
  await answered;
  if (arrivedAt.size < emails.length) {
    console.log(
      `bench: note: ${emails.length - arrivedAt.size} of ${emails.length} e-mails did not arrive within ${EMAIL_TIMEOUT_MS / 1000} s`,
    );
  }
  const latencies = emails
    .filter((e) => arrivedAt.has(e))
    .map((e) => arrivedAt.get(e) - sentAt.get(e));
  return {
    emails,
    latencies: summary(latencies),
    answers: summary(answerMs),
    delivered: arrivedAt.size,
  };
}

/**
 * Known and unknown sign-ins, one at a time, each from its own address, in pairs whose order
 * is drawn at random; after a pause, so that each request is timed on its own and not behind
 * the e-mail the previous one caused (on PGlite the job runs in the same thread as requests).
 */
async function signInTiming(port, knownEmails) {
  const known = [];
  const unknown = [];
  for (let i = 0; i < TIMING_SAMPLES; i += 1) {
    const pair = [
      [known, knownEmails[i % knownEmails.length]],
      [unknown, benchEmail('unknown')],
    ];
    if (Math.random() < 0.5) pair.reverse();
    for (const [list, email] of pair) {
      await sleep(TIMING_PAUSE_MS);
      const started = performance.now();
      const res = await signIn(port, email);
      const elapsed = performance.now() - started;
      if (res?.status !== 200) await fail(`sign-in answered ${res?.status}: ${res?.body}`);
      list.push(elapsed);
    }
  }
  const a = summary(known);
  const b = summary(unknown);
  return { known: a, unknown: b, welchT: welchT(a, b) };
}

/** Signs up, opens the e-mailed link and returns the session cookie. */
async function sessionCookie(port) {
  const email = benchEmail('reader');
  await signUp(port, email);
  const deadline = performance.now() + EMAIL_TIMEOUT_MS;
  let token = null;
  while (!token && performance.now() < deadline) {
    token = linkToken((await mailbox(port)).find((m) => m.to === email) ?? { html: '' });
    if (!token) await sleep(50);
  }
  if (!token) await fail('no magic link arrived for the signed-in reader');
  const verified = await call(port, 'GET', '/api/authentication/verify-user', {
    headers: { authorization: `Bearer ${token}` },
  });
  // Every cookie it sets (the session and its readable hint), as one Cookie header.
  const cookie = [verified?.headers['set-cookie'] ?? []]
    .flat()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (verified?.status !== 200 || !cookie) await fail(`verify-user answered ${verified?.status}`);
  return cookie;
}

/**
 * A burst during which the server is killed (SIGKILL) once half the sign-ups are answered, then
 * started again on the same database. Times every answered sign-up's e-mail, and tries the
 * links of those sent after the restart.
 */
async function crashBurst(port, env) {
  let app = await startApp(port, env);
  const emails = Array.from({ length: BURST }, () => benchEmail('crash'));
  const sentAt = new Map();
  const answered = new Set();
  const arrivedAt = new Map();
  let killedAt = null;
  let restartedAt = null;
  const poll = async () => {
    const messages = await mailbox(port);
    const now = performance.now();
    for (const message of messages) {
      if (!sentAt.has(message.to) || arrivedAt.has(message.to)) continue;
      // After the restart, a message without its link was delivered by the killed process (whose
      // memory held the link), at the latest when it was killed.
      const at = restartedAt !== null && !linkToken(message) ? killedAt : now;
      arrivedAt.set(message.to, { at, message });
    }
  };
  // Killed early in the burst, the moment a fifth of the sign-ups are answered: their e-mails
  // are queued or being sent.
  let killing = null;
  const requests = emails.map(async (email) => {
    sentAt.set(email, performance.now());
    const res = await signUp(port, email);
    if (res?.status !== 200 || killing) return;
    answered.add(email);
    if (answered.size >= BURST / 5) {
      killing = stop(app.child, 'SIGKILL').then(() => {
        killedAt = performance.now();
      });
    }
  });
  while (!killing && performance.now() - sentAt.get(emails[0]) < 30_000) {
    await poll();
    await sleep(10);
  }
  killing ??= stop(app.child, 'SIGKILL').then(() => {
    killedAt = performance.now();
  });
  await killing;
  await Promise.all(requests);
  app = await startApp(port, env);
  restartedAt = performance.now();
  const deadline = performance.now() + EMAIL_TIMEOUT_MS;
  while ([...answered].some((email) => !arrivedAt.has(email)) && performance.now() < deadline) {
    await poll();
    await sleep(25);
  }
  // Links e-mailed after the restart (the dev mailbox shows the links of this process's e-mails).
  let linksTried = 0;
  let linksWorked = 0;
  for (const email of answered) {
    const arrival = arrivedAt.get(email);
    const token = arrival && arrival.at >= restartedAt ? linkToken(arrival.message) : null;
    if (!token) continue;
    linksTried += 1;
    const verified = await call(port, 'GET', '/api/authentication/verify-user', {
      headers: { authorization: `Bearer ${token}` },
    });
    if (verified?.status === 200) linksWorked += 1;
  }
  await stop(app.child);
  const arrived = [...answered].filter((email) => arrivedAt.has(email));
  const afterRestart = arrived.filter((email) => arrivedAt.get(email).at >= restartedAt);
  return {
    answered: answered.size,
    delivered: arrived.length,
    deliveredAfterRestart: afterRestart.length,
    restartMs: restartedAt - killedAt,
    latencyMs: summary(arrived.map((email) => arrivedAt.get(email).at - sentAt.get(email))),
    lastAfterRestartMs: afterRestart.length
      ? Math.max(...afterRestart.map((email) => arrivedAt.get(email).at)) - restartedAt
      : 0,
    linksTried,
    linksWorked,
  };
}

// --- one database ----------------------------------------------------------------------------

async function measure(target) {
  console.log(`\nbench: database ${target.label}`);
  const appPort = await freePort(3200);
  const first = await startApp(appPort, target.env);
  console.log(`bench: first start ${fixed(first.startMs)} ms`);
  await stop(first.child);

  const profileDir = PROFILE ? join(ROOT, '.bench', `profile-${target.kind}`) : undefined;
  const app = await startApp(appPort, target.env, { profileDir });
  const appPid = app.child.pid;
  console.log(`bench: second start ${fixed(app.startMs)} ms`);
  const idleRssKb = procStatusKb(appPid, 'VmRSS');
  let sampledPeakKb = idleRssKb ?? 0;
  const sampler = setInterval(() => {
    sampledPeakKb = Math.max(sampledPeakKb, procStatusKb(appPid, 'VmRSS') ?? 0);
  }, 100);

  console.log(`bench: e-mail burst of ${BURST} sign-ups ...`);
  const burst = await emailBurst(appPort);
  console.log(`bench: sign-in timing, ${TIMING_SAMPLES} known and ${TIMING_SAMPLES} unknown ...`);
  const timing = await signInTiming(appPort, burst.emails);
  const cookie = await sessionCookie(appPort);
  const health = await get(appPort, '/api/health', 10_000);
  const appUrl = (path) => `http://127.0.0.1:${appPort}${path}`;

  const loads = [];
  const helperPort = await freePort(appPort + 1);
  if (target.kind === 'postgres') {
    const minimal = await startHelper(
      ['scripts/lib/minimal-nest.cjs'],
      target.env,
      helperPort,
      '/api/users/current',
    );
    console.log(
      `bench: GET /api/users/current, app and minimal NestJS side by side, ${ROUNDS} rounds ...`,
    );
    loads.push(
      ...(await sideBySide([
        {
          label: 'app',
          path: '/api/users/current',
          url: appUrl('/api/users/current'),
          headers: { cookie },
          pid: appPid,
        },
        {
          label: 'minimal nest',
          path: '/api/users/current',
          url: `http://127.0.0.1:${helperPort}/api/users/current`,
          headers: { cookie },
          pid: minimal.child.pid,
        },
      ])),
    );
    await stop(minimal.child);
    const bare = await startHelper(
      ['-e', BARE_SERVER],
      { BENCH_RESPONSES: JSON.stringify({ '/api/health': health }) },
      helperPort,
      '/api/health',
    );
    console.log('bench: GET /api/health, app and bare http side by side ...');
    loads.push(
      ...(await sideBySide(
        [
          { label: 'app', path: '/api/health', url: appUrl('/api/health'), pid: appPid },
          {
            label: 'bare http',
            path: '/api/health',
            url: `http://127.0.0.1:${helperPort}/api/health`,
            pid: bare.child.pid,
          },
        ],
        1,
      )),
    );
    await stop(bare.child);
  } else {
    console.log('bench: GET /api/users/current and /api/health ...');
    loads.push(
      ...(await sideBySide(
        [
          {
            label: 'app',
            path: '/api/users/current',
            url: appUrl('/api/users/current'),
            headers: { cookie },
            pid: appPid,
          },
          { label: 'app', path: '/api/health', url: appUrl('/api/health'), pid: appPid },
        ],
        1,
      )),
    );
  }
  console.log('bench: bad requests, alone and while /api/health is timed ...');
  const fuzz = await benchFuzz(appPort);
  const peakRssKb = Math.max(procStatusKb(appPid, 'VmHWM') ?? 0, sampledPeakKb);
  clearInterval(sampler);
  await stop(app.child, profileDir ? 'SIGUSR2' : 'SIGTERM');

  console.log(`bench: crash: a burst of ${BURST}, SIGKILL early in it, restart ...`);
  const crash = await crashBurst(appPort, target.env);
  const documents = await measureDocuments(target);

  return {
    database: target.label,
    coldStartMs: { first: first.startMs, second: app.startMs },
    rssMb: { afterStart: (idleRssKb ?? NaN) / 1024, peak: peakRssKb / 1024 },
    emailBurst: {
      size: BURST,
      delivered: burst.delivered,
      latencyMs: burst.latencies,
      signUpAnswerMs: burst.answers,
    },
    signInTiming: timing,
    loads,
    fuzz,
    crash,
    documents,
  };
}

/** Uploads and downloads of large files on a freshly started app (bench-documents.mjs). */
async function measureDocuments(target) {
  console.log(`bench: documents: a 20 MB upload and download, then 20 uploads at once ...`);
  const port = await freePort(3200);
  const app = await startApp(port, target.env);
  const cookie = await sessionCookie(port);
  const documents = await benchDocuments({
    port,
    appPid: app.child.pid,
    cookie,
    call,
    procStatusKb,
    fail,
  });
  await stop(app.child);
  return documents;
}

/** The phone part (bench-phone.mjs) on a freshly started app, with a seller's paid sale. */
async function measurePhone(target) {
  console.log(`bench: phone: each public page and a tracker in Chromium on a slow phone ...`);
  const port = await freePort(3300);
  const app = await startApp(port, target.env);
  const cookie = await sessionCookie(port);
  const trackerPath = await paidSale(port, cookie, { call, visitor, fail }, '7 Quayside Walk');
  const phone = await benchPhone({
    baseUrl: `http://localhost:${port}`,
    cookies: cookie,
    trackerPath,
    distDir: join(ROOT, 'client', 'dist'),
    root: ROOT,
  });
  await stop(app.child);
  return phone;
}

/** BENCH_ONLY=fuzz: the bad requests alone, on a freshly started app. */
async function measureFuzz(target) {
  console.log(`\nbench: database ${target.label}: bad requests ...`);
  const port = await freePort(3200);
  const app = await startApp(port, target.env);
  const fuzz = await benchFuzz(port);
  const peakRssMb = (procStatusKb(app.child.pid, 'VmHWM') ?? NaN) / 1024;
  await stop(app.child);
  return { database: target.label, fuzz, peakRssMb };
}

/** The back office's lists on a database filled with LIST_SIZE sales (PostgreSQL only). */
async function measureLists(target) {
  console.log(`\nbench: back-office lists: adding ${LIST_SIZE} sales ...`);
  const env = { ...process.env, ...target.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  const seedStarted = performance.now();
  if ((await run('node', ['dist/cli/seed-volume.js', String(LIST_SIZE)], { env })) !== 0) {
    await fail('seed-volume failed');
  }
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const port = await freePort(3300);
  // The API process as deployed at scale (docker-compose.yml): its job workers in a process of
  // their own. With them in this one, the seeded year's 125,000 pending identity checks keep the
  // provider simulator's poller busy on the same event loop as the reads measured.
  const app = await startApp(port, { ...target.env, RUN_WORKERS: 'false' });
  const lists = await benchLists({
    port,
    databaseUrl: target.env.DATABASE_URL,
    call,
    summary,
    fail,
  });
  const invoicing = INVOICING
    ? await benchInvoicingExport({
        port,
        databaseUrl: target.env.DATABASE_URL,
        appPid: app.child.pid,
        procStatusKb,
        fail,
      })
    : null;
  await stop(app.child);
  return { database: target.label, ...lists, seedSeconds, invoicing };
}

/** The budget of a back-office read (p95, one client): a sale's detail 50 ms, the rest 100 ms. */
const budgetMs = (label) => (label.startsWith('sale detail') ? 50 : 100);

function reportLists(result) {
  console.log(
    `\n=== back-office reads, ${result.sales} sales (loaded in ${fixed(result.seedSeconds)} s), ${result.database}`,
  );
  console.log(
    table([
      ['request', 'p50 ms', 'p95 ms', 'max ms', 'budget'],
      ...result.rows.map((row) =>
        row.refused
          ? [row.label, '-', '-', '-', `not offered (${row.refused.slice(0, 3)})`]
          : [
              row.label,
              fixed(row.p50, 1),
              fixed(row.p95, 1),
              fixed(row.max, 1),
              row.p95 <= budgetMs(row.label) ? 'ok' : `OVER ${budgetMs(row.label)}`,
            ],
      ),
    ]) + `\n(${result.samples} requests each, one at a time, after 3 warm-up requests)`,
  );
  const over = result.rows.filter((row) => !row.refused && row.p95 > budgetMs(row.label));
  console.log(`${over.length} of ${result.rows.length} reads over their budget`);
  const { invoicing } = result;
  if (!invoicing) return;
  console.log(
    `\n=== invoicing export, one month holding every sale (${invoicing.sales} sales), ${result.database}\n` +
      table([
        ['records', 'seconds', 'MB', 'app RSS before', 'app RSS peak (sampled)', 'VmHWM'],
        [
          String(invoicing.records),
          fixed(invoicing.seconds, 1),
          fixed(invoicing.megabytes, 1),
          `${fixed(invoicing.rssMb.before, 0)} MB`,
          `${fixed(invoicing.rssMb.peakSampled, 0)} MB`,
          `${fixed(invoicing.rssMb.hwm, 0)} MB`,
        ],
      ]),
  );
}

/** The load runs' rows: each target and path, its rate, latencies, CPU and failures. */
function loadTable(loads) {
  const rows = [
    [
      'target',
      'path',
      'rounds',
      'req/s',
      'p50 ms',
      'p99 ms',
      'CPU ms/req',
      'requests',
      'non-2xx',
      'errors',
    ],
  ];
  for (const r of loads) {
    rows.push([
      r.target,
      r.path,
      r.rounds,
      fixed(r.requestsPerSecond),
      fixed(r.p50Ms, 1),
      fixed(r.p99Ms, 1),
      fixed(r.cpuMsPerRequest, 3),
      r.requests,
      r.non2xx,
      r.errors,
    ]);
  }
  return table(rows);
}

function report(result) {
  const { latencyMs } = result.emailBurst;
  const { known, unknown, welchT: t } = result.signInTiming;
  console.log(`\n=== ${result.database}`);
  console.log(
    table([
      ['e-mail burst', 'sign-ups', 'delivered', 'p50 ms', 'p95 ms', 'max ms'],
      [
        '',
        result.emailBurst.size,
        result.emailBurst.delivered,
        fixed(latencyMs.p50),
        fixed(latencyMs.p95),
        fixed(latencyMs.max),
      ],
    ]) +
      `\n(request → link in the mailbox; the sign-ups themselves were answered in p50 ` +
      `${fixed(result.emailBurst.signUpAnswerMs.p50)} ms, max ${fixed(result.emailBurst.signUpAnswerMs.max)} ms)`,
  );
  const { crash } = result;
  console.log(
    '\n' +
      table([
        ['crash mid-burst', 'answered', 'delivered', 'after restart', 'p50 ms', 'p95 ms', 'max ms'],
        [
          '',
          crash.answered,
          crash.delivered,
          crash.deliveredAfterRestart,
          fixed(crash.latencyMs.p50),
          fixed(crash.latencyMs.p95),
          fixed(crash.latencyMs.max),
        ],
      ]) +
      `\nkill → healthy again: ${fixed(crash.restartMs)} ms; last e-mail ${fixed(crash.lastAfterRestartMs)} ms after the restart; ` +
      `links sent after the restart that worked: ${crash.linksWorked} of ${crash.linksTried}`,
  );
  console.log(
    '\n' +
      table([
        ['sign-in timing', 'n', 'mean ms', 'p50 ms', 'p95 ms'],
        ['known e-mail', known.n, fixed(known.mean, 2), fixed(known.p50, 2), fixed(known.p95, 2)],
        [
          'unknown e-mail',
          unknown.n,
          fixed(unknown.mean, 2),
          fixed(unknown.p50, 2),
          fixed(unknown.p95, 2),
        ],
      ]) +
      `\nWelch's t (known vs unknown): ${fixed(t, 2)} (|t| > 2: separable by timing)`,
  );
  console.log(`\n${loadTable(result.loads)}`);
  const find = (target, path) => result.loads.find((r) => r.target === target && r.path === path);
  const ratios = [['ratio', 'path', 'req/s', 'p50', 'p99', 'CPU/req']];
  for (const [label, path, versus] of [
    ['app / minimal nest', '/api/users/current', 'minimal nest'],
    ['app / bare http', '/api/health', 'bare http'],
  ]) {
    const a = find('app', path);
    const b = find(versus, path);
    if (a && b) {
      ratios.push([
        label,
        path,
        fixed(a.requestsPerSecond / b.requestsPerSecond, 3),
        fixed(a.p50Ms / b.p50Ms, 2),
        fixed(a.p99Ms / b.p99Ms, 2),
        fixed(a.cpuMsPerRequest / b.cpuMsPerRequest, 2),
      ]);
    }
  }
  if (ratios.length > 1) console.log(`\n${table(ratios)}`);
  console.log(
    '\n' +
      table([
        ['cold start, first (fresh database)', `${fixed(result.coldStartMs.first)} ms`],
        ['cold start, second (existing database)', `${fixed(result.coldStartMs.second)} ms`],
        ['app RSS after start', `${fixed(result.rssMb.afterStart, 1)} MB`],
        ['app peak RSS (VmHWM)', `${fixed(result.rssMb.peak, 1)} MB`],
      ]),
  );
  reportFuzz(result.fuzz);
  reportDocuments(result.documents, fixed);
}

// --- run ---------------------------------------------------------------------------------

/** Rebuilds the API when a source file is newer than its build (a stale build measures old code). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}
if ((await buildIfNeeded()) !== 0) await fail('npm run build failed');
if (
  process.env.BENCH_REBUILD !== '0' &&
  newestMtime(join(ROOT, 'src')) > statSync(join(ROOT, 'dist', 'main.js')).mtimeMs
) {
  console.log('bench: src/ is newer than dist/: npm run build:api');
  if ((await run('npm', ['run', 'build:api'])) !== 0) await fail('npm run build:api failed');
}

const targets = [];
const tempDir = mkdtempSync(join(tmpdir(), 'threshold-bench-'));
cleanups.push(async () => rmSync(tempDir, { recursive: true, force: true }));
const dataDir = join(tempDir, 'pglite');
mkdirSync(dataDir, { recursive: true });
// The app reads DATA_DIR only when DATABASE_URL is unset (spawn leaves undefined out).
// BENCH_PGLITE=0 (with DATABASE_URL): PostgreSQL only, e.g. for a load part on a busy machine.
if (process.env.BENCH_PGLITE !== '0' || !process.env.DATABASE_URL)
  targets.push({
    kind: 'pglite',
    label: 'PGlite on disk, fresh',
    env: { DATABASE_URL: undefined, DATA_DIR: dataDir, FILES_DIR: join(tempDir, 'files') },
  });

if (process.env.DATABASE_URL) {
  const server = process.env.DATABASE_URL;
  const name = `threshold_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const dropper = new pg.Client({ connectionString: server });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  });
  const url = new URL(server);
  url.pathname = `/${name}`;
  targets.push({
    kind: 'postgres',
    label: `PostgreSQL ${url.host}, fresh database ${name}`,
    env: { DATABASE_URL: url.toString(), FILES_DIR: join(tempDir, 'files-postgres') },
  });
} else {
  console.log(
    'bench: DATABASE_URL is not set: PostgreSQL figures (and the minimal NestJS comparison) are skipped',
  );
}

console.log(
  `bench: ${CONNECTIONS} connections, ${WARMUP} s warm-up, ${DURATION} s per load run, ${ROUNDS} rounds side by side`,
);
if (PROFILE) mkdirSync(join(ROOT, '.bench'), { recursive: true });
const ONLY_LISTS = process.env.BENCH_ONLY === 'lists';
const ONLY_FUZZ = process.env.BENCH_ONLY === 'fuzz';
const ONLY_DOCUMENTS = process.env.BENCH_ONLY === 'documents';
const ONLY_PHONE = process.env.BENCH_ONLY === 'phone';
const ONLY_HOTPATH = process.env.BENCH_ONLY === 'hotpath';
const ONLY_TRACKERS = process.env.BENCH_ONLY === 'trackers';
const ONLY_ADMIN = process.env.BENCH_ONLY === 'admin';
/** What the load parts (bench-load.mjs) use of the bench's own helpers and settings. */
const loadKit = {
  startApp,
  stop,
  sessionCookie,
  startHelper,
  sideBySide,
  loadOnce,
  freePort,
  call,
  get,
  visitor,
  fail,
  run,
  bareServer: BARE_SERVER,
  rounds: ROUNDS,
  connections: CONNECTIONS,
  duration: DURATION,
};
const loadResults = [];
let phoneResult = null;
const results = [];
const documentResults = [];
const listResults = [];
const fuzzResults = [];
for (const target of targets) {
  // The browser measures the client and the pages' first requests: one database is enough.
  if (target.kind === 'pglite' && (ONLY_PHONE || !process.env.BENCH_ONLY)) {
    phoneResult = await measurePhone(target);
  }
  if (ONLY_PHONE) continue;
  if (ONLY_FUZZ) {
    fuzzResults.push(await measureFuzz(target));
    continue;
  }
  if (ONLY_DOCUMENTS) {
    documentResults.push({ database: target.label, documents: await measureDocuments(target) });
    continue;
  }
  if (ONLY_HOTPATH) {
    console.log(`\nbench: ${target.label}: the signed-in read and its layers ...`);
    loadResults.push({ kind: 'hotpath', ...(await benchHotPath(target, loadKit)) });
    continue;
  }
  if (ONLY_TRACKERS || (!process.env.BENCH_ONLY && target.kind === 'postgres')) {
    console.log(`\nbench: ${target.label}: signed-in trackers at load ...`);
    loadResults.push({ kind: 'trackers', ...(await benchTrackers(target, loadKit)) });
    if (ONLY_TRACKERS) continue;
  }
  if (target.kind === 'postgres' && (ONLY_ADMIN || !process.env.BENCH_ONLY)) {
    console.log(`\nbench: ${target.label}: the admin list at load ...`);
    loadResults.push({ kind: 'admin', ...(await benchAdmin(target, loadKit)) });
  }
  if (ONLY_ADMIN) continue;
  if (!ONLY_LISTS) results.push(await measure(target));
  if (target.kind === 'postgres' && LIST_SIZE > 0) listResults.push(await measureLists(target));
}
for (const result of results) report(result);
for (const result of fuzzResults) {
  console.log(`\n=== ${result.database} (app peak RSS ${result.peakRssMb.toFixed(1)} MB)`);
  reportFuzz(result.fuzz);
}
for (const result of documentResults) {
  console.log(`\n=== ${result.database}`);
  reportDocuments(result.documents, fixed);
}
for (const result of listResults) reportLists(result);
for (const result of loadResults) {
  const report = { hotpath: reportHotPath, trackers: reportTrackers, admin: reportAdmin }[
    result.kind
  ];
  report(result, { table, fixed, loadTable });
}
const bundle = measureLandingBundle(join(ROOT, 'client'));
reportLandingBundle(bundle);
if (phoneResult) reportPhone(phoneResult);
console.log(`\n(${CONNECTIONS} connections; client and server share this machine's cores)`);

mkdirSync(join(ROOT, '.bench'), { recursive: true });
writeFileSync(
  join(ROOT, '.bench', 'last.json'),
  `${JSON.stringify({ at: new Date().toISOString(), node: process.version, connections: CONNECTIONS, durationSeconds: DURATION, rounds: ROUNDS, results, lists: listResults, fuzz: fuzzResults, documents: documentResults, load: loadResults, bundle, phone: phoneResult }, null, 2)}\n`,
);
console.log('bench: results written to .bench/last.json');
if (PROFILE && existsSync(join(ROOT, '.bench')))
  console.log('bench: CPU profiles in .bench/profile-*');
await cleanUp();
process.exit(0);
