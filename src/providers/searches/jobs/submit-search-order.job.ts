import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ProviderError } from '@/platform/common/provider-http';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { OrderAcknowledgement } from '../adapters/search-provider';
import { SEARCHES, type Searches } from '../adapters/searches.factory';
import { pafAddressOf } from '../search-address';
import { SearchesRepository } from '../searches.repository';
import { isSearchProductCode } from '../searches.rules';
import { SearchSyncService } from '../services/search-sync.service';

/**
 * 'searches.order': submits a queued order request to the provider once (its requester reference
 * makes a repeat answer the first answer) and applies the answer. A request the provider refuses
 * is rejected; a failure worth retrying fails the job, and the queue retries it.
 */
@Injectable()
export class SubmitSearchOrderJob implements OnModuleInit {
  constructor(
    @Inject(SEARCHES) private readonly searches: Searches,
    private readonly repository: SearchesRepository,
    private readonly sales: SalesService,
    private readonly sync: SearchSyncService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.register('searches.order', (data) => this.handle(data));
  }

  async handle({ requestId }: JobMap['searches.order']): Promise<void> {
    const request = await this.repository.findRequestForUpdate(requestId);
    if (!request || request.status !== 'queued') return;
    const sale = await this.sales.adminGet(request.transaction_id);
    const products = await this.repository.listProductsOfRequest(request._id);
    let answer: OrderAcknowledgement;
    try {
      answer = await this.searches.provider.submitOrder({
        reference: request.requester_reference,
        address: pafAddressOf(sale.property.address, request.premise),
        products: products.map((row) => row.productId).filter(isSearchProductCode),
      });
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) {
        answer = {
          outcome: 'rejected',
          requesterReference: request.requester_reference,
          reason: error.message,
        };
      } else {
        throw error; // retried by the queue
      }
    }
    await this.sync.applyOrderAnswer(requestId, answer);
  }
}
