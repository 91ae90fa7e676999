// The back office's reads at volume (part of `npm run bench`, PostgreSQL only): the database
// is filled by `dist/cli/seed-volume.js` (BENCH_LISTS_SIZE sales, default 1,000,000: about a
// year of England and Wales's residential sales), then each request below (the transactions
// table with each filter, sort and search; the feed's chips; the global search; a sale's detail;
// stats; users, groups, estate agents, law firms) is sent BENCH_LISTS_SAMPLES times (default 40)
// one after another, after 3 warm-up requests, and timed from request to the last byte: p50,
// p95, max, against the budget (100 ms p95 for lists and searches, 50 ms for a sale's detail).
// A request the build refuses with a 4xx (a filter it does not have) is reported, not timed.
// An admin session is written straight to the database (the sign-in path is measured elsewhere).
import { createRequire } from 'node:module';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from './proc.mjs';

const require = createRequire(import.meta.url);

export const LIST_SIZE = Number(process.env.BENCH_LISTS_SIZE ?? 1_000_000);
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
// Global search: two letters, names, e-mails, address words and postcodes (partial, whole).
const searches = [
  'ad',
  'gr',
  'grace',
  'ada adams',
  'seller.4242',
  'buyer.10',
  'harbour row',
  'bs1',
  'bs12 3cd',
  'zz',
];
// The transactions table's sorts (each both ways) and its text search.
const sorts = ['createdAt', 'asking_price', 'date_legal_started'];
const tableSearches = ['ad', 'grace', 'seller.4242', 'bs1', 'harbour row'];

const day = (date) => date.toISOString().slice(0, 10);

/** Ids the requests name: a seeded sale with a buyer, an estate agent, a lawyer group, a firm. */
async function referenceIds(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const one = async (text) => (await client.query(text)).rows[0] ?? {};
  try {
    return {
      groupId: (await one(`select group_id from transactions where group_id is not null limit 1`))
        .group_id,
      saleId: (
        await one(
          `select t.id from transactions t join purchase_intents pi on pi.transaction_id = t.id
            where pi.is_active order by t.created_at desc limit 1 offset 1000`,
        )
      ).id,
      estateAgentId: (await one(`select id from estate_agents order by id limit 1`)).id,
      lawyerGroupId: (
        await one(
          `select seller_lawyer_group_id as id from transactions
            where seller_lawyer_group_id is not null limit 1`,
        )
      ).id,
      lawFirmId: (await one(`select law_firm_id as id from lawyer_groups order by id limit 1`)).id,
    };
  } finally {
    await client.end();
  }
}

