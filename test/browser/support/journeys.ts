import { expect, type Page } from '@playwright/test';
import { magicLinkFor, mailCount } from './mailbox';

export type NewCustomer = { firstName: string; lastName: string; email: string; mobile: string };

/** Fills /{role}/get-started, opens the e-mailed magic link and lands on /{role}/welcome. */
export async function signUpAndOpenLink(page: Page, role: 'sell' | 'buy', person: NewCustomer) {
  await page.goto(`/${role}/get-started`);
  await expect(
    page.getByRole('heading', { name: 'Get started in less than 5 minutes' }),
  ).toBeVisible();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Mobile Number').fill(person.mobile);
  await page.getByRole('button', { name: 'Send me a magic link' }).click();
  await expect(
    page.getByText(
      "Success! We've emailed you a magic link to sign-in. It will arrive within 5 minutes.",
    ),
  ).toBeVisible();
  await page.goto(await magicLinkFor(page.request, person.email));
  await expect(page).toHaveURL(new RegExp(`/${role}/welcome$`));
}

/** Asks /sign-in for a magic link for an existing account and opens it from the mailbox. */
export async function signInByMagicLink(page: Page, email: string) {
  const before = await mailCount(page.request, email);
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send me a magic link' }).click();
  await page.goto(await magicLinkFor(page.request, email, before));
}
