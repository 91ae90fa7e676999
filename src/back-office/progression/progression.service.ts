import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import type {
  MilestoneRecordDto,
  SaleMilestonesDto,
  RecordMilestoneDto,
} from '@/sales/milestones/dto/milestone.dto';
import { MILESTONE_CATALOGUE } from '@/sales/milestones/milestones.catalogue';
import { milestoneViolations } from '@/sales/milestones/milestones.rules';
import { MilestonesService, type NewMilestone } from '@/sales/milestones/milestones.service';
import { PurchaseDatesService } from '@/sales/purchases/purchase-dates.service';
import { SaleNotFoundError } from '@/sales/sale/sales.errors';
import { MilestoneNeedsPurchaseError } from './progression.errors';
import { ProgressionQueryRepository } from './progression.query-repository';
import { ukCalendarDay } from '@/platform/common/uk-day';

/**
 * A sale's progression for the back office (issue 36): its milestones, recorded by staff. The
 * purchase's steps go through the purchases module (which keeps the significant dates with
 * them), the sale's own steps straight to the records.
 */
@Injectable()
export class ProgressionService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly query: ProgressionQueryRepository,
    private readonly milestones: MilestonesService,
    private readonly purchases: PurchaseDatesService,
    private readonly clock: Clock,
  ) {}

  /** Every step of the catalogue for the sale and the purchase going ahead, with history. */
  async list(transactionId: string): Promise<SaleMilestonesDto> {
    const sale = await this.query.sale(transactionId);
    if (!sale) throw new SaleNotFoundError();
    return this.milestones.view({ transactionId, purchaseIntentId: sale.purchaseIntentId });
  }

  /**
   * Records a step by a member of staff: checked alone first (nothing in the future, a reason for
   * a fall-through), then, for the purchase's steps, against the purchase's dates.
   */
  async record(
    admin: SessionUser,
    transactionId: string,
    body: RecordMilestoneDto,
  ): Promise<MilestoneRecordDto> {
    const occurredAt = ukCalendarDay(new Date(body.occurred_at));
    const expectedAt = body.expected_at ? ukCalendarDay(new Date(body.expected_at)) : null;
    const violations = milestoneViolations(
      {
        key: body.key,
        occurredAt,
        expectedAt,
        reason: body.reason ?? null,
        reasonDetails: body.reason_details ?? null,
      },
      ukCalendarDay(this.clock.now()),
    );
    if (violations.length > 0) throw new ValidationError(violations);
    const record: Omit<NewMilestone, 'purchaseIntentId' | 'transactionId'> = {
      key: body.key,
      occurredAt,
      expectedAt,
      note: body.note ?? null,
      reason: body.reason ?? null,
      reasonDetails: body.reason_details ?? null,
      author: { source: 'staff', user: admin },
    };
    const saved = await this.database.transaction(async () => {
      const sale = await this.query.sale(transactionId, true);
      if (!sale) throw new SaleNotFoundError();
      if (MILESTONE_CATALOGUE[body.key].scope === 'sale') {
        return this.milestones.record({ ...record, transactionId, purchaseIntentId: null });
      }
      if (!sale.purchaseIntentId) throw new MilestoneNeedsPurchaseError();
      return this.purchases.recordMilestone(sale.purchaseIntentId, record);
    });
    // a record always has a date here, so one is always written or found
    return saved as MilestoneRecordDto;
  }
}
