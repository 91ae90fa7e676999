import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { paidSale, saleWithBuyer as journeySaleWithBuyer } from '@test/support/journeys';
import { mailboxTo } from '@test/support/mailbox';
import { adminConfigRow, lawyerGroupRow } from '@test/support/sales';
import { sql } from 'drizzle-orm';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { RefreshProgressJob } from '@/sales/milestones/jobs/refresh-progress.job';

type MilestoneRecord = {
  _id: string;
  key: string;
  occurred_at: string | null;
  expected_at: string | null;
  source: string;
  author_name: string;
  note: string | null;
  reason: string | null;
  is_correction: boolean;
  supersedes_id: string | null;
  superseded_at: string | null;
};
type Milestones = {
  items: {
    key: string;
    label: string;
    scope: 'sale' | 'purchase';
    occurred_at: string | null;
    expected_at: string | null;
    lag_days: number | null;
    source: string | null;
    author_name: string | null;
    record: MilestoneRecord | null;
  }[];
  history: MilestoneRecord[];
  purchase_intent_id: string | null;
  progress: Record<string, unknown> | null;
};

const DAY = 86_400_000;

/**
 * A sale's milestones as records (issue 36): staff record and correct the steps of a sale made
 * through the customers' own calls, and read every step with its expected day and lag.
 */
