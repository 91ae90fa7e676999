import { Module } from '@nestjs/common';
import { PurchaseIntentsModule } from '@/purchase-intents/purchase-intents.module';
import { SalesModule } from '@/sales/sales.module';
import { HomeController } from './home.controller';
import { HomeService } from './home.service';

/**
 * The customer's home dashboard (GET /api/users/current/properties). It composes cards that the
 * transactions and purchase-intents modules read from their own tables, so no other module has
 * to query sales and purchases to draw them.
 */
@Module({
  imports: [SalesModule, PurchaseIntentsModule],
  controllers: [HomeController],
  providers: [HomeService],
})
export class HomeModule {}
