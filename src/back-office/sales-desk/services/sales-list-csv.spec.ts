import { SystemClock } from '@/platform/common/clock';
import { PassThrough } from 'node:stream';
import type { AdminConfigService } from '@/platform/settings/admin-config.service';
import type { SalesService } from '@/sales/sale/services/sales.service';
import type { SalesListQueryRepository } from '../sales-list.query-repository';
import { CSV_MAX_ROWS, CsvTooLargeError, SalesListService } from './sales-list.service';

describe("the transactions table's CSV bound", () => {
  it('refuses a view of more than 50,000 sales before writing anything, saying how many', async () => {
    const ids = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, n) => String(n));
    const queries = {
      matchingIds: vi.fn(async (_filter: unknown, _sort: unknown, limit: number) =>
        ids.slice(0, limit),
      ),
      count: vi.fn(async () => 73_512),
      rowsOfIds: vi.fn(),
    };
    const service = new SalesListService(
      queries as unknown as SalesListQueryRepository,
      {} as AdminConfigService,
      {} as SalesService,
      new SystemClock(),
    );
    const start = vi.fn();
    const out = new PassThrough();

    const refused = service.writeCsv({ q: 'smith' }, start, out);
    await expect(refused).rejects.toBeInstanceOf(CsvTooLargeError);
    await expect(refused).rejects.toMatchObject({
      status: 400,
      code: 'CSV_TOO_LARGE',
      messages: [
        'This view has 73,512 transactions; a CSV holds at most 50,000. Narrow the search or the filters and try again.',
      ],
    });
    // it read one id past the bound (the count only once refused) and wrote nothing
    expect(queries.matchingIds).toHaveBeenCalledWith(
      expect.objectContaining({ text: 'smith' }),
      { key: 'createdAt', direction: 'desc' },
      CSV_MAX_ROWS + 1,
    );
    expect(start).not.toHaveBeenCalled();
    expect(queries.rowsOfIds).not.toHaveBeenCalled();
  });
});
