import { Global, Module } from '@nestjs/common';
import { AdminJobsController } from './admin-jobs.controller';
import { AdminJobsService } from './admin-jobs.service';
import { JobClaimsRepository } from './job-claims.repository';
import { JobsService } from './jobs.service';
import { ProviderCursorsRepository } from './provider-cursors.repository';
import { ProviderPoller } from './provider-poller';
import { QueueStatsRepository } from './queue-stats.repository';

@Global()
@Module({
  controllers: [AdminJobsController],
  providers: [
    AdminJobsService,
    JobClaimsRepository,
    JobsService,
    ProviderCursorsRepository,
    ProviderPoller,
    QueueStatsRepository,
  ],
  exports: [JobsService, ProviderPoller],
})
export class JobsModule {}
