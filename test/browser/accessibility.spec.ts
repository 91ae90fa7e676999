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

test.describe('accessibility of the signed-out pages (axe: no serious or critical violation)', () => {
  for (const path of PUBLIC_PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expectAccessible(page, path);
    });
  }
});

test.describe('on a phone (390 px wide)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the support link covers no control', async ({ page }) => {
    await page.goto('/');
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
