import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { JobsService } from '@/platform/jobs/jobs.service';
import { DocumentsRepository } from '../documents.repository';
import { cleanFileName, sniffContentType, SNIFF_BYTES } from '../documents.rules';
import { FileStore } from '@/platform/files/storage/file-store';
import { newStorageKey } from '../upload/upload-receiver';

export type SearchResultFile = {
  transactionId: string;
  searchResultFileId: string;
  name: string;
  content: Buffer;
};

/**
 * Files a provider sends rather than a person uploads: the searches provider's result PDFs. They
 * go to the same store as every document, are scanned the same way and appear on the sale's
 * Documents tab (staff only until shared). Call inside the transaction that records the result:
 * the file is stored first, and a rollback leaves it to the orphan sweep.
 */
@Injectable()
export class ProviderFilesService {
  constructor(
    private readonly documents: DocumentsRepository,
    private readonly store: FileStore,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  /** Whether the store takes this file (a type documents accept, by its content). */
  accepts(content: Buffer): boolean {
    return content.length > 0 && sniffContentType(content.subarray(0, SNIFF_BYTES)) !== null;
  }

  async keepSearchResult(file: SearchResultFile): Promise<void> {
    const contentType = sniffContentType(file.content.subarray(0, SNIFF_BYTES));
    if (!contentType || file.content.length === 0) {
      throw new Error('A search result of a type documents do not take reached the store');
    }
    const key = newStorageKey();
    await this.store.put(key, Readable.from([file.content]), { contentType });
    const now = this.clock.now();
    const document = await this.documents.insert({
      transaction_id: file.transactionId,
      search_result_file_id: file.searchResultFileId,
      source: 'search_result',
      name: cleanFileName(file.name, contentType),
      content_type: contentType,
      size: file.content.length,
      sha256: createHash('sha256').update(file.content).digest('hex'),
      storage_key: key,
      uploaded_by: null,
      uploaded_by_name: 'Search provider',
      uploader_side: 'provider',
      visible_to_seller: false,
      visible_to_buyer: false,
      createdAt: now,
      updatedAt: now,
    });
    await this.jobs.enqueue(
      'documents.scan',
      { documentId: document._id },
      { singletonKey: document._id },
    );
  }
}
