import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/admin-config/admin-config.module';
import { CompaniesModule } from '@/companies/companies.module';
import { EstateAgentsModule } from '@/estate-agents/estate-agents.module';
import { EventsModule } from '@/events/events.module';
import { LawFirmsModule } from '@/law-firms/law-firms.module';
import { OrdersModule } from '@/orders/orders.module';
import { PeopleModule } from '@/people/people.module';
import { PropertiesModule } from '@/properties/properties.module';
import { PurchaseIntentsModule } from '@/purchase-intents/purchase-intents.module';
import { ReferralCodesModule } from '@/referral-codes/referral-codes.module';
import { UsersModule } from '@/users/users.module';
import { AdminSearchController } from './admin-search.controller';
import { AdminSearchService } from './admin-search.service';
import { AdminTransactionDetailService } from './admin-transaction-detail.service';
import { AdminTransactionsListService } from './admin-transactions-list.service';
import { AdminTransactionsController } from './admin-transactions.controller';
import { AdminTransactionsGroupsController } from './admin-transactions-groups.controller';
import { AdminTransactionsGroupsService } from './admin-transactions-groups.service';
import { TransactionsGroupsRepository } from './transactions-groups.repository';
import { TransactionsController } from './transactions.controller';
import { TransactionsQueryRepository } from './transactions.query-repository';
import { TransactionsRepository } from './transactions.repository';
import { TransactionsService } from './transactions.service';

/**
 * Sellers' sales and their additional sellers. The customer controller serves a seller's own
 * sales (/api/transaction); the admin controller serves the back office (/api/admin/transactions).
 */
@Module({
  imports: [
    PropertiesModule,
    EstateAgentsModule,
    ReferralCodesModule,
    OrdersModule,
    EventsModule,
    PeopleModule,
    PurchaseIntentsModule,
    AdminConfigModule,
    LawFirmsModule,
    UsersModule,
    CompaniesModule,
  ],
  controllers: [
    TransactionsController,
    AdminTransactionsController,
    AdminSearchController,
    AdminTransactionsGroupsController,
  ],
  providers: [
    TransactionsRepository,
    TransactionsQueryRepository,
    TransactionsService,
    AdminTransactionsListService,
    AdminSearchService,
    AdminTransactionDetailService,
    TransactionsGroupsRepository,
    AdminTransactionsGroupsService,
  ],
  exports: [TransactionsService, AdminTransactionDetailService],
})
export class TransactionsModule {}
