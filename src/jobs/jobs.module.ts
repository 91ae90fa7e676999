import { Global, Module } from '@nestjs/common';
import { JobClaimsRepository } from './job-claims.repository';
import { JobsService } from './jobs.service';

@Global()
@Module({ providers: [JobClaimsRepository, JobsService], exports: [JobsService] })
export class JobsModule {}
