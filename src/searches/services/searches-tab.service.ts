import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/common/clock';
import type { AppConfig } from '@/config/config';
import { APP_CONFIG } from '@/config/config.module';
import { SalesService } from '@/sales/services/sales.service';
import type { SearchesDto, SearchOrderDto } from '../dto/searches.dto';
import { premiseOf } from '../search-address';
import { SearchResultNotFoundError } from '../searches.errors';
import { SearchesRepository, type SearchOrderRow } from '../searches.repository';
import { londonDay, productName } from '../searches.rules';

/**
 * The Searches tab of a sale (admin.md §2, §3, §5): its search orders with their results, its
 * order requests, whether it ordered today, and the order form's defaults; and the result
 * documents the provider sent.
 */
@Injectable()
export class SearchesTabService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SearchesRepository,
    private readonly sales: SalesService,
    private readonly clock: Clock,
  ) {}

  async list(transactionId: string): Promise<SearchesDto> {
    const sale = await this.sales.adminGet(transactionId); // 404 for an unknown sale
    // Requests before their products, one after the other: a request's products change with or
    // before it (references with the acknowledgement, cancellations with the rejection), so a
    // request read as acknowledged or rejected is never shown with products that are not yet.
    const requests = await this.repository.listRequests(transactionId);
    const products = await this.repository.listProducts(transactionId);
    const files = await this.repository.listResultFiles(products.map((row) => row._id));
    const today = londonDay(this.clock.now());
    return {
      orders: products.map((row) => toOrderDto(row, files)),
      requests: requests.map((row) => ({
        _id: row._id,
        requester_reference: row.requester_reference,
        facilitator_reference: row.facilitator_reference,
        status: row.status,
        rejection_reason: row.rejection_reason,
        premise: row.premise,
        is_reorder: row.is_reorder,
        createdAt: row.createdAt.toISOString(),
      })),
      orderedToday: requests.some((row) => row.status !== 'rejected' && row.ordered_on === today),
      premise: premiseOf(sale.property.address),
      providerOrdersUrl: this.config.searches.portalUrl,
    };
  }

  async resultFile(id: string) {
    const file = await this.repository.findResultFile(id);
    if (!file) throw new SearchResultNotFoundError();
    return file;
  }
}

function toOrderDto(
  row: SearchOrderRow,
  files: Awaited<ReturnType<SearchesRepository['listResultFiles']>>,
): SearchOrderDto {
  return {
    _id: row._id,
    productId: row.productId,
    productName: productName(row.productId),
    status: row.status,
    estimatedCompletion: row.estimatedCompletion?.toISOString() ?? null,
    completionDate: row.completionDate?.toISOString() ?? null,
    reference: row.reference,
    request_id: row.request_id ?? '',
    createdAt: row.createdAt.toISOString(),
    results: files
      .filter((file) => file.search_order_id === row._id)
      .map((file) => ({
        _id: file._id,
        file_name: file.file_name,
        description: file.description,
        createdAt: file.createdAt.toISOString(),
      })),
  };
}
