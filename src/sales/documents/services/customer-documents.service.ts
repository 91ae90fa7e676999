import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import {
  isVisibleToCustomer,
  REQUEST_CUSTOMER_TEXT,
} from '@/sales/additional-requests/additional-requests.rules';
import {
  AdditionalRequestsService,
  RequestNotAwaitingAnswerError,
  RequestNotAwaitingFileError,
  type AdditionalRequestRecord,
  type FeeApprovalAnswer,
} from '@/sales/additional-requests/additional-requests.service';
import type { SessionUser } from '@/platform/common/decorators';
import { Database } from '@/platform/database/database';
import { NotesService } from '@/sales/notes/notes.service';
import {
  DocumentPurchaseNotFoundError,
  DocumentTransactionNotFoundError,
  PurchaseNotLinkedError,
  RequestNotFoundError,
} from '../documents.errors';
import { toCustomerDocument, toCustomerRequest } from '../documents.mapping';
import { DocumentsQueryRepository } from '../documents.query-repository';
import { DocumentsRepository } from '../documents.repository';
import { MAX_UPLOAD_BYTES, visibleTo, type DocumentSide } from '../documents.rules';
import type {
  CustomerDocumentDto,
  CustomerDocumentsDto,
  CustomerRequestDto,
} from '../dto/documents.dto';
import { DocumentIntakeService } from './document-intake.service';
import { isConfirmed } from '@/sales/purchases/purchase-confirmed.rules';

/**
 * The customer's side of documents: a sale's seller and the buyer of a purchase attached to it
 * (confirmed) see the files shared with their side and their own uploads, answer the requests
 * staff sent them, and upload files of their own. Anyone else hears 404, as for a missing record.
 */
