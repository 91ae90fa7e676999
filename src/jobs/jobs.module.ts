import { Global, Module } from '@nestjs/common';
import { JobClaimsRepository } from './job-claims.repository';
import { JobsService } from './jobs.service';
import { ProviderCursorsRepository } from './provider-cursors.repository';
import { ProviderPoller } from './provider-poller';

@Global()
@Module({
  providers: [JobClaimsRepository, JobsService, ProviderCursorsRepository, ProviderPoller],
  exports: [JobsService, ProviderPoller],
})
export class JobsModule {}
