import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { Database } from '@/platform/database/database';
import { EmailService } from '@/platform/email/email.service';
import { EventsService } from '@/platform/timeline/events.service';
import { NotesService } from '@/sales/notes/notes.service';
import { PurchaseIntentsService } from '@/sales/purchases/purchase-intents.service';
import { RateLimiter } from '@/platform/rate-limit/rate-limit';
import { SalesService } from '@/sales/sale/services/sales.service';
import { CHANGE_REQUEST_NEXT_STEP, type ChangeRequestReceiptDto } from './dto/change-request.dto';

/** Requests a customer may send in the window (across their sales and purchases). */
const REQUEST_LIMIT = 5;
const REQUEST_WINDOW_SECONDS = 60 * 60;

/**
 * "Ask us to change something" (issue 25): once a sale is paid or a purchase confirmed, its
 * answers are no longer changed through the onboarding pages; the customer asks, and the request
 * reaches staff as a note from the customer on the sale (the back office's Events tab and feed).
 * A purchase not yet linked to a sale has no notes: the request goes on its own timeline (shown
 * on the sale's once linked) and to the support inbox, so staff see it now.
 */
@Injectable()
export class ChangeRequestsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly sales: SalesService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly notes: NotesService,
    private readonly events: EventsService,
    private readonly emails: EmailService,
    private readonly limiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  async forSale(
    viewer: SessionUser,
    saleId: string,
    text: string,
  ): Promise<ChangeRequestReceiptDto> {
    await this.sales.ensureSeller(viewer, saleId);
    await this.limit(viewer);
    await this.notes.add({
      transactionId: saleId,
      author: viewer,
      source: 'customer',
      text: `Change requested by the seller: ${text}`,
    });
    return this.receipt();
  }

  async forPurchase(
    viewer: SessionUser,
    purchaseIntentId: string,
    text: string,
  ): Promise<ChangeRequestReceiptDto> {
    const purchase = await this.purchaseIntents.get(viewer, purchaseIntentId);
    await this.limit(viewer);
    if (purchase.transaction_id) {
      await this.notes.add({
        transactionId: purchase.transaction_id,
        author: viewer,
        source: 'customer',
        text: `Change requested by the buyer (purchase ${purchaseIntentId}): ${text}`,
      });
    } else {
      await this.database.transaction(async () => {
        await this.events.record({
          purchaseIntentId,
          name: 'change_requested',
          author: viewer,
          comments: text,
        });
        await this.emails.queue(this.config.supportEmail, 'contact-request', {
          fullName: `${viewer.first_name} ${viewer.last_name}`.trim(),
          email: viewer.email,
          mobileNumber: null,
          message: `Change requested for purchase ${purchaseIntentId}: ${text}`,
          referrer: 'Ask us to change something (purchase dashboard)',
        });
      });
    }
    return this.receipt();
  }

  private limit(viewer: SessionUser): Promise<void> {
    return this.limiter.hit(
      [{ key: `change-request:${viewer._id}`, limit: REQUEST_LIMIT }],
      REQUEST_WINDOW_SECONDS,
      'You have sent several requests in the last hour. Please wait a while, or e-mail our support team.',
    );
  }

  private receipt(): ChangeRequestReceiptDto {
    return { receivedAt: this.clock.now().toISOString(), nextStep: CHANGE_REQUEST_NEXT_STEP };
  }
}
