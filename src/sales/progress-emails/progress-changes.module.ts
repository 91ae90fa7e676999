import { Module } from '@nestjs/common';
import { ProgressChangesQueryRepository } from './progress-changes.query-repository';
import { ProgressChangesRepository } from './progress-changes.repository';
import { ProgressChangesService } from './progress-changes.service';

/** The customers' pending progress changes and their choice about progress e-mails. */
@Module({
  providers: [ProgressChangesRepository, ProgressChangesQueryRepository, ProgressChangesService],
  exports: [ProgressChangesService],
})
export class ProgressChangesModule {}
