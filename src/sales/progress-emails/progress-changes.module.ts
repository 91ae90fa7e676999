import { Module } from '@nestjs/common';
import { PersonalDataModule } from '@/accounts/data-rights/personal-data.port';
import { ProgressChangesQueryRepository } from './progress-changes.query-repository';
import { ProgressChangesRepository } from './progress-changes.repository';
import { ProgressChangesService } from './progress-changes.service';

/** The customers' pending progress changes and their choice about progress e-mails. */
@Module({
  imports: [PersonalDataModule],
  providers: [ProgressChangesRepository, ProgressChangesQueryRepository, ProgressChangesService],
  exports: [ProgressChangesService],
})
export class ProgressChangesModule {}
