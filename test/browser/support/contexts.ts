import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * A browser of someone else's (a customer beside the staff member a journey signs in as): signed
 * out, without the file's stored session, past the cookie pop-up as every journey starts
 * (support/test.ts), motion reduced like the rest of the suite.
 */
export async function signedOutPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({
    reducedMotion: 'reduce',
    storageState: { cookies: [], origins: [] },
    ...options,
  });
  await context.addInitScript(() => {
    window.localStorage.setItem(
      'cookieConsent',
      JSON.stringify({
        version: 1,
        choices: { analytics: false, errorReporting: false },
        savedAt: '2026-01-01T00:00:00.000Z',
      }),
    );
  });
  return context.newPage();
}
