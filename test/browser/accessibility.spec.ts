import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';

const PUBLIC_PAGES = [
  '/',
  '/sell/get-started',
  '/buy/get-started',
  '/sign-in',
  '/partner-sign-up',
  '/privacy-policy',
  '/cookie-policy',
  '/seller/terms/v1',
  '/buyer/terms/v1',
  '/authenticate/link-expired',
  '/a-page-that-does-not-exist',
];

test.describe('the signed-out pages: accessible (axe: no serious or critical violation), no console error', () => {
  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page, path);
      // a visitor's browser has no session, so nothing asks for one and nothing answers 401
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the support link covers no control', async ({ page }) => {
    await page.goto('/');
    // The contact form loads as its section nears the screen, as when a visitor scrolls to it.
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const submit = page.getByRole('button', { name: /send/i }).last();
    await submit.scrollIntoViewIfNeeded();
    const box = await submit.boundingBox();
    expect(box).not.toBeNull();
    // the topmost element at the right third of the button is the button itself
    const onTop = await page.evaluate(
      ({ x, y }) => {
        const element = document.elementFromPoint(x, y);
        return element?.closest('button')?.textContent ?? element?.tagName ?? null;
      },
      { x: box!.x + box!.width * 0.85, y: box!.y + box!.height / 2 },
    );
    expect(onTop).toBe(await submit.textContent());
    await expect(page.getByRole('link', { name: /contact support at/ })).toBeVisible();
  });
});
