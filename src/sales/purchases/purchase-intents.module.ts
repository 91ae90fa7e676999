import { Module } from '@nestjs/common';
import { EventsModule } from '@/platform/timeline/events.module';
import { PeopleModule } from '@/accounts/people/people.module';
import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { PropertiesModule } from '@/sales/properties/properties.module';
import { UsersModule } from '@/accounts/users/users.module';
import { AdminPurchaseIntentsController } from './admin-purchase-intents.controller';
import { PurchaseIntentsController } from './purchase-intents.controller';
import { PurchaseIntentsQueryRepository } from './purchase-intents.query-repository';
import { PurchaseIntentsRepository } from './purchase-intents.repository';
import { PurchaseDatesService } from './purchase-dates.service';
import { PurchaseIntentsService } from './purchase-intents.service';
import { PurchaseSaleLinks } from './purchase-sale-links';
import { SalesOfPropertyQueryRepository } from './sales-of-property.query-repository';

/**
 * Buyers' purchases with their additional buyers and giftors. The customer controller serves a
 * buyer's own purchases (/api/purchase-intent); the admin controller the back office
 * (/api/admin/purchase-intents).
 */
@Module({
  imports: [
    UsersModule,
    PropertiesModule,
    PeopleModule,
    EventsModule,
    ProgressChangesModule,
    MilestonesModule,
  ],
  controllers: [PurchaseIntentsController, AdminPurchaseIntentsController],
  providers: [
    PurchaseIntentsRepository,
    PurchaseIntentsQueryRepository,
    SalesOfPropertyQueryRepository,
    PurchaseSaleLinks,
    PurchaseIntentsService,
    PurchaseDatesService,
  ],
  exports: [PurchaseIntentsService, PurchaseDatesService],
})
export class PurchaseIntentsModule {}
