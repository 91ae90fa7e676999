import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { REQUEST_CUSTOMER_TEXT } from '@/sales/additional-requests/additional-requests.rules';
import { AdditionalRequestsService } from '@/sales/additional-requests/additional-requests.service';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import {
  AlreadyReviewedError,
  DocumentNotFoundError,
  DocumentTransactionNotFoundError,
  NotARequestAnswerError,
  NotScannedCleanError,
} from '../documents.errors';
import { toAdminDocument } from '../documents.mapping';
import { DocumentsQueryRepository } from '../documents.query-repository';
import { DocumentsRepository } from '../documents.repository';
import type { DocumentRow } from '../documents.rules';
import type { AdminDocumentDto, DocumentVisibilityDto } from '../dto/documents.dto';
import { DocumentIntakeService, sharing } from './document-intake.service';

/** A form's 'true' (any other value, or none, is false: staff only until shared). */
const flag = (value: string | undefined) => value === 'true';

/**
 * The back office's Documents tab: every file of a sale, staff's own uploads with the sides they
 * share them with, sharing changes, and the review of the seller's answers to requests. Each
 * change is on the sale's timeline with the member of staff as its author.
 */
@Injectable()
export class AdminDocumentsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly documents: DocumentsRepository,
    private readonly queries: DocumentsQueryRepository,
    private readonly intake: DocumentIntakeService,
    private readonly requests: AdditionalRequestsService,
    private readonly events: EventsService,
    private readonly email: EmailService,
    private readonly sales: SalesService,
    private readonly clock: Clock,
  ) {}

  async list(transactionId: string): Promise<AdminDocumentDto[]> {
    await this.ensureSale(transactionId);
    return (await this.queries.listForAdmin(transactionId)).map(toAdminDocument);
  }

  async upload(admin: SessionUser, transactionId: string, req: Request): Promise<AdminDocumentDto> {
    await this.ensureSale(transactionId);
    const row = await this.intake.take(req, {
      transactionId,
      side: 'staff',
      uploader: admin,
      visibility: (fields) => ({
        visible_to_seller: flag(fields.visible_to_seller),
        visible_to_buyer: flag(fields.visible_to_buyer),
      }),
    });
    return this.get(row._id);
  }

  async setVisibility(
    admin: SessionUser,
    id: string,
    visibility: DocumentVisibilityDto,
  ): Promise<AdminDocumentDto> {
    await this.database.transaction(async () => {
      const current = await this.documents.findForUpdate(id);
      if (!current) throw new DocumentNotFoundError();
      if (
        current.visible_to_seller === visibility.visible_to_seller &&
        current.visible_to_buyer === visibility.visible_to_buyer
      ) {
        return;
      }
      await this.documents.update(
        id,
        {
          visible_to_seller: visibility.visible_to_seller,
          visible_to_buyer: visibility.visible_to_buyer,
        },
        this.clock.now(),
      );
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'document_visibility_changed',
        author: admin,
        comments: `${current.name}${sharing(visibility).replace(/^; /, ': ')}`,
      });
    });
    return this.get(id);
  }

  async accept(admin: SessionUser, id: string): Promise<AdminDocumentDto> {
    await this.database.transaction(async () => {
      const current = await this.reviewable(id);
      await this.documents.update(id, this.review(admin, 'accepted', null), this.clock.now());
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'document_accepted',
        author: admin,
        comments: current.name,
      });
    });
    return this.get(id);
  }

  /**
   * Turns the seller's answer down: the request is open to them again, and they are e-mailed the
   * reason with a link to their dashboard, where they upload another file.
   */
  async reject(admin: SessionUser, id: string, reason: string): Promise<AdminDocumentDto> {
    await this.database.transaction(async () => {
      const current = await this.reviewable(id);
      await this.documents.update(id, this.review(admin, 'rejected', reason), this.clock.now());
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'document_rejected',
        author: admin,
        comments: `${current.name}: ${reason}`,
      });
      const request = await this.requests.reopen(admin, current.request_id!, 'answer rejected');
      const seller = await this.sales.receiptDetails(current.transaction_id);
      await this.email.queue(seller.email, 'document-rejected', {
        firstName: seller.firstName,
        address: seller.address,
        requestTitle: request ? REQUEST_CUSTOMER_TEXT[request.type].title : 'document',
        fileName: current.name,
        reason,
        dashboardUrl: `${this.config.appUrl}/dashboard/sell/${current.transaction_id}`,
      });
    });
    return this.get(id);
  }

  private review(
    admin: SessionUser,
    status: 'accepted' | 'rejected',
    reason: string | null,
  ): Partial<DocumentRow> {
    return {
      review_status: status,
      rejection_reason: reason,
      reviewed_by: admin._id,
      reviewed_by_name: `${admin.first_name} ${admin.last_name}`.trim(),
      reviewedAt: this.clock.now(),
    };
  }

  /** An answer to a request, scanned clean and not reviewed yet, locked for the review. */
  private async reviewable(id: string): Promise<DocumentRow> {
    const current = await this.documents.findForUpdate(id);
    if (!current) throw new DocumentNotFoundError();
    if (!current.request_id || current.review_status === null) throw new NotARequestAnswerError();
    if (current.review_status !== 'received') throw new AlreadyReviewedError();
    if (current.scan_status !== 'clean') throw new NotScannedCleanError();
    return current;
  }

  private async get(id: string): Promise<AdminDocumentDto> {
    const row = await this.queries.findForAdmin(id);
    if (!row) throw new DocumentNotFoundError();
    return toAdminDocument(row);
  }

  private async ensureSale(transactionId: string): Promise<void> {
    if (!(await this.queries.partiesOfSale(transactionId))) {
      throw new DocumentTransactionNotFoundError();
    }
  }
}
