import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { ADMIN_SESSION, openBackOffice } from './support/admin';
import { signedOutPage } from './support/contexts';
import { signUpAndOpenLink } from './support/journeys';
import { uniqueEmail } from './support/mailbox';

// A customer's data rights (issue 27), walked as they and staff would: the customer downloads
// their data and asks for erasure; staff open their page (and see their own view recorded under
// 'Viewed by staff'), then carry the erasure out; the customer's session ends with it.
test.use({ storageState: ADMIN_SESSION });

type MailboxMessage = { to: string; subject: string; text: string };

test('a customer downloads their data and asks for erasure; staff see their view recorded and erase', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('rights');
  const customer = await signedOutPage(browser);
  await signUpAndOpenLink(customer, 'sell', {
    firstName: 'Rhiannon',
    lastName: 'Rights',
    email,
    mobile: '07911 765432',
  });
  const me = (await (await customer.request.get('/api/users/current')).json()) as { _id: string };

  // The download: prepared in the background, announced by e-mail, a ZIP only they can fetch.
  await customer.goto('/account/your-data');
  await expect(customer.getByRole('heading', { level: 1, name: 'Your data' })).toBeVisible();
  await customer.getByRole('button', { name: 'Prepare my download' }).click();
  await expect(customer.getByText('Your download is ready')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => {
      const mail = (await (await customer.request.get('/api/dev/mailbox')).json()) as
        | MailboxMessage[]
        | undefined;
      return (mail ?? []).some(
        (message) => message.to === email && message.subject === 'Your data is ready to download',
      );
    })
    .toBe(true);
  const [download] = await Promise.all([
    customer.waitForEvent('download'),
    customer.getByRole('link', { name: /Download your data \(ZIP/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  const zip = readFileSync((await download.path())!);
  expect(zip.subarray(0, 2).toString('latin1')).toBe('PK');
  // Entries are stored, not compressed: the records name the customer.
  expect(zip.toString('utf8')).toContain(email);

  // Erasure, asked for with a question first.
  await customer.getByRole('button', { name: 'Ask to erase my data' }).click();
  await expect(customer.getByRole('heading', { name: 'Are you sure?' })).toBeFocused();
  await customer.getByRole('button', { name: 'Yes, ask to erase my data' }).click();
  await expect(customer.getByText('We have your request')).toBeVisible();

  // Staff open the customer's page; the view is on its 'Viewed by staff' card, with its author.
  await openBackOffice(page);
  await page.goto(`/admin/users/${me._id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Rhiannon Rights/ })).toBeVisible();
  const viewedBy = page.locator('.ant-card', { hasText: 'Viewed by staff' });
  await expect(viewedBy.getByText(/by Demo Admin/).first()).toBeVisible();

  // The request waits on /admin/erasure-requests; staff carry it out through 'Are you sure?'.
  await page.goto('/admin/erasure-requests');
  const waiting = page.getByRole('table', { name: 'Waiting erasure requests' });
  await waiting.getByRole('button', { name: 'Erase Rhiannon Rights' }).click();
  await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(waiting.getByRole('button', { name: 'Erase Rhiannon Rights' })).toBeHidden();
  await page.getByLabel('Show waiting or erased requests').getByText('Erased').click();
  await expect(
    page.getByRole('table', { name: 'Erased customers' }).getByRole('row'),
  ).not.toHaveCount(1);

  // The erased customer's session ended with their account.
  await customer.goto('/account/your-data');
  await expect(customer).toHaveURL(/\/sign-in/);
});
