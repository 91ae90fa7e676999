import { missingSettings } from './missing-settings';
import type { Reader } from '../reader';

/** The products the search provider sells us, by its product code (names: SEARCH_PRODUCTS). */
export const SEARCH_PRODUCT_CODES = [
  'LLC1CON29',
  'ONESEARCHDW',
  'ENVRES',
  'HOMECHECKPRO',
  'LANDREGPLAN',
] as const;

export type SearchProductCode = (typeof SEARCH_PRODUCT_CODES)[number];

/** What the back office orders for a sale (the search pack), unless SEARCHES_PRODUCTS says else. */
export const DEFAULT_SEARCH_PRODUCTS: SearchProductCode[] = [
  'LLC1CON29',
  'ONESEARCHDW',
  'ENVRES',
  'LANDREGPLAN',
];

/**
 * The search-provider settings, read from the environment at boot (SEARCHES_API_URL selects the
 * real adapter; unset, the simulator runs). `SEARCHES_VARIABLES` names each field's variable. The
 * searches module builds its provider from them (searchesFromSettings).
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

export function readSearches(read: Reader): SearchesSettings {
  const v = SEARCHES_VARIABLES;
  const d = SEARCHES_DEFAULTS;
  return {
    apiUrl: read.url(v.apiUrl, ['http:', 'https:']),
    username: read.string(v.username),
    password: read.string(v.password),
    callbackUsername: read.string(v.callbackUsername),
    callbackPassword: read.string(v.callbackPassword),
    mode: read.oneOf(v.mode, ['Live', 'Test'], d.mode),
    portalUrl: read.url(v.portalUrl, ['https:', 'http:']) ?? d.portalUrl,
    products: read.list(v.products, SEARCH_PRODUCT_CODES, d.products),
    timeoutMs: read.integer(v.timeoutMs, d.timeoutMs, 100, 120_000),
    maxPushBytes: read.integer(v.maxPushBytes, d.maxPushBytes, 1024, 200 * 1024 * 1024),
    simulatorMinutesPerDay: read.number(
      v.simulatorMinutesPerDay,
      d.simulatorMinutesPerDay,
      0.001,
      1440,
    ),
  };
}
