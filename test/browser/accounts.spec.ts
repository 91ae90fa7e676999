import { expect, test } from './support/test';
import { magicLinkFor, mailCount, uniqueEmail } from './support/mailbox';
import { signInByMagicLink, signUpAndOpenLink } from './support/journeys';
import { ADMIN_EMAIL } from './support/admin';

test.describe('accounts, as a new customer would use them', () => {
  test('a seller signs up, opens the link, signs out and signs in again', async ({ page }) => {
    const email = uniqueEmail('seller');
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Sally',
      lastName: 'Seller',
      email,
      mobile: '07911 123456',
    });
    await expect(page.getByText(/Welcome to/)).toBeVisible();

    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/sign-in\?sign-out=true/);
    await expect(page.getByText("You've been signed out.")).toBeVisible();

    const before = await mailCount(page.request, email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a magic link' }).click();
    await expect(
      page.getByText('If you have an account with us you will receive a magic link'),
    ).toBeVisible();
    await page.goto(await magicLinkFor(page.request, email, before));
    await expect(page).toHaveURL(/\/sell\/welcome$/);
  });

  test('a buyer signs up and lands on the buyer welcome page', async ({ page }) => {
    await signUpAndOpenLink(page, 'buy', {
      firstName: 'Bob',
      lastName: 'Buyer',
      email: uniqueEmail('buyer'),
      mobile: '07912 345678',
    });
    await expect(page.getByText(/Welcome to/)).toBeVisible();
  });

  test('the demo admin signs in and lands on /admin', async ({ page }) => {
    await signInByMagicLink(page, ADMIN_EMAIL);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Stats & Metrics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New Transactions' })).toBeVisible();
  });

  test('a used or broken link goes to the link-expired page', async ({ page }) => {
    await page.goto('/authenticate?token=not-a-real-token&type=customer&role=sell');
    await expect(page).toHaveURL(/\/authenticate\/link-expired$/);
    await expect(page.getByText('Your link has expired')).toBeVisible();
    await page
      .getByRole('button', { name: 'Go to Sign In' })
      .or(page.getByRole('link', { name: 'Go to Sign In' }))
      .click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test('signed-out visitors are sent to sign in from protected pages, and back after', async ({
    page,
  }) => {
    const email = uniqueEmail('seller');
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Rhea',
      lastName: 'Turner',
      email,
      mobile: '07400 900123',
    });
    await page.getByRole('button', { name: 'Sign Out' }).first().click();
    await expect(page).toHaveURL(/\/sign-in\?sign-out=true/);

    await page.goto('/welcome-back');
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fwelcome-back$/);
    await page.goto('/sell/about-you');
    await expect(page).toHaveURL(/\/sign-in\?returnTo=%2Fsell%2Fabout-you$/);
    const before = await mailCount(page.request, email);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send me a magic link' }).click();
    await expect(
      page.getByText('If you have an account with us you will receive a magic link'),
    ).toBeVisible();
    await page.goto(await magicLinkFor(page.request, email, before));
    await expect(page).toHaveURL(/\/sell\/about-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  });
});
