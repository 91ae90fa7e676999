import { expect, test as base } from '@playwright/test';

/**
 * Every journey starts as a first-time visitor does: the cookie pop-up blocks the page until
 * 'Save preferences' is clicked, so each test answers it once (the choice is remembered).
 */
export const test = base.extend<{ cookiesAnswered: void }>({
  cookiesAnswered: [
    async ({ page }, use) => {
      await page.goto('/privacy-policy');
      const save = page.getByRole('button', { name: 'Save preferences' });
      await expect(save).toBeVisible();
      await save.click();
      await expect(save).toBeHidden();
      await use();
    },
    { auto: true },
  ],
});

export { expect };
