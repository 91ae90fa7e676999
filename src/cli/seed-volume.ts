import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { loadConfig } from '@/platform/config/config';
import { Database } from '@/platform/database/database';

/**
 * `npm run seed:volume -- 100000`: adds that many realistic sales (sellers and buyers as users,
 * properties, orders paid by card or referral code or unpaid, estate agents, lawyer groups,
 * purchase intents with dates, additional sellers, giftors, events, search orders, identity
 * checks, transactions groups) to the database DATABASE_URL names (or the embedded one), in
 * multi-row `insert … select … from generate_series` statements. Each run adds its own rows
 * (ids carry a run tag), so it can be run again to grow the data. For measuring, never for a
 * database people use.
 *
 * Batches of CHUNK sales, each one transaction, with a line per batch (rows, rows/s, sales/s) so
 * that a slowing load shows; the time per batch stays flat (linear load) because the sale-flag
 * triggers are replaced by one set-wise refresh per batch and the tables are analysed as they
 * grow (see the loop).
 */
const CHUNK = 25_000;

const FIRST = `array['Ada','Ben','Chloe','Daniel','Eleanor','Farah','George','Hannah','Isaac','Jade',
  'Kieran','Leah','Mohammed','Nina','Oliver','Priya','Quentin','Rosa','Samuel','Tara','Umar','Violet',
  'William','Xena','Yusuf','Zara','Amelia','Bilal','Cerys','Dylan','Erin','Finn','Grace','Harvey',
  'Isla','Jack','Keira','Liam','Maya','Noah']`;
const LAST = `array['Adams','Bennett','Clarke','Doyle','Evans','Fernandez','Gallagher','Hughes','Iqbal',
  'Jones','Kapoor','Lowe','Marsh','Nowak','Okoye','Price','Quinn','Rahman','Shah','Turner','Usman',
  'Vaughan','Whitfield','Young','Zielinski','Ali','Brooks','Cole','Davies','Ellis','Foster','Green',
  'Hall','Ingram','Jackson','Khan','Lewis','Morgan','Nash','Owen']`;
const STREETS = `array['High Street','Station Road','Church Lane','Victoria Road','Mill Lane','Park Avenue',
  'Kingsway','Orchard Row','Harbour Row','The Crescent','Queens Road','Castle Street','Bridge Street',
  'London Road','Manor Close','Green Lane','Chapel Street','School Lane','Market Place','Wharf Street',
  'Cotham Hill','Granby Street','Quayside','Sion Terrace','Elm Grove','Oak Avenue','Ash Close',
  'Willow Way','Meadow View','Riverside']`;
const TOWNS = `array['Bristol','Leeds','Manchester','Cardiff','York','Oxford','Bath','Leicester','Malvern',
  'Ledbury','Shrewsbury','Newcastle upon Tyne','Norwich','Exeter','Brighton','Nottingham','Sheffield',
  'Reading','Cambridge','Swansea']`;
const AREAS = `array['BS','LS','M','CF','YO','OX','BA','LE','WR','HR','SY','NE','NR','EX','BN','NG','S','RG','CB','SA']`;

/**
 * A sale's asking price (and its property's value), £150,000 to £1,040,000: scattered by a hash
 * of the sale's number rather than its remainder, so that the cheapest sales are not all paid
 * and all sellers of four first names (the other columns cycle through remainders of the same
 * number), which real sales never are and which would send every search sorted by price down
 * its slowest path.
 */
const PRICE = '150000 + (abs(hashint4(i)) % 90) * 10000';

/** Which sales have an order and how it went, scattered by another hash for the same reason. */
const PAYMENT = '(abs(hashint4(i + 1000003)))';

/** The sale-flag triggers (src/platform/database/functions/) that fire on the rows this adds. */
const SALE_FLAG_TRIGGERS = [
  ['orders', 'orders_sale_flags'],
  ['identity_checks', 'identity_checks_sale_flags'],
  ['transaction_sellers', 'transaction_sellers_sale_flags'],
  ['purchase_intents', 'purchase_intents_sale_flags'],
  ['purchase_intent_people', 'purchase_intent_people_sale_flags'],
] as const;

/** Every table a batch adds rows to. */
const SEEDED_TABLES = [
  'users',
  'properties',
  'transactions',
  'people',
  'transaction_sellers',
  'orders',
  'purchase_intents',
  'purchase_intent_people',
  'events',
  'search_orders',
  'identity_checks',
  'milestones',
  'sale_progress',
];

