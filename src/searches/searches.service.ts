import type { Readable } from 'node:stream';
import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { formatAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ValidationError } from '@/common/errors';
import { ProviderError } from '@/common/provider-http';
import type { AppConfig } from '@/config/config';
import { APP_CONFIG } from '@/config/config.module';
import { Database } from '@/database/database';
import { newId } from '@/database/ids';
import { EventsService } from '@/events/events.service';
import { JobsService } from '@/jobs/jobs.service';
import { TransactionsService } from '@/transactions/transactions.service';
import type { SearchPush } from './adapters/search-provider';
import { Searches } from './adapters/searches.settings';
import type { OrderSearchesDto, SearchesDto, SearchOrderDto } from './dto/searches.dto';
import { pafAddressOf, premiseOf } from './search-address';
import {
  SearchesOrderedTodayError,
  SearchOrderUnknownError,
  SearchResultNotFoundError,
} from './searches.errors';
import { SearchesRepository, type SearchOrderRow } from './searches.repository';
import {
  cleanPremise,
  isSearchProductCode,
  londonDay,
  premiseProblem,
  SEARCH_PRODUCTS,
} from './searches.rules';

/** How often the simulator's due pushes are looked for while workers run. */
const SIMULATOR_TICK_MS = 5_000;

/** The provider and its push intake, as the settings select them (see SearchesModule). */
export const SEARCHES = Symbol('SEARCHES');

const productName = (code: string) => (isSearchProductCode(code) ? SEARCH_PRODUCTS[code] : code);

/**
 * Property searches of a sale (admin.md §2 Searches tab, §3, §5): staff order the search pack
 * (at most once a London day per sale), a job submits it to the provider, and the provider's
 * pushes (status updates, results) move each product on. The order, its products, its event and
 * its job commit together; the job and the pushes are idempotent.
 */
