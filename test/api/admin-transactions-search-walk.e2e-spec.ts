import TestAgent from 'supertest/lib/agent';
import { inArray } from 'drizzle-orm';
import { properties, transactions } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin } from '@test/support/factories';
import { adminConfigRow, customerRow, saleRow } from '@test/support/sales';

type Row = Record<string, unknown> & { _id: string };
type Page = {
  items: Row[];
  totalItems: number;
  totalFilteredItems: number;
  totalIsCapped: boolean;
};
type SearchResult = { id: string };

const DAY = 24 * 60 * 60_000;
/** Sales added in bulk: more than the newest sales a search walks, and than both count bounds. */
const BULK = 10_001;

/**
 * A search first walks the newest sales (testing each) and answers when they fill the page,
 * else ranks every match; both must give the same rows. Broad views are counted up to a bound.
 */
describe('transactions search: newest sales walked first, counts bounded', () => {
  let t: TestApp;
  let admin: TestAgent;
  /** Twelve sales of sellers named Wanda Walker…, newest first. */
  const walkers: string[] = [];
  /** The bulk sales ('n Bulk Street', tagged Priority), newest first. */
  let bulk: string[] = [];

  async function list(query: string): Promise<Page> {
    return (await admin.get(`/api/admin/transactions?${query}`).expect(200)).body as Page;
  }
  async function search(q: string): Promise<string[]> {
    const response = await admin.get('/api/admin/search').query({ q }).expect(200);
    return (response.body as SearchResult[]).map((result) => result.id);
  }
  const ids = (page: Page) => page.items.map((row) => row._id);

  beforeAll(async () => {
    t = await createTestApp();
    ({ agent: admin } = await signedInAdmin(t));
    await adminConfigRow(t, { benchmark_in_days: 100, tags: ['Priority'] });
    const start = Date.now() - 3 * DAY;
    for (let n = 0; n < 12; n += 1) {
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Wanda', last_name: `Walker${n}` },
        line1: `${n + 1} Old Lane`,
        createdAt: new Date(start + n * 60_000),
      });
      walkers.unshift(sale._id);
    }
  }, 120_000);

  afterAll(async () => {
    await t.close();
  });

  it('answers the same rows from the walk (page filled) as from every match ranked', async () => {
    // A page of 10 is filled by the newest sales; a page of 100 is not, so all matches rank.
    const walked = await list('q=walker&limit=10');
    const ranked = await list('q=walker&limit=100');
    expect(ids(ranked)).toEqual(walkers);
    expect(ids(walked)).toEqual(walkers.slice(0, 10));
    expect(ids(await list('q=walker&skip=10&limit=20'))).toEqual(walkers.slice(10));
    expect(await search('walker')).toEqual(walkers.slice(0, 10));
    expect(await search('wanda walker1')).toEqual([walkers[0], walkers[1], walkers[10]]); // Walker11, 10, 1
    expect(walked.totalFilteredItems).toBe(12);
    expect(walked.totalIsCapped).toBe(false);
  });

  describe('with more sales than the walk and the count bounds', () => {
    beforeAll(async () => {
      // 10,001 newer sales, none a Walker's: the Walkers are now beyond the newest sales walked.
      const seller = await customerRow(t, { first_name: 'Bulk', last_name: 'Owner' });
      const start = Date.now() - 2 * DAY;
      for (let from = 0; from < BULK; from += 1000) {
        const count = Math.min(1000, BULK - from);
        const made = await t.database.db
          .insert(properties)
          .values(
            Array.from({ length: count }, (_, i) => ({
              address: {
                line_1: `${from + i + 1} Bulk Street`,
                post_town: 'Leeds',
                postcode: 'LS1 4AP',
                country: 'United Kingdom',
              },
              postcode: 'LS1 4AP',
            })),
          )
          .returning({ id: properties._id });
        const sales = await t.database.db
          .insert(transactions)
          .values(
            made.map(({ id }, i) => ({
              property_id: id,
              primary_seller_id: seller._id,
              tags: ['Priority'],
              createdAt: new Date(start + (from + i) * 1000),
            })),
          )
          .returning({ id: transactions._id });
        bulk = [...sales.map((sale) => sale.id).reverse(), ...bulk];
      }
    }, 300_000);

    it('finds matches only among old sales, as before', async () => {
      expect(await search('walker')).toEqual(walkers.slice(0, 10));
      const page = await list('q=walker&limit=10');
      expect(ids(page)).toEqual(walkers.slice(0, 10));
      expect(page.totalFilteredItems).toBe(12);
      expect(page.totalIsCapped).toBe(false);
      expect(ids(await list('q=walker&skip=10&limit=20'))).toEqual(walkers.slice(10));
    });

    it("walks the newest sales for a broad search, the table's filters kept", async () => {
      expect(await search('bulk')).toEqual(bulk.slice(0, 10));
      expect(ids(await list('q=bulk&limit=10'))).toEqual(bulk.slice(0, 10));
      expect(ids(await list('q=bulk&skip=20&limit=30'))).toEqual(bulk.slice(20, 30));
      expect(ids(await list('q=bulk&isPaid=false&tag=Priority&limit=10'))).toEqual(
        bulk.slice(0, 10),
      );
      expect((await list('q=bulk&isPaid=true')).items).toEqual([]);
      // sorted otherwise: every match ranked
      const oldest = await list('q=bulk&sort=createdAt&order=asc&limit=10');
      expect(ids(oldest)).toEqual(bulk.slice(-10).reverse());
    });

    it('walks further when the first sales hold part of the page, then stops at the page', async () => {
      // One in 300 of the newest 6,000 is also tagged Chain: 4 in the first 1,000 walked, the
      // rest of the page further on.
      const chained = bulk.filter((_, index) => index % 300 === 0 && index < 6000);
      await t.database.db
        .update(transactions)
        .set({ tags: ['Priority', 'Chain'] })
        .where(inArray(transactions._id, chained));
      const page = await list('q=bulk&tag=Chain&limit=10');
      expect(ids(page)).toEqual(chained.slice(0, 10));
      expect(page).toMatchObject({ totalFilteredItems: chained.length, totalIsCapped: false });
      expect(ids(await list('q=bulk&tag=Chain&skip=10&limit=10'))).toEqual(chained.slice(10));
    });

    it('counts a search up to 1,000 and other filters up to 10,000, saying there are more', async () => {
      const all = BULK + walkers.length;
      const searched = await list('q=bulk&limit=10');
      expect(searched).toMatchObject({
        totalItems: all,
        totalFilteredItems: 1000,
        totalIsCapped: true,
      });
      const tagged = await list('tag=Priority&limit=10');
      expect(tagged).toMatchObject({
        totalItems: all,
        totalFilteredItems: 10_000,
        totalIsCapped: true,
      });
      expect(ids(tagged)).toEqual(bulk.slice(0, 10));
      // under the bound: exact
      expect(await list('q=old%20lane&limit=10')).toMatchObject({
        totalFilteredItems: 12,
        totalIsCapped: false,
      });
      // no filter: every sale, counted once, exactly
      expect(await list('limit=10')).toMatchObject({
        totalItems: all,
        totalFilteredItems: all,
        totalIsCapped: false,
      });
      const count = await admin.get('/api/admin/search/count').query({ q: 'bulk' }).expect(200);
      expect(count.body).toEqual({ count: 50, cap: 50, more: true });
      const few = await admin.get('/api/admin/search/count').query({ q: 'walker' }).expect(200);
      expect(few.body).toEqual({ count: 12, cap: 50, more: false });
    });
  });
});
