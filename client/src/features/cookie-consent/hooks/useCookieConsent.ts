import { useSyncExternalStore } from 'react';
import {
  readCookieConsent,
  saveCookieConsent,
  subscribeToCookieConsent,
  UNDECIDED,
  type CookieConsentState,
  type OptionalCookieChoices,
} from '@/features/cookie-consent/consentStore';

export type UseCookieConsentResult = CookieConsentState & {
  /** Stores the visitor's choices for the optional categories. */
  save: (choices: Partial<OptionalCookieChoices>) => void;
};

/**
 * The visitor's cookie choices, kept current across tabs: `decided` (has the visitor answered),
 * `choices` (every category to a boolean; `necessary` and `preferences` are always true) and
 * `savedAt`. Error reporting and analytics should run only when their category is true.
 */
export const useCookieConsent = (): UseCookieConsentResult => {
  // A server (the build's prerender) and hydration see a visitor who has not chosen yet.
  const state = useSyncExternalStore(subscribeToCookieConsent, readCookieConsent, () => UNDECIDED);
  return { ...state, save: saveCookieConsent };
};
