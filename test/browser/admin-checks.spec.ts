import { expect, test } from './support/test';
import { ADMIN_SESSION, openBackOffice, openFromSearch } from './support/admin';
import { moveTimeOn } from './support/time';

// Identity checks and searches in the back office: the simulators move their statuses on while
// the page watches, as business time is moved on (a check completes after a minute, a search day
// lasts a minute: the simulators' defaults).
test.use({ storageState: ADMIN_SESSION });

test.describe('identity checks and searches', () => {
  test('checks for a seller and a buyer move through their statuses; searches are ordered once a day', async ({
    page,
  }) => {
    // A long walk (two checks, then searches) on a machine that may be busy.
    test.slow();
    await openBackOffice(page);
    await openFromSearch(page, 'Flat 2, 18 Wharf', 'Flat 2, 18 Wharf Street');
    await expect(
      page.getByRole('heading', { level: 1, name: /Flat 2, 18 Wharf Street/ }),
    ).toBeVisible();

    // The seller: order, abort (confirmed), reorder, and the simulator completes it.
    await page.getByRole('tab', { name: /Thirdfort/ }).click();
    const sellers = page.getByRole('table', { name: 'Sellers identity checks' });
    const seller = sellers.getByRole('row').filter({ hasText: 'Samuel Okoye' });
    await expect(seller.getByText('Not requested', { exact: true })).toBeVisible();
    await seller.getByRole('button', { name: 'Order Check for Samuel Okoye' }).click();
    await expect(seller.getByText('Pending', { exact: true })).toBeVisible();
    await seller.getByRole('button', { name: 'Abort Check for Samuel Okoye' }).click();
    await page.getByRole('button', { name: 'Yes, abort it' }).click();
    await expect(seller.getByText('Aborted', { exact: true })).toBeVisible();
    await seller.getByRole('button', { name: 'Reorder Check for Samuel Okoye' }).click();
    await expect(seller.getByText('Pending', { exact: true })).toBeVisible();

    // The buyer of the active purchase.
    const buyers = page.getByRole('table', { name: 'Buyers identity checks' });
    const buyer = buyers.getByRole('row').filter({ hasText: 'Lucy Fernandez' });
    await buyer.getByRole('button', { name: 'Order Check for Lucy Fernandez' }).click();
    await expect(buyer.getByText('Pending', { exact: true })).toBeVisible();

    // A minute later the simulated checks are done; the tab keeps reading while any is pending.
    await moveTimeOn(page.request, 61);
    await expect(seller.getByText('Complete', { exact: true })).toBeVisible();
    await expect(buyer.getByText('Complete', { exact: true })).toBeVisible();
    await expect(
      seller.getByRole('button', { name: 'Reorder Check for Samuel Okoye' }),
    ).toBeDisabled();

    // Searches: the premise is required, then the pack is ordered and the button rests for the day.
    await page.getByRole('tab', { name: /Searches/ }).click();
    await page.getByRole('button', { name: 'Order Searches' }).click();
    const form = page.getByRole('dialog', { name: 'Order Searches' });
    await form.getByLabel('Building name').fill('');
    await form.getByLabel('Building number').fill('');
    await form.getByRole('button', { name: 'Order Searches' }).click();
    await expect(form.getByText('Either building name or number is required')).toBeVisible();
    await form.getByLabel('Sub-building').fill('Flat 2');
    await form.getByLabel('Building number').fill('18');
    await form.getByRole('button', { name: 'Order Searches' }).click();
    await expect(form).toBeHidden();
    const searches = page.getByRole('table', { name: 'Ordered searches' });
    await expect(searches.getByRole('row').filter({ hasText: 'Local' })).toContainText(
      'In progress',
    );
    await expect(page.getByRole('button', { name: 'Reorder Searches' })).toBeDisabled();
    await expect(page.getByText(/already ordered today/)).toBeVisible();
    // The Land Registry plan comes back first, with its document, after its day's turnaround.
    await moveTimeOn(page.request, 2 * 60);
    const plan = searches.getByRole('row').filter({ hasText: 'Land Registry Plan' });
    await expect(plan).toContainText('Complete');
    await expect(plan.getByRole('link', { name: /\.pdf/ })).toBeVisible();
  });
});
