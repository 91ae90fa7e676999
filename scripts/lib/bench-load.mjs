// The bench's load parts (Hardening III, issue 34): what each layer of a signed-in read costs
// (BENCH_ONLY=hotpath), the API while signed-in trackers are rendered at load (BENCH_ONLY=
// trackers), and customer reads while the back office's list is read at load (BENCH_ONLY=admin).
// A measurement, not a test: it asserts nothing. Each part is given the bench's own helpers.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './proc.mjs';
import { adminCookie } from './bench-lists.mjs';
import { saleForm } from './bench-sale-form.mjs';

/** Connections on the trackers and on the admin list (the probe: 200). */
export const LOAD_CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 200);
/** Connections of the probe measured beside the load (a handful of customers). */
const PROBE_CONNECTIONS = Number(process.env.BENCH_PROBE_CONNECTIONS ?? 10);
/** Sales added for the admin part (bench-lists' seed-volume), so that its list has weight. */
export const ADMIN_SALES = Number(process.env.BENCH_ADMIN_SALES ?? 20_000);

/** `probe` measured while `background` keeps `connections` busy on the same machine. */
async function beside({ loadOnce: load }, background, probe, seconds) {
  const controller = load(background.url, {
    connections: background.connections,
    seconds: seconds + 2,
    headers: background.headers,
  });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the load is up before the probe
  const measured = await load(probe.url, {
    connections: PROBE_CONNECTIONS,
    seconds,
    headers: probe.headers,
  });
  return { probe: measured, background: await controller };
}

// --- the layers of a signed-in read --------------------------------------------------------

/**
 * The layers a request crosses, each by the files its code lives in (dist/ and node_modules/).
 * A sample of the CPU profile is charged to the innermost frame of its stack that one of these
 * names; Node's own internals (setHeader, timers, async hooks) are charged to their caller.
 */
