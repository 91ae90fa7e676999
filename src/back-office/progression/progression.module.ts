import { Module } from '@nestjs/common';
import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { PurchaseIntentsModule } from '@/sales/purchases/purchase-intents.module';
import { AdminMilestonesController } from './admin-milestones.controller';
import { ProgressionQueryRepository } from './progression.query-repository';
import { ProgressionService } from './progression.service';

/**
 * A sale's progression in the back office (issue 36): its milestones, recorded and read by
 * staff, through the milestones module and, for the purchase's steps, the purchases module
 * (which keeps the significant dates beside them).
 */
@Module({
  imports: [MilestonesModule, PurchaseIntentsModule],
  controllers: [AdminMilestonesController],
  providers: [ProgressionQueryRepository, ProgressionService],
})
export class ProgressionModule {}
