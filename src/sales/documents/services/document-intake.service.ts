import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { safeError } from '@/platform/common/safe-error';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { DocumentsRepository } from '../documents.repository';
import type { DocumentRow } from '../documents.rules';
import { FileStore } from '@/platform/files/storage/file-store';
import { receiveUpload, type ReceivedUpload } from '../upload/upload-receiver';

/** Where an upload goes and what is known of it before its bytes arrive. */
export type UploadTarget = {
  transactionId: string;
  purchaseIntentId?: string | null;
  requestId?: string | null;
  side: DocumentRow['uploader_side'];
  uploader: SessionUser;
  /** The visibility, or a function of the upload's text fields (staff choose it in the form). */
  visibility:
    | Pick<DocumentRow, 'visible_to_seller' | 'visible_to_buyer'>
    | ((
        fields: Record<string, string>,
      ) => Pick<DocumentRow, 'visible_to_seller' | 'visible_to_buyer'>);
  reviewStatus?: DocumentRow['review_status'];
};

/**
 * Takes one upload in: streams the file into the store (see receiveUpload), then commits its
 * record with the timeline event and the scan job, and whatever `alongside` writes, in one
 * transaction. The file is written before the record commits: if the commit fails the file is
 * deleted here, and if the process dies in between, the orphan sweep deletes it within hours.
 */
@Injectable()
export class DocumentIntakeService {
  private readonly logger = new Logger('Documents');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly documents: DocumentsRepository,
    private readonly store: FileStore,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  async take(
    req: Request,
    target: UploadTarget,
    alongside: (document: DocumentRow) => Promise<void> = async () => undefined,
  ): Promise<DocumentRow> {
    const upload = await receiveUpload(req, this.store);
    try {
      return await this.commit(upload, target, alongside);
    } catch (error) {
      await this.store.delete(upload.key).catch((failure: unknown) =>
        this.logger.warn({
          msg: 'uploaded file not deleted after its record failed; the sweep will',
          error: safeError(failure).message,
        }),
      );
      throw error;
    }
  }

  private commit(
    upload: ReceivedUpload,
    target: UploadTarget,
    alongside: (document: DocumentRow) => Promise<void>,
  ): Promise<DocumentRow> {
    const visibility =
      typeof target.visibility === 'function'
        ? target.visibility(upload.fields)
        : target.visibility;
    const author = target.uploader;
    return this.database.transaction(async () => {
      const now = this.clock.now();
      const document = await this.documents.insert({
        transaction_id: target.transactionId,
        purchase_intent_id: target.purchaseIntentId ?? null,
        request_id: target.requestId ?? null,
        source: 'upload',
        name: upload.name,
        content_type: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
        storage_key: upload.key,
        uploaded_by: author._id,
        uploaded_by_name: `${author.first_name} ${author.last_name}`.trim(),
        uploader_side: target.side,
        ...visibility,
        review_status: target.reviewStatus ?? null,
        createdAt: now,
        updatedAt: now,
      });
      await this.events.record({
        transactionId: target.transactionId,
        name: 'document_uploaded',
        author,
        comments: `${upload.name} (${describeSide(target.side)}${sharing(visibility)})`,
      });
      await this.jobs.enqueue(
        'documents.scan',
        { documentId: document._id },
        { singletonKey: document._id },
      );
      await alongside(document);
      return document;
    });
  }
}

function describeSide(side: DocumentRow['uploader_side']): string {
  return side === 'staff'
    ? 'by staff'
    : side === 'provider'
      ? 'from the provider'
      : `by the ${side}`;
}

export function sharing(visibility: Pick<DocumentRow, 'visible_to_seller' | 'visible_to_buyer'>) {
  const sides = [
    visibility.visible_to_seller ? 'seller' : null,
    visibility.visible_to_buyer ? 'buyer' : null,
  ].filter(Boolean);
  return sides.length ? `; shared with the ${sides.join(' and the ')}` : '; staff only';
}
