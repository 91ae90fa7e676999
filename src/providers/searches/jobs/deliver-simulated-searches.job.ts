import { Inject, Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import { JobsService } from '@/platform/jobs/jobs.service';
import { ProviderPoller } from '@/platform/jobs/provider-poller';
import { SEARCHES, type Searches } from '../adapters/searches.factory';
import { SearchSyncService } from '../services/search-sync.service';

/** How often the simulator's due pushes are looked for while workers run. */
const SIMULATOR_TICK_MS = 5_000;

/**
 * 'searches.simulator-deliver' (simulator only): the simulator's pushes come due with time; this
 * job delivers the due ones through the same intake as the provider's. It runs every few seconds
 * and as soon as the simulator acknowledges an order. The real provider pushes: nothing to poll.
 */
@Injectable()
export class DeliverSimulatedSearchesJob implements OnModuleInit, OnApplicationBootstrap {
  constructor(
    @Inject(SEARCHES) private readonly searches: Searches,
    private readonly sync: SearchSyncService,
    private readonly jobs: JobsService,
    private readonly poller: ProviderPoller,
  ) {}

  onModuleInit(): void {
    this.jobs.register('searches.simulator-deliver', async () => {
      await this.deliverSimulated();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.searches.simulator) {
      await this.poller.start('searches.simulator-deliver', { everyMs: SIMULATOR_TICK_MS });
    }
  }

  /** Delivers the simulator's due pushes; answers how many (none without the simulator). */
  async deliverSimulated(): Promise<number> {
    const simulator = this.searches.simulator;
    if (!simulator) return 0;
    return simulator.deliverDue((xml) => this.sync.receivePush(xml));
  }
}
