import { AdminAtRiskController } from './controllers/admin-at-risk.controller';
import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { EstateAgentsModule } from '@/partners/estate-agents/estate-agents.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { LawFirmsModule } from '@/partners/law-firms/law-firms.module';
import { PurchaseIntentsModule } from '@/sales/purchases/purchase-intents.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { AdminSearchController } from './controllers/admin-search.controller';
import { AdminTransactionsController } from './controllers/admin-sales.controller';
import { SalesListQueryRepository } from './sales-list.query-repository';
import { SalesSearchQueryRepository } from './sales-search.query-repository';
import { AdminSaleCommandsService } from './services/admin-sale-commands.service';
import { SaleTimelineService } from './services/sale-timeline.service';
import { SalesListService } from './services/sales-list.service';
import { SalesSearchService } from './services/sales-search.service';

/**
 * The back office's desk of sales (admin.md §2, §3, §7): the transactions table and activity
 * feed, the global search, a sale's detail page and timeline (/api/admin/transactions,
 * /api/admin/search). Its query repositories read across the modules' tables and write none;
 * the changes made from the detail page are the sales module's.
 */
@Module({
  imports: [
    SalesModule,
    PurchaseIntentsModule,
    LawFirmsModule,
    EstateAgentsModule,
    AdminConfigModule,
    EventsModule,
  ],
  controllers: [AdminTransactionsController, AdminSearchController, AdminAtRiskController],
  providers: [
    SalesListQueryRepository,
    SalesSearchQueryRepository,
    SalesListService,
    SaleTimelineService,
    SalesSearchService,
    AdminSaleCommandsService,
  ],
})
export class SalesDeskModule {}