const LAYERS = [
  [
    'pino (logging)',
    [
      /node_modules\/(pino|pino-std-serializers|sonic-boom|thread-stream)\//,
      /dist\/platform\/common\/logger\.js/,
    ],
  ],
  ['metrics middleware', [/node_modules\/prom-client\//, /dist\/platform\/metrics\//]],
  ['request context', [/dist\/platform\/http\/request-context\.js/]],
  ['body reader', [/dist\/platform\/http\/request-body\.js/]],
  ['idempotency interceptor', [/dist\/platform\/idempotency\//]],
  ['other middleware (headers, cookies, CSRF)', [/dist\/platform\/http\//, /dist\/http\.js/]],
  ['session guard and route', [/dist\/accounts\//, /dist\/platform\/common\//]],
  [
    'database (drizzle, pg)',
    [/node_modules\/(drizzle-orm|pg|pg-protocol|pg-pool|pg-types)\//, /dist\/platform\/database\//],
  ],
  ['validation (class-validator, -transformer)', [/node_modules\/class-(validator|transformer)\//]],
  ['NestJS', [/node_modules\/@nestjs\//, /node_modules\/rxjs\//]],
  [
    'Express',
    [
      /node_modules\/(express|router|body-parser|finalhandler|send|serve-static|qs|on-finished|depd|content-type|type-is|accepts|negotiator|mime-types|path-to-regexp)\//,
    ],
  ],
];

function layerOf(url) {
  if (!url) return null;
  for (const [name, patterns] of LAYERS) if (patterns.some((p) => p.test(url))) return name;
  if (url.includes('/node_modules/')) return 'other packages';
  if (url.includes('/dist/')) return 'other app code';
  return null;
}

/** CPU ms per layer in a .cpuprofile (Chrome format), and the busy total. */
export function layerCosts(profile, lastSeconds = Infinity) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const ms = new Map();
  let busy = 0;
  const chargeOf = new Map();
  const charge = (id) => {
    if (chargeOf.has(id)) return chargeOf.get(id);
    let layer = null;
    for (let at = id; at !== undefined && !layer; at = parent.get(at)) {
      layer = layerOf(nodes.get(at).callFrame.url);
    }
    const name = nodes.get(id).callFrame.functionName;
    const result =
      layer ??
      (name === '(garbage collector)' ? 'garbage collection' : 'Node (HTTP, sockets, timers)');
    chargeOf.set(id, result);
    return result;
  };
  // Only the samples of the load (the app stopped right after it), not those of its start.
  const from = profile.endTime - lastSeconds * 1e6;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    at += profile.timeDeltas[index] ?? 0;
    if (at < from) return;
    const name = nodes.get(id).callFrame.functionName;
    if (name === '(idle)' || name === '(program)') return;
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    busy += delta;
    const layer = charge(id);
    ms.set(layer, (ms.get(layer) ?? 0) + delta);
  });
  return { busyMs: busy, byLayer: [...ms.entries()].sort((a, b) => b[1] - a[1]) };
}

/**
 * BENCH_ONLY=hotpath: GET /api/users/current against the minimal NestJS route side by side (on
 * PostgreSQL), then the app again under a CPU profile, whose samples are charged to the layers.
 */
export async function benchHotPath(target, bench) {
  const {
    startApp,
    stop,
    sessionCookie,
    startHelper,
    sideBySide,
    freePort,
    rounds,
    loadOnce: load,
  } = bench;
  const port = await freePort(3200);
  const app = await startApp(port, target.env);
  const cookie = await sessionCookie(port);
  const url = (p) => `http://127.0.0.1:${p}/api/users/current`;
  const loads = [];
  const appRead = { label: 'app', path: '/api/users/current', url: url(port), pid: app.child.pid };
  const targets = [{ ...appRead, headers: { cookie } }];
  let minimal = null;
  if (target.kind === 'postgres') {
    const helperPort = await freePort(port + 1);
    minimal = await startHelper(
      ['scripts/lib/minimal-nest.cjs'],
      target.env,
      helperPort,
      '/api/users/current',
    );
    targets.push({
      ...appRead,
      label: 'minimal nest',
      url: url(helperPort),
      headers: { cookie },
      pid: minimal.child.pid,
    });
  }
  loads.push(...(await sideBySide(targets, rounds)));
  if (minimal) await stop(minimal.child);
  await stop(app.child);

  // The same read under a CPU profile (which slows it: the shares count, not the rate).
  const profileDir = join(ROOT, '.bench', `profile-hotpath-${target.kind}`);
  rmSync(profileDir, { recursive: true, force: true });
  const profiled = await startApp(port, target.env, { profileDir });
  const profiledCookie = await sessionCookie(port);
  const run = await load(url(port), {
    connections: bench.connections,
    seconds: bench.duration,
    headers: { cookie: profiledCookie },
  });
  await stop(profiled.child, 'SIGUSR2');
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  const costs = file
    ? layerCosts(JSON.parse(readFileSync(join(profileDir, file), 'utf8')), bench.duration)
    : null;
  return { database: target.label, loads, profiledRequests: run.requests, costs };
}

export function reportHotPath(result, { table, fixed, loadTable }) {
  console.log(`\n=== signed-in read GET /api/users/current, ${result.database}`);
  console.log(loadTable(result.loads));
  const app = result.loads.find((r) => r.target === 'app');
  const minimal = result.loads.find((r) => r.target === 'minimal nest');
  if (app && minimal) {
    console.log(
      `app / minimal nest: req/s ${fixed(app.requestsPerSecond / minimal.requestsPerSecond, 3)}×, ` +
        `p99 ${fixed(app.p99Ms, 1)} ms against ${fixed(minimal.p99Ms, 1)} ms ` +
        `(goal: ≥ 1.0×, p99 ≤ 50 ms)`,
    );
  }
  if (!result.costs) return;
  const { busyMs, byLayer } = result.costs;
  const perRequest = (ms) => (ms / Math.max(1, result.profiledRequests)) * 1000;
  console.log(
    `\nCPU by layer, from a profile of ${result.profiledRequests} requests ` +
      `(${fixed(busyMs)} ms busy; µs per request; each sample charged to the innermost layer on its stack)\n` +
      table([
        ['layer', 'µs/req', 'share'],
        ...byLayer.map(([layer, ms]) => [
          layer,
          fixed(perRequest(ms), 1),
          `${fixed((ms / busyMs) * 100, 1)} %`,
        ]),
      ]),
  );
}

// --- signed-in trackers at load ------------------------------------------------------------

/** A seller with a paid sale, as customers make one (bench-phone's path); its tracker's path. */
export async function paidSale(port, cookie, { call, visitor, fail }, line1) {
  const asSeller = (method, path, body) =>
    call(port, method, path, { headers: { ...visitor(), cookie }, body });
  const sale = await asSeller('POST', '/api/transaction', saleForm(line1));
  if (sale?.status !== 201) await fail(`creating the tracker bench sale answered ${sale?.status}`);
  const saleId = JSON.parse(sale.body)._id;
  const terms = await asSeller('PUT', `/api/transaction/${saleId}?termsAndConditions=true`, {});
  if (terms?.status !== 200) await fail(`accepting the terms answered ${terms?.status}`);
  const intent = await asSeller('POST', '/api/stripe/create-payment-intent', {
    transactionId: saleId,
  });
  if (intent?.status !== 200) await fail(`the payment intent answered ${intent?.status}`);
  const paid = await asSeller('POST', '/api/dev/payments/confirm', {
    clientSecret: JSON.parse(intent.body).clientSecret,
    outcome: 'succeeded',
  });
  if (!(paid?.status < 300)) await fail(`the simulated payment answered ${paid?.status}`);
  return `/dashboard/sell/${saleId}`;
}

/**
 * BENCH_ONLY=trackers: LOAD_CONNECTIONS connections on a signed-in seller's tracker page while
 * a few clients read /api/health/live (then a bare server's, under the same load) and
 * /api/users/current. Goal: live p99 ≤ 5× the bare server's, signed-in reads p99 ≤ 100 ms.
 */
export async function benchTrackers(target, bench) {
  const { startApp, stop, sessionCookie, startHelper, freePort, get, loadOnce: load } = bench;
  const port = await freePort(3400);
  const app = await startApp(port, target.env);
  const cookie = await sessionCookie(port);
  const tracker = await paidSale(port, cookie, bench, '9 Harbour Row');
  const page = await bench.call(port, 'GET', tracker, {
    headers: { cookie, 'accept-encoding': 'br' },
  });
  const rendered = page?.body?.includes('th-first-answers') ?? false;
  const live = await get(port, '/api/health/live');
  const helperPort = await freePort(port + 1);
  const bare = await startHelper(
    ['-e', bench.bareServer],
    { BENCH_RESPONSES: JSON.stringify({ '/api/health/live': live }) },
    helperPort,
    '/api/health/live',
  );
  const background = {
    url: `http://127.0.0.1:${port}${tracker}`,
    connections: LOAD_CONNECTIONS,
    headers: { cookie, 'accept-encoding': 'br, gzip' },
  };
  const seconds = bench.duration;
  const bareIdle = await load(`http://127.0.0.1:${helperPort}/api/health/live`, {
    connections: PROBE_CONNECTIONS,
    seconds,
  });
  const rows = [];
  rows.push({ label: 'bare http /api/health/live, idle', ...bareIdle });
  for (const [label, url, headers] of [
    ['app /api/health/live', `http://127.0.0.1:${port}/api/health/live`, {}],
    ['bare http /api/health/live', `http://127.0.0.1:${helperPort}/api/health/live`, {}],
    ['app /api/users/current', `http://127.0.0.1:${port}/api/users/current`, { cookie }],
  ]) {
    const { probe, background: pages } = await beside(bench, background, { url, headers }, seconds);
    rows.push({ label: `${label}, beside trackers`, ...probe, pages });
  }
  await stop(bare.child);
  await stop(app.child);
  return { database: target.label, tracker, renderedWhenIdle: rendered, rows };
}

export function reportTrackers(result, { table, fixed }) {
  console.log(
    `\n=== ${LOAD_CONNECTIONS} connections on a signed-in tracker (${result.tracker}; rendered when idle: ${result.renderedWhenIdle}), ${result.database}`,
  );
  console.log(
    table([
      [
        'probe (10 connections)',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'errors',
        'pages/s',
        'page p99 ms',
      ],
      ...result.rows.map((r) => [
        r.label,
        fixed(r.requestsPerSecond),
        fixed(r.p50Ms, 1),
        fixed(r.p99Ms, 1),
        r.non2xx,
        r.errors,
        r.pages ? fixed(r.pages.requestsPerSecond) : '-',
        r.pages ? fixed(r.pages.p99Ms) : '-',
      ]),
    ]),
  );
  const find = (prefix) => result.rows.find((r) => r.label.startsWith(prefix) && r.pages);
  const app = find('app /api/health/live');
  const bare = find('bare http');
  const reads = find('app /api/users/current');
  if (app && bare && reads) {
    console.log(
      `live p99 app / bare, both beside the trackers: ${fixed(app.p99Ms / bare.p99Ms, 2)}× (goal ≤ 5×); ` +
        `signed-in reads p99 ${fixed(reads.p99Ms, 1)} ms (goal ≤ 100 ms)`,
    );
  }
}

// --- the back office's list at load --------------------------------------------------------

/**
 * BENCH_ONLY=admin (PostgreSQL): ADMIN_SALES sales, then LOAD_CONNECTIONS connections on the
 * admin list (a page of 100, newest first) while a few customers read /api/users/current; the
 * customers' read alone first, for comparison.
 */
export async function benchAdmin(target, bench) {
  const { startApp, stop, sessionCookie, freePort, run, fail, loadOnce: load } = bench;
  const env = { ...process.env, ...target.env, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
  if (
    ADMIN_SALES > 0 &&
    (await run('node', ['dist/cli/seed-volume.js', String(ADMIN_SALES)], { env })) !== 0
  ) {
    await fail('seed-volume failed');
  }
  const port = await freePort(3500);
  // Signed in with the workers on (the magic link is e-mailed by a job), then measured as
  // deployed at scale, without them (the seeded identity checks would keep a poller busy).
  const signingIn = await startApp(port, target.env);
  const cookie = await sessionCookie(port);
  await stop(signingIn.child);
  const app = await startApp(port, { ...target.env, RUN_WORKERS: 'false' });
  const admin = await adminCookie(target.env.DATABASE_URL);
  const list = `http://127.0.0.1:${port}/api/admin/transactions?skip=0&limit=100`;
  const current = `http://127.0.0.1:${port}/api/users/current`;
  const seconds = bench.duration;
  const alone = await load(current, {
    connections: PROBE_CONNECTIONS,
    seconds,
    headers: { cookie },
  });
  const listAlone = await load(list, {
    connections: PROBE_CONNECTIONS,
    seconds,
    headers: { cookie: admin },
  });
  const { probe, background } = await beside(
    bench,
    { url: list, connections: LOAD_CONNECTIONS, headers: { cookie: admin } },
    { url: current, headers: { cookie } },
    seconds,
  );
  await stop(app.child);
  return {
    database: target.label,
    sales: ADMIN_SALES,
    alone,
    listAlone,
    beside: probe,
    list: background,
  };
}

export function reportAdmin(result, { table, fixed }) {
  console.log(
    `\n=== the admin list at load beside customers' reads (${result.sales} sales added), ${result.database}`,
  );
  const row = (label, r) => [
    label,
    fixed(r.requestsPerSecond),
    fixed(r.p50Ms, 1),
    fixed(r.p99Ms, 1),
    r.non2xx,
    r.errors,
  ];
  console.log(
    table([
      ['run', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
      row(`/api/users/current alone (${PROBE_CONNECTIONS} conn.)`, result.alone),
      row(`admin list alone (${PROBE_CONNECTIONS} conn.)`, result.listAlone),
      row(`admin list at load (${LOAD_CONNECTIONS} conn.)`, result.list),
      row(`/api/users/current beside it (${PROBE_CONNECTIONS} conn.)`, result.beside),
    ]),
  );
}
