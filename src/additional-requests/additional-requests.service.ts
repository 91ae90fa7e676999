import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ConflictError, featureError, NotFoundError, ValidationError } from '@/common/errors';
import { Database } from '@/database/database';
import { EmailService } from '@/email/email.service';
import { EventsService } from '@/events/events.service';
import { SalesService } from '@/sales/services/sales.service';
import type { AdditionalRequestDto } from './dto/additional-request.dto';
import {
  AdditionalRequestsRepository,
  type AdditionalRequestRow,
} from './additional-requests.repository';
import {
  canMove,
  REQUEST_LABELS,
  type AdditionalRequestStatus,
  type AdditionalRequestType,
} from './additional-requests.rules';

export class AdditionalRequestNotFoundError extends featureError(
  NotFoundError,
  'ADDITIONAL_REQUEST_NOT_FOUND',
  'Additional request not found',
) {}

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
  };
}
