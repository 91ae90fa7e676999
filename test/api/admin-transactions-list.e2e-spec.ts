import TestAgent from 'supertest/lib/agent';
import { lawyerGroups } from '@/platform/database/schema';
import { EventsService } from '@/platform/timeline/events.service';
import { createTestApp, TestApp } from '@test/support/app';
import { threeListedSales } from '@test/support/sales-list-fixture';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import { purchaseIntentBody } from '@test/support/purchase-intents';
import { createSale, propertyAddress, seedEstateAgent } from '@test/support/seller';
import { adminConfigRow, lawyerGroupRow, saleRow } from '@test/support/sales';

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
    ({ complete, bare, partly, groupId } = await threeListedSales(t, t.app.get(EventsService)));
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<Page> {
    const response = await admin.get(`/api/admin/transactions?${query}`).expect(200);
    return response.body as Page;
  }
  const ids = (page: Page) => page.items.map((row) => row._id);

  it('filters over HTTP as the query says (the filters themselves: test/medium/sales-list)', async () => {
    const page = await list('isPaid=false&searchesCompleted=true&limit=100');
    expect(ids(page)).toEqual([partly]);
    expect(page.totalFilteredItems).toBe(1);
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

describe("the transactions table's search, filters, sort and CSV", () => {
  let t: TestApp;
  let admin: TestAgent;
  let north: { _id: string; law_firm_id: string };
  let south: { _id: string };
  let agentId: string;
  // both made through the customer and back-office API: A (£500,000) and B (£250,000)
  let saleA: string;
  let saleB: string;

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: admin } = await signedInAdmin(t));
    await adminConfigRow(t, { benchmark_in_days: 100, tags: ['Priority', 'Chain'] });
    north = await lawyerGroupRow(t, 'Quayside Law', 'Team North');
    [south] = await t.database.db
      .insert(lawyerGroups)
      .values({
        law_firm_id: north.law_firm_id,
        name: 'Team South',
        solicitor: { _id: north.law_firm_id, first_name: 'Sol', last_name: 'South' },
      })
      .returning();
    const other = await lawyerGroupRow(t, 'Harbour Legal', 'Conveyancing');
    agentId = (await seedEstateAgent(t, 'Cotswold Homes', 'Cheltenham'))._id;

    // Sale A: a seller's journey, a buyer's purchase, then the back office's changes.
    const sellerA = await signedInCustomer(t, { firstName: 'Nora', lastName: 'Quill' });
    saleA = (
      await createSale(sellerA.agent, {
        propertyAddress: propertyAddress({
          line_1: '7 Quarry Lane',
          post_town: 'Cheltenham',
          postcode: 'GL50 1AA',
        }),
        askingPrice: 500000,
      })
    )._id;
    const buyer = await signedInCustomer(t, { role: 'buy', firstName: 'Otto', lastName: 'Vale' });
    const saleAProperty = (await admin.get(`/api/admin/transactions/${saleA}`).expect(200)).body
      .property_id as string;
    const purchase = await buyer.agent
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(saleAProperty))
      .expect(201);
    await admin
      .put(`/api/admin/purchase-intents/${purchase.body._id}/transaction`)
      .send({ transactionId: saleA })
      .expect(200);
    await admin
      .put(`/api/admin/purchase-intents/${purchase.body._id}/significant-dates`)
      .send({ sale_agreed: '2026-02-10' })
      .expect(200);
    await admin.put(`/api/admin/transactions/${saleA}/tags`).send({ tags: ['Priority'] });
    await admin
      .put(`/api/admin/transactions/${saleA}/estate-agent`)
      .send({ estateAgentId: agentId })
      .expect(200);
    await admin
      .put(`/api/admin/transactions/${saleA}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: north._id, buyer: other._id } })
      .expect(200);

    const sellerB = await signedInCustomer(t, { firstName: 'Piet', lastName: 'Quill' });
    saleB = (
      await createSale(sellerB.agent, {
        propertyAddress: propertyAddress({
          line_1: '9 Quarry Lane',
          post_town: 'Cheltenham',
          postcode: 'GL50 1AB',
        }),
        askingPrice: 250000,
      })
    )._id;
    await admin
      .put(`/api/admin/transactions/${saleB}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: south._id, buyer: north._id } })
      .expect(200);

    // 51 more sales one search finds, for the global search's capped count.
    for (let n = 0; n < 51; n += 1) {
      await saleRow(t, {
        seller: { first_name: 'Multi', last_name: `Tude${n}` },
        line1: `${n + 1} Crowd Street`,
        createdAt: minutesAgo(100 + n),
      });
    }
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(query: string): Promise<Page> {
    const response = await admin.get(`/api/admin/transactions?${query}`).expect(200);
    return response.body as Page;
  }
  const ids = (page: Page) => page.items.map((row) => row._id);

  it('searches as the global search does: names of sellers and buyers, address words, postcodes', async () => {
    expect(ids(await list('q=otto'))).toEqual([saleA]); // the buyer the purchase brought
    expect(ids(await list('q=OTTO%20VA'))).toEqual([saleA]);
    expect(ids(await list('q=quill'))).toEqual([saleB, saleA]);
    expect(ids(await list('q=quarry%20lane'))).toEqual([saleB, saleA]);
    expect(ids(await list('q=gl501ab'))).toEqual([saleB]);
    const page = await list('q=quarry&limit=1');
    expect(page.items).toHaveLength(1);
    expect(page.totalFilteredItems).toBe(2);
    expect(page.totalItems).toBe(53);
  });

  it('filters by solicitor (lawyer group or law firm, each side), estate agent and tag', async () => {
    expect(ids(await list(`sellerLawFirmId=${north.law_firm_id}`))).toEqual([saleB, saleA]);
    expect(ids(await list(`sellerLawyerGroupId=${north._id}`))).toEqual([saleA]);
    expect(ids(await list(`sellerLawyerGroupId=${south._id}`))).toEqual([saleB]);
    expect(ids(await list(`buyerLawyerGroupId=${north._id}`))).toEqual([saleB]);
    expect(ids(await list(`buyerLawFirmId=${north.law_firm_id}`))).toEqual([saleB]);
    expect(ids(await list(`estateAgentId=${agentId}`))).toEqual([saleA]);
    expect(ids(await list('tag=Priority'))).toEqual([saleA]);
    expect(ids(await list('tag=Chain'))).toEqual([]);
  });

  it("filters by the latest purchase's sale agreed day and by the day created (UK)", async () => {
    expect(ids(await list('saleAgreedFrom=2026-02-10&saleAgreedTo=2026-02-10'))).toEqual([saleA]);
    expect(ids(await list('saleAgreedFrom=2026-02-11'))).toEqual([]);
    expect(ids(await list('saleAgreedTo=2026-02-09'))).toEqual([]);
    expect(ids(await list('exchangedFrom=2026-01-01'))).toEqual([]);
    // The UK days of now, of three hours ago (the oldest sale was made 151 minutes ago: the
    // same day, or the day before just after midnight) and of tomorrow.
    const ukDay = (date: Date) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(date);
    const today = ukDay(new Date());
    const earlier = ukDay(new Date(Date.now() - 3 * 60 * 60 * 1000));
    const tomorrow = ukDay(new Date(Date.now() + 24 * 60 * 60 * 1000));
    expect((await list(`createdFrom=${earlier}&createdTo=${today}`)).totalFilteredItems).toBe(53);
    expect((await list(`createdFrom=${tomorrow}`)).totalFilteredItems).toBe(0);
    expect((await list('createdTo=2020-01-01')).totalFilteredItems).toBe(0);
  });

  it("combines the search, the table's filters and the feed's statuses", async () => {
    const query =
      `q=quarry&sellerLawFirmId=${north.law_firm_id}&tag=Priority&isPaid=false` +
      `&estateAgentAssigned=true&solicitorsAssigned=true&searchesCompleted=false`;
    const page = await list(query);
    expect(ids(page)).toEqual([saleA]);
    expect(page.totalFilteredItems).toBe(1);
    expect(page.items[0]).toMatchObject({
      property_address: '7 Quarry Lane, Cheltenham, GL50 1AA',
      estate_agent: { _id: agentId },
      seller_solicitor: { name: 'Team North', law_firm_name: 'Quayside Law' },
      latest_buyers: [{ first_name: 'Otto', last_name: 'Vale' }],
      tags: ['Priority'],
    });
  });

  it('sorts by a whitelisted column either way, empty values last, paging in SQL', async () => {
    expect(ids(await list('q=quarry&sort=asking_price&order=asc'))).toEqual([saleB, saleA]);
    expect(ids(await list('q=quarry&sort=asking_price&order=desc'))).toEqual([saleA, saleB]);
    expect(ids(await list('q=quarry&sort=createdAt&order=asc'))).toEqual([saleA, saleB]);
    // Pages the first sales in the sort's order fill (walked through the sort's index).
    expect(ids(await list('q=quarry&sort=asking_price&order=asc&limit=1'))).toEqual([saleB]);
    expect(ids(await list('q=quarry&sort=asking_price&order=desc&limit=1'))).toEqual([saleA]);
    expect(ids(await list('q=quarry&sort=asking_price&order=desc&skip=1&limit=2'))).toEqual([
      saleB,
    ]);
    expect(ids(await list('q=quarry&sort=createdAt&order=asc&limit=1'))).toEqual([saleA]);
    // solicitors were assigned to A first: its legals started first; the 51 others have none
    const started = await list('sort=date_legal_started&order=desc&limit=3');
    expect(ids(started)).toEqual([saleB, saleA, expect.any(String)]);
    const oldestFirst = await list('sort=date_legal_started&order=asc&skip=1&limit=2');
    expect(ids(oldestFirst)).toEqual([saleB]);
  });

  it.each([
    ['sort=price', 'sort must be one of: createdAt, asking_price, date_legal_started'],
    ['order=up', 'order must be asc or desc'],
    ['createdFrom=2026-02-31', 'createdFrom must be a day as YYYY-MM-DD'],
    ['saleAgreedTo=10/02/2026', 'saleAgreedTo must be a day as YYYY-MM-DD'],
    ['createdFrom=2026-03-02&createdTo=2026-03-01', 'createdFrom must not be after createdTo'],
    ['q=%20a%20', 'Search for at least 2 characters'],
    ['estateAgentId=cotswold', 'Invalid ObjectId format'],
  ])('refuses %p with a clear message', async (query, message) => {
    const response = await admin.get(`/api/admin/transactions?${query}`).expect(400);
    expect(response.body.message).toEqual([message]);
  });

  it("refuses a side's solicitor given both as a lawyer group and a law firm", async () => {
    const response = await admin
      .get(
        `/api/admin/transactions?sellerLawyerGroupId=${north._id}&sellerLawFirmId=${north.law_firm_id}`,
      )
      .expect(400);
    expect(response.body.message).toEqual([
      "Filter the seller's solicitor by a lawyer group or by a law firm, not both",
    ]);
  });

  describe('GET /api/admin/transactions/export', () => {
    it("streams every row of the view as CSV, in the view's order", async () => {
      const response = await admin
        .get('/api/admin/transactions/export?q=quarry&sort=asking_price&order=asc')
        .buffer(true)
        .parse((res, done) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done(null, Buffer.concat(chunks).toString('utf8')));
        })
        .expect(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="Transactions \d{4}-\d{2}-\d{2}\.csv"/,
      );
      const text = response.body as string;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).trim().split('\n');
      expect(lines[0]).toBe(
        'Seller Full Name(s),Property Address,Asking Price,Payment Status,Seller Solicitor,' +
          'Buyer Solicitor,Latest Buyer Full Name(s),Date Legals Started,Date Sale Agreed,' +
          'Date Exchanged,Date Completed,Time Offer To Exchange In Days,Time Saved In Days,' +
          '% Time Saved,Tags,Seller Email,Estate Agent,Transactions Group,Date Created,Transaction ID',
      );
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('Piet Quill,"9 Quarry Lane, Cheltenham, GL50 1AB",250000,Unpaid');
      expect(lines[1]).toContain(saleB);
      expect(lines[2]).toContain('Nora Quill,"7 Quarry Lane, Cheltenham, GL50 1AA",500000,Unpaid');
      expect(lines[2]).toContain(
        'Quayside Law (Team North),Harbour Legal (Conveyancing),Otto Vale',
      );
      expect(lines[2]).toContain('10/02/2026');
      expect(lines[2]).toContain(',Priority,');
      expect(lines[2]).toContain(saleA);
    });

    it('refuses a customer and a filter that is not valid', async () => {
      const customer = await signedInCustomer(t);
      await customer.agent.get('/api/admin/transactions/export').expect(403);
      const bad = await admin.get('/api/admin/transactions/export?sort=price').expect(400);
      expect(bad.body.message).toEqual([
        'sort must be one of: createdAt, asking_price, date_legal_started',
      ]);
    });
  });

  it("follows the latest purchase's dates as staff record them and as a newer purchase arrives", async () => {
    const saleBProperty = (await admin.get(`/api/admin/transactions/${saleB}`).expect(200)).body
      .property_id as string;
    const firstBuyer = await signedInCustomer(t, {
      role: 'buy',
      firstName: 'Uma',
      lastName: 'Ray',
    });
    const first = await firstBuyer.agent
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(saleBProperty))
      .expect(201);
    await admin
      .put(`/api/admin/purchase-intents/${first.body._id}/significant-dates`)
      .send({ sale_agreed: '2026-03-05', exchanged: '2026-03-20' })
      .expect(200);
    expect(ids(await list('saleAgreedFrom=2026-03-05&saleAgreedTo=2026-03-05'))).toEqual([saleB]);
    expect(ids(await list('exchangedFrom=2026-03-01&exchangedTo=2026-03-31'))).toEqual([saleB]);

    // A second buyer's purchase of the same property is now the latest: its dates are the row's.
    const secondBuyer = await signedInCustomer(t, {
      role: 'buy',
      firstName: 'Ivo',
      lastName: 'Ash',
    });
    await secondBuyer.agent
      .post('/api/purchase-intent')
      .send(purchaseIntentBody(saleBProperty))
      .expect(201);
    expect(ids(await list('saleAgreedFrom=2026-03-05&saleAgreedTo=2026-03-05'))).toEqual([]);
    expect(ids(await list('exchangedFrom=2026-03-01'))).toEqual([]);
    expect(ids(await list('q=ivo%20ash'))).toEqual([saleB]);
  });

  describe('GET /api/admin/search/count', () => {
    it('counts what the search finds up to 50, and says when there are more', async () => {
      const count = async (q: string) =>
        (await admin.get('/api/admin/search/count').query({ q }).expect(200)).body;
      expect(await count('quarry')).toEqual({ count: 2, cap: 50, more: false });
      expect(await count('nobody here')).toEqual({ count: 0, cap: 50, more: false });
      // 51 sellers named Multi Tude…: the box lists 10 and says "more than 50"
      expect(await count('multi')).toEqual({ count: 50, cap: 50, more: true });
      const listed = await admin.get('/api/admin/search').query({ q: 'multi' }).expect(200);
      expect(listed.body).toHaveLength(10);
      await admin.get('/api/admin/search/count').query({ q: 'm' }).expect(400);
    });
  });
});
