import { Inject, Injectable } from '@nestjs/common';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { newId } from '@/platform/common/ids';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { OrderSearchesDto, SearchesDto } from '../dto/searches.dto';
import { SearchesOrderedTodayError, SearchesSaleNotPaidError } from '../searches.errors';
import { SearchesRepository } from '../searches.repository';
import {
  cleanPremise,
  londonDay,
  premiseProblem,
  productName,
  unpaidOverride,
} from '../searches.rules';
import { SearchesTabService } from './searches-tab.service';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { ukCalendarDay } from '@/platform/common/uk-day';

/**
 * Staff order a sale's search pack (admin.md §3): at most once a London day per sale. The order,
 * its products, its event and its job (SubmitSearchOrderJob) commit together.
 */
@Injectable()
export class SearchOrdersService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SearchesRepository,
    private readonly sales: SalesService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
    private readonly tab: SearchesTabService,
    private readonly milestones: MilestonesService,
  ) {}

  /**
   * Orders the search pack: refused when the premise is missing, when the sale ordered today, or
   * when the sale is not paid and no reason for the override is given (the reason goes on the
   * timeline with the order).
   */
  async order(
    admin: SessionUser,
    transactionId: string,
    body: OrderSearchesDto,
  ): Promise<SearchesDto> {
    const problem = premiseProblem(body);
    if (problem) throw new ValidationError([problem]);
    const sale = await this.sales.adminGet(transactionId);
    const override = unpaidOverride(sale.complete, body.unpaidOverrideReason);
    if (!override.allowed) throw new SearchesSaleNotPaidError();
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
          .join(', ')} for ${formatAddress(sale.property.address)}${
          override.reason ? `, before the sale was paid for. Reason: ${override.reason}` : ''
        }`,
      });
      await this.milestones.record({
        key: 'searches_ordered',
        transactionId,
        purchaseIntentId: null,
        occurredAt: ukCalendarDay(now),
        author: { source: 'staff', user: admin },
        ifUnreached: true,
      });
      await this.jobs.enqueue('searches.order', { requestId: request._id });
    });
    return this.tab.list(transactionId);
  }
}
