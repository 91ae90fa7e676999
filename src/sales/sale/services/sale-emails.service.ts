import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { EmailService } from '@/platform/email/email.service';
import { saleReceiptAttachment } from '@/platform/email/sale-receipt-attachment';
import { SaleViewsService } from './sale-views.service';

/** The e-mails a sale's seller gets about the sale itself. */
@Injectable()
export class SaleEmailsService {
  constructor(
    private readonly emails: EmailService,
    private readonly views: SaleViewsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * A referral code made the fee free: queued in the caller's DB transaction, with the £0.00
   * confirmation attached (rendered when it is sent).
   */
  async queueFeeCovered(saleId: string, code: string): Promise<void> {
    const seller = await this.views.receiptDetails(saleId);
    await this.emails.queue(
      seller.email,
      'fee-covered',
      {
        firstName: seller.firstName,
        address: seller.address,
        code,
        dashboardUrl: `${this.config.appUrl}/dashboard/sell/${saleId}`,
      },
      { attachments: [saleReceiptAttachment(saleId)] },
    );
  }
}
