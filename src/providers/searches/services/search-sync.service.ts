import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { ProviderFilesService } from '@/sales/documents/services/provider-files.service';
import { ProviderPoller } from '@/platform/jobs/provider-poller';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import type { OrderAcknowledgement, SearchPush } from '../adapters/search-provider';
import { SEARCHES, type Searches } from '../adapters/searches.factory';
import { SearchOrderUnknownError } from '../searches.errors';
import { SearchesRepository } from '../searches.repository';
import { productName } from '../searches.rules';

/**
 * What the search provider says, applied to our orders: its answer to a submitted order
 * (acknowledged or rejected) and its pushes (status updates, results), from the callback route or
 * the simulator. Each is idempotent: applying the same answer or push twice changes nothing.
 */
@Injectable()
export class SearchSyncService {
  private readonly logger = new Logger('Searches');

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(SEARCHES) private readonly searches: Searches,
    private readonly repository: SearchesRepository,
    private readonly events: EventsService,
    private readonly providerFiles: ProviderFilesService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly poller: ProviderPoller,
    private readonly clock: Clock,
  ) {}

  /**
   * The provider's answer to a submitted request: acknowledged (unless a push already did), or
   * rejected with every product cancelled and the refusal on the sale's timeline. A request
   * rejected already, or acknowledged by a push before a rejection arrives, stays as it is.
   */
  async applyOrderAnswer(requestId: string, answer: OrderAcknowledgement): Promise<void> {
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
        if (this.searches.simulator) await this.poller.request('searches.simulator-deliver');
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
            // PDFs (and pictures) go to the documents' file store and Documents tab; anything
            // else stays here, as before documents had a store.
            const inStore = this.providerFiles.accepts(document.content);
            const fileId = await this.repository.insertResultFile({
              search_order_id: row._id,
              file_name: document.filename.slice(0, 255),
              mime_type: document.mimeType.slice(0, 120),
              description: document.description?.slice(0, 500) ?? null,
              content: inStore ? null : document.content,
              createdAt: now,
            });
            if (fileId && inStore) {
              await this.providerFiles.keepSearchResult({
                transactionId: request.transaction_id,
                searchResultFileId: fileId,
                name: document.filename,
                content: document.content,
              });
            }
          }
        }
        if (update.status !== 'in progress') {
          await this.events.record({
            transactionId: request.transaction_id,
            name: update.status === 'complete' ? 'search_result_received' : 'search_cancelled',
            comments: `${productName(row.productId)} search (${row.productId}): ${update.status}`,
          });
        }
        if (update.status === 'complete') {
          await this.progress.saleMoved(request.transaction_id, {
            milestone: 'search_returned',
            reference: row.productId,
          });
        }
      }
      // the last search of the sale back: the provider's milestone
      const returned = push.products.some((update) => update.status === 'complete');
      if (returned && !(await this.repository.anySearchInProgress(request.transaction_id))) {
        await this.milestones.record({
          key: 'searches_returned',
          transactionId: request.transaction_id,
          purchaseIntentId: null,
          occurredAt: ukCalendarDay(now),
          author: { source: 'provider', name: 'Search provider' },
          ifUnreached: true,
        });
      }
    });
  }
}
