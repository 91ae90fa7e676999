import { adminConfig } from '@/platform/database/schema';
import { SeedService } from '@/seed/seed.service';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';

type ConfigEvent = {
  event_name: string;
  author: string | null;
  authorName: string | null;
  date_time: string;
  comments: string | null;
  milestone: boolean;
};

describe('the back office: admin config', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-04-02T08:30:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const config = async () => (await admin.agent.get('/api/admin/config').expect(200)).body;
  const history = async () =>
    (await admin.agent.get('/api/admin/config/events').expect(200)).body as ConfigEvent[];

  it('starts with the default settings stored, once however often the app starts', async () => {
    expect(await config()).toEqual({
      benchmark_in_days: 123,
      invoicing_amount: null,
      tags: ['Priority', 'Chain', 'Probate', 'Leasehold', 'New build'],
      thirdfort_v2_switchover_date: null,
      sale_agreed_to_exchange_days: 28,
      exchange_to_completion_days: 14,
      searches_working_days: 10,
    });
    await t.app.get(SeedService).onApplicationBootstrap(); // another start
    expect(await t.database.db.select().from(adminConfig)).toHaveLength(1);
    expect(await history()).toEqual([]);
  });

  it.each([
    [{ benchmark_in_days: 0 }, 'Benchmark in days must be at least 1'],
    [{ benchmark_in_days: -5 }, 'Benchmark in days must be at least 1'],
    [{ benchmark_in_days: 12.5 }, 'Benchmark in days must be a whole number of days'],
    [{ benchmark_in_days: '30' }, 'Benchmark in days must be a whole number of days'],
    [{ benchmark_in_days: null }, 'Benchmark in days must be a whole number of days'],
    [{ invoicing_amount: -1 }, 'Invoicing amount cannot be negative'],
    [{ invoicing_amount: 99.5 }, 'Invoicing amount must be a whole number of pence'],
    [{ tags: 'Chain' }, 'Tags must be a list of tag names'],
    [{ tags: ['Chain', '  '] }, 'Tags cannot be empty'],
    [{ tags: ['Chain', 'Probate', 'chain '] }, 'Tags must be unique: chain'],
    [
      { thirdfort_v2_switchover_date: '2025-02-30' },
      'Thirdfort v2 switchover date must be a valid date',
    ],
    [
      { thirdfort_v2_switchover_date: '01/06/2025' },
      'Thirdfort v2 switchover date must be a valid date',
    ],
    [{}, 'No settings provided'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const before = await config();
    const refused = await admin.agent.put('/api/admin/config').send(body).expect(400);
    expect(refused.body.message).toEqual([message]);
    expect(await config()).toEqual(before);
  });

  it('changes the settings given, keeps the others, and records who changed what', async () => {
    const { body } = await admin.agent
      .put('/api/admin/config')
      .send({
        benchmark_in_days: 100,
        invoicing_amount: 30000,
        tags: [' Priority', 'Chain', 'Auction '],
        thirdfort_v2_switchover_date: '2025-06-01',
      })
      .expect(200);
    const expected = {
      benchmark_in_days: 100,
      invoicing_amount: 30000,
      tags: ['Priority', 'Chain', 'Auction'],
      thirdfort_v2_switchover_date: '2025-06-01T00:00:00.000Z',
      sale_agreed_to_exchange_days: 28,
      exchange_to_completion_days: 14,
      searches_working_days: 10,
    };
    expect(body).toEqual(expected);
    expect(await config()).toEqual(expected);

    await admin.agent.put('/api/admin/config').send({ invoicing_amount: null }).expect(200);
    expect(await config()).toEqual({ ...expected, invoicing_amount: null });

    // the same values again change nothing, so nothing is recorded
    await admin.agent.put('/api/admin/config').send({ benchmark_in_days: 100 }).expect(200);

    expect(await history()).toEqual([
      {
        _id: expect.any(String),
        event_name: 'admin_config_updated',
        type: 'system',
        author: admin.user._id,
        authorName: `${admin.user.first_name} ${admin.user.last_name}`,
        date_time: '2026-04-02T08:30:00.000Z',
        comments:
          'Benchmark in days: 123 → 100; Invoicing amount: not set → £300.00; ' +
          'Tags: Priority, Chain, Probate, Leasehold, New build → Priority, Chain, Auction; ' +
          'Thirdfort v2 switchover date: not set → 01/06/2025',
        milestone: false,
      },
      expect.objectContaining({ comments: 'Invoicing amount: £300.00 → not set' }),
    ]);
  });

  it("answers the settings' History newest first, a page at a time, with who changed what", async () => {
    const page = async (query: Record<string, number> = {}) =>
      (await admin.agent.get('/api/admin/config/history').query(query).expect(200)).body as {
        items: (ConfigEvent & { _id: string; label: string })[];
        totalItems: number;
        totalFilteredItems: number;
      };
    const before = (await page()).totalItems;
    const other = await signedInAdmin(t);
    t.clock.advance(60_000);
    await other.agent.put('/api/admin/config').send({ invoicing_amount: 24000 }).expect(200);
    t.clock.advance(60_000);
    await admin.agent.put('/api/admin/config').send({ benchmark_in_days: 90 }).expect(200);
    // a partner record's change is that record's History, not the settings'
    await admin.agent
      .post('/api/admin/estate-agent-brands')
      .send({ brandName: 'Not a setting' })
      .expect(201);

    const latest = await page({ skip: 0, limit: 2 });
    expect(latest.totalItems).toBe(before + 2);
    expect(latest.totalFilteredItems).toBe(before + 2);
    expect(latest.items).toEqual([
      {
        _id: expect.any(String),
        date_time: '2026-04-02T08:32:00.000Z',
        event_name: 'admin_config_updated',
        label: 'Settings changed',
        author: admin.user._id,
        authorName: `${admin.user.first_name} ${admin.user.last_name}`,
        comments: 'Benchmark in days: 100 → 90',
      },
      {
        _id: expect.any(String),
        date_time: '2026-04-02T08:31:00.000Z',
        event_name: 'admin_config_updated',
        label: 'Settings changed',
        author: other.user._id,
        authorName: `${other.user.first_name} ${other.user.last_name}`,
        comments: 'Invoicing amount: not set → £240.00',
      },
    ]);
    // the next page goes on where that one ended: the oldest change last
    const rest = await page({ skip: 2, limit: 10 });
    expect(rest.items.map((entry) => entry.comments)).toEqual([
      'Invoicing amount: £300.00 → not set',
      expect.stringMatching(/^Benchmark in days: 123 → 100; /),
    ]);

    const customer = await signedInCustomer(t);
    await customer.agent.get('/api/admin/config/history').expect(403);
    await customer.agent.put('/api/admin/config').send({ benchmark_in_days: 5 }).expect(403);
    expect((await config()).benchmark_in_days).toBe(90);
  });
});

describe('the back office: admin config on a demo database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_DEMO: 'true' });
  });

  afterAll(async () => {
    await t.close();
  });

  it("starts with the demo's settings rather than the defaults", async () => {
    const { agent } = await signedInAdmin(t);
    const { body } = await agent.get('/api/admin/config').expect(200);
    expect(body).toEqual({
      benchmark_in_days: 140,
      invoicing_amount: 24000,
      tags: ['Priority', 'Probate', 'Chain', 'New build'],
      thirdfort_v2_switchover_date: '2024-06-01T00:00:00.000Z',
      sale_agreed_to_exchange_days: 28,
      exchange_to_completion_days: 14,
      searches_working_days: 10,
    });
  });
});
