import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { RefreshProgressJob } from './jobs/refresh-progress.job';
import { MilestonesQueryRepository } from './milestones.query-repository';
import { MilestonesRepository } from './milestones.repository';
import { MilestonesService } from './milestones.service';

/**
 * A sale's milestones as records (issue 36): the catalogue, the records and the rules for
 * expected dates and lag. It depends on events alone, so the modules that reach a step (the
 * purchases' significant dates, the back office's milestones API) can all import it.
 */
@Module({
  imports: [EventsModule, AdminConfigModule],
  providers: [
    MilestonesRepository,
    MilestonesQueryRepository,
    MilestonesService,
    RefreshProgressJob,
  ],
  exports: [MilestonesService],
})
export class MilestonesModule {}
