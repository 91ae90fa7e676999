import { Module } from '@nestjs/common';
import { OrdersModule } from '@/sales/payments/orders.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { AdminReceiptsController } from './admin-receipts.controller';
import { ReceiptsController } from './receipts.controller';
import { ReceiptsService } from './receipts.service';

/**
 * Sellers' receipts: the PDF of a settled onboarding fee (VAT receipt, or £0.00 confirmation),
 * downloaded by the seller or staff, and attached to the payment e-mails (the e-mail module
 * renders it through the attachment kind registered here when it sends).
 */
@Module({
  imports: [SalesModule, OrdersModule],
  controllers: [ReceiptsController, AdminReceiptsController],
  providers: [ReceiptsService],
})
export class ReceiptsModule {}
