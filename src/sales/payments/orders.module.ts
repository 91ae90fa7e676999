import { Module } from '@nestjs/common';
import { OrdersRepository } from './orders.repository';
import { OrdersService } from './orders.service';

/**
 * Orders, their payment status and how they were settled (fulfilment records). Owns "paid"
 * (`paid.ts`): every list, filter, stat and export of paid or unpaid sales uses it.
 */
@Module({
  providers: [OrdersRepository, OrdersService],
  exports: [OrdersService],
})
export class OrdersModule {}
