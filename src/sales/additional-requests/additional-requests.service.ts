import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { SessionUser } from '@/platform/common/decorators';
import {
  ConflictError,
  featureError,
  NotFoundError,
  ValidationError,
} from '@/platform/common/errors';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import type { AdditionalRequestDto } from './dto/additional-request.dto';
import {
  AdditionalRequestsRepository,
  type AdditionalRequestRow,
} from './additional-requests.repository';
import {
  canMove,
  isOpenForCustomer,
  REQUEST_CUSTOMER_TEXT,
  REQUEST_LABELS,
  type AdditionalRequestStatus,
  type AdditionalRequestType,
} from './additional-requests.rules';

export class AdditionalRequestNotFoundError extends featureError(
  NotFoundError,
  'ADDITIONAL_REQUEST_NOT_FOUND',
  'Additional request not found',
) {}

export class RequestNotAwaitingFileError extends featureError(
  ConflictError,
  'REQUEST_NOT_AWAITING_FILE',
  'This request is not waiting for a file',
) {}

export class RequestNotAwaitingAnswerError extends featureError(
  ConflictError,
  'REQUEST_NOT_AWAITING_ANSWER',
  'This request is not waiting for an answer',
) {}

export type AdditionalRequestRecord = AdditionalRequestRow;

export type FeeApprovalAnswer = { decision: 'approve' } | { decision: 'query'; message: string };

export class WaterBillRequestedError extends featureError(
  ConflictError,
  'WATER_BILL_ALREADY_REQUESTED',
  'A water bill request has already been sent for this transaction',
) {}

/**
 * Additional information requests of a sale (admin.md §4, §5, §8): a water bill (at most one,
 * e-mailed to the seller at once, so it starts 'sent'), a title plan, an address confirmation, a
 * fee approval (these start 'pending' for staff to send). Staff move pending → sent → received.
 * Each change is on the sale's timeline, committed with it.
 */
