import { expect, test } from './support/test';

// The one journey that starts with nothing stored: every other test has answered already.
test.use({ firstVisit: true });

test('a first visit must answer the cookie pop-up, once, on the landing page and in the app', async ({
  page,
}) => {
  const popUp = page.getByRole('dialog', { name: 'Cookies on Threshold' });

  await page.goto('/');
  await expect(popUp).toBeVisible();
  await popUp.getByRole('button', { name: 'Save preferences' }).click();
  await expect(popUp).toBeHidden();

  // Remembered: neither the landing page again nor a page of the app asks a second time.
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(popUp).toHaveCount(0);
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Send me a magic link' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popUp).toHaveCount(0);
});
