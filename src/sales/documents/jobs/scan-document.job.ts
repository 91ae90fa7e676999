import { Inject, Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { AdditionalRequestsService } from '@/sales/additional-requests/additional-requests.service';
import { Clock } from '@/platform/common/clock';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import { DocumentsRepository } from '../documents.repository';
import { MalwareScanner, type ScanResult } from '@/platform/files/scanning/malware-scanner';
import { FileNotFoundError, FileStore } from '@/platform/files/storage/file-store';

/**
 * 'documents.scan': runs an uploaded file through the malware scanner and records the verdict
 * once. A clean file becomes downloadable; an infected one is deleted from the store (its record
 * stays, marked, so the uploader and staff see what happened) and a request it answered opens
 * again. A scanner that cannot answer fails the job, and the queue retries it; the file stays
 * unavailable meanwhile. Idempotent: a settled document is left as it is (an infected one's file
 * is deleted again, in case a run stopped between the two).
 */
@Injectable()
export class ScanDocumentJob implements OnModuleInit {
  private readonly logger = new Logger('Documents');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly documents: DocumentsRepository,
    private readonly store: FileStore,
    private readonly scanner: MalwareScanner,
    private readonly requests: AdditionalRequestsService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('documents.scan', (data) => this.handle(data));
  }

  async handle({ documentId }: JobMap['documents.scan']): Promise<void> {
    const document = await this.documents.findById(documentId);
    if (!document) return;
    if (document.scan_status === 'infected') return this.store.delete(document.storage_key);
    if (document.scan_status !== 'pending') return;
    let result: ScanResult | 'missing';
    try {
      result = await this.scanner.scan(await this.store.get(document.storage_key));
    } catch (error) {
      if (!(error instanceof FileNotFoundError)) throw error; // retried by the queue
      result = 'missing';
    }
    const settled = await this.database.transaction(async () => {
      const now = this.clock.now();
      if (result === 'missing') {
        this.logger.error({ msg: 'document file missing before its scan', documentId });
        return this.documents.settleScan(
          documentId,
          { scan_status: 'failed', scan_signature: null },
          now,
        );
      }
      if (result.clean) {
        return this.documents.settleScan(
          documentId,
          { scan_status: 'clean', scan_signature: null },
          now,
        );
      }
      const row = await this.documents.settleScan(
        documentId,
        { scan_status: 'infected', scan_signature: result.signature.slice(0, 255) },
        now,
      );
      if (!row) return row;
      this.logger.warn({ msg: 'infected document refused', documentId });
      await this.events.record({
        transactionId: row.transaction_id,
        name: 'document_infected',
        comments: `${row.name}: ${row.scan_signature} (the file was deleted)`,
      });
      if (row.request_id) {
        await this.requests.reopen(null, row.request_id, 'the file failed the virus check');
      }
      return row;
    });
    if (settled?.scan_status === 'infected') await this.store.delete(settled.storage_key);
  }
}
