import { expect, test as base } from '@playwright/test';

/** What the cookie pop-up stores when 'Save preferences' is clicked with nothing switched on. */
const ANSWERED = JSON.stringify({
  version: 1,
  choices: { analytics: false, errorReporting: false },
  savedAt: '2026-01-01T00:00:00.000Z',
});

/**
 * Journeys start as a visitor who has already answered the cookie pop-up (only the required
 * cookies): every page would otherwise open behind it. `firstVisit: true` starts with nothing
 * stored, as cookies.spec.ts does to walk through the pop-up itself.
 */
export const test = base.extend<{ firstVisit: boolean; cookiesAnswered: void }>({
  firstVisit: [false, { option: true }],
  cookiesAnswered: [
    async ({ context, firstVisit }, use) => {
      if (!firstVisit) {
        await context.addInitScript((answer) => {
          if (window.localStorage.getItem('cookieConsent') === null) {
            window.localStorage.setItem('cookieConsent', answer);
          }
        }, ANSWERED);
      }
      await use();
    },
    { auto: true },
  ],
});

export { expect };
