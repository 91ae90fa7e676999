import { Module } from '@nestjs/common';
import { AdminConfigModule } from '@/admin-config/admin-config.module';
import { Clock } from '@/common/clock';
import { AppConfig, simulators } from '@/config/config';
import { APP_CONFIG } from '@/config/config.module';
import { EstateAgentsModule } from '@/estate-agents/estate-agents.module';
import { EventsModule } from '@/events/events.module';
import { TransactionsModule } from '@/transactions/transactions.module';
import { identityChecksFromSettings } from './adapters/thirdfort.settings';
import {
  AdminIdentityChecksController,
  AdminThirdfortEmailController,
} from './admin-identity-checks.controller';
import { IdentityChecksRepository } from './identity-checks.repository';
import { IDENTITY_CHECKS, IdentityChecksService } from './identity-checks.service';
import { TableSimulatedCheckStore } from './simulated-identity-checks.store';
import { ThirdfortEmailService } from './thirdfort-email.service';
import { ThirdfortWebhookController } from './thirdfort-webhook.controller';

/** Identity checks with Thirdfort (admin.md §2 identity-check tab, §4, §7, §8). */
@Module({
  imports: [TransactionsModule, EventsModule, EstateAgentsModule, AdminConfigModule],
  controllers: [
    AdminIdentityChecksController,
    AdminThirdfortEmailController,
    ThirdfortWebhookController,
  ],
  providers: [
    IdentityChecksRepository,
    IdentityChecksService,
    ThirdfortEmailService,
    TableSimulatedCheckStore,
    {
      provide: IDENTITY_CHECKS,
      inject: [APP_CONFIG, Clock, TableSimulatedCheckStore],
      useFactory: (config: AppConfig, clock: Clock, store: TableSimulatedCheckStore) =>
        identityChecksFromSettings(config.thirdfort, {
          clock,
          simulatorAllowed: simulators(config).thirdfort,
          simulatorStore: store,
        }),
    },
  ],
})
export class IdentityChecksModule {}