@Injectable()
export class AdditionalRequestsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly requests: AdditionalRequestsRepository,
    private readonly sales: SalesService,
    private readonly events: EventsService,
    private readonly email: EmailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(transactionId: string): Promise<AdditionalRequestDto[]> {
    await this.sales.receiptDetails(transactionId); // 404 for an unknown sale
    return (await this.requests.listForTransaction(transactionId)).map(toDto);
  }

  async create(
    admin: SessionUser,
    transactionId: string,
    type: AdditionalRequestType,
  ): Promise<AdditionalRequestDto> {
    const seller = await this.sales.receiptDetails(transactionId);
    const row = await this.database.transaction(async () => {
      const now = this.clock.now();
      const waterBill = type === 'sewer_bill';
      const created = await this.requests.insert(
        {
          transaction_id: transactionId,
          type,
          status: waterBill ? 'sent' : 'pending',
          sentAt: waterBill ? now : null,
        },
        now,
      );
      if (!created) throw new WaterBillRequestedError();
      if (waterBill) {
        await this.email.queue(seller.email, 'water-bill-request', {
          firstName: seller.firstName,
          address: seller.address,
          dashboardUrl: `${this.config.appUrl}/dashboard/sell/${transactionId}`,
        });
      }
      await this.events.record({
        transactionId,
        name: 'additional_request_created',
        author: admin,
        comments: waterBill
          ? `${REQUEST_LABELS[type]}: sent to the seller`
          : `${REQUEST_LABELS[type]}: pending`,
      });
      return created;
    });
    return toDto(row);
  }

  async updateStatus(
    admin: SessionUser,
    id: string,
    status: AdditionalRequestStatus,
  ): Promise<AdditionalRequestDto> {
    const row = await this.database.transaction(async () => {
      const current = await this.requests.findForUpdate(id);
      if (!current) throw new AdditionalRequestNotFoundError();
      if (!canMove(current.status, status)) {
        throw new ValidationError([
          `A request that is ${current.status} cannot be marked ${status}: requests go pending → sent → received`,
        ]);
      }
      const now = this.clock.now();
      const updated = await this.requests.update(
        id,
        status === 'sent' ? { status, sentAt: now } : { status, receivedAt: now },
        now,
      );
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'additional_request_updated',
        author: admin,
        comments: `${REQUEST_LABELS[current.type]}: ${current.status} → ${status}`,
      });
      return updated;
    });
    return toDto(row);
  }

  /** A sale's requests as rows, oldest first (for the documents module's views). */
  rowsForTransaction(transactionId: string): Promise<AdditionalRequestRecord[]> {
    return this.requests.listForTransaction(transactionId);
  }

  findRow(id: string): Promise<AdditionalRequestRecord | undefined> {
    return this.requests.findById(id);
  }

  /**
   * The seller answered a request with a file (in the caller's transaction, which also keeps
   * the file's record): sent → received, on the timeline with the seller as author.
   */
  async markAnsweredWithFile(
    customer: SessionUser,
    id: string,
    fileName: string,
  ): Promise<AdditionalRequestRecord> {
    return this.database.transaction(async () => {
      const current = await this.requests.findForUpdate(id);
      if (!current) throw new AdditionalRequestNotFoundError();
      if (current.type === 'fee_approval' || !isOpenForCustomer(current.status)) {
        throw new RequestNotAwaitingFileError();
      }
      const now = this.clock.now();
      const updated = await this.requests.update(id, { status: 'received', receivedAt: now }, now);
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'request_answered',
        author: customer,
        comments: `${REQUEST_CUSTOMER_TEXT[current.type].title}: ${fileName} uploaded by the seller`,
      });
      return updated;
    });
  }

  /** The seller approved or queried the fee in the product: sent → received, on the timeline. */
  async answerFeeApproval(
    customer: SessionUser,
    id: string,
    answer: FeeApprovalAnswer,
  ): Promise<AdditionalRequestRecord> {
    return this.database.transaction(async () => {
      const current = await this.requests.findForUpdate(id);
      if (!current) throw new AdditionalRequestNotFoundError();
      if (current.type !== 'fee_approval' || !isOpenForCustomer(current.status)) {
        throw new RequestNotAwaitingAnswerError();
      }
      const now = this.clock.now();
      const approved = answer.decision === 'approve';
      const updated = await this.requests.update(
        id,
        {
          status: 'received',
          receivedAt: now,
          fee_response: approved ? 'approved' : 'queried',
          fee_query: approved ? null : answer.message,
        },
        now,
      );
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'request_answered',
        author: customer,
        comments: approved
          ? 'Fee approval: the seller approved the fee'
          : `Fee approval: the seller queried the fee: ${answer.message}`,
      });
      return updated;
    });
  }

  /**
   * Staff turned the answer down, or its file failed the virus check: the request is open for
   * the seller again (received → sent). A request staff already moved on is left as it is.
   */
  async reopen(
    author: SessionUser | null,
    id: string,
    why: string,
  ): Promise<AdditionalRequestRecord | null> {
    return this.database.transaction(async () => {
      const current = await this.requests.findForUpdate(id);
      if (!current || current.status !== 'received') return null;
      const now = this.clock.now();
      const updated = await this.requests.update(
        id,
        { status: 'sent', sentAt: now, receivedAt: null },
        now,
      );
      await this.events.record({
        transactionId: current.transaction_id,
        name: 'additional_request_updated',
        author,
        comments: `${REQUEST_LABELS[current.type]}: received → sent (${why})`,
      });
      return updated;
    });
  }
}

function toDto(row: AdditionalRequestRow): AdditionalRequestDto {
  return {
    _id: row._id,
    transaction_id: row.transaction_id,
    type: row.type,
    label: REQUEST_LABELS[row.type],
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    fee_response: row.fee_response,
    fee_query: row.fee_query,
  };
}