/** The requests measured, by what the back office does: [label, path]. */
async function cases(databaseUrl) {
  const ids = await referenceIds(databaseUrl);
  const now = new Date();
  const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
  const table = (query) => `/api/admin/transactions?skip=0&limit=10&${query}`;
  return [
    ['table: first page of 10 (default)', '/api/admin/transactions?skip=0&limit=10'],
    ['table: page of 100', '/api/admin/transactions?skip=0&limit=100'],
    ['table: 10 rows after skipping 50,000', '/api/admin/transactions?skip=50000&limit=50010'],
    ...filters.map((filter) => [`table: ${filter}`, table(filter)]),
    // issue 36: the progress status (sale_progress) and the At risk view, most late first
    ...['red', 'amber', 'on_track'].map((status) => [
      `table: progress=${status}`,
      table(`progress=${status}`),
    ]),
    ['at risk: first page of 10', '/api/admin/at-risk?skip=0&limit=10'],
    ['at risk: 10 after skipping 10,000', '/api/admin/at-risk?skip=10000&limit=10010'],
    ...(ids.saleId
      ? [["a sale's milestones", `/api/admin/transactions/${ids.saleId}/milestones`]]
      : []),
    ...(ids.groupId ? [['table: groupId', `/api/admin/transactions?groupId=${ids.groupId}`]] : []),
    ...(ids.estateAgentId
      ? [['table: estateAgentId', table(`estateAgentId=${ids.estateAgentId}`)]]
      : []),
    ...(ids.lawyerGroupId
      ? [
          ['table: sellerLawyerGroupId', table(`sellerLawyerGroupId=${ids.lawyerGroupId}`)],
          ['table: buyerLawyerGroupId', table(`buyerLawyerGroupId=${ids.lawyerGroupId}`)],
        ]
      : []),
    ...(ids.lawFirmId
      ? [
          ['table: sellerLawFirmId', table(`sellerLawFirmId=${ids.lawFirmId}`)],
          ['table: buyerLawFirmId', table(`buyerLawFirmId=${ids.lawFirmId}`)],
        ]
      : []),
    ['table: tag=Priority', table('tag=Priority')],
    [
      'table: created in the last 30 days',
      table(`createdFrom=${day(monthAgo)}&createdTo=${day(now)}`),
    ],
    [
      'table: sale agreed in the last 30 days',
      table(`saleAgreedFrom=${day(monthAgo)}&saleAgreedTo=${day(now)}`),
    ],
    [
      'table: exchanged in the last 30 days',
      table(`exchangedFrom=${day(monthAgo)}&exchangedTo=${day(now)}`),
    ],
    ...sorts.flatMap((sort) =>
      ['asc', 'desc'].map((order) => [
        `table: sort ${sort} ${order}`,
        table(`sort=${sort}&order=${order}`),
      ]),
    ),
    ['table: sort asking_price asc, unpaid', table('sort=asking_price&order=asc&isPaid=false')],
    ...tableSearches.map((q) => [`table: q='${q}'`, table(`q=${encodeURIComponent(q)}`)]),
    [
      "table: q='grace', unpaid, by price",
      table('q=grace&isPaid=false&sort=asking_price&order=asc'),
    ],
    ...chips.map((chip) => [
      `feed: ${chip.replace('&', '') || 'show all'}`,
      `/api/admin/transactions?${chip}skip=0&limit=5`,
    ]),
    ['feed: fourth load (15-20)', '/api/admin/transactions?skip=15&limit=20'],
    ...searches.map((q) => [`search: '${q}'`, `/api/admin/search?q=${encodeURIComponent(q)}`]),
    ...(ids.saleId
      ? [
          ['sale detail', `/api/admin/transactions/${ids.saleId}`],
          ['sale detail: events', `/api/admin/transactions/${ids.saleId}/events`],
          ['sale detail: milestones', `/api/admin/transactions/${ids.saleId}/events-timeline`],
          ['sale detail: identity checks', `/api/admin/identity-checks/transaction/${ids.saleId}`],
          ['sale detail: searches', `/api/admin/searches/transaction/${ids.saleId}`],
        ]
      : []),
    [
      'stats: monthly transactions',
      `/api/admin/stats/transactions?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
    ],
    [
      'stats: solicitors assignments',
      `/api/admin/stats/solicitors-assignments?year=${now.getUTCFullYear()}&month=${now.getUTCMonth() + 1}`,
    ],
    ['stats: foreign currency', '/api/admin/stats/foreign-currency'],
    ['stats: mortgage referrals', '/api/admin/stats/mortgage-referrals'],
    ['users: first page', '/api/admin/users?skip=0&limit=10'],
    [
      'users: all, 10 after skipping 50,000',
      '/api/admin/users?isActive=all&skip=50000&limit=50010',
    ],
    ['users: admins', '/api/admin/users?type=admin&skip=0&limit=10'],
    ['users: deactivated', '/api/admin/users?isActive=deactivated&skip=0&limit=10'],
    ['groups: list', '/api/admin/transactions-groups'],
    ['estate agents: first page', '/api/admin/estate-agents?offset=0&limit=10'],
    ['law firms: list', '/api/admin/law-firms'],
  ];
}

/** An active admin and a live session for them, as signing in leaves behind. */
export async function adminCookie(databaseUrl) {
  const tokens = require(join(ROOT, 'dist', 'accounts', 'auth', 'tokens.js'));
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
    let refused = null;
    for (let i = 0; i < WARMUP_REQUESTS + SAMPLES && !refused; i += 1) {
      const started = performance.now();
      const res = await call(port, 'GET', path, { headers: { cookie }, timeoutMs: 30_000 });
      const ms = performance.now() - started;
      if (res === null) await fail(`${path} did not answer within 30 s`);
      // A 4xx is a request this build does not offer (a filter not there yet): noted, skipped.
      if (res.status >= 400 && res.status < 500)
        refused = `${res.status}: ${res.body.slice(0, 120)}`;
      else if (res.status !== 200) await fail(`${path} answered ${res.status}: ${res.body}`);
      if (i >= WARMUP_REQUESTS) times.push(ms);
    }
    if (refused) {
      rows.push({ label, path, refused });
      process.stdout.write(`bench: ${label}: not measured (${refused})\n`);
      continue;
    }
    rows.push({ label, path, ...summary(times) });
    process.stdout.write(`bench: ${label}: p95 ${summary(times).p95.toFixed(1)} ms\n`);
  }
  return { sales: LIST_SIZE, samples: SAMPLES, rows };
}
