import type { CookieCategoryId } from '@/features/legal/content';

/**
 * The visitor's cookie choices, kept in localStorage under `cookieConsent`. This key is a
 * preference the visitor made, not session data: it must survive sign-out and sign-in.
 *
 * Usable outside React (error reporting decides at start-up whether it may run) through
 * `readCookieConsent`, `hasCookieConsent` and `subscribeToCookieConsent`; components use
 * `useCookieConsent`.
 */
export const COOKIE_CONSENT_STORAGE_KEY = 'cookieConsent';

/** The categories a visitor may switch off; the others are always on. */
export const OPTIONAL_COOKIE_CATEGORIES = [
  'analytics',
  'errorReporting',
] as const satisfies readonly CookieCategoryId[];

export type OptionalCookieCategory = (typeof OPTIONAL_COOKIE_CATEGORIES)[number];

export type OptionalCookieChoices = Record<OptionalCookieCategory, boolean>;

/** Every category and whether it is allowed. */
export type CookieConsentChoices = Record<CookieCategoryId, boolean>;

export type CookieConsentState =
  /** Nothing saved yet (or saved before a new optional category existed): ask. */
  | { decided: false; choices: CookieConsentChoices }
  | { decided: true; choices: CookieConsentChoices; savedAt: string };

type StoredConsent = { version: 1; choices: OptionalCookieChoices; savedAt: string };

const NO_OPTIONAL_COOKIES: OptionalCookieChoices = { analytics: false, errorReporting: false };

const withAlwaysOn = (choices: OptionalCookieChoices): CookieConsentChoices => ({
  necessary: true,
  preferences: true,
  ...choices,
});

export const UNDECIDED: CookieConsentState = {
  decided: false,
  choices: withAlwaysOn(NO_OPTIONAL_COOKIES),
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const parse = (raw: string | null): CookieConsentState => {
  if (raw === null) return UNDECIDED;
  try {
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || !isRecord(stored.choices) || typeof stored.savedAt !== 'string') {
      return UNDECIDED;
    }
    const { choices } = stored;
    // A category added since the visitor chose has no answer yet: ask again (cookie policy).
    if (!OPTIONAL_COOKIE_CATEGORIES.every((id) => typeof choices[id] === 'boolean')) {
      return UNDECIDED;
    }
    const optional = Object.fromEntries(
      OPTIONAL_COOKIE_CATEGORIES.map((id) => [id, choices[id] === true]),
    ) as OptionalCookieChoices;
    return { decided: true, choices: withAlwaysOn(optional), savedAt: stored.savedAt };
  } catch {
    return UNDECIDED;
  }
};

/** Set only when the browser refuses to store (some private modes): the choice lasts for the tab. */
let memoryFallback: string | null = null;

const readRaw = (): string | null => {
  if (memoryFallback !== null) return memoryFallback;
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
  } catch {
    return null;
  }
};

let cachedRaw: string | null | undefined;
let cachedState: CookieConsentState = UNDECIDED;

/** The current choices (a stable object between changes, as `useSyncExternalStore` needs). */
export const readCookieConsent = (): CookieConsentState => {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedState = parse(raw);
  }
  return cachedState;
};

/** Whether a category may be used now: always for the required ones, else only if allowed. */
export const hasCookieConsent = (category: CookieCategoryId): boolean =>
  readCookieConsent().choices[category];

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

const handleStorage = (event: StorageEvent) => {
  if (event.key === null || event.key === COOKIE_CONSENT_STORAGE_KEY) notify();
};

/** Calls `listener` whenever the choices change, in this tab or another. Returns the unsubscribe. */
export const subscribeToCookieConsent = (listener: () => void): (() => void) => {
  if (listeners.size === 0) window.addEventListener('storage', handleStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
  };
};

/** Stores the visitor's answer for every optional category (missing ones count as "no"). */
export const saveCookieConsent = (choices: Partial<OptionalCookieChoices>): void => {
  const stored: StoredConsent = {
    version: 1,
    choices: { ...NO_OPTIONAL_COOKIES, ...choices },
    savedAt: new Date().toISOString(),
  };
  const raw = JSON.stringify(stored);
  try {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw);
  } catch {
    memoryFallback = raw;
  }
  notify();
};
