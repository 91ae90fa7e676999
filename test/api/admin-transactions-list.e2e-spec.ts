import TestAgent from 'supertest/lib/agent';
import { EventsService } from '@/events/events.service';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin } from '@test/support/factories';
import {
  adminConfigRow,
  groupRow,
  identityCheckRow,
  lawyerGroupRow,
  purchaseIntentRow,
  saleRow,
} from '@test/support/sales';

type Row = Record<string, unknown> & { _id: string };
type Page = { items: Row[]; totalItems: number; totalFilteredItems: number };

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
const day = (iso: string) => new Date(`${iso}T10:00:00Z`);

describe('admin transactions list and global search', () => {
  let t: TestApp;
  let admin: TestAgent;
  // oldest to newest: complete (paid, all set), bare (nothing), partly (half way)
  let complete: string;
  let bare: string;
  let partly: string;
  let groupId: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: admin } = await signedInAdmin(t));
    await adminConfigRow(t, { benchmark_in_days: 100 });
    const sellerSide = await lawyerGroupRow(t, 'Ashcombe Legal LLP', 'Residential Team A');
    const buyerSide = await lawyerGroupRow(t, 'Fenwick & Rowe', 'Property Group');
    groupId = (await groupRow(t, 'Riverside Phase 1'))._id;

    const a = await saleRow(t, {
      seller: { first_name: 'Ada', last_name: 'Byron', email: 'ada.byron@example.com' },
      line1: '3 Sion Terrace',
      postcode: 'BS8 3LP',
      createdAt: minutesAgo(30),
      additionalSellers: [{ first_name: 'Grace', last_name: 'Hopper', email: 'gh@example.com' }],
      firstOrderStatus: 'succeeded',
      estateAgentStatus: 'no_agent',
      sellerLawyerGroupId: sellerSide._id,
      buyerLawyerGroupId: buyerSide._id,
      groupId,
      searches: 2,
      tags: ['Priority'],
    });
    complete = a.sale._id;
    const buyer = { first_name: 'Mary', last_name: 'Shelley', email: 'mary.shelley@example.com' };
    await purchaseIntentRow(t, complete, {
      buyer,
      active: true,
      saleAgreed: day('2026-01-01'),
      exchanged: day('2026-03-02'),
    });
    for (const person of [
      { first_name: 'Ada', last_name: 'Byron', email: 'ADA.BYRON@example.com' },
      { first_name: 'grace', last_name: 'hopper', email: 'gh@example.com' },
    ]) {
      await identityCheckRow(t, complete, 'seller', person, 'complete');
    }
    await identityCheckRow(t, complete, 'buyer', buyer, 'pending');
    await t.app.get(EventsService).record({
      transactionId: complete,
      name: 'transaction_created',
      author: null,
    });

    const b = await saleRow(t, {
      seller: { first_name: 'Charles', last_name: 'Babbage', email: 'cb@example.com' },
      createdAt: minutesAgo(20),
    });
    bare = b.sale._id;
    await purchaseIntentRow(t, bare, {
      buyer: { first_name: 'Percy', last_name: 'Shelley' },
      active: false,
      saleAgreed: day('2026-01-01'),
    });

    const c = await saleRow(t, {
      seller: { first_name: 'Alan', last_name: 'Turing', email: 'alan.turing@example.com' },
      line1: '1 Bletchley Park',
      postcode: 'MK3 6EB',
      createdAt: minutesAgo(10),
      firstOrderStatus: 'requires_payment_method',
      estateAgentStatus: 'not_listed',
      buyerLawyerGroupId: buyerSide._id,
      searches: 1,
    });
    partly = c.sale._id;
    await identityCheckRow(t, partly, 'seller', c.seller, 'complete');
    await purchaseIntentRow(t, partly, {
      buyer: { first_name: 'Joan', last_name: 'Clarke', email: 'joan.clarke@example.com' },
      active: true,
      additionalBuyers: [{ first_name: 'Tommy', last_name: 'Flowers', email: 'tf@example.com' }],
      giftors: [{ first_name: 'Gordon', last_name: 'Welchman', email: 'gw@example.com' }],
    });
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<Page> {
    const response = await admin.get(`/api/admin/transactions?${query}`).expect(200);
    return response.body as Page;
  }
  const ids = (page: Page) => page.items.map((row) => row._id);

  it.each([
    ['', () => [partly, bare, complete]],
    ['isPaid=true', () => [complete]],
    ['isPaid=false', () => [partly, bare]],
    ['estateAgentAssigned=true', () => [partly, complete]],
    ['estateAgentAssigned=false', () => [bare]],
    ['solicitorsAssigned=true', () => [partly, complete]],
    ['solicitorsAssigned=false', () => [bare]],
    ['searchesCompleted=true', () => [partly, complete]],
    ['searchesCompleted=false', () => [bare]],
    ['thirdfortChecksCompleted=true', () => [complete]],
    ['thirdfortChecksCompleted=false', () => [partly, bare]],
    ['isPaid=false&searchesCompleted=true', () => [partly]],
  ])('filters by %p in SQL and counts what matches', async (query, expected: () => string[]) => {
    const page = await list(`${query}&limit=100`);
    expect(ids(page)).toEqual(expected());
    expect(page.totalFilteredItems).toBe(expected().length);
    expect(page.totalItems).toBe(3);
  });

  it("filters by a transactions group's id, and refuses a malformed one", async () => {
    expect(ids(await list(`groupId=${groupId}`))).toEqual([complete]);
    const wrong = await admin.get('/api/admin/transactions?groupId=riverside').expect(400);
    expect(wrong.body.message).toEqual(['Invalid ObjectId format']);
    const bad = await admin.get('/api/admin/transactions?searchesCompleted=yes').expect(400);
    expect(bad.body.message).toEqual(['searchesCompleted must be true or false']);
  });

  it('answers the page between skip and limit (limit = size × page), at most 100 rows', async () => {
    expect(ids(await list('skip=0&limit=2'))).toEqual([partly, bare]);
    const second = await list('skip=2&limit=4');
    expect(ids(second)).toEqual([complete]);
    expect(second.totalFilteredItems).toBe(3);
    expect(ids(await list('skip=1&limit=2'))).toEqual([bare]);
    const tooMany = await admin.get('/api/admin/transactions?skip=0&limit=101').expect(400);
    expect(tooMany.body.message).toEqual(['A page holds at most 100 rows']);
  });

  it('carries the columns of the table and the statuses of the feed', async () => {
    const rows = (await list('limit=10')).items;
    const row = (id: string) => rows.find((r) => r._id === id)!;
    expect(row(complete)).toMatchObject({
      property_address: '3 Sion Terrace, Bristol, BS8 3LP',
      sellers: [
        { first_name: 'Ada', last_name: 'Byron', email: 'ada.byron@example.com' },
        { first_name: 'Grace', last_name: 'Hopper', email: 'gh@example.com' },
      ],
      paid: true,
      estate_agent: null,
      estate_agent_status: 'no_agent',
      estate_agent_complete: true,
      seller_solicitor: { name: 'Residential Team A', law_firm_name: 'Ashcombe Legal LLP' },
      buyer_solicitor: { name: 'Property Group', law_firm_name: 'Fenwick & Rowe' },
      solicitors_assigned: true,
      searches_completed: true,
      identity_status: 'complete',
      latest_buyers: [{ first_name: 'Mary', last_name: 'Shelley' }],
      active_buyers: [{ first_name: 'Mary', last_name: 'Shelley' }],
      group: { _id: groupId, name: 'Riverside Phase 1' },
      sale_agreed_at: day('2026-01-01').toISOString(),
      exchanged_at: day('2026-03-02').toISOString(),
      completed_at: null,
      // benchmark 100 days, exchanged 60 days after the sale was agreed
      time_offer_to_exchange_days: 60,
      time_saved_days: 40,
      time_saved_percent: 40,
      latest_event: { event_name: 'transaction_created', date_time: expect.any(String) },
      tags: ['Priority'],
    });
    expect(row(bare)).toMatchObject({
      paid: false,
      estate_agent_complete: false,
      seller_solicitor: null,
      buyer_solicitor: null,
      solicitors_assigned: false,
      searches_completed: false,
      identity_status: 'outstanding',
      // the latest purchase intent is shown even when withdrawn; the feed's buyers are active ones
      latest_buyers: [{ first_name: 'Percy', last_name: 'Shelley' }],
      active_buyers: [],
      sale_agreed_at: day('2026-01-01').toISOString(),
      time_offer_to_exchange_days: null,
      time_saved_days: null,
      time_saved_percent: null,
      latest_event: null,
    });
    expect(row(partly)).toMatchObject({
      estate_agent_complete: true,
      seller_solicitor: null,
      solicitors_assigned: true,
      // the seller is checked; the active buyers and the giftor are not
      identity_status: 'in progress',
      latest_buyers: [
        { first_name: 'Joan', last_name: 'Clarke' },
        { first_name: 'Tommy', last_name: 'Flowers' },
      ],
    });
  });

  describe('GET /api/admin/search', () => {
    async function search(q: string) {
      const response = await admin.get('/api/admin/search').query({ q }).expect(200);
      return (response.body as { id: string }[]).map((result) => result.id);
    }

    it('finds sales by seller and buyer names and e-mails, their starts included', async () => {
      expect(await search('Ada')).toEqual([complete]);
      expect(await search('ada byr')).toEqual([complete]);
      expect(await search('BYRON')).toEqual([complete]);
      expect(await search('alan.tur')).toEqual([partly]);
      expect(await search('gh@exa')).toEqual([complete]); // an additional seller
      expect(await search('joan clarke')).toEqual([partly]); // the primary buyer
      expect(await search('tommy')).toEqual([partly]); // an additional buyer
      expect(await search('shelley')).toEqual([bare, complete]);
      expect(await search('welchman')).toEqual([]); // giftors are not buyers
    });

    it('finds sales by the start of the first address line and the postcode, spaces or not', async () => {
      expect(await search('3 sion')).toEqual([complete]);
      expect(await search('mk3')).toEqual([partly]);
      expect(await search('mk36e')).toEqual([partly]);
      expect(await search('bs8 3lp')).toEqual([complete]);
      expect(await search('100%')).toEqual([]);
    });

    it('finds sales by whole words of the first line and the town', async () => {
      expect(await search('bletchley')).toEqual([partly]);
      expect(await search('Harbour Row')).toEqual([bare]);
      expect(await search('terrace, bristol')).toEqual([complete]);
      expect(await search('bristol')).toEqual([partly, bare, complete]);
      expect(await search('bletch')).toEqual([]); // words are whole; the line's start is a prefix
    });

    it("answers the spec's result shape, the buyer from the latest purchase intent", async () => {
      const response = await admin.get('/api/admin/search?q=babbage').expect(200);
      expect(response.body).toEqual([
        {
          id: bare,
          address: '12 Harbour Row, Bristol, BS1 5TR',
          seller: { first_name: 'Charles', last_name: 'Babbage', email: 'cb@example.com' },
          buyer: {
            first_name: 'Percy',
            last_name: 'Shelley',
            email: expect.stringMatching(/^percy\./),
          },
        },
      ]);
      const found = await admin.get('/api/admin/search?q=3%20sion').expect(200);
      expect(found.body[0].buyer).toEqual({
        first_name: 'Mary',
        last_name: 'Shelley',
        email: 'mary.shelley@example.com',
      });
    });

    it('needs at least 2 characters', async () => {
      const short = await admin.get('/api/admin/search?q=%20a%20').expect(400);
      expect(short.body.message).toEqual(['Search for at least 2 characters']);
      await admin.get('/api/admin/search').expect(400);
    });
  });
});