@Injectable()
export class SearchesService implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Searches');
  private stopTicker: (() => void) | null = null;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SEARCHES) private readonly searches: Searches,
    private readonly repository: SearchesRepository,
    private readonly transactions: TransactionsService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('searches.order', ({ requestId }) => this.submit(requestId));
    this.jobs.register('searches.simulator-deliver', async () => {
      await this.deliverSimulated();
    });
  }

  /** The simulator's pushes come due with time: look for them every few seconds. */
  onApplicationBootstrap(): void {
    if (this.searches.simulator) {
      this.stopTicker = this.jobs.every('searches.simulator-deliver', {}, SIMULATOR_TICK_MS);
    }
  }

  onModuleDestroy(): void {
    this.stopTicker?.();
  }

  async list(transactionId: string): Promise<SearchesDto> {
    const sale = await this.transactions.adminGet(transactionId); // 404 for an unknown sale
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

  /** Orders the search pack: refused when the premise is missing or the sale ordered today. */
  async order(
    admin: SessionUser,
    transactionId: string,
    body: OrderSearchesDto,
  ): Promise<SearchesDto> {
    const problem = premiseProblem(body);
    if (problem) throw new ValidationError([problem]);
    const sale = await this.transactions.adminGet(transactionId);
    const premise = cleanPremise(body);
    const products = this.config.searches.products;
    await this.database.transaction(async () => {
      const now = this.clock.now();
      const request = await this.repository.insertRequest({
        transaction_id: transactionId,
        requester_reference: `TH-${newId()}`,
        premise,
        is_reorder: body.isReorder,
        ordered_on: londonDay(now),
        ordered_by: admin._id,
        createdAt: now,
        updatedAt: now,
      });
      if (!request) throw new SearchesOrderedTodayError();
      await this.repository.insertProducts(
        products.map((productId) => ({
          transaction_id: transactionId,
          request_id: request._id,
          productId,
          status: 'in progress',
          createdAt: now,
          updatedAt: now,
        })),
      );
      await this.events.record({
        transactionId,
        name: 'searches_ordered',
        author: admin,
        comments: `${body.isReorder ? 'Reordered' : 'Ordered'} ${products
          .map(productName)
          .join(', ')} for ${formatAddress(sale.property.address)}`,
      });
      await this.jobs.enqueue('searches.order', { requestId: request._id });
    });
    return this.list(transactionId);
  }

  /** The job: submits a queued request once; the provider answers a repeat with its first answer. */
  async submit(requestId: string): Promise<void> {
    const request = await this.repository.findRequestForUpdate(requestId);
    if (!request || request.status !== 'queued') return;
    const sale = await this.transactions.adminGet(request.transaction_id);
    const products = await this.repository.listProductsOfRequest(request._id);
    let answer;
    try {
      answer = await this.searches.provider.submitOrder({
        reference: request.requester_reference,
        address: pafAddressOf(sale.property.address, request.premise),
        products: products.map((row) => row.productId).filter(isSearchProductCode),
      });
    } catch (error) {
      if (error instanceof ProviderError && !error.retryable) {
        answer = {
          outcome: 'rejected' as const,
          requesterReference: request.requester_reference,
          reason: error.message,
        };
      } else {
        throw error; // retried by the queue
      }
    }
    await this.database.transaction(async () => {
      const current = await this.repository.findRequestForUpdate(requestId);
      if (!current || current.status === 'rejected') return;
      const now = this.clock.now();
      const rows = await this.repository.listProductsOfRequest(requestId);
      if (answer.outcome === 'acknowledged') {
        // A push from the hub may have acknowledged it already (with the same reference).
        if (current.status === 'queued') {
          await this.repository.acknowledgeRequest(requestId, answer.facilitatorReference, now);
        }
        if (this.searches.simulator) {
          await this.jobs.enqueue('searches.simulator-deliver', {}, { singletonKey: 'every' });
        }
        return;
      }
      if (current.status !== 'queued') return; // a push already said the hub took it
      await this.repository.updateRequest(
        requestId,
        { status: 'rejected', rejection_reason: answer.reason.slice(0, 500) },
        now,
      );
      await this.repository.updateProducts(
        rows.map((row) => row._id),
        { status: 'cancelled', provider_status: 'Rejected' },
        now,
      );
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'searches_rejected',
        comments: `The search provider refused the order: ${answer.reason}`,
      });
    });
  }

  /** A push from the simulator: read, then applied. */
  async receivePush(raw: Buffer | string): Promise<void> {
    await this.applyPush(this.searches.intake.read(raw));
  }

  /**
   * A push from the provider as it arrives (the callback route's request body, unread): its
   * credentials are checked before the rest is read, then it is read up to the limit and applied.
   */
  async receivePushStream(body: Readable, declaredBytes: number | null): Promise<void> {
    await this.applyPush(await this.searches.intake.readStream(body, declaredBytes));
  }

  /**
   * Moves each product the push names on: a finished product (complete or cancelled) never
   * changes again, result documents are kept once per file name, and the time a product finishes
   * is on the sale's timeline. Applying the same push twice changes nothing.
   */
  async applyPush(push: SearchPush): Promise<void> {
    await this.database.transaction(async () => {
      const request = await this.repository.findRequestByReference({
        requester: push.requesterReference,
        facilitator: push.facilitatorReference,
      });
      if (!request) throw new SearchOrderUnknownError();
      const now = this.clock.now();
      // A push can come before the submit job has stored the hub's answer: it acknowledges the
      // order the same way the job would (request and every product's reference together).
      if (request.status === 'queued' && push.facilitatorReference) {
        await this.repository.acknowledgeRequest(request._id, push.facilitatorReference, now);
      }
      const rows = await this.repository.listProductsOfRequest(request._id);
      for (const update of push.products) {
        const row = rows.find((candidate) => candidate.productId === update.productCode);
        if (!row) {
          this.logger.warn({ msg: 'push for a product not ordered', product: update.productCode });
          continue;
        }
        // Complete and cancelled are final: a late, repeated or out-of-order push for a finished
        // product (a cancellation after the results, the results again) changes nothing.
        if (row.status !== 'in progress') continue;
        await this.repository.updateProducts(
          [row._id],
          {
            status: update.status,
            provider_status: update.providerStatus.slice(0, 64),
            estimatedCompletion: update.estimatedCompletion ?? row.estimatedCompletion,
            completionDate:
              update.status === 'complete'
                ? (update.completionDate ?? row.completionDate ?? now)
                : row.completionDate,
            reference: row.reference ?? push.facilitatorReference,
          },
          now,
        );
        if ('documents' in update) {
          for (const document of update.documents) {
            await this.repository.insertResultFile({
              search_order_id: row._id,
              file_name: document.filename.slice(0, 255),
              mime_type: document.mimeType.slice(0, 120),
              description: document.description?.slice(0, 500) ?? null,
              content: document.content,
              createdAt: now,
            });
          }
        }
        if (update.status !== 'in progress') {
          await this.events.record({
            transactionId: request.transaction_id,
            name: update.status === 'complete' ? 'search_result_received' : 'search_cancelled',
            comments: `${productName(row.productId)} search (${row.productId}): ${update.status}`,
          });
        }
      }
    });
  }

  /** The simulator's due pushes, through the same intake as the provider's (simulator only). */
  async deliverSimulated(): Promise<number> {
    const simulator = this.searches.simulator;
    if (!simulator) return 0;
    return simulator.deliverDue((xml) => this.receivePush(xml));
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
