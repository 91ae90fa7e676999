import { randomBytes } from 'node:crypto';
import type { ClockLike } from '@/platform/common/provider-http';
import {
  type SearchesSettings,
  searchesSettingsProblems,
} from '@/platform/config/providers/searches';
import { PiscesSearchProvider } from './pisces.adapter';
import { SearchProvider, UnconfiguredSearchProvider } from './search-provider';
import { SearchPushIntake } from './search-push.intake';
import {
  InMemorySimulatedSearchStore,
  SearchesSimulator,
  SimulatedSearchStore,
} from './searches.simulator';

/** The provider and its push intake, as the settings select them (see SearchesModule). */
export const SEARCHES = Symbol('SEARCHES');

export type Searches = {
  provider: SearchProvider;
  /** Reads pushes: the callback route's and the simulator's. */
  intake: SearchPushIntake;
  /** The simulator when it runs (its `deliverDue` is run on a schedule), else null. */
  simulator: SearchesSimulator | null;
};

/**
 * The search provider the settings select: the PISCES endpoint when SEARCHES_API_URL is set, the
 * simulator where simulators may run (its orders kept in `simulatorStore`), otherwise one that
 * refuses every order. The intake expects the callback credentials; the simulator's pushes carry
 * them too (a random pair per process when none are configured).
 */
export function searchesFromSettings(
  settings: SearchesSettings,
  deps: { clock: ClockLike; simulatorAllowed: boolean; simulatorStore?: SimulatedSearchStore },
): Searches {
  const callback = {
    username: settings.callbackUsername ?? 'threshold-simulator',
    password: settings.callbackPassword ?? randomBytes(24).toString('base64url'),
  };
  const intake = new SearchPushIntake(callback, settings.maxPushBytes);
  const { apiUrl, username, password } = settings;
  if (apiUrl) {
    if (!username || !password || !settings.callbackUsername || !settings.callbackPassword) {
      throw new Error(searchesSettingsProblems(settings).join('; '));
    }
    const provider = new PiscesSearchProvider(
      { ...settings, apiUrl, username, password },
      deps.clock,
    );
    return { provider, intake, simulator: null };
  }
  if (!deps.simulatorAllowed) {
    return { provider: new UnconfiguredSearchProvider(), intake, simulator: null };
  }
  const simulator = new SearchesSimulator(
    {
      minutesPerDay: settings.simulatorMinutesPerDay,
      pushCredentials: { ...callback, mode: settings.mode },
    },
    deps.simulatorStore ?? new InMemorySimulatedSearchStore(),
    deps.clock,
  );
  return { provider: simulator, intake, simulator };
}
