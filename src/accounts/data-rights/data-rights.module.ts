import { Module } from '@nestjs/common';
import { ContactModule } from '@/accounts/contact/contact.module';
import { FilesModule } from '@/platform/files/files.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { PeopleModule } from '@/accounts/people/people.module';
import { UsersModule } from '@/accounts/users/users.module';
import { AdminErasureRequestsController } from './controllers/admin-erasure-requests.controller';
import { DataRightsController } from './controllers/data-rights.controller';
import { DataRightsQueryRepository } from './data-rights.query-repository';
import { DataRightsRepository } from './data-rights.repository';
import { PersonalDataModule } from './personal-data.port';
import { PrepareExportJob } from './jobs/prepare-export.job';
import { RetentionJob } from './jobs/retention.job';
import { DataExportService } from './services/data-export.service';
import { ErasureService } from './services/erasure.service';
import { RetentionService } from './services/retention.service';

/**
 * Customers' data rights (UK GDPR) and retention (Money Laundering Regulations 2017, issue 27):
 * the export of a customer's data, erasure on request carried out by staff, and the daily
 * retention job. It writes only its own tables; every other context erases its own rows through
 * the eraser it registers (personal-data.port.ts), called here inside one transaction.
 */
@Module({
  imports: [
    FilesModule,
    UsersModule,
    PeopleModule,
    PersonalDataModule,
    ContactModule,
    EventsModule,
  ],
  controllers: [DataRightsController, AdminErasureRequestsController],
  providers: [
    DataRightsRepository,
    DataRightsQueryRepository,
    DataExportService,
    ErasureService,
    RetentionService,
    PrepareExportJob,
    RetentionJob,
  ],
})
export class DataRightsModule {}
