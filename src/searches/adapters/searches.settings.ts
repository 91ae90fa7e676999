import { randomBytes } from 'node:crypto';
import { ClockLike, missingSettings } from '@/common/provider-http';
import { DEFAULT_SEARCH_PRODUCTS, SearchProductCode } from '@/searches/searches.rules';
import { PiscesSearchProvider } from './pisces.adapter';
import { SearchProvider, UnconfiguredSearchProvider } from './search-provider';
import { SearchPushIntake } from './search-push.intake';
import {
  InMemorySimulatedSearchStore,
  SearchesSimulator,
  SimulatedSearchStore,
} from './searches.simulator';

/**
 * The search-provider settings, read from the environment by the app's config (SEARCHES_API_URL
 * selects the real adapter; unset, the simulator runs). `SEARCHES_VARIABLES` names each field's
 * variable.
 */
export type SearchesSettings = {
  apiUrl: string | null;
  username: string | null;
  password: string | null;
  /** The credentials the provider's pushes must carry. */
  callbackUsername: string | null;
  callbackPassword: string | null;
  mode: 'Live' | 'Test';
  /** The products each order asks for. */
  products: SearchProductCode[];
  /** Where staff see the provider's previous orders (the Searches tab's View link). */
  portalUrl: string;
  timeoutMs: number;
  /** Largest push accepted (results carry base64 PDFs). */
  maxPushBytes: number;
  /** Real minutes one simulated day lasts. */
  simulatorMinutesPerDay: number;
};

export const SEARCHES_VARIABLES: Record<keyof SearchesSettings, string> = {
  apiUrl: 'SEARCHES_API_URL',
  username: 'SEARCHES_USERNAME',
  password: 'SEARCHES_PASSWORD',
  callbackUsername: 'SEARCHES_CALLBACK_USERNAME',
  callbackPassword: 'SEARCHES_CALLBACK_PASSWORD',
  mode: 'SEARCHES_MODE',
  portalUrl: 'SEARCHES_PORTAL_URL',
  products: 'SEARCHES_PRODUCTS',
  timeoutMs: 'SEARCHES_TIMEOUT_MS',
  maxPushBytes: 'SEARCHES_MAX_PUSH_BYTES',
  simulatorMinutesPerDay: 'SEARCHES_SIMULATOR_MINUTES_PER_DAY',
};

export const SEARCHES_DEFAULTS: SearchesSettings = {
  apiUrl: null,
  username: null,
  password: null,
  callbackUsername: null,
  callbackPassword: null,
  mode: 'Test',
  portalUrl: 'https://www.onesearchdirect.co.uk/',
  products: DEFAULT_SEARCH_PRODUCTS,
  timeoutMs: 15_000,
  maxPushBytes: 25 * 1024 * 1024,
  simulatorMinutesPerDay: 1,
};

/** What is missing for the real adapter, one line per variable (empty when usable). */
export function searchesSettingsProblems(settings: SearchesSettings): string[] {
  return missingSettings(settings, SEARCHES_VARIABLES, 'apiUrl', [
    'username',
    'password',
    'callbackUsername',
    'callbackPassword',
  ]);
}

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
