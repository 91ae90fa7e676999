import { Injectable } from '@nestjs/common';
import { formatAddress } from '@/common/address';
import type { AdminSearchResultDto } from '../dto/admin-search.dto';
import { SalesSearchQueryRepository } from '../sales-search.query-repository';

/** The back office's global search box (admin.md §2, §3). */
@Injectable()
export class SalesSearchService {
  constructor(private readonly queries: SalesSearchQueryRepository) {}

  async find(q: string): Promise<AdminSearchResultDto[]> {
    const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
    return (await this.queries.find(text)).map((row) => ({
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
}
