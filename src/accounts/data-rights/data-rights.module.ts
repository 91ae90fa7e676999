import { Module } from '@nestjs/common';
import { ContactModule } from '@/accounts/contact/contact.module';
import { FilesModule } from '@/platform/files/files.module';
import { DocumentsModule } from '@/sales/documents/documents.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { IdentityChecksModule } from '@/providers/identity-checks/identity-checks.module';
import { PeopleModule } from '@/accounts/people/people.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { UsersModule } from '@/accounts/users/users.module';
import { AdminErasureRequestsController } from './controllers/admin-erasure-requests.controller';
import { DataRightsController } from './controllers/data-rights.controller';
import { DataRightsQueryRepository } from './data-rights.query-repository';
import { DataRightsRepository } from './data-rights.repository';
import { PrepareExportJob } from './jobs/prepare-export.job';
import { RetentionJob } from './jobs/retention.job';
import { DataExportService } from './services/data-export.service';
import { ErasureService } from './services/erasure.service';
import { RetentionService } from './services/retention.service';

/**
 * Customers' data rights (UK GDPR) and retention (Money Laundering Regulations 2017, issue 27):
 * the export of a customer's data, erasure on request carried out by staff, and the daily
 * retention job. It writes only its own tables; every other module erases its own rows through
 * the method it exports, called here inside one transaction.
 */
@Module({
  imports: [
    FilesModule,
    DocumentsModule,
    UsersModule,
    PeopleModule,
    IdentityChecksModule,
    ProgressChangesModule,
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
