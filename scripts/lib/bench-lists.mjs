// The back office's lists at volume (part of `npm run bench`, PostgreSQL only): the database
// is filled by `dist/cli/seed-volume.js` (BENCH_LISTS_SIZE sales, default 100,000), then each
// request below is sent BENCH_LISTS_SAMPLES times (default 40) one after another, after 3
// warm-up requests, and timed from request to the last byte: p50, p95, max. An admin session is
// written straight to the database (the sign-in path is measured elsewhere).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './proc.mjs';

const require = createRequire(import.meta.url);

export const LIST_SIZE = Number(process.env.BENCH_LISTS_SIZE ?? 100_000);
const SAMPLES = Number(process.env.BENCH_LISTS_SAMPLES ?? 40);
const WARMUP_REQUESTS = 3;

const filters = [
  'isPaid=true',
  'isPaid=false',
  'estateAgentAssigned=true',
  'estateAgentAssigned=false',
  'solicitorsAssigned=true',
  'solicitorsAssigned=false',
  'searchesCompleted=true',
  'searchesCompleted=false',
  'thirdfortChecksCompleted=true',
  'thirdfortChecksCompleted=false',
];
const chips = [
  '',
  'isPaid=false&',
  'estateAgentAssigned=false&',
  'solicitorsAssigned=false&',
  'searchesCompleted=false&',
  'thirdfortChecksCompleted=false&',
];
const searches = [
  'ad',
  'grace',
  'ada adams',
  'seller.4242',
  'buyer.10',
  'harbour row',
  'bs1',
  'zz',
];

/** The requests measured, by what the back office does. */
async function cases(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const group = await client.query(
    `select group_id from transactions where group_id is not null limit 1`,
  );
  await client.end();
  const groupId = group.rows[0]?.group_id;
  return [
    ['table: first page of 10', '/api/admin/transactions?skip=0&limit=10'],
    ['table: page of 100', '/api/admin/transactions?skip=0&limit=100'],
    ['table: 10 rows after skipping 50,000', '/api/admin/transactions?skip=50000&limit=50010'],
    ...filters.map((filter) => [
      `table: ${filter}`,
      `/api/admin/transactions?skip=0&limit=10&${filter}`,
    ]),
    ...(groupId ? [['table: groupId', `/api/admin/transactions?groupId=${groupId}`]] : []),
    ...chips.map((chip) => [
      `feed: ${chip.replace('&', '') || 'show all'}`,
      `/api/admin/transactions?${chip}skip=0&limit=5`,
    ]),
    ['feed: fourth load (15-20)', '/api/admin/transactions?skip=15&limit=20'],
    ...searches.map((q) => [`search: '${q}'`, `/api/admin/search?q=${encodeURIComponent(q)}`]),
  ];
}

/** An active admin and a live session for them, as signing in leaves behind. */
export async function adminCookie(databaseUrl) {
  const tokens = require(join(ROOT, 'dist', 'auth', 'tokens.js'));
  const secret = tokens.newSecret();
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const suffix = Math.random().toString(16).slice(2, 10);
  const userId = `ad${suffix}`.padEnd(24, '0');
  await client.query(
    `insert into users (id, type, active, email, first_name, last_name) values ($1, 'admin', true, $2, 'Bench', 'Admin')`,
    [userId, `bench.admin.${suffix}@example.com`],
  );
  await client.query(
    `insert into sessions (id, user_id, token_hash, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [`5e${suffix}`.padEnd(24, '0'), userId, tokens.hashSecret(secret)],
  );
  await client.end();
  return `${tokens.SESSION_COOKIE}=${secret}`;
}

/**
 * Times every case against the app on `port` (already started on `databaseUrl`, filled).
 * `call(port, method, path, options)` and `summary(values)` are the bench's own.
 */
export async function benchLists({ port, databaseUrl, call, summary, fail }) {
  const cookie = await adminCookie(databaseUrl);
  const rows = [];
  for (const [label, path] of await cases(databaseUrl)) {
    const times = [];
    for (let i = 0; i < WARMUP_REQUESTS + SAMPLES; i += 1) {
      const started = performance.now();
      const res = await call(port, 'GET', path, { headers: { cookie }, timeoutMs: 30_000 });
      const ms = performance.now() - started;
      if (res?.status !== 200) await fail(`${path} answered ${res?.status}: ${res?.body}`);
      if (i >= WARMUP_REQUESTS) times.push(ms);
    }
    rows.push({ label, path, ...summary(times) });
    process.stdout.write(`bench: ${label}: p95 ${summary(times).p95.toFixed(1)} ms\n`);
  }
  return { sales: LIST_SIZE, samples: SAMPLES, rows };
}
