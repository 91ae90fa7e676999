import { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import {
  DocumentDownloadsService,
  type Download,
} from '@/sales/documents/services/document-downloads.service';
import { SalesService } from '@/sales/sale/services/sales.service';
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
    private readonly downloads: DocumentDownloadsService,
    private readonly clock: Clock,
  ) {}

  async list(transactionId: string): Promise<SearchesDto> {
    // The sale (404 for an unknown one) is read beside the orders, not before them.
    const [sale, { requests, products, files }] = await Promise.all([
      this.sales.adminGet(transactionId),
      this.ordersOf(transactionId),
    ]);
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
      salePaid: sale.complete,
    };
  }

  /**
   * Requests before their products, one after the other: a request's products change with or
   * before it (references with the acknowledgement, cancellations with the rejection), so a
   * request read as acknowledged or rejected is never shown with products that are not yet.
   */
  private async ordersOf(transactionId: string) {
    const requests = await this.repository.listRequests(transactionId);
    const products = await this.repository.listProducts(transactionId);
    const files = await this.repository.listResultFiles(products.map((row) => row._id));
    return { requests, products, files };
  }

  /**
   * A result's file to download: from the documents' store (checked and on the timeline there),
   * or, for a result kept before documents had a store, from its row.
   */
  async resultFile(admin: SessionUser, id: string): Promise<Download> {
    const file = await this.repository.findResultFile(id);
    if (!file) throw new SearchResultNotFoundError();
    if (!file.content) return this.downloads.forAdminSearchResult(admin, id);
    return {
      body: Readable.from([file.content]),
      headers: {
        'Content-Type':
          file.mime_type === 'application/pdf' ? 'application/pdf' : 'application/octet-stream',
        'Content-Length': String(file.content.length),
        'Content-Disposition': `attachment; filename="${file.file_name.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    };
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
