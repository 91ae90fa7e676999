import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { SessionUser } from '@/platform/common/decorators';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { EmailService } from '@/platform/email/email.service';
import { OrdersService } from '@/sales/payments/orders.service';
import { SalesService } from '@/sales/sale/services/sales.service';
import { buildReceipt, receiptFileName } from './receipt';
import { SALE_RECEIPT_ATTACHMENT } from '@/platform/email/sale-receipt-attachment';
import { renderReceiptPdf } from './receipt-pdf';
import { ReceiptNotFoundError } from './receipts.errors';

export type ReceiptFile = { fileName: string; content: Buffer };

/**
 * A seller's receipt for their sale's onboarding fee: a VAT receipt when they paid, a £0.00
 * confirmation when a referral code covered it. Rendered from the settled first order whenever
 * it is asked for (a download, or an e-mail being sent), never stored.
 */
@Injectable()
export class ReceiptsService implements OnModuleInit {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sales: SalesService,
    private readonly orders: OrdersService,
    private readonly email: EmailService,
  ) {}

  onModuleInit(): void {
    this.email.registerAttachment(SALE_RECEIPT_ATTACHMENT, async (saleId) => {
      const file = await this.render(saleId);
      return { filename: file.fileName, content: file.content, contentType: 'application/pdf' };
    });
  }

  /** The receipt of the viewer's own sale; 404 for anyone else's sale, or one not paid. */
  async forSeller(viewer: SessionUser, saleId: string): Promise<ReceiptFile> {
    await this.sales.ensureSeller(viewer, saleId);
    return this.render(saleId);
  }

  /** Any sale's receipt, for staff; 404 when the sale is unknown or not paid. */
  forStaff(saleId: string): Promise<ReceiptFile> {
    return this.render(saleId);
  }

  private async render(saleId: string): Promise<ReceiptFile> {
    const order = await this.orders.settledFirstOrderOf(saleId);
    if (!order || order.receipt_number === null) throw new ReceiptNotFoundError();
    const customer = await this.sales.receiptDetails(saleId);
    const receipt = buildReceipt(
      { ...order, receipt_number: order.receipt_number },
      customer,
      this.config.company,
    );
    const content = await renderReceiptPdf(receipt, { supportEmail: this.config.supportEmail });
    return { fileName: receiptFileName(receipt), content };
  }
}
