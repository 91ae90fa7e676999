import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { TrackerController } from './tracker.controller';
import { TrackerQueryRepository } from './tracker.query-repository';
import { TrackerService } from './tracker.service';

/**
 * The customer's tracker (issue 25): a read of the customer's own sale or purchase across the
 * modules that record it. It owns no table.
 */
@Module({
  imports: [AdminConfigModule, MilestonesModule],
  controllers: [TrackerController],
  providers: [TrackerQueryRepository, TrackerService],
  // The progress e-mails describe what changed in the tracker's own words.
  exports: [TrackerService],
})
export class TrackerModule {}
