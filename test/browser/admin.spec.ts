import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './support/test';
import { magicLinkFor, mailCount } from './support/mailbox';
import type { Page } from '@playwright/test';

const ADMIN = 'admin@threshold.example';
/** The demo admin's session, signed in once for this file (sign-in is rate limited per e-mail). */
const ADMIN_SESSION = join(tmpdir(), `threshold-admin-session-${process.pid}.json`);
const SESSION_COOKIES = ['threshold_session', 'threshold_signed_in'];

async function signInAsAdmin(page: Page) {
  const before = await mailCount(page.request, ADMIN);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(ADMIN);
  await page.getByRole('button', { name: 'Send me a magic link' }).click();
  await page.goto(await magicLinkFor(page.request, ADMIN, before));
  await expect(page).toHaveURL(/\/admin$/);
}

test.beforeAll(async ({ browser }) => {
  // A fresh visitor (the file's storageState is what this writes).
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await context.newPage();
  await page.goto('/privacy-policy');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await signInAsAdmin(page);
  // Only the session: each test still meets the cookie pop-up as a first visit does.
  const { cookies } = await context.storageState();
  const session = cookies.filter((cookie) => SESSION_COOKIES.includes(cookie.name));
  writeFileSync(ADMIN_SESSION, JSON.stringify({ cookies: session, origins: [] }));
  await context.close();
});

test.use({ storageState: ADMIN_SESSION });

/** Opens the back office as the signed-in demo admin. */
async function openBackOffice(page: Page) {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin$/);
}

test.describe('the back office, as staff use it every morning', () => {
  test('search, page through, open a sale, tag it, assign an agent and read the events', async ({
    page,
  }) => {
    await openBackOffice(page);

    // Global search by part of a seller's e-mail.
    await page.getByRole('combobox', { name: 'Search transactions' }).fill('fiona.gall');
    const found = page.getByRole('listbox', { name: 'Transactions found' });
    await expect(found.getByRole('option').filter({ hasText: '3 Mill Lane' })).toBeVisible();

    // The transactions list keeps its page in the address across a reload.
    await page.goto('/admin/transactions?page=2&size=10');
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByRole('table', { name: 'Transactions' }).getByRole('row'),
    ).not.toHaveCount(1);

    // Open the sale from the search.
    await page.getByRole('combobox', { name: 'Search transactions' }).fill('fiona.gall');
    await found.getByRole('option').filter({ hasText: '3 Mill Lane' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: '3 Mill Lane, Ledbury, HR8 1AA' }),
    ).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();

    // Tags from the admin config.
    await page.getByRole('button', { name: '+/- Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add/Edit Tags' });
    await dialog.getByText('Priority', { exact: true }).click();
    await expect(dialog.getByRole('checkbox', { name: 'Priority' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-tag', { hasText: 'Priority' })).toBeVisible();

    // An estate agent, through 'Are you sure?'.
    await page.getByRole('tab', { name: /Estate Agent/ }).click();
    await expect(page.getByRole('tabpanel').getByText('Estate agent not assigned')).toBeVisible();
    await page.getByRole('button', { name: 'Assign Estate Agent' }).click();
    await page.getByRole('combobox', { name: 'Estate agent' }).fill('Bath');
    await page.locator('.ant-select-item-option', { hasText: 'Harbour & Vale - Bath' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('tabpanel').getByText('Harbour & Vale - Bath').first(),
    ).toBeVisible();

    // Both changes are on the timeline, with the admin as author.
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText('Tags updated')).toBeVisible();
    await expect(page.getByText('Estate agent assigned')).toBeVisible();
    await expect(page.getByText(/· Demo Admin/).first()).toBeVisible();
  });

  test("significant dates refuse 31/02/2025 with the spec's message", async ({ page }) => {
    await openBackOffice(page);
    await page.getByRole('combobox', { name: 'Search transactions' }).fill('Cotham');
    await page
      .getByRole('listbox', { name: 'Transactions found' })
      .getByRole('option')
      .filter({ hasText: '7 Cotham Hill' })
      .click();
    await page.getByRole('tab', { name: /Purchase Intents/ }).click();
    const form = page.getByRole('form', { name: 'Significant dates' }).first();
    await form.getByRole('textbox', { name: 'Completed day' }).fill('31');
    await form.getByRole('textbox', { name: 'Completed month' }).fill('02');
    await form.getByRole('textbox', { name: 'Completed year' }).fill('2025');
    await form.getByRole('button', { name: 'Save dates' }).click();
    await expect(
      form.getByText('Please enter a valid date or clear all date fields'),
    ).toBeVisible();

    // today: after the demo purchase's exchange, so the date order rules hold
    const today = new Date();
    await form.getByRole('textbox', { name: 'Completed day' }).fill(String(today.getDate()));
    await form.getByRole('textbox', { name: 'Completed month' }).fill(String(today.getMonth() + 1));
    await form.getByRole('textbox', { name: 'Completed year' }).fill(String(today.getFullYear()));
    await form.getByRole('button', { name: 'Save dates' }).click();
    await expect(form.getByText('Significant dates saved')).toBeVisible();
  });
});

test.describe('partners: estate agents', () => {
  test('find an agent by brand, open it and add a negotiator that stays after a reload', async ({
    page,
  }) => {
    await openBackOffice(page);
    await page.goto('/admin/estate-agents');
    const table = page.getByRole('table', { name: 'Estate agents' });
    await expect(table.getByText('Harbour & Vale - Bristol Harbourside')).toBeVisible();

    await page.getByRole('button', { name: 'Filter by brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by brand' });
    await dialog.getByText(/^Kestrel Homes \(\d+\)$/).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter: Kestrel Homes' })).toBeVisible();
    await expect(table.getByText('Harbour & Vale - Bristol Harbourside')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove filter: Kestrel Homes' }).click();

    await table.getByText('Harbour & Vale - Bath').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harbour & Vale - Bath' }),
    ).toBeVisible();
    await expect(page.getByText('Primary Valuer')).toBeVisible();

    await page.getByRole('button', { name: 'Add negotiator' }).click();
    const form = page.getByRole('dialog', { name: 'Add negotiator' });
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill('nina.okafor@harbourvale.example');
    await form.getByLabel('Phone number').fill('07700 900456');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(page.getByText('Nina Okafor')).toBeVisible();

    await page.goto('/admin/estate-agent-brands');
    await expect(
      page.getByRole('table', { name: 'Brands' }).getByText('Meadowlark Estates'),
    ).toBeVisible();
  });
});
