import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { Clock } from '@/platform/common/clock';
import { ShutdownState } from '@/platform/common/shutdown';
import type { SessionUser } from '@/platform/common/decorators';
import { safeError } from '@/platform/common/safe-error';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import {
  IdempotencyService,
  IDEMPOTENCY_HEADER,
  REPLAYED_HEADER,
} from '@/platform/idempotency/idempotency.service';
import { DocumentNotFoundError } from '../documents.errors';
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
 *
 * With an `Idempotency-Key` (as every create takes it), the key is claimed and its answer (the
 * document's id) stored in that same transaction, once the file is in: the request is the route,
 * the text fields and the file's checksum, size and name. A retry of a committed upload, or a
 * duplicate sent alongside it (which waits for the first's commit on the key), stores nothing:
 * its copy of the file is deleted and it is answered from the document the first one made. The
 * key with another file or other fields is refused (422). The file is streamed outside the
 * transaction, so a slow upload never holds a database connection.
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
    private readonly idempotency: IdempotencyService,
    private readonly shutdown: ShutdownState,
    private readonly clock: Clock,
  ) {}

  /**
   * Whether this request repeats an upload of the user's that committed (same key, same route):
   * a route may then skip checks the first one changed the answer to (a request answered).
   */
  async isRetry(req: Request, user: SessionUser): Promise<boolean> {
    const key = req.header(IDEMPOTENCY_HEADER);
    if (key === undefined) return false;
    this.idempotency.checkKey(key);
    return this.idempotency.isAnswered(user._id, key, routeOf(req));
  }

  /**
   * Takes the upload in (see the class comment). A shutdown that cuts the connection waits for
   * this to finish, so the store's temp file and any stored copy are removed before the exit.
   */
  take(
    req: Request,
    target: UploadTarget,
    alongside: (document: DocumentRow) => Promise<void> = async () => undefined,
  ): Promise<DocumentRow> {
    return this.shutdown.hold(this.takeIn(req, target, alongside));
  }

  private async takeIn(
    req: Request,
    target: UploadTarget,
    alongside: (document: DocumentRow) => Promise<void>,
  ): Promise<DocumentRow> {
    const key = req.header(IDEMPOTENCY_HEADER);
    // A malformed key is refused before a byte is read.
    if (key !== undefined) this.idempotency.checkKey(key);
    const upload = await receiveUpload(req, this.store);
    try {
      if (key === undefined) return await this.commit(upload, target, alongside);
      return await this.commitOnce(req, key, upload, target, alongside);
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

  private async commitOnce(
    req: Request,
    key: string,
    upload: ReceivedUpload,
    target: UploadTarget,
    alongside: (document: DocumentRow) => Promise<void>,
  ): Promise<DocumentRow> {
    const made: { row?: DocumentRow } = {};
    const answer = await this.idempotency.once(
      {
        userId: target.uploader._id,
        key,
        route: routeOf(req),
        query: req.query,
        body: {
          fields: upload.fields,
          file: { name: upload.name, size: upload.size, sha256: upload.sha256 },
        },
      },
      async () => {
        made.row = await this.commit(upload, target, alongside);
        return { documentId: made.row._id };
      },
    );
    if (made.row) return made.row;
    // A retry: the first request's document stands, this copy of the file goes.
    await this.store.delete(upload.key);
    req.res?.setHeader(REPLAYED_HEADER, 'true');
    const { documentId } = answer.body as { documentId: string };
    const first = await this.documents.findById(documentId);
    if (!first) throw new DocumentNotFoundError();
    return first;
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

/** The route a key is held for: method and path, as the interceptor of other creates names it. */
function routeOf(req: Request): string {
  return `${req.method} ${req.originalUrl.split('?')[0]}`;
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
