import { Module } from '@nestjs/common';
import { PersonalDataModule } from '@/accounts/data-rights/personal-data.port';
import { AccessRecordsModule } from '@/accounts/access-records/access-records.module';
import { AdditionalRequestsModule } from '@/sales/additional-requests/additional-requests.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { NotesModule } from '@/sales/notes/notes.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { AdminDocumentsController } from './controllers/admin-documents.controller';
import { DocumentsController } from './controllers/documents.controller';
import { FilesModule } from '@/platform/files/files.module';
import { DocumentsQueryRepository } from './documents.query-repository';
import { DocumentsRepository } from './documents.repository';
import { ScanDocumentJob } from './jobs/scan-document.job';
import { SweepOrphanFilesJob } from './jobs/sweep-orphan-files.job';
import { AdminDocumentsService } from './services/admin-documents.service';
import { CustomerDocumentsService } from './services/customer-documents.service';
import { DocumentDownloadsService } from './services/document-downloads.service';
import { DocumentErasureService } from './services/document-erasure.service';
import { DocumentIntakeService } from './services/document-intake.service';
import { ProviderFilesService } from './services/provider-files.service';

/**
 * A sale's documents (issue 26): the seller's answers to additional requests, staff's files
 * shared per side, uploads streamed into the file store and scanned before anyone downloads them.
 */
@Module({
  imports: [
    PersonalDataModule,
    FilesModule,
    AdditionalRequestsModule,
    EventsModule,
    NotesModule,
    SalesModule,
    AccessRecordsModule,
  ],
  controllers: [DocumentsController, AdminDocumentsController],
  providers: [
    DocumentsRepository,
    DocumentsQueryRepository,
    DocumentIntakeService,
    CustomerDocumentsService,
    AdminDocumentsService,
    DocumentDownloadsService,
    ScanDocumentJob,
    SweepOrphanFilesJob,
    ProviderFilesService,
    DocumentErasureService,
  ],
  exports: [ProviderFilesService, DocumentDownloadsService],
})
export class DocumentsModule {}
