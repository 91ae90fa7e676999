import { readCookieConsent } from '@/features/cookie-consent/consentStore';

/*
 * The cookie pop-up of a prerendered page (app/prerendered.ts). Whether it shows depends on the
 * visitor's choice, kept in this browser's storage, which neither the build nor the server can
 * read: the build renders a copy of the pop-up as for a visitor who has not chosen, and the server
 * puts it after #root, hidden by cookie-consent.css. The entry script (main.tsx), a few KB that
 * runs before the app's code has arrived, shows it when the visitor has not chosen, or removes
 * it; the app's own pop-up takes its place as it opens (CookieConsentSheet). So a first visit
 * shows the pop-up long before the app runs, and a returning visitor never sees it flash.
 */

/** The copy's wrapper element, after #root. */
export const PRERENDERED_CONSENT_ID = 'th-prerendered-consent';

/** Set on <html> while the copy is to be shown. */
export const CONSENT_PENDING_CLASS = 'th-consent-pending';

/**
 * main.tsx, at once: shows the copy to a visitor who has not chosen, else removes it. Whether it
 * is showing now.
 */
export const showPrerenderedConsent = (): boolean => {
  const copy = document.getElementById(PRERENDERED_CONSENT_ID);
  if (!copy) return false;
  if (readCookieConsent().decided) {
    copy.remove();
    return false;
  }
  document.documentElement.classList.add(CONSENT_PENDING_CLASS);
  return true;
};

/** The app's pop-up has opened (or the choice is made): the copy goes. */
export const removePrerenderedConsent = () => {
  document.getElementById(PRERENDERED_CONSENT_ID)?.remove();
};