/**
 * Sets the stored flags and dates of the sales whose ids lie from `first` to `last` (SQL
 * expressions) to what the sale-flag triggers would store: `refresh_transaction_flags` runs the
 * same four functions, after the last row of a sale is added. Rows already right are left alone.
 */
function refreshFlags(first: string, last: string): string {
  return `update transactions t set is_paid = f.paid, identity_status = f.identity,
      latest_sale_agreed_at = f.agreed, latest_exchanged_at = f.exchanged,
      cdd_held_since = f.held
    from (select s.id, transaction_is_paid(s.id) as paid,
        transaction_identity_status(s.id) as identity,
        d.sale_agreed_at as agreed, d.exchanged_at as exchanged,
        transaction_cdd_held_since(s.id) as held
      from transactions s cross join lateral transaction_latest_purchase_dates(s.id) d
      where s.id between ${first} and ${last}) f
    where t.id = f.id and (t.is_paid is distinct from f.paid
      or t.identity_status is distinct from f.identity
      or t.latest_sale_agreed_at is distinct from f.agreed
      or t.latest_exchanged_at is distinct from f.exchanged
      or t.cdd_held_since is distinct from f.held)`;
}

/** Rows a statement wrote: node-postgres says rowCount, PGlite affectedRows. */
function affectedRows(result: unknown): number {
  const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
  return rowCount ?? affectedRows ?? 0;
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

export async function seedVolume(
  database: Database,
  count: number,
  log: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Promise<{ run: string }> {
  const run = randomBytes(2).toString('hex');
  /** A 24-hex id: kind (2 hex), run (4 hex), number (18 hex). */
  const id = (kind: string, n: string) => `('${kind}${run}' || lpad(to_hex(${n}), 18, '0'))`;
  // Several statements per call, without parameters: the executor runs them as one script.
  const exec = (text: string) => database.executor.executeSql(text);
  const pick = (list: string, n: string) => `(${list})[1 + ((${n}) % array_length(${list}, 1))]`;
  // The newest sale is now; the oldest a year ago.
  const created = (n: string) =>
    `(now() - ((${count} - ${n}) * interval '1 second' * ${Math.floor((365 * 86400) / count)}))`;

  await exec(`
    insert into estate_agent_brands (id, brand_name) values (${id('a0', '1')}, 'Volume Homes ${run}');
    insert into estate_agents (id, brand_id, office, display_name)
      select ${id('a1', 'g')}, ${id('a0', '1')},
        jsonb_build_object('name', 'Office ' || g, 'phone_number', '+441179000' || lpad(g::text, 3, '0')),
        'Volume Homes ${run} - Office ' || g
      from generate_series(1, 10) g;
    insert into law_firms (id, name) select ${id('a2', 'g')}, 'Volume Law ${run} ' || g from generate_series(1, 10) g;
    insert into lawyer_groups (id, law_firm_id, name, solicitor)
      select ${id('a3', 'g')}, ${id('a2', '1 + g % 10')}, 'Team ' || g,
        jsonb_build_object('_id', ${id('a3', 'g')}, 'first_name', 'Sol', 'last_name', 'Icitor ' || g,
          'email', 'sol' || g || '.${run}@volume.example')
      from generate_series(1, 20) g;
    insert into transaction_groups (id, name)
      select ${id('a4', 'g')}, 'Volume ${run} Group ' || g from generate_series(1, 100) g;
  `);

  const started = performance.now();
  let analysedAt = 0;
  for (let from = 1; from <= count; from += CHUNK) {
    const to = Math.min(count, from + CHUNK - 1);
    const series = `generate_series(${from}, ${to}) i`;
    const statements = [
      `insert into users (id, type, active, email, first_name, last_name, phone_number, role, created_at, updated_at)
        select ${id('b1', 'i')}, 'customer', true, 'seller.' || i || '.${run}@volume.example',
          ${pick(FIRST, 'i')}, ${pick(LAST, 'i / 40')}, '+4477009' || lpad((i % 100000)::text, 5, '0'), 'sell',
          ${created('i')}, ${created('i')}
        from ${series}`,
      `insert into users (id, type, active, email, first_name, last_name, role, created_at, updated_at)
        select ${id('b2', 'i')}, 'customer', true, 'buyer.' || i || '.${run}@volume.example',
          ${pick(FIRST, 'i + 7')}, ${pick(LAST, 'i / 13')}, 'buy', ${created('i')}, ${created('i')}
        from ${series} where i % 2 = 0`,
      `insert into properties (id, address, postcode, tenure, value, created_at, updated_at)
        select ${id('b3', 'i')},
          jsonb_build_object('line_1', (1 + i % 180) || ' ' || ${pick(STREETS, 'i / 3')},
            'post_town', ${pick(TOWNS, 'i')}, 'postcode', pc, 'country', 'United Kingdom', 'country_iso_2', 'GB'),
          pc, 'Freehold', ${PRICE}, ${created('i')}, ${created('i')}
        from (select i, ${pick(AREAS, 'i')} || (1 + i % 29) || ' ' || (i % 9) ||
          chr(65 + i % 26) || chr(65 + (i / 26) % 26) as pc from ${series}) p`,
      `insert into transactions (id, type, property_id, primary_seller_id, asking_price, has_mortgage,
          onward_purchase, terms_and_conditions, terms_accepted_at, estate_agent_id, estate_agent_status,
          tags, group_id, seller_lawyer_group_id, buyer_lawyer_group_id, solicitors_assigned_at,
          date_legal_started, created_at, updated_at)
        select ${id('b4', 'i')}, case when i % 25 = 0 then 'development' else 'resale' end,
          ${id('b3', 'i')}, ${id('b1', 'i')}, ${PRICE}, i % 2 = 0, i % 3 = 0, true,
          ${created('i')},
          case when i % 5 >= 3 then ${id('a1', '1 + i % 10')} end,
          case i % 5 when 0 then 'pending' when 1 then 'no_agent' when 2 then 'not_listed' else 'assigned' end,
          case when i % 7 = 0 then array['Priority'] else '{}'::text[] end,
          case when i % 50 = 0 then ${id('a4', '1 + i % 100')} end,
          case when i % 3 <> 0 then ${id('a3', '1 + i % 20')} end,
          case when i % 4 = 1 then ${id('a3', '1 + (i / 3) % 20')} end,
          case when i % 3 <> 0 then ${created('i')} + interval '7 days' end,
          case when i % 3 <> 0 then ${created('i')} + interval '7 days' end,
          ${created('i')}, ${created('i')}
        from ${series}`,
      `insert into people (id, person_type, first_name, last_name, email)
        select ${id('b5', 'i')}, 'seller', ${pick(FIRST, 'i + 3')}, ${pick(LAST, 'i / 40')},
          'co.' || i || '.${run}@volume.example'
        from ${series} where i % 5 = 0`,
      `insert into transaction_sellers (id, transaction_id, person_id, position)
        select ${id('b6', 'i')}, ${id('b4', 'i')}, ${id('b5', 'i')}, 0 from ${series} where i % 5 = 0`,
      `insert into orders (id, transaction_id, items, total_amount, code, paid_at, stripe_transaction_id,
          stripe_transaction_status, created_at, updated_at)
        select ${id('b7', 'i')}, ${id('b4', 'i')},
          '[{"product_name":"Service fee","product_price":24000,"quantity":1,"incVat":true},{"product_name":"Search pack","product_price":48000,"quantity":1,"incVat":true}]'::jsonb,
          case when ${PAYMENT} % 10 = 5 then 0 else 72000 end,
          case when ${PAYMENT} % 10 = 5 then 'THRESHOLD100' end,
          case when ${PAYMENT} % 10 < 6 then ${created('i')} end,
          case when ${PAYMENT} % 10 <> 5 then 'pi_vol_${run}_' || i end,
          case when ${PAYMENT} % 10 < 6 then 'succeeded' else 'requires_payment_method' end,
          ${created('i')}, ${created('i')}
        from ${series} where ${PAYMENT} % 10 < 7`,
      `insert into purchase_intents (id, primary_buyer_id, property_id, transaction_id, ownership_type,
          agreed_price, is_active, terms_and_conditions, sale_agreed_at, exchanged_at, completed_at,
          created_at, updated_at)
        select ${id('b8', 'i')}, ${id('b2', 'i')}, ${id('b3', 'i')}, ${id('b4', 'i')}, 'Sole',
          140000 + (i % 90) * 10000, i % 4 = 0, true,
          case when i % 4 = 0 then ${created('i')} + interval '20 days' end,
          case when i % 8 = 0 then ${created('i')} + interval '20 days' + (60 + i % 90) * interval '1 day' end,
          case when i % 16 = 0 then ${created('i')} + interval '200 days' end,
          ${created('i')} + interval '3 days', ${created('i')} + interval '3 days'
        from ${series} where i % 2 = 0`,
      // the purchases' dates as their milestone records, staff's solicitor instructions for
      // two sales in three of those agreed, and where each sale in progress stands
      `insert into milestones (id, purchase_intent_id, key, occurred_at, source, author_name, created_at)
        select ${id('c3', 'i')}, ${id('b8', 'i')}, 'sale_agreed',
          date_trunc('day', ${created('i')} + interval '20 days'), 'staff', 'Volume Staff',
          ${created('i')} + interval '20 days'
        from ${series} where i % 4 = 0`,
      `insert into milestones (id, purchase_intent_id, key, occurred_at, source, author_name, created_at)
        select ${id('c4', 'i')}, ${id('b8', 'i')}, 'exchanged',
          date_trunc('day', ${created('i')} + interval '20 days' + (60 + i % 90) * interval '1 day'),
          'staff', 'Volume Staff', ${created('i')} + interval '80 days'
        from ${series} where i % 8 = 0`,
      `insert into milestones (id, purchase_intent_id, key, occurred_at, source, author_name, created_at)
        select ${id('c5', 'i')}, ${id('b8', 'i')}, 'completed',
          date_trunc('day', ${created('i')} + interval '200 days'), 'staff', 'Volume Staff',
          ${created('i')} + interval '200 days'
        from ${series} where i % 16 = 0`,
      `insert into milestones (id, transaction_id, key, occurred_at, source, author_name, created_at)
        select ${id('c6', 'i')}, ${id('b4', 'i')}, 'solicitors_instructed',
          date_trunc('day', ${created('i')} + interval '21 days'), 'staff', 'Volume Staff',
          ${created('i')} + interval '21 days'
        from ${series} where i % 4 = 0 and i % 3 <> 0`,
      `insert into sale_progress (transaction_id, purchase_intent_id, next_key, next_expected_at,
          due_key, due_at, updated_at)
        select ${id('b4', 'i')}, ${id('b8', 'i')},
          case when i % 8 = 0 then 'completed' when i % 3 = 0 then 'solicitors_instructed'
            else 'survey_completed' end,
          date_trunc('day', ${created('i')} + interval '20 days') + case
            when i % 8 = 0 then (60 + i % 90 + 14) * interval '1 day'
            when i % 3 = 0 then interval '2 days' else interval '14 days' end,
          case when i % 8 = 0 then 'completed' else 'exchanged' end,
          date_trunc('day', ${created('i')} + interval '20 days') + case
            when i % 8 = 0 then (60 + i % 90 + 14) * interval '1 day' else interval '28 days' end,
          now()
        from ${series} where i % 4 = 0 and i % 16 <> 0`,
      `insert into people (id, person_type, first_name, last_name, email)
        select ${id('b9', 'i')}, 'giftor', ${pick(FIRST, 'i + 11')}, ${pick(LAST, 'i / 13')},
          'gift.' || i || '.${run}@volume.example'
        from ${series} where i % 20 = 0`,
      `insert into purchase_intent_people (id, purchase_intent_id, person_id, role, relationship, amount)
        select ${id('ba', 'i')}, ${id('b8', 'i')}, ${id('b9', 'i')}, 'giftor', 'Parent', 20000
        from ${series} where i % 20 = 0`,
      `insert into events (id, transaction_id, event_name, type, milestone, date_time)
        select ${id('bb', 'i')}, ${id('b4', 'i')}, 'transaction_created', 'system', true, ${created('i')}
        from ${series}`,
      `insert into events (id, transaction_id, event_name, type, milestone, date_time)
        select ${id('bc', 'i')}, ${id('b4', 'i')}, 'terms_accepted', 'system', true, ${created('i')}
        from ${series}`,
      `insert into events (id, transaction_id, event_name, type, milestone, date_time)
        select ${id('bd', 'i')}, ${id('b4', 'i')},
          case when ${PAYMENT} % 10 = 5 then 'referral_code_applied' else 'payment_successful' end,
          'system', true, ${created('i')} + interval '1 minute'
        from ${series} where ${PAYMENT} % 10 < 6`,
      `insert into search_orders (id, transaction_id, product_id, status, created_at, updated_at)
        select ${id('be', 'i')}, ${id('b4', 'i')}, 'LLC1CON29',
          case when i % 2 = 0 then 'complete' else 'in progress' end,
          ${created('i')} + interval '10 days', ${created('i')} + interval '10 days'
        from ${series} where i % 3 = 1`,
      `insert into search_orders (id, transaction_id, product_id, status, created_at, updated_at)
        select ${id('bf', 'i')}, ${id('b4', 'i')}, 'ONESEARCHDW', 'complete',
          ${created('i')} + interval '10 days', ${created('i')} + interval '10 days'
        from ${series} where i % 3 = 1`,
      `insert into identity_checks (id, transaction_id, status, person_type, person_details, created_at, updated_at)
        select ${id('c1', 'i')}, ${id('b4', 'i')}, case when i % 3 = 0 then 'pending' else 'complete' end,
          'seller', jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name,
            'email', u.email, 'phone_number', '+447700900123'),
          ${created('i')} + interval '9 days', ${created('i')} + interval '9 days'
        from ${series} join users u on u.id = ${id('b1', 'i')} where i % 4 = 1 or i % 8 = 0`,
      `insert into identity_checks (id, transaction_id, purchase_intent_id, status, person_type, person_details,
          created_at, updated_at)
        select ${id('c2', 'i')}, ${id('b4', 'i')}, ${id('b8', 'i')}, 'complete', 'buyer',
          jsonb_build_object('first_name', u.first_name, 'last_name', u.last_name,
            'email', u.email, 'phone_number', '+447700900124'),
          ${created('i')} + interval '30 days', ${created('i')} + interval '30 days'
        from ${series} join users u on u.id = ${id('b2', 'i')} where i % 8 = 0`,
    ];
    const batchStarted = performance.now();
    let rows = 0;
    await database.transaction(async () => {
      const execute = (text: string) => database.currentExecutor().executeSql(text);
      // The sale-flag triggers would refresh a sale once per order, check, seller and purchase
      // added, each time rewriting its row: off for the batch, then each sale's flags are set
      // once, by the very functions the triggers call.
      for (const [table, trigger] of SALE_FLAG_TRIGGERS) {
        await execute(`alter table ${table} disable trigger ${trigger}`);
      }
      for (const statement of statements) rows += affectedRows(await execute(statement));
      await execute(refreshFlags(id('b4', String(from)), id('b4', String(to))));
      for (const [table, trigger] of SALE_FLAG_TRIGGERS) {
        await execute(`alter table ${table} enable trigger ${trigger}`);
      }
    });
    // Fresh statistics whenever this run has doubled what it has added, so that the planner
    // (and the plans a session keeps, foreign-key checks' among them) sees tables of their real
    // size: planned while a table was near empty, a lookup scans it whole, and the load turns
    // quadratic. Doubling keeps it to a few ANALYZEs a run, the load linear.
    let analysed = '';
    if (to >= 2 * analysedAt && to < count) {
      const analyseStarted = performance.now();
      await exec(`analyze ${SEEDED_TABLES.join(', ')}`);
      analysedAt = to;
      analysed = `, analysed in ${seconds(analyseStarted)} s`;
    }
    const batchSeconds = (performance.now() - batchStarted) / 1000;
    log(
      `seed:volume: ${to} of ${count} sales (${rows} rows in ${batchSeconds.toFixed(1)} s: ` +
        `${Math.round(rows / batchSeconds)} rows/s, ${Math.round((to - from + 1) / batchSeconds)} sales/s` +
        `${analysed}; ${seconds(started)} s in all)`,
    );
  }
  // Setting the flags rewrote many sale rows: reclaim that, and gather statistics, as autovacuum
  // would, so that figures read settled tables (and index-only scans find pages all-visible).
  const vacuumStarted = performance.now();
  await exec('vacuum analyze');
  log(`seed:volume: vacuum analyze in ${seconds(vacuumStarted)} s`);
  return { run };
}

async function main() {
  const count = Number(process.argv[2] ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
    process.stderr.write('Usage: npm run seed:volume -- <number of sales, 1 to 5000000>\n');
    process.exit(2);
  }
  const config = loadConfig(process.env);
  const database = await Database.connect(config.database);
  const started = performance.now();
  const { run } = await seedVolume(database, count);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`seed:volume: ${count} sales added (run ${run}) in ${seconds} s\n`);
  await database.close();
}

if (require.main === module) void main();
