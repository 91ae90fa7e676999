import { Module } from '@nestjs/common';
import { PersonalDataModule } from '@/accounts/data-rights/personal-data.port';
import { AccessRecordsModule } from '@/accounts/access-records/access-records.module';
import { AdminConfigModule } from '@/platform/settings/admin-config.module';
import { Clock } from '@/platform/common/clock';
import { AppConfig, simulators } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { EstateAgentsModule } from '@/partners/estate-agents/estate-agents.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { IDENTITY_CHECKS, identityChecksFromSettings } from './adapters/identity-checks.factory';
import { TableSimulatedCheckStore } from './adapters/simulated-identity-checks.store';
import {
  AdminIdentityChecksController,
  AdminThirdfortEmailController,
} from './controllers/admin-identity-checks.controller';
import { ThirdfortWebhookController } from './controllers/thirdfort-webhook.controller';
import { IdentityChecksRepository } from './identity-checks.repository';
import { CancelIdentityCheckJob } from './jobs/cancel-identity-check.job';
import { CreateIdentityCheckJob } from './jobs/create-identity-check.job';
import { PollIdentityChecksJob } from './jobs/poll-identity-checks.job';
import { IdentityCheckCommandsService } from './services/identity-check-commands.service';
import { IdentityCheckErasureService } from './services/identity-check-erasure.service';
import { IdentityCheckPeopleService } from './services/identity-check-people.service';
import { IdentityCheckSyncService } from './services/identity-check-sync.service';
import { IdentityChecksTabService } from './services/identity-checks-tab.service';
import { ThirdfortEmailService } from './services/thirdfort-email.service';

/**
 * Identity checks with Thirdfort (admin.md §2 identity-check tab, §4, §7, §8): the tab (read),
 * the staff actions and the estate agent's e-mail (commands), the jobs that make, cancel and poll
 * checks at the provider, and the provider's news applied from the feed or the webhook (sync).
 */
@Module({
  imports: [
    PersonalDataModule,
    SalesModule,
    EventsModule,
    EstateAgentsModule,
    AdminConfigModule,
    ProgressChangesModule,
    MilestonesModule,
    AccessRecordsModule,
  ],
  controllers: [
    AdminIdentityChecksController,
    AdminThirdfortEmailController,
    ThirdfortWebhookController,
  ],
  providers: [
    IdentityChecksRepository,
    IdentityCheckErasureService,
    IdentityCheckPeopleService,
    IdentityChecksTabService,
    IdentityCheckCommandsService,
    IdentityCheckSyncService,
    ThirdfortEmailService,
    CreateIdentityCheckJob,
    CancelIdentityCheckJob,
    PollIdentityChecksJob,
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
