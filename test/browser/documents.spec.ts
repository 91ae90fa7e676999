import { expect, test } from './support/test';
import { ADMIN_SESSION, openBackOffice, openFromSearch } from './support/admin';
import { signedOutPage } from './support/contexts';
import { signInByMagicLink } from './support/journeys';

// Documents (issue 26): staff ask for a water bill, the seller uploads it from their dashboard,
// staff preview and accept it. The demo sale at 9 Orchard Row is paid and used by no other
// journey; its seller signs in by magic link in a browser of their own.
test.use({ storageState: ADMIN_SESSION });

const SELLER_EMAIL = 'harriet.cole@example.com';

/** A one-page PDF, as small as a PDF gets: the server decides the type from these bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
);

test('staff ask for a water bill, the seller uploads a PDF, staff preview and accept it', async ({
  page,
  browser,
}) => {
  test.slow();
  // Staff: the water bill request from the sale's Searches tab.
  await openBackOffice(page);
  await openFromSearch(page, 'Orchard Row', '9 Orchard Row');
  await expect(page.getByRole('heading', { level: 1, name: /9 Orchard Row/ })).toBeVisible();
  const saleId = /\/admin\/transactions\/([0-9a-f]{24})/.exec(page.url())![1];
  await page.getByRole('tab', { name: /Searches/ }).click();
  await page.getByRole('button', { name: 'Request Water Bill' }).click();
  await expect(page.getByText('Water bill request sent to customer')).toBeVisible();

  // The seller: the request on their dashboard; a PDF uploaded, with progress and an answer.
  const seller = await signedOutPage(browser, { viewport: { width: 390, height: 844 } });
  await signInByMagicLink(seller, SELLER_EMAIL);
  // Signed in once the link's page has moved on (leaving it earlier would abandon the sign-in).
  await expect(seller).not.toHaveURL(/\/authenticate/, { timeout: 15_000 });
  await seller.goto(`/dashboard/sell/${saleId}`);
  const needed = seller.getByRole('region', { name: 'What we need from you' });
  const request = needed.getByRole('region', { name: 'Water bill' });
  await expect(request.getByText('PDF, JPEG, PNG or HEIC, up to 20 MB')).toBeVisible();
  // Nothing wider than the phone: no sideways scrolling.
  expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await request.getByLabel('Upload your water bill: choose a file').setInputFiles({
    name: 'water-bill.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(
    seller.getByText(
      'water-bill.pdf uploaded. We will check it and let you know if we need anything else.',
    ),
  ).toBeVisible();
  await expect(needed).toBeHidden();
  const files = seller.getByRole('list', { name: 'Your files' });
  // The virus check runs in the background; the link appears once the file is clean.
  await expect(files.getByRole('link', { name: 'Download water-bill.pdf' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(files).toContainText('Received: our team will review it');

  // Staff: the answer on the Documents tab, previewed in the page, then accepted.
  await page.reload();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const table = page.getByRole('table', { name: 'Documents' });
  const row = table.getByRole('row').filter({ hasText: 'water-bill.pdf' });
  await expect(row).toContainText('Harriet Cole');
  await expect(row).toContainText('Water Bill');
  await expect(row.getByText('Clean', { exact: true })).toBeVisible();
  await expect(row.getByText('To review', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Preview water-bill.pdf' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: water-bill.pdf' });
  const frame = preview.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/download\?inline=1$/);
  // The bytes served for the preview are the PDF uploaded, inline.
  const inline = await page.request.get((await frame.getAttribute('src'))!);
  expect(inline.headers()['content-disposition']).toMatch(/^inline/);
  expect(inline.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.from(await inline.body()).equals(PDF)).toBe(true);
  await preview.getByRole('button', { name: 'Close' }).click();
  await row.getByRole('button', { name: 'Accept water-bill.pdf' }).click();
  await expect(page.getByText('water-bill.pdf accepted')).toBeVisible();
  await expect(row.getByText('Accepted', { exact: true })).toBeVisible();

  // The seller sees it accepted.
  await seller.reload();
  await expect(seller.getByRole('list', { name: 'Your files' })).toContainText('Accepted');
  await seller.context().close();
});
