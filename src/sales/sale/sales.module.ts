import { Module } from '@nestjs/common';
import { CompaniesModule } from '@/accounts/companies/companies.module';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { EstateAgentsModule } from '@/partners/estate-agents/estate-agents.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { LawFirmsModule } from '@/partners/law-firms/law-firms.module';
import { OrdersModule } from '@/sales/payments/orders.module';
import { PeopleModule } from '@/accounts/people/people.module';
import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { PropertiesModule } from '@/sales/properties/properties.module';
import { PurchaseIntentsModule } from '@/sales/purchases/purchase-intents.module';
import { ReferralCodesModule } from '@/sales/referral-codes/referral-codes.module';
import { AdminSaleCorrectionsController } from './controllers/admin-sale-corrections.controller';
import { TransactionsController } from './controllers/sales.controller';
import { SaleDetailQueryRepository } from './sale-detail.query-repository';
import { SalesQueryRepository } from './sales.query-repository';
import { SalesRepository } from './sales.repository';
import { DevelopmentSalesService } from './services/development-sales.service';
import { SaleChangesService } from './services/sale-changes.service';
import { SaleCorrectionsService } from './services/sale-corrections.service';
import { SaleDetailService } from './services/sale-detail.service';
import { SaleEmailsService } from './services/sale-emails.service';
import { SaleEstateAgentService } from './services/sale-estate-agent.service';
import { SaleOnboardingService } from './services/sale-onboarding.service';
import { SaleReferralCodeService } from './services/sale-referral-code.service';
import { SaleSellersService } from './services/sale-sellers.service';
import { SaleSolicitorsService } from './services/sale-solicitors.service';
import { SaleTagsService } from './services/sale-tags.service';
import { SaleViewsService } from './services/sale-views.service';
import { SalesService } from './services/sales.service';
import { SolicitorIntroductionsService } from './services/solicitor-introductions.service';

/**
 * Sales ("transactions" in the API and the specs): the seller's sale (/api/transaction) and its
 * additional sellers, and every change to a sale, the back office's included (tags, estate
 * agent, solicitors, a development's units), and a sale's detail as staff read it (the sales
 * desk's page, the identity-check tab). It alone writes `transactions` and `transaction_sellers`;
 * the back office's lists and search read sales through the sales-desk module.
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
    ProgressChangesModule,
    MilestonesModule,
    CompaniesModule,
  ],
  controllers: [TransactionsController, AdminSaleCorrectionsController],
  providers: [
    SalesRepository,
    SalesQueryRepository,
    SaleDetailQueryRepository,
    SalesService,
    SaleDetailService,
    SaleViewsService,
    SaleOnboardingService,
    SaleChangesService,
    SaleCorrectionsService,
    SaleSellersService,
    SaleEstateAgentService,
    SaleReferralCodeService,
    SaleEmailsService,
    SaleTagsService,
    SaleSolicitorsService,
    SolicitorIntroductionsService,
    DevelopmentSalesService,
  ],
  exports: [
    SalesService,
    SaleDetailService,
    SaleEstateAgentService,
    SaleTagsService,
    SaleSolicitorsService,
    DevelopmentSalesService,
  ],
})
export class SalesModule {}