@Injectable()
export class CustomerDocumentsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly documents: DocumentsRepository,
    private readonly queries: DocumentsQueryRepository,
    private readonly requests: AdditionalRequestsService,
    private readonly notes: NotesService,
    private readonly intake: DocumentIntakeService,
  ) {}

  async listForSale(viewer: SessionUser, transactionId: string): Promise<CustomerDocumentsDto> {
    await this.ensureSeller(viewer, transactionId);
    return this.view(viewer, transactionId, 'seller');
  }

  async listForPurchase(
    viewer: SessionUser,
    purchaseIntentId: string,
  ): Promise<CustomerDocumentsDto> {
    const transactionId = await this.saleOfPurchase(viewer, purchaseIntentId);
    return this.view(viewer, transactionId, 'buyer');
  }

  async uploadForSale(
    viewer: SessionUser,
    transactionId: string,
    req: Request,
  ): Promise<CustomerDocumentDto> {
    await this.ensureSeller(viewer, transactionId);
    const row = await this.intake.take(req, {
      transactionId,
      side: 'seller',
      uploader: viewer,
      visibility: { visible_to_seller: true, visible_to_buyer: false },
    });
    return toCustomerDocument(row, viewer._id);
  }

  async uploadForPurchase(
    viewer: SessionUser,
    purchaseIntentId: string,
    req: Request,
  ): Promise<CustomerDocumentDto> {
    const transactionId = await this.saleOfPurchase(viewer, purchaseIntentId);
    const row = await this.intake.take(req, {
      transactionId,
      purchaseIntentId,
      side: 'buyer',
      uploader: viewer,
      visibility: { visible_to_seller: false, visible_to_buyer: true },
    });
    return toCustomerDocument(row, viewer._id);
  }

  /**
   * The seller answers a request with a file: the request moves to received (checked before the
   * file is read, and again as the record commits), staff hear of it on the timeline and as a
   * note in the feed, and the file waits for their review.
   */
  async answerWithFile(
    viewer: SessionUser,
    requestId: string,
    req: Request,
  ): Promise<CustomerDocumentDto> {
    const request = await this.sellersRequest(viewer, requestId);
    // A retry of an answer that committed is answered from it, though the request has moved on.
    const waiting = request.status === 'sent' || (await this.intake.isRetry(req, viewer));
    if (request.type === 'fee_approval' || !waiting) throw new RequestNotAwaitingFileError();
    const title = REQUEST_CUSTOMER_TEXT[request.type].title;
    const row = await this.intake.take(
      req,
      {
        transactionId: request.transaction_id,
        requestId,
        side: 'seller',
        uploader: viewer,
        visibility: { visible_to_seller: true, visible_to_buyer: false },
        reviewStatus: 'received',
      },
      async (document) => {
        await this.requests.markAnsweredWithFile(viewer, requestId, document.name);
        await this.notes.add({
          transactionId: request.transaction_id,
          text: `${title} uploaded by the seller: ${document.name}. Please review it on the Documents tab.`,
          author: viewer,
          source: 'customer',
        });
      },
    );
    return toCustomerDocument(row, viewer._id);
  }

  /** The seller approves the fee, or queries it with a message; staff hear of it as above. */
  async answerFeeApproval(
    viewer: SessionUser,
    requestId: string,
    answer: FeeApprovalAnswer,
  ): Promise<CustomerRequestDto> {
    const request = await this.sellersRequest(viewer, requestId);
    if (request.type !== 'fee_approval' || request.status !== 'sent') {
      throw new RequestNotAwaitingAnswerError();
    }
    const answered = await this.database.transaction(async () => {
      const updated = await this.requests.answerFeeApproval(viewer, requestId, answer);
      await this.notes.add({
        transactionId: request.transaction_id,
        text:
          answer.decision === 'approve'
            ? 'Fee approval: the seller approved the fee.'
            : `Fee approval: the seller queried the fee: ${answer.message}`,
        author: viewer,
        source: 'customer',
      });
      return updated;
    });
    return toCustomerRequest(answered, []);
  }

  private async view(
    viewer: SessionUser,
    transactionId: string,
    side: DocumentSide,
  ): Promise<CustomerDocumentsDto> {
    const rows = (await this.documents.listForTransaction(transactionId)).filter((row) =>
      visibleTo(row, side, viewer._id),
    );
    const documents = rows.map((row) => toCustomerDocument(row, viewer._id));
    const requests =
      side === 'seller'
        ? (await this.requests.rowsForTransaction(transactionId))
            .filter((request) => isVisibleToCustomer(request.status))
            .sort(
              (a, b) =>
                Number(b.status === 'sent') - Number(a.status === 'sent') ||
                b.createdAt.getTime() - a.createdAt.getTime(),
            )
            .map((request) =>
              toCustomerRequest(
                request,
                documents.filter((document) => document.request_id === request._id),
              ),
            )
        : [];
    return {
      transaction_id: transactionId,
      side,
      max_upload_bytes: MAX_UPLOAD_BYTES,
      requests,
      documents,
    };
  }

  private async ensureSeller(viewer: SessionUser, transactionId: string): Promise<void> {
    const parties = await this.queries.partiesOfSale(transactionId);
    if (!parties || parties.seller_id !== viewer._id) throw new DocumentTransactionNotFoundError();
  }

  /** The sale of the viewer's own confirmed purchase. */
  private async saleOfPurchase(viewer: SessionUser, purchaseIntentId: string): Promise<string> {
    const link = await this.queries.purchaseLink(purchaseIntentId);
    if (!link || link.buyer_id !== viewer._id) throw new DocumentPurchaseNotFoundError();
    if (!link.transaction_id || !isConfirmed(link)) throw new PurchaseNotLinkedError();
    return link.transaction_id;
  }

  /** A request sent to the viewer as the seller of its sale; 404 otherwise. */
  private async sellersRequest(
    viewer: SessionUser,
    requestId: string,
  ): Promise<AdditionalRequestRecord> {
    const request = await this.requests.findRow(requestId);
    if (!request || !isVisibleToCustomer(request.status)) throw new RequestNotFoundError();
    const parties = await this.queries.partiesOfSale(request.transaction_id);
    if (!parties || parties.seller_id !== viewer._id) throw new RequestNotFoundError();
    return request;
  }
}
