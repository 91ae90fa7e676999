import type { ConsoleMessage, Page } from '@playwright/test';

// Chromium reports every 4xx/5xx response as a console error of this form. A 401 for an
// anonymous visitor (the app asking "who am I?" before anyone signed in) is expected and not an
// error of the page, so it is the only one let through; any other failed load still counts.
const EXPECTED = [/^Failed to load resource: the server responded with a status of 401\b/];

/**
 * Collects what a user would call errors on a page: uncaught exceptions and console errors.
 * Call before navigating; read `errors` after the page has settled.
 */
export function collectPageErrors(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (EXPECTED.some((pattern) => pattern.test(text))) return;
    const { url } = message.location();
    errors.push(`console: ${text}${url ? ` (${url})` : ''}`);
  });
  return { errors };
}
