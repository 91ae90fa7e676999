/**
 * What the auth feature keeps in localStorage, and the sign-in/sign-out clearing rule
 * (customer.md §9: onboarding flow ids persist under `onboardingFlow`; other stored keys are
 * cleared at sign-out or sign-in). Cookie consent is a legal record, so it survives too.
 */

export const ONBOARDING_FLOW_KEY = 'onboardingFlow';
export const COOKIE_CONSENT_KEY = 'cookieConsent';
export const RECENT_SIGN_IN_KEY = 'recentSignIn';
export const MAGIC_LINK_SENT_AT_KEY = 'magicLinkSentAt';

/** customer.md §9: recent-sign-in window 5 min. */
export const RECENT_SIGN_IN_WINDOW_MS = 5 * 60_000;
/** customer.md §9: magic-link resend gap 1 minute (the message says 5). */
export const MAGIC_LINK_RESEND_GAP_MS = 60_000;

const KEPT_KEYS: ReadonlySet<string> = new Set([ONBOARDING_FLOW_KEY, COOKIE_CONSENT_KEY]);

/** localStorage can be missing or throw (private modes, disabled storage): never let that break auth. */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

const readTimestamp = (key: string): number | null => {
  const raw = storage()?.getItem(key);
  if (raw === null || raw === undefined) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
};

const writeTimestamp = (key: string, at: number): void => {
  try {
    storage()?.setItem(key, String(at));
  } catch {
    // Storage full or refused: the feature degrades (no resend gating / recent flag).
  }
};

/** Removes every stored key except the onboarding flow id and the cookie consent. */
export const clearStoredKeys = (): void => {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, index) => store.key(index)).filter(
    (key): key is string => key !== null && !KEPT_KEYS.has(key),
  );
  keys.forEach((key) => store.removeItem(key));
};

/** Called when a magic link is verified: a fresh start, stamped as a recent sign-in. */
export const recordSignIn = (at: number = Date.now()): void => {
  clearStoredKeys();
  writeTimestamp(RECENT_SIGN_IN_KEY, at);
};

/** True within 5 minutes of the last magic-link sign-in on this browser. */
export const isRecentSignIn = (now: number = Date.now()): boolean => {
  const at = readTimestamp(RECENT_SIGN_IN_KEY);
  return at !== null && now >= at && now - at < RECENT_SIGN_IN_WINDOW_MS;
};

export const recordMagicLinkSent = (at: number = Date.now()): void =>
  writeTimestamp(MAGIC_LINK_SENT_AT_KEY, at);

/** 'Send email again' is allowed only after a recorded send at least a minute ago. */
export const canResendMagicLink = (now: number = Date.now()): boolean => {
  const at = readTimestamp(MAGIC_LINK_SENT_AT_KEY);
  return at !== null && now - at >= MAGIC_LINK_RESEND_GAP_MS;
};

/** Starting a new sale or purchase forgets the onboarding flow in progress. */
export const clearOnboardingFlow = (): void => {
  try {
    storage()?.removeItem(ONBOARDING_FLOW_KEY);
  } catch {
    // Nothing stored to forget.
  }
};
