import { expect, test } from './support/test';
import { collectPageErrors } from './support/console';

// The smallest journeys that prove the built app is served and wired: the client loads, the
// SPA fallback and its not-found page work, the development mailbox exists in embedded mode,
// and the API answers with its database up.

test('the landing page loads without errors', async ({ page }) => {
  const { errors } = collectPageErrors(page);

  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.waitForLoadState('networkidle');

  expect(errors).toEqual([]);
});

test('an unknown path shows the not-found page, whose button goes home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText('404! Page not found')).toBeVisible();

  // The spec calls it a button; an antd Button with an href renders as a link.
  const goHome = page
    .getByRole('button', { name: 'Go to homepage' })
    .or(page.getByRole('link', { name: 'Go to homepage' }));
  await goHome.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('404! Page not found')).toHaveCount(0);
});

test('an unknown path under /sell shows the not-found page too', async ({ page }) => {
  await page.goto('/sell/nope');
  await expect(page.getByText('404! Page not found')).toBeVisible();
});

test('the development mailbox page is served in embedded mode', async ({ page }) => {
  await page.goto('/dev/mailbox');
  await expect(page.getByText('Development mailbox').first()).toBeVisible();
});

test('the API health check reports the database up', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
});
