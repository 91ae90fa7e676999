import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './test';

export const ADMIN_EMAIL = 'admin@threshold.example';

/**
 * The demo admin's session, signed in once per run by admin.setup.ts (sign-in is rate limited
 * per e-mail, and two workers reading the same mailbox at once could take each other's link).
 * Under the run's output folder, which Playwright empties when a run starts.
 */
export const ADMIN_SESSION = join(
  __dirname,
  '..',
  '..',
  '..',
  'test-results',
  '.auth',
  'admin.json',
);

/** Opens the back office as the signed-in demo admin. */
export async function openBackOffice(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Finds a transaction with the global search (`query`) and opens the result showing `address`. */
export async function openFromSearch(page: Page, query: string, address: string) {
  await page.getByRole('combobox', { name: 'Search transactions' }).fill(query);
  await page
    .getByRole('listbox', { name: 'Transactions found' })
    .getByRole('option')
    .filter({ hasText: address })
    .click();
}