describe('milestones', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t, 'milly.stone@threshold.test');
    // identity checks are ordered from the back office for sales after the v2 switchover
    await adminConfigRow(t, { thirdfort_v2_switchover_date: new Date('2020-01-01T00:00:00Z') });
  });

  afterAll(async () => {
    await t.close();
  });

  /** The UK day `days` from the app's today, as YYYY-MM-DD (negative: in the past). */
  const day = (days: number) =>
    new Date(ukCalendarDay(t.clock.now()).getTime() + days * DAY).toISOString().slice(0, 10);
  const midnight = (date: string) => `${date}T00:00:00.000Z`;

  const saleWithBuyer = (lastName: string) =>
    journeySaleWithBuyer(t, lastName, { seller: 'Sol', buyer: 'Bea' });

  const record = (saleId: string, body: Record<string, unknown>) =>
    admin.agent.post(`/api/admin/transactions/${saleId}/milestones`).send(body);
  const milestones = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/transactions/${saleId}/milestones`).expect(200))
      .body as Milestones;
  const item = (view: Milestones, key: string) => view.items.find((entry) => entry.key === key)!;

  it("lists every step of the catalogue, and records the sale's own steps before a buyer comes", async () => {
    const seller = await signedInCustomer(t, { firstName: 'Sol', lastName: 'Early' });
    const sale = await paidSale(seller);
    const empty = await milestones(sale._id);
    expect(empty.items.map((entry) => entry.key)).toEqual([
      'sale_agreed',
      'solicitors_instructed',
      'identity_checks_complete',
      'property_information_complete',
      'searches_ordered',
      'searches_returned',
      'draft_contract_issued',
      'enquiries_raised',
      'enquiries_answered',
      'mortgage_offered',
      'survey_completed',
      'contracts_signed',
      'exchanged',
      'completion_date_set',
      'completed',
      'fell_through',
      'withdrawn',
    ]);
    expect(empty.purchase_intent_id).toBeNull();
    // nothing is expected before the sale is agreed
    expect(
      empty.items.every((entry) => entry.occurred_at === null && entry.expected_at === null),
    ).toBe(true);

    const refused = await record(sale._id, { key: 'sale_agreed', occurred_at: day(-1) }).expect(
      409,
    );
    expect(refused.body.code).toBe('MILESTONE_NEEDS_PURCHASE');

    const instructed = await record(sale._id, {
      key: 'solicitors_instructed',
      occurred_at: day(-2),
      note: 'Both sides on the panel',
    }).expect(201);
    expect(instructed.body).toMatchObject({
      key: 'solicitors_instructed',
      occurred_at: midnight(day(-2)),
      source: 'staff',
      author_name: `${admin.user.first_name} ${admin.user.last_name}`,
      note: 'Both sides on the panel',
      is_correction: false,
    });
    const view = await milestones(sale._id);
    expect(item(view, 'solicitors_instructed')).toMatchObject({
      occurred_at: midnight(day(-2)),
      source: 'staff',
      scope: 'sale',
    });
  });

  it('keeps the purchase, its significant dates and the records as one truth', async () => {
    const { sale, purchase } = await saleWithBuyer('Truth');
    const agreed = await record(sale._id, { key: 'sale_agreed', occurred_at: day(-40) }).expect(
      201,
    );
    // the significant dates say the same
    const read = await admin.agent.get(`/api/admin/purchase-intents/${purchase._id}`).expect(200);
    expect(read.body.significant_dates.sale_agreed).toBe(day(-40));

    // expected days count from the sale agreed date: exchange 28 days on, so 12 days late now
    const view = await milestones(sale._id);
    expect(view.purchase_intent_id).toBe(purchase._id);
    expect(item(view, 'exchanged')).toMatchObject({
      occurred_at: null,
      expected_at: midnight(day(-12)),
      lag_days: 12,
    });
    expect(item(view, 'completed').expected_at).toBe(midnight(day(2)));
    expect(item(view, 'sale_agreed')).toMatchObject({ expected_at: null, lag_days: null });

    // the significant dates' PUT writes the same records, with its author
    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ exchanged: day(-5) })
      .expect(200);
    const exchanged = item(await milestones(sale._id), 'exchanged');
    expect(exchanged).toMatchObject({
      occurred_at: midnight(day(-5)),
      source: 'staff',
      author_name: `${admin.user.first_name} ${admin.user.last_name}`,
      lag_days: 7,
    });

    // a completion planned for a future day is completion_date_set, and moves the expected day
    const future = await record(sale._id, { key: 'completed', occurred_at: day(3) }).expect(400);
    expect(future.body.message).toEqual(['The completed date cannot be in the future']);
    await record(sale._id, {
      key: 'completion_date_set',
      occurred_at: day(-5),
      expected_at: day(10),
    }).expect(201);
    const planned = await milestones(sale._id);
    expect(item(planned, 'completed').expected_at).toBe(midnight(day(10)));
    expect(item(planned, 'completion_date_set').record).toMatchObject({
      expected_at: midnight(day(10)),
    });

    // a correction supersedes the record and keeps both
    const corrected = await record(sale._id, {
      key: 'sale_agreed',
      occurred_at: day(-30),
      note: 'The memorandum of sale was dated later',
    }).expect(201);
    expect(corrected.body).toMatchObject({
      is_correction: true,
      supersedes_id: agreed.body._id,
      occurred_at: midnight(day(-30)),
    });
    const history = (await milestones(sale._id)).history.filter(
      (entry) => entry.key === 'sale_agreed',
    );
    expect(history.map((entry) => [entry.occurred_at, entry.superseded_at !== null])).toEqual([
      [midnight(day(-30)), false],
      [midnight(day(-40)), true],
    ]);
    const again = await admin.agent.get(`/api/admin/purchase-intents/${purchase._id}`).expect(200);
    expect(again.body.significant_dates.sale_agreed).toBe(day(-30));

    // the Events tab tells the history, with its author
    const events = (await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200))
      .body as { event_name: string; authorName: string | null; comments: string | null }[];
    const correction = events.find((event) => event.event_name === 'milestone_corrected');
    expect(correction?.comments).toContain(
      `Sale agreed: ${day(-30).split('-').reverse().join('/')}, corrects ${day(-40).split('-').reverse().join('/')}`,
    );
    expect(correction?.authorName).toBe(`${admin.user.first_name} ${admin.user.last_name}`);
  });

  it("holds the order of the steps, with the significant dates' messages", async () => {
    const { sale, purchase } = await saleWithBuyer('Order');
    const early = await record(sale._id, { key: 'exchanged', occurred_at: day(-3) }).expect(400);
    expect(early.body.message).toEqual(['An exchanged date needs the sale agreed date first']);
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-10) }).expect(201);
    const before = await record(sale._id, { key: 'exchanged', occurred_at: day(-11) }).expect(400);
    expect(before.body.message).toEqual([
      'The exchanged date cannot be before the sale agreed date',
    ]);
    const completed = await record(sale._id, { key: 'completed', occurred_at: day(-1) }).expect(
      400,
    );
    expect(completed.body.message).toEqual(['A completed date needs the exchanged date first']);
    const read = await admin.agent.get(`/api/admin/purchase-intents/${purchase._id}`).expect(200);
    expect(read.body.significant_dates).toMatchObject({ exchanged: null, completed: null });
    expect(item(await milestones(sale._id), 'exchanged').occurred_at).toBeNull();
  });

  it('refuses bad input with what to fix, and changes nothing', async () => {
    const { sale } = await saleWithBuyer('Refused');
    const cases: [Record<string, unknown>, string][] = [
      [{ key: 'keys_handed_over', occurred_at: day(-1) }, 'key must be one of:'],
      [{ key: 'exchanged', occurred_at: '31/02/2026' }, 'occurred_at must be a date (YYYY-MM-DD)'],
      [{ key: 'fell_through', occurred_at: day(-1) }, 'Choose why the sale fell through'],
      [
        { key: 'fell_through', occurred_at: day(-1), reason: 'other' },
        "Describe why the sale fell through in reason_details when the reason is 'other'",
      ],
      [
        { key: 'survey_completed', occurred_at: day(-1), reason: 'survey' },
        'Only a fell_through milestone takes a reason',
      ],
      [{ key: 'completion_date_set', occurred_at: day(-1) }, 'Give the planned completion day'],
      [
        { key: 'mortgage_offered', occurred_at: day(2) },
        'The mortgage offered date cannot be in the future',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await record(sale._id, body).expect(400);
      expect((res.body.message as string[]).join(' | ')).toContain(message);
    }
    expect((await milestones(sale._id)).history).toEqual([]);
    await record('0123456789abcdef01234567', { key: 'sale_agreed', occurred_at: day(-1) }).expect(
      404,
    );
  });

  it('records a fall-through with its reason, ending the purchase, and e-mails the buyer', async () => {
    const { sale, purchase, buyer } = await saleWithBuyer('Fell');
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-20) }).expect(201);
    const fell = await record(sale._id, {
      key: 'fell_through',
      occurred_at: day(-1),
      reason: 'mortgage',
      note: 'Lender down-valued',
    }).expect(201);
    expect(fell.body).toMatchObject({ reason: 'mortgage', note: 'Lender down-valued' });
    const read = await admin.agent.get(`/api/admin/purchase-intents/${purchase._id}`).expect(200);
    expect(read.body.significant_dates.aborted).toBe(day(-1));
    // the ends are never expected, and the steps still say how late they ran
    const view = await milestones(sale._id);
    expect(item(view, 'fell_through')).toMatchObject({ expected_at: null, lag_days: null });

    t.clock.advance((t.config.progressEmailDelaySeconds + 1) * 1000);
    await t.jobs.runDue();
    const mail = await mailboxTo(t, buyer.user.email);
    expect(mail.some((message) => /^Progress on your/.test(message.subject))).toBe(true);
  });

  it('writes one record however often, or however many at once, the same step is recorded', async () => {
    const { sale } = await saleWithBuyer('Twice');
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-9) }).expect(201);
    const first = await record(sale._id, { key: 'survey_completed', occurred_at: day(-2) }).expect(
      201,
    );
    const repeat = await record(sale._id, { key: 'survey_completed', occurred_at: day(-2) }).expect(
      201,
    );
    expect(repeat.body._id).toBe(first.body._id);

    const both = await Promise.all([
      record(sale._id, { key: 'searches_ordered', occurred_at: day(-3) }),
      record(sale._id, { key: 'searches_ordered', occurred_at: day(-3) }),
    ]);
    expect(both.map((res) => res.status)).toEqual([201, 201]);
    expect(both[0].body._id).toBe(both[1].body._id);
    const history = (await milestones(sale._id)).history;
    expect(history.filter((entry) => entry.key === 'searches_ordered')).toHaveLength(1);
    expect(history.filter((entry) => entry.key === 'survey_completed')).toHaveLength(1);
  });

  it('records the steps staff, Thirdfort and the search provider reach, once each', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Petra', lastName: 'Steps' });
    const sale = await paidSale(seller);
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);
    await admin.agent
      .post(`/api/admin/identity-checks/transaction/${sale._id}`)
      .send({
        first_name: 'Petra',
        last_name: 'Steps',
        email: seller.user.email,
        phone_number: '07400 900124',
        person_type: 'seller',
      })
      .expect(201);
    await admin.agent
      .post(`/api/admin/searches/transaction/${sale._id}`)
      .send({ buildingNumber: '1', isReorder: false })
      .expect(201);
    await t.jobs.runDue();
    const staffName = `${admin.user.first_name} ${admin.user.last_name}`;
    const early = await milestones(sale._id);
    expect(item(early, 'solicitors_instructed')).toMatchObject({
      occurred_at: midnight(day(0)),
      source: 'staff',
      author_name: staffName,
    });
    expect(item(early, 'searches_ordered')).toMatchObject({
      source: 'staff',
      author_name: staffName,
    });
    expect(item(early, 'identity_checks_complete').occurred_at).toBeNull();

    // the simulators move on with the app's clock: a check in a minute, a search day a minute
    type SearchesView = { orders: { status: string }[] };
    for (let minute = 0; minute < 30; minute += 2) {
      t.clock.advance(2 * 60_000);
      await t.jobs.runDue();
      const searches = (
        await admin.agent.get(`/api/admin/searches/transaction/${sale._id}`).expect(200)
      ).body as SearchesView;
      if (searches.orders.every((order) => order.status !== 'in progress')) break;
    }
    const late = await milestones(sale._id);
    expect(item(late, 'identity_checks_complete')).toMatchObject({
      source: 'provider',
      author_name: 'Thirdfort',
    });
    expect(item(late, 'searches_returned')).toMatchObject({
      source: 'provider',
      author_name: 'Search provider',
    });
    // instructing solicitors again does not move the step
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);
    const again = await milestones(sale._id);
    expect(again.history.filter((entry) => entry.key === 'solicitors_instructed')).toHaveLength(1);
  });

  it('gives each sale in progress a status, filters the list by it, and lists the late ones most late first', async () => {
    const red = await saleWithBuyer('Redfern');
    await record(red.sale._id, { key: 'sale_agreed', occurred_at: day(-40) }).expect(201);
    const amber = await saleWithBuyer('Amberley');
    await record(amber.sale._id, { key: 'sale_agreed', occurred_at: day(-5) }).expect(201);
    const onTrack = await saleWithBuyer('Greenway');
    await record(onTrack.sale._id, { key: 'sale_agreed', occurred_at: day(0) }).expect(201);
    const done = await saleWithBuyer('Donelly');
    await admin.agent
      .put(`/api/admin/purchase-intents/${done.purchase._id}/significant-dates`)
      .send({ sale_agreed: day(-60), exchanged: day(-30), completed: day(-16) })
      .expect(200);

    // the sale's own view: solicitors were due 2 days after sale agreed
    expect((await milestones(amber.sale._id)).progress).toMatchObject({
      status: 'amber',
      lag_days: 3,
      next_key: 'solicitors_instructed',
      next_expected_at: midnight(day(-3)),
      due_key: 'exchanged',
      due_at: midnight(day(23)),
    });
    expect((await milestones(red.sale._id)).progress).toMatchObject({ status: 'red' });
    expect((await milestones(onTrack.sale._id)).progress).toMatchObject({
      status: 'on_track',
      lag_days: 0,
    });
    expect((await milestones(done.sale._id)).progress).toBeNull();

    type Row = {
      _id: string;
      progress: { status: string; lag_days: number; next_key: string } | null;
    };
    const listed = async (query: string) =>
      (
        (await admin.agent.get(`/api/admin/transactions?limit=100&${query}`).expect(200)).body as {
          items: Row[];
        }
      ).items;
    const ids = (rows: Row[]) => rows.map((row) => row._id);
    const reds = await listed('progress=red');
    expect(ids(reds)).toContain(red.sale._id);
    expect(ids(reds)).not.toContain(amber.sale._id);
    expect(ids(reds)).not.toContain(onTrack.sale._id);
    expect(ids(reds)).not.toContain(done.sale._id);
    expect(reds.every((row) => row.progress?.status === 'red')).toBe(true);
    const ambers = await listed('progress=amber');
    expect(ids(ambers)).toContain(amber.sale._id);
    expect(ids(ambers)).not.toContain(red.sale._id);
    expect(ids(await listed('progress=on_track'))).toContain(onTrack.sale._id);
    await admin.agent.get('/api/admin/transactions?progress=purple').expect(400);
    const all = await listed('');
    expect(all.find((row) => row._id === done.sale._id)?.progress).toBeNull();

    // the At risk view: late sales only, the most late first
    const atRisk = (
      (await admin.agent.get('/api/admin/at-risk?limit=100').expect(200)).body as {
        items: Row[];
        totalItems: number;
      }
    ).items;
    const order = ids(atRisk);
    expect(order).toContain(red.sale._id);
    expect(order).toContain(amber.sale._id);
    expect(order).not.toContain(onTrack.sale._id);
    expect(order.indexOf(red.sale._id)).toBeLessThan(order.indexOf(amber.sale._id));
    const lags = atRisk.map((row) => row.progress!.lag_days);
    expect([...lags].sort((a, b) => b - a)).toEqual(lags);

    // time moves the status without a write: in a week the on-track sale's solicitors are late
    t.clock.advance(7 * DAY);
    try {
      const later = await signedInAdmin(t);
      const lateAmbers = (
        await later.agent.get('/api/admin/transactions?limit=100&progress=amber').expect(200)
      ).body as { items: Row[] };
      expect(ids(lateAmbers.items)).toContain(onTrack.sale._id);
    } finally {
      t.clock.advance(-7 * DAY);
    }
    // withdrawing the sale takes it out of progress
    await admin.agent
      .post(`/api/admin/transactions/${red.sale._id}/withdraw`)
      .send({ reason: 'The seller is staying put' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    expect(ids(await listed('progress=red'))).not.toContain(red.sale._id);
  });

  it('forecasts exchange and completion as ranges, for staff and on both trackers', async () => {
    const { sale, seller, buyer, purchase } = await saleWithBuyer('Forecast');
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-5) }).expect(201);
    // solicitors were due 2 days after sale agreed: the plan runs 3 days late, and with every
    // step still to do the range reaches the national pace (109 days, not 28)
    const { forecast } = (await milestones(sale._id)) as unknown as {
      forecast: {
        exchange: { from: string; to: string; text: string };
        completion: { from: string; to: string; text: string };
        basis: string;
      };
    };
    expect(forecast.exchange.from).toBe(midnight(day(26)));
    expect(forecast.exchange.to).toBe(midnight(day(26 + 81)));
    expect(forecast.exchange.text).toMatch(/^Likely to exchange (between|on) /);
    expect(forecast.completion.from).toBe(midnight(day(40)));
    expect(forecast.completion.to).toBe(midnight(day(26 + 81 + 30)));
    expect(forecast.basis).toContain('not a promise');

    const sellerView = (await seller.agent.get(`/api/tracker/sales/${sale._id}`).expect(200)).body;
    expect(sellerView.forecast.exchange.text).toBe(forecast.exchange.text);
    const buyerView = (await buyer.agent.get(`/api/tracker/purchases/${purchase._id}`).expect(200))
      .body;
    expect(buyerView.forecast.completion.text).toBe(forecast.completion.text);

    // once exchanged with a completion day set, that day is the forecast; completed, none
    await record(sale._id, { key: 'exchanged', occurred_at: day(0) }).expect(201);
    await record(sale._id, {
      key: 'completion_date_set',
      occurred_at: day(0),
      expected_at: day(14),
    }).expect(201);
    const exchanged = (await seller.agent.get(`/api/tracker/sales/${sale._id}`).expect(200)).body;
    expect(exchanged.forecast.exchange).toBeNull();
    expect(exchanged.forecast.completion).toMatchObject({
      from: midnight(day(14)),
      to: midnight(day(14)),
    });
    expect(exchanged.forecast.completion.text).toMatch(/^Likely to complete on /);
    await record(sale._id, { key: 'completed', occurred_at: day(0) }).expect(201);
    expect(
      (await seller.agent.get(`/api/tracker/sales/${sale._id}`).expect(200)).body.forecast,
    ).toBeNull();
  });

  it('puts a sale whose dates came before the records back in the lists with the nightly refresh', async () => {
    const { sale } = await saleWithBuyer('Carried');
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-40) }).expect(201);
    // as migration 0034 leaves a sale: its dates recorded, no standing kept yet
    await t.database.db.execute(sql`delete from sale_progress where transaction_id = ${sale._id}`);
    const reds = async () =>
      (
        (await admin.agent.get('/api/admin/transactions?limit=100&progress=red').expect(200))
          .body as { items: { _id: string }[] }
      ).items.map((row) => row._id);
    expect(await reds()).not.toContain(sale._id);

    const refreshed = await t.app.get(RefreshProgressJob).handle({ after: null });
    expect(refreshed).toBeGreaterThan(0);
    expect(await reds()).toContain(sale._id);
    // run again (a retry), the same standing
    await t.app.get(RefreshProgressJob).handle({ after: null });
    expect(await reds()).toContain(sale._id);
  });

  it("counts expected days with the targets staff set, kept in the config's history", async () => {
    const { sale } = await saleWithBuyer('Targets');
    await record(sale._id, { key: 'sale_agreed', occurred_at: day(-5) }).expect(201);
    expect(item(await milestones(sale._id), 'exchanged').expected_at).toBe(midnight(day(23)));
    const config = await admin.agent
      .put('/api/admin/config')
      .send({ sale_agreed_to_exchange_days: 56, exchange_to_completion_days: 21 })
      .expect(200);
    expect(config.body).toMatchObject({
      sale_agreed_to_exchange_days: 56,
      exchange_to_completion_days: 21,
      searches_working_days: 10,
    });
    try {
      const view = await milestones(sale._id);
      expect(item(view, 'exchanged').expected_at).toBe(midnight(day(51)));
      expect(item(view, 'completed').expected_at).toBe(midnight(day(72)));
      const history = (await admin.agent.get('/api/admin/config/events').expect(200)).body as {
        comments: string | null;
      }[];
      expect(history.map((entry) => entry.comments).join(' | ')).toContain(
        'Target days from sale agreed to exchange: 28 → 56',
      );
      const refused = await admin.agent
        .put('/api/admin/config')
        .send({ searches_working_days: 0 })
        .expect(400);
      expect(refused.body.message).toEqual(['Target working days for searches must be at least 1']);
    } finally {
      await admin.agent
        .put('/api/admin/config')
        .send({ sale_agreed_to_exchange_days: 28, exchange_to_completion_days: 14 })
        .expect(200);
    }
  });

  it('is for staff only', async () => {
    const { sale, seller } = await saleWithBuyer('Guarded');
    await seller.agent.get(`/api/admin/transactions/${sale._id}/milestones`).expect(403);
    await seller.agent
      .post(`/api/admin/transactions/${sale._id}/milestones`)
      .send({ key: 'sale_agreed', occurred_at: day(-1) })
      .expect(403);
    await t.http().get(`/api/admin/transactions/${sale._id}/milestones`).expect(401);
    expect((await milestones(sale._id)).history).toEqual([]);
  });
});
