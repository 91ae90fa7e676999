import { Module } from '@nestjs/common';
import { Clock } from '@/common/clock';
import { AppConfig, simulators } from '@/config/config';
import { APP_CONFIG } from '@/config/config.module';
import { EventsModule } from '@/events/events.module';
import { TransactionsModule } from '@/transactions/transactions.module';
import { searchesFromSettings } from './adapters/searches.settings';
import { AdminSearchesController } from './admin-searches.controller';
import { SearchesCallbackController } from './searches-callback.controller';
import { SearchesRepository } from './searches.repository';
import { SEARCHES, SearchesService } from './searches.service';
import { TableSimulatedSearchStore } from './simulated-searches.store';

/** Property searches (admin.md §2 Searches tab, §3, §5): ordering, the provider's pushes. */
@Module({
  imports: [TransactionsModule, EventsModule],
  controllers: [AdminSearchesController, SearchesCallbackController],
  providers: [
    SearchesRepository,
    SearchesService,
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
  exports: [SearchesService],
})
export class SearchesModule {}
