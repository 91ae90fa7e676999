import { SalesDeskModule } from '@/back-office/sales-desk/sales-desk.module';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import { SalesListService } from '@/back-office/sales-desk/services/sales-list.service';
import type { AdminTransactionsQueryDto } from '@/back-office/sales-desk/dto/admin-sale.dto';
import { EventsService } from '@/platform/timeline/events.service';
import { createMediumTest, type MediumTest } from '@test/support/medium';
import { threeListedSales } from '@test/support/sales-list-fixture';

// The back office's sale filters, each one in SQL: the list service and its real query
// repositories on the template database, without HTTP (GET /api/admin/transactions keeps its
// end-to-end tests in test/api/admin-transactions-list).
describe("the sales list's filters", () => {
  let t: MediumTest;
  let listing: SalesListService;
  let sales: Awaited<ReturnType<typeof threeListedSales>>;

  beforeAll(async () => {
    t = await createMediumTest([AdminConfigModule, SalesDeskModule]);
    listing = t.get(SalesListService);
    // Stored at start by the seed module in the app; this test has no seed module.
    await t.get(AdminConfigService).ensureStored();
    sales = await threeListedSales(t, t.get(EventsService));
  });

  afterAll(async () => {
    await t.close();
  });

  /** The list for a query string as the back office sends it (the values as validated). */
  const list = (query: string) =>
    listing.list({
      ...Object.fromEntries(new URLSearchParams(query)),
      limit: 100,
    } as AdminTransactionsQueryDto);

  it.each([
    ['', ['partly', 'bare', 'complete']],
    ['isPaid=true', ['complete']],
    ['isPaid=false', ['partly', 'bare']],
    ['estateAgentAssigned=true', ['partly', 'complete']],
    ['estateAgentAssigned=false', ['bare']],
    ['solicitorsAssigned=true', ['partly', 'complete']],
    ['solicitorsAssigned=false', ['bare']],
    ['searchesCompleted=true', ['partly', 'complete']],
    ['searchesCompleted=false', ['bare']],
    ['thirdfortChecksCompleted=true', ['complete']],
    ['thirdfortChecksCompleted=false', ['partly', 'bare']],
    ['isPaid=false&searchesCompleted=true', ['partly']],
  ] as const)('filters by %p and counts what matches', async (query, expected) => {
    const page = await list(query);
    expect(page.items.map((row) => row._id)).toEqual(expected.map((name) => sales[name]));
    expect(page.totalFilteredItems).toBe(expected.length);
    expect(page.totalItems).toBe(3);
  });
});
