// The fuzz section of `npm run bench`: what bad requests cost the running app.
//
//   1. each bad request alone (XML bodies on JSON routes, thousands of unknown keys, oversize
//      bodies declared or streamed, malformed JSON, an unauthenticated large searches callback):
//      its status and time to the answer;
//   2. /api/health sampled every 50 ms, first idle, then while FUZZ_SENDERS clients send those
//      bad requests back to back for FUZZ_SECONDS: p50, p95 and max of its latency.
//
// Run alone against an app already listening: `node scripts/lib/bench-fuzz.mjs PORT`.
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';

const FUZZ_SECONDS = Number(process.env.BENCH_FUZZ_SECONDS ?? 10);
const FUZZ_SENDERS = Number(process.env.BENCH_FUZZ_SENDERS ?? 4);
const REQUEST_TIMEOUT_MS = Number(process.env.BENCH_FUZZ_TIMEOUT_MS ?? 300_000);
/** Only the cases whose label contains one of these (comma-separated), e.g. to time an old build. */
const ONLY = process.env.BENCH_FUZZ_ONLY?.split(',')
  .map((part) => part.trim())
  .filter(Boolean);

const MB = 1024 * 1024;

/** One request; resolves with its status and how long the answer took (sent bytes may be cut). */
function send(port, { method = 'POST', path, headers = {}, body, declaredBytes }) {
  const started = process.hrtime.bigint();
  return new Promise((resolve) => {
    const bytes = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        headers: {
          ...headers,
          ...(bytes ? { 'Content-Length': String(declaredBytes ?? bytes.length) } : {}),
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          req.destroy();
          resolve({ status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 });
        });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (error) =>
      resolve({
        status: error.code ?? error.message,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
      }),
    );
    if (bytes) req.write(bytes);
    // A declared size larger than what is written: the rest never comes.
    if (declaredBytes === undefined) req.end();
  });
}

function unknownKeys(count) {
  const body = { destination: 'fuzz@example.com' };
  for (let i = 0; i < count; i++) body[`k${i}`] = '';
  return JSON.stringify(body);
}

function callbackPush(sizeBytes) {
  const head =
    '<?xml version="1.0" encoding="UTF-8"?><SearchResultsSend xmlns="http://www.oscre.org/ns/Searches/StandardV1/SearchResultsSend">' +
    '<Authentication xmlns="http://www.oscre.org/ns/v1/piscesauthentication"><AuthenticationData><Username>intruder</Username><Password>wrong</Password></AuthenticationData></Authentication>' +
    '<SearchProduct><Attachment><Data>';
  const tail = '</Data></Attachment></SearchProduct></SearchResultsSend>';
  return head + 'A'.repeat(Math.max(0, sizeBytes - head.length - tail.length)) + tail;
}

/** The bad requests, each built once. */
export function badRequests() {
  const human = { 'X-Recaptcha-Token': 'bench' };
  const xml30k = `<a>${'x'.repeat(30 * 1024)}</a>`;
  const xml100k = `<a>${'x'.repeat(100 * 1024)}</a>`;
  return [
    {
      label: 'sign-in, 30 KB as text/xml',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'text/xml' },
      body: xml30k,
    },
    {
      label: 'sign-in, 100 KB as text/xml',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'text/xml' },
      body: xml100k,
    },
    {
      label: 'sign-up, 100 KB as application/xml',
      path: '/api/authentication/sign-up',
      headers: { ...human, 'Content-Type': 'application/xml' },
      body: xml100k,
    },
    {
      label: 'contact, 100 KB form-urlencoded',
      path: '/api/contact',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: `a=${'x'.repeat(100 * 1024)}`,
    },
    {
      label: 'sign-in, JSON with 8,000 unknown keys',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'application/json' },
      body: unknownKeys(8000),
    },
    {
      label: 'sign-in, JSON declared 20 MB (1 MB sent)',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'application/json' },
      body: Buffer.alloc(MB, ' '),
      declaredBytes: 20 * MB,
    },
    {
      label: 'sign-in, 20 MB as text/xml',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'text/xml' },
      body: Buffer.alloc(20 * MB, 'x'),
    },
    {
      label: 'sign-in, malformed JSON',
      path: '/api/authentication/sign-in',
      headers: { ...human, 'Content-Type': 'application/json' },
      body: '{"destination": nope',
    },
    {
      label: 'searches callback, 20 MB, wrong credentials',
      path: '/api/searches/callback',
      headers: { 'Content-Type': 'application/xml' },
      body: callbackPush(20 * MB),
    },
  ];
}

function percentile(sorted, q) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    max: sorted.at(-1) ?? NaN,
  };
}

/** Samples /api/health every 50 ms until `until` resolves. */
async function sampleHealth(port, until) {
  const latencies = [];
  const failures = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const answer = await send(port, { method: 'GET', path: '/api/health' });
    if (answer.status === 200) latencies.push(answer.ms);
    else failures.push(answer.status);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ...stats(latencies), failures: failures.length };
}

export async function benchFuzz(port, { seconds = FUZZ_SECONDS, senders = FUZZ_SENDERS } = {}) {
  const cases = badRequests().filter(
    (bad) => !ONLY || ONLY.some((part) => bad.label.includes(part)),
  );
  const single = [];
  for (const bad of cases) {
    const answer = await send(port, bad);
    single.push({ label: bad.label, status: answer.status, ms: answer.ms });
  }
  const idle = await sampleHealth(port, new Promise((resolve) => setTimeout(resolve, 2_000)));
  const deadline = Date.now() + seconds * 1000;
  let sent = 0;
  const flood = Promise.all(
    Array.from({ length: senders }, async (_, sender) => {
      for (let i = sender; Date.now() < deadline; i++) {
        await send(port, cases[i % cases.length]);
        sent++;
      }
    }),
  );
  const underLoad = await sampleHealth(port, flood);
  return { single, health: { idle, underLoad }, flood: { seconds, senders, sent } };
}

const fixed = (value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value) ? value.toFixed(digits) : String(value);

export function reportFuzz(result) {
  console.log('\n=== bad requests (fuzz)');
  const width = Math.max(...result.single.map((row) => row.label.length));
  for (const row of result.single) {
    console.log(
      `${row.label.padEnd(width)}  ${String(row.status).padStart(5)}  ${fixed(row.ms, 1).padStart(9)} ms`,
    );
  }
  const slowest = result.single.reduce((a, b) => (b.ms > a.ms ? b : a));
  console.log(`slowest bad request: ${slowest.label}, ${fixed(slowest.ms, 1)} ms`);
  const { idle, underLoad } = result.health;
  console.log(
    `/api/health idle: p50 ${fixed(idle.p50, 1)} ms, p95 ${fixed(idle.p95, 1)} ms, max ${fixed(idle.max, 1)} ms (n ${idle.n})`,
  );
  console.log(
    `/api/health while ${result.flood.senders} clients sent ${result.flood.sent} bad requests in ${result.flood.seconds} s: ` +
      `p50 ${fixed(underLoad.p50, 1)} ms, p95 ${fixed(underLoad.p95, 1)} ms, max ${fixed(underLoad.max, 1)} ms ` +
      `(n ${underLoad.n}, failed ${underLoad.failures})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.argv[2]);
  if (!port) {
    console.error('usage: node scripts/lib/bench-fuzz.mjs PORT');
    process.exit(2);
  }
  const result = await benchFuzz(port);
  reportFuzz(result);
  process.exit(0);
}
