import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { Injectable, Logger } from '@nestjs/common';
import { AccessRecordsService } from '@/accounts/access-records/access-records.service';
import type { AccessSubject } from '@/accounts/access-records/access-records.rules';
import type { SessionUser } from '@/platform/common/decorators';
import { EventsService } from '@/platform/timeline/events.service';
import {
  DocumentCorruptedError,
  DocumentNotFoundError,
  DocumentPendingScanError,
  DocumentRefusedByScanError,
} from '../documents.errors';
import { DocumentsQueryRepository } from '../documents.query-repository';
import { DocumentsRepository } from '../documents.repository';
import {
  contentDisposition,
  PREVIEWABLE,
  visibleTo,
  type DocumentRow,
  type DocumentSide,
} from '../documents.rules';
import { FileNotFoundError, FileStore } from '@/platform/files/storage/file-store';

/** A file ready to stream to the browser, with the headers it goes with. */
export type Download = { body: Readable; headers: Record<string, string> };

/**
 * Serves a document's bytes to the sale's parties and to staff. Only a file scanned clean is
 * served. Its SHA-256 is checked before the first byte goes out (a streamed first read), and
 * again on the way out: a file that no longer matches is refused (or its transfer cut short),
 * and logged by document id only. Every download is on the sale's timeline with its author.
 */
@Injectable()
export class DocumentDownloadsService {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly documents: DocumentsRepository,
    private readonly queries: DocumentsQueryRepository,
    private readonly store: FileStore,
    private readonly events: EventsService,
    private readonly access: AccessRecordsService,
  ) {}

  /** For the seller of its sale or the buyer of a purchase attached to it, when shared with them. */
  async forCustomer(viewer: SessionUser, id: string): Promise<Download> {
    const document = await this.documents.findById(id);
    if (!document) throw new DocumentNotFoundError();
    const side = await this.sideOf(viewer, document.transaction_id);
    if (!side || !visibleTo(document, side, viewer._id)) throw new DocumentNotFoundError();
    return this.open(viewer, document, false);
  }

  /**
   * For staff: any document; `inline` serves a PDF or picture for the preview. The download is
   * on the Access list of the customer whose file it is (issue 27), once it is sure to be served.
   */
  async forAdmin(admin: SessionUser, id: string, inline: boolean): Promise<Download> {
    const document = await this.documents.findById(id);
    if (!document) throw new DocumentNotFoundError();
    const preview = inline && PREVIEWABLE.includes(document.content_type);
    const download = await this.open(admin, document, preview);
    await this.access.record({
      staff: admin,
      kind: preview ? 'document_preview' : 'document_download',
      subjects: await this.ownersOf(document),
      recordId: document._id,
      recordLabel: document.name,
      transactionId: document.transaction_id,
    });
    return download;
  }

  /**
   * Whose personal data a document is: the customer who uploaded it; otherwise (staff's files,
   * the provider's) the buyer of the purchase it belongs to, or else the sale's seller.
   */
  private async ownersOf(document: DocumentRow): Promise<AccessSubject[]> {
    if (document.uploaded_by && ['seller', 'buyer'].includes(document.uploader_side)) {
      return [{ type: 'user', id: document.uploaded_by }];
    }
    if (document.purchase_intent_id) {
      const purchase = await this.queries.purchaseLink(document.purchase_intent_id);
      if (purchase) return [{ type: 'user', id: purchase.buyer_id }];
    }
    const parties = await this.queries.partiesOfSale(document.transaction_id);
    return parties ? [{ type: 'user', id: parties.seller_id }] : [];
  }

  /** For staff, from the Searches tab: the stored file of a search result. */
  async forAdminSearchResult(admin: SessionUser, searchResultFileId: string): Promise<Download> {
    const document = await this.documents.findBySearchResultFile(searchResultFileId);
    if (!document) throw new DocumentNotFoundError();
    return this.open(admin, document, false);
  }

  private async sideOf(viewer: SessionUser, transactionId: string): Promise<DocumentSide | null> {
    const parties = await this.queries.partiesOfSale(transactionId);
    if (!parties) return null;
    if (parties.seller_id === viewer._id) return 'seller';
    if (parties.buyers.some((buyer) => buyer.buyer_id === viewer._id)) return 'buyer';
    return null;
  }

  private async open(author: SessionUser, document: DocumentRow, inline: boolean) {
    if (document.scan_status === 'pending') throw new DocumentPendingScanError();
    if (document.scan_status !== 'clean') throw new DocumentRefusedByScanError();
    await this.verify(document);
    const source = await this.read(document);
    const body = this.checking(document);
    source.on('error', (error) => body.destroy(error));
    source.pipe(body);
    await this.events.record({
      transactionId: document.transaction_id,
      name: 'document_downloaded',
      author,
      comments: inline ? `${document.name} (preview)` : document.name,
    });
    const headers: Record<string, string> = {
      'Content-Type': document.content_type,
      'Content-Length': String(document.size),
      'Content-Disposition': contentDisposition(inline ? 'inline' : 'attachment', document.name),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    if (inline) {
      // the back office's preview frame (same origin only). A picture is sandboxed outright; a
      // PDF cannot be (browsers refuse to open their PDF viewer in a sandboxed document), and
      // runs in the viewer's own sandbox.
      headers['Content-Security-Policy'] =
        document.content_type === 'application/pdf'
          ? "frame-ancestors 'self'"
          : "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";
    }
    return { body, headers };
  }

  private async read(document: DocumentRow): Promise<Readable> {
    try {
      return await this.store.get(document.storage_key);
    } catch (error) {
      if (error instanceof FileNotFoundError) {
        this.logger.error({
          msg: 'document file missing from the store',
          documentId: document._id,
        });
        throw new DocumentCorruptedError();
      }
      throw error;
    }
  }

  /** Reads the whole file once (streamed) and compares its checksum and size with the record's. */
  private async verify(document: DocumentRow): Promise<void> {
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of await this.read(document)) {
      size += (chunk as Buffer).length;
      hash.update(chunk as Buffer);
    }
    if (size !== document.size || hash.digest('hex') !== document.sha256) {
      this.corrupted(document);
      throw new DocumentCorruptedError();
    }
  }

  /** Checks the bytes again as they go out; a change since `verify` cuts the transfer short. */
  private checking(document: DocumentRow): Transform {
    const hash = createHash('sha256');
    const corrupted = () => this.corrupted(document);
    return new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        callback(null, chunk);
      },
      flush(callback) {
        if (hash.digest('hex') === document.sha256) return callback();
        corrupted();
        callback(new DocumentCorruptedError());
      },
    });
  }

  private corrupted(document: DocumentRow): void {
    this.logger.error({
      msg: 'document checksum mismatch',
      documentId: document._id,
      transactionId: document.transaction_id,
    });
  }
}
