import type { Page } from '@playwright/test';
import { collectPageErrors } from './support/console';
import { signUpAndOpenLink } from './support/journeys';
import { uniqueEmail } from './support/mailbox';
import { expect, test } from './support/test';

// Issue 25: the public first screens arrive as HTML and style (client/build/prerender.ts): they
// paint before any JavaScript has run, and the app then takes the same page over.

/** Holds the app's code back until `release` is called: the page is as the HTML left it. */
async function holdTheApp(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/bootApp-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Records, from before the page loads, whether any h1 was ever taken out of the page. */
async function watchHeadings(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { removedHeadings: string[] }).removedHeadings = removed;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element && (node.matches('h1') || node.querySelector('h1'))) {
            removed.push(node.outerHTML.slice(0, 80));
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('with JavaScript turned off', () => {
  test.use({ javaScriptEnabled: false });

  test('the public pages show their heading and text from the HTML alone', async ({ page }) => {
    for (const [path, heading, text] of [
      ['/sign-in', 'Sign in', "we'll send you a magic link to sign in"],
      ['/sell/get-started', 'Get started in less than 5 minutes', 'First name'],
      ['/partner-sign-up', 'Sign-up as a partner', 'Estate Agents'],
      ['/privacy-policy', 'Privacy Policy', 'The business that operates Threshold'],
      ['/seller/terms/v1', 'Terms & Conditions for Sellers', 'binding agreement'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText(text).first()).toBeVisible();
      // Styled: antd's style and the app's style sheets came with it.
      await expect(page.locator('header.th-site-header')).toHaveCSS(
        'background-color',
        'rgb(11, 60, 64)',
      );
    }
  });
});

test('with JavaScript, /sign-in is taken over as it is, keeps what was typed, and sends it', async ({
  page,
}) => {
  const { errors } = collectPageErrors(page);
  await watchHeadings(page);
  const release = await holdTheApp(page);
  await page.goto('/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Typed before the app has run.
  await page.getByLabel('Email').fill(uniqueEmail('early'));
  release();

  // The button comes alive once the app has the address; the form sends it.
  await page.getByRole('button', { name: 'Send me a magic link' }).click();
  await expect(
    page.getByText('If you have an account with us you will receive a magic link'),
  ).toBeVisible();
  // Hydrated, not rendered over: the prerendered heading was never replaced, and no error
  // (a hydration mismatch is reported as one).
  expect(
    await page.evaluate(() => (window as unknown as { removedHeadings: string[] }).removedHeadings),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('on a first visit', () => {
  test.use({ firstVisit: true });

  test('the cookie pop-up shows before the app runs, and the app then takes its place', async ({
    page,
  }) => {
    const { errors } = collectPageErrors(page);
    const release = await holdTheApp(page);
    const popUp = page.getByRole('dialog', { name: 'Cookies on Threshold' });
    await page.goto('/privacy-policy');
    await expect(popUp).toBeVisible();
    release();
    await page.waitForLoadState('networkidle');
    // One pop-up, the app's: it saves.
    await expect(popUp).toHaveCount(1);
    await popUp.getByRole('button', { name: 'Save preferences' }).click();
    await expect(popUp).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(popUp).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

/**
 * The signed-in seller's paid sale, made through the API as the pages make it (the property
 * form, the terms, a simulated card payment); its id.
 */
async function paidSale(page: Page, line1: string): Promise<string> {
  const created = await page.request.post('/api/transaction', {
    data: {
      propertyAddress: {
        line_1: line1,
        post_town: 'Bristol',
        postcode: 'BS1 5TR',
        country: 'United Kingdom',
      },
      tenureOption: 'Freehold',
      askingPrice: 350000,
      customerType: 'individual_owner',
      isAnotherSellerSelected: false,
      additionalSellers: [],
      hasMortgage: true,
      onwardPurchase: false,
      isUsingForeignCurrency: false,
      requiresMortgageReferral: false,
      estateAgent: 'no_agent',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { _id: string })._id;
  const terms = await page.request.put(`/api/transaction/${id}?termsAndConditions=true`, {
    data: {},
  });
  expect(terms.status()).toBe(200);
  const intent = await page.request.post('/api/stripe/create-payment-intent', {
    data: { transactionId: id },
  });
  const { clientSecret } = (await intent.json()) as { clientSecret: string };
  const paid = await page.request.post('/api/dev/payments/confirm', {
    data: { clientSecret, outcome: 'succeeded' },
  });
  expect(paid.ok()).toBe(true);
  return id;
}

test.describe("a seller's tracker, rendered by the server for them", () => {
  test('shows their sale from the HTML alone, and the app takes it over as it is; /sign-in sends them on', async ({
    page,
    browser,
  }) => {
    // One sign-up for the whole file: the suite shares one IP's sign-up limit (10 in 5 minutes).
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Tracy',
      lastName: 'Render',
      email: uniqueEmail('tracker'),
      mobile: '07911 123456',
    });
    // Signed in, the prerendered /sign-in still sends them on to their properties.
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/welcome-back$/);

    const id = await paidSale(page, '12 Rendered Row');
    const tracker = `/dashboard/sell/${id}`;

    // JavaScript off: the sale, its progress and its next step come in the HTML.
    const still = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const html = await still.newPage();
    // The server renders within a budget of its time (src/platform/http/first-render.ts): while other
    // journeys' trackers have spent it, a page comes unrendered, so this asks again until not.
    await expect(async () => {
      await html.goto(tracker);
      await expect(html.getByRole('heading', { level: 1, name: 'Your sale' })).toBeVisible({
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(html.getByText('12 Rendered Row, Bristol, BS1 5TR').first()).toBeVisible();
    await expect(html.getByText('Onboarded and paid')).toBeVisible();
    await expect(html.getByText('Complete your ID check')).toBeVisible();
    await still.close();

    // JavaScript on: hydrated, not rendered over (no heading replaced, no mismatch reported),
    // and it works: the answers element is gone and the change request opens.
    const { errors } = collectPageErrors(page);
    await watchHeadings(page);
    await expect(async () => {
      const response = await page.goto(tracker);
      expect(await response!.text()).toContain('id="th-first-answers"');
    }).toPass({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Onboarded and paid')).toBeVisible();
    await expect(page.locator('#th-first-answers')).toHaveCount(0);
    await page.getByRole('button', { name: 'Ask us to change something' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Ask us to change something' })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { removedHeadings: string[] }).removedHeadings,
      ),
    ).toEqual([]);
    expect(errors).toEqual([]);
  });
});
