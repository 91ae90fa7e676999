import { Module } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { AppConfig, simulators } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import { DocumentsModule } from '@/sales/documents/documents.module';
import { EventsModule } from '@/platform/timeline/events.module';
import { MilestonesModule } from '@/sales/milestones/milestones.module';
import { ProgressChangesModule } from '@/sales/progress-emails/progress-changes.module';
import { SalesModule } from '@/sales/sale/sales.module';
import { SEARCHES, searchesFromSettings } from './adapters/searches.factory';
import { TableSimulatedSearchStore } from './adapters/simulated-searches.store';
import { AdminSearchesController } from './controllers/admin-searches.controller';
import { SearchesCallbackController } from './controllers/searches-callback.controller';
import { DeliverSimulatedSearchesJob } from './jobs/deliver-simulated-searches.job';
import { SubmitSearchOrderJob } from './jobs/submit-search-order.job';
import { SearchesRepository } from './searches.repository';
import { SearchOrdersService } from './services/search-orders.service';
import { SearchSyncService } from './services/search-sync.service';
import { SearchesTabService } from './services/searches-tab.service';

/**
 * Property searches (admin.md §2 Searches tab, §3, §5): the tab (read), ordering (commands), the
 * job that submits an order, and the provider's answers and pushes applied (sync).
 */
@Module({
  imports: [SalesModule, EventsModule, DocumentsModule, ProgressChangesModule, MilestonesModule],
  controllers: [AdminSearchesController, SearchesCallbackController],
  providers: [
    SearchesRepository,
    SearchesTabService,
    SearchOrdersService,
    SearchSyncService,
    SubmitSearchOrderJob,
    DeliverSimulatedSearchesJob,
    TableSimulatedSearchStore,
    {
      provide: SEARCHES,
      inject: [APP_CONFIG, Clock, TableSimulatedSearchStore],
      useFactory: (config: AppConfig, clock: Clock, store: TableSimulatedSearchStore) =>
        searchesFromSettings(config.searches, {
          clock,
          simulatorAllowed: simulators(config).searches,
          simulatorStore: store,
        }),
    },
  ],
})
export class SearchesModule {}
