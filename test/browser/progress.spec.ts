import { expect, test } from './support/test';
import { ADMIN_SESSION, openBackOffice, openFromSearch } from './support/admin';
import { signedOutPage } from './support/contexts';
import { signInByMagicLink } from './support/journeys';
import { moveTimeOn } from './support/time';

// Progression (issue 36): staff record the exchange and the completion of the demo sale at
// 88 Station Road (its sale agreed is on record; no other journey uses it) on its Progress tab;
// the seller sees both on their tracker and hears of them in a progress e-mail.
test.use({ storageState: ADMIN_SESSION });

const SELLER_EMAIL = 'mohammed.rahman@example.com';

type MailboxMessage = { to: string; subject: string; text: string };

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
};

test('staff record exchange and completion; the seller sees them on the tracker and by e-mail', async ({
  page,
  browser,
}) => {
  test.slow();
  await openBackOffice(page);
  await openFromSearch(page, 'Station Road', '88 Station Road');
  const saleId = /\/admin\/transactions\/([0-9a-f]{24})/.exec(page.url())![1];
  await page.getByRole('tab', { name: 'Progress' }).click();
  const table = page.getByRole('table', { name: 'Milestones' });
  await expect(table.getByRole('row', { name: /Sale agreed/ })).toContainText(
    /\d{2}\/\d{2}\/\d{4}/,
  );

  for (const step of ['Exchanged', 'Completed']) {
    await table.getByRole('button', { name: `Record ${step}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Record a milestone' });
    const date = dialog.getByLabel('Date');
    await date.fill(today());
    // Enter takes the typed day and submits the dialog's form, as the Record button does
    await date.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(`^${step}`) })).toContainText(today());
  }
  // the significant dates say the same
  await page.getByRole('tab', { name: /Purchase Intents/ }).click();
  const dates = page.getByRole('form', { name: 'Significant dates' }).first();
  const [day, month, year] = today().split('/');
  await expect(dates.getByRole('textbox', { name: 'Completed day' })).toHaveValue(day);
  await expect(dates.getByRole('textbox', { name: 'Completed month' })).toHaveValue(month);
  await expect(dates.getByRole('textbox', { name: 'Completed year' })).toHaveValue(year);

  // the seller's tracker
  const seller = await signedOutPage(browser, { viewport: { width: 390, height: 844 } });
  await signInByMagicLink(seller, SELLER_EMAIL);
  await expect(seller).not.toHaveURL(/\/authenticate/, { timeout: 15_000 });
  await seller.goto(`/dashboard/sell/${saleId}`);
  const steps = seller.getByRole('list', { name: 'Milestones' });
  for (const step of ['Exchanged', 'Completed']) {
    await expect(steps.getByRole('listitem').filter({ hasText: step }).first()).toHaveAttribute(
      'data-state',
      'done',
    );
  }

  // the progress e-mail, once the batching delay has passed on the server's clock
  await moveTimeOn(page.request, 61);
  await expect
    .poll(
      async () => {
        const messages = (await (
          await page.request.get('/api/dev/mailbox')
        ).json()) as MailboxMessage[];
        return messages.find(
          (message) =>
            message.to === SELLER_EMAIL &&
            message.subject.startsWith('Progress on your sale of 88 Station Road'),
        )?.text;
      },
      { timeout: 20_000, message: 'a progress e-mail to the seller' },
    )
    .toMatch(/- Exchanged: .*\n(.*\n)*- Completed: /);
});
