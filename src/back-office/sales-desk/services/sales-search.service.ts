import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import type { AdminSearchCountDto, AdminSearchResultDto } from '../dto/admin-search.dto';
import { normaliseSearch, SalesSearchQueryRepository } from '../sales-search.query-repository';

/** The global search counts its matches no further than this ('more than 50'). */
export const SEARCH_COUNT_CAP = 50;

/** The back office's global search box (admin.md §2, §3). */
@Injectable()
export class SalesSearchService {
  constructor(private readonly queries: SalesSearchQueryRepository) {}

  async find(q: string): Promise<AdminSearchResultDto[]> {
    return (await this.queries.find(normaliseSearch(q))).map((row) => ({
      id: row.id,
      address: formatAddress(row.address),
      seller: {
        first_name: row.seller_first_name,
        last_name: row.seller_last_name,
        email: row.seller_email,
      },
      buyer: row.buyer,
    }));
  }

  /** How many sales `find` chooses its results from, up to SEARCH_COUNT_CAP. */
  async count(q: string): Promise<AdminSearchCountDto> {
    const found = await this.queries.countUpTo(normaliseSearch(q), SEARCH_COUNT_CAP);
    return {
      count: Math.min(found, SEARCH_COUNT_CAP),
      cap: SEARCH_COUNT_CAP,
      more: found > SEARCH_COUNT_CAP,
    };
  }
}
