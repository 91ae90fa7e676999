import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { ValidationError } from '@/platform/common/errors';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { NotesService } from '@/sales/notes/notes.service';
import { SaleNotFoundError } from '@/sales/sale/sales.errors';
import {
  TrackedPurchaseNotFoundError,
  TrackedSaleNotFoundError,
} from '@/sales/tracker/tracker.errors';
import type { AnswerUpdateRequestDto, UpdateRequestDto } from './dto/update-request.dto';
import {
  UpdateAlreadyAnsweredError,
  UpdateAlreadyRequestedError,
  UpdateNotAvailableError,
  UpdateRequestNotFoundError,
} from './update-requests.errors';
import { UpdateRequestsQueryRepository, type AskedAbout } from './update-requests.query-repository';
import { UpdateRequestsRepository, type UpdateRequestRow } from './update-requests.repository';

/** What a customer asks about: their sale, or their purchase (and so the sale it buys). */
export type AskedFrom = { kind: 'sale'; id: string } | { kind: 'purchase'; id: string };

const nameOf = (user: Pick<SessionUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();

/**
 * "Request an update" (issue 36): a customer asks, at most once a day per sale; the request is a
 * note on the sale by the customer (staff see it on the Events tab and the feed, as they see a
 * customer's other requests) and an open request on its Progress tab until staff answer it; the
 * answer is e-mailed to the customer and kept. Each step commits with its note, event or e-mail.
 */
@Injectable()
export class UpdateRequestsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: UpdateRequestsRepository,
    private readonly query: UpdateRequestsQueryRepository,
    private readonly notes: NotesService,
    private readonly events: EventsService,
    private readonly email: EmailService,
    private readonly clock: Clock,
  ) {}

  async request(viewer: SessionUser, from: AskedFrom): Promise<UpdateRequestDto> {
    const asked = await this.askedAbout(viewer, from);
    return this.database.transaction(async () => {
      const now = this.clock.now();
      const row = await this.repository.insertForDay({
        transaction_id: asked.transactionId,
        purchase_intent_id: asked.purchaseIntentId,
        requested_by: viewer._id,
        requested_on: ukCalendarDay(now).toISOString().slice(0, 10),
        createdAt: now,
      });
      if (!row) throw new UpdateAlreadyRequestedError();
      await this.notes.add({
        transactionId: asked.transactionId,
        text: `Asked for an update on their ${from.kind} (answer it on the Progress tab)`,
        author: viewer,
        source: 'customer',
      });
      return toDto(row);
    });
  }

  /** A sale's requests, newest first, for staff. */
  async listForSale(transactionId: string): Promise<UpdateRequestDto[]> {
    if (!(await this.query.saleExists(transactionId))) throw new SaleNotFoundError();
    return (await this.repository.listForSale(transactionId)).map(toDto);
  }

  /** Staff answer a request: kept, on the timeline, and e-mailed to the customer who asked. */
  async answer(
    admin: SessionUser,
    transactionId: string,
    requestId: string,
    body: AnswerUpdateRequestDto,
  ): Promise<UpdateRequestDto> {
    const answer = body.answer.trim();
    if (!answer) throw new ValidationError(['Please write the answer']);
    const sale = await this.query.saleExists(transactionId);
    if (!sale) throw new SaleNotFoundError();
    return this.database.transaction(async () => {
      const request = await this.repository.findForUpdate(transactionId, requestId);
      if (!request) throw new UpdateRequestNotFoundError();
      if (request.answered_at) throw new UpdateAlreadyAnsweredError();
      const row = await this.repository.answer(request._id, {
        answer,
        answered_at: this.clock.now(),
        answered_by_name: nameOf(admin),
      });
      await this.events.record({
        transactionId,
        name: 'update_request_answered',
        author: admin,
        comments: answer.length > 200 ? `${answer.slice(0, 199)}…` : answer,
      });
      const recipient = await this.query.recipient(request.requested_by);
      if (recipient) {
        const kind = request.purchase_intent_id ? 'purchase' : 'sale';
        await this.email.queue(recipient.email, 'update-answer', {
          firstName: recipient.first_name,
          kind,
          address: formatAddress(sale.address as never),
          answer,
          trackerUrl: request.purchase_intent_id
            ? `${this.config.appUrl}/dashboard/buy/${request.purchase_intent_id}`
            : `${this.config.appUrl}/dashboard/sell/${transactionId}`,
        });
      }
      return toDto(row);
    });
  }

  private async askedAbout(viewer: SessionUser, from: AskedFrom): Promise<AskedAbout> {
    if (from.kind === 'sale') {
      const sale = await this.query.saleOfSeller(viewer._id, from.id);
      if (!sale) throw new TrackedSaleNotFoundError();
      return sale;
    }
    const purchase = await this.query.saleOfBuyer(viewer._id, from.id);
    if (purchase === undefined) throw new TrackedPurchaseNotFoundError();
    if (purchase === null) throw new UpdateNotAvailableError();
    return purchase;
  }
}

function toDto(row: UpdateRequestRow): UpdateRequestDto {
  return {
    _id: row._id,
    side: row.purchase_intent_id ? 'buyer' : 'seller',
    requested_at: row.createdAt.toISOString(),
    answered_at: row.answered_at?.toISOString() ?? null,
    answer: row.answer,
    answered_by_name: row.answered_by_name,
  };
}
