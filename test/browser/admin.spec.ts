import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { ADMIN_SESSION, openBackOffice, openFromSearch } from './support/admin';
import { choose } from './support/buyer';

// The back office as staff use it (admin.md), signed in as the demo admin (admin.setup.ts).
// Identity checks and searches, which wait on the simulators, are in admin-checks.spec.ts.
test.use({ storageState: ADMIN_SESSION });

test.describe('the back office, as staff use it every morning', () => {
  test('search, page through, open a sale, tag it, assign an agent and read the events', async ({
    page,
  }, testInfo) => {
    await openBackOffice(page);

    // Global search by part of a seller's e-mail.
    await page.getByRole('combobox', { name: 'Search transactions' }).fill('fiona.gall');
    const found = page.getByRole('listbox', { name: 'Transactions found' });
    await expect(found.getByRole('option').filter({ hasText: '3 Mill Lane' })).toBeVisible();

    // The transactions list keeps its page in the address across a reload.
    await page.goto('/admin/transactions?page=2&size=10');
    await expect(page.getByRole('table', { name: 'Transactions' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/page=2/);
    await expect(
      page.getByRole('table', { name: 'Transactions' }).getByRole('row'),
    ).not.toHaveCount(1);

    // Open the sale from the search.
    await openFromSearch(page, 'fiona.gall', '3 Mill Lane');
    await expect(
      page.getByRole('heading', { level: 1, name: '3 Mill Lane, Ledbury, HR8 1AA' }),
    ).toBeVisible();
    await expect(page.getByText('Unpaid', { exact: true })).toBeVisible();

    // Tags from the admin config.
    // (A CI retry finds the tag and the agent its first attempt saved: it keeps them.)
    await page.getByRole('button', { name: '+/- Tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add/Edit Tags' });
    const priority = dialog.getByRole('checkbox', { name: 'Priority' });
    if (!(await priority.isChecked())) await dialog.getByText('Priority', { exact: true }).click();
    await expect(priority).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.ant-tag', { hasText: 'Priority' })).toBeVisible();

    // An estate agent, through 'Are you sure?'.
    await page.getByRole('tab', { name: /Estate Agent/ }).click();
    if (testInfo.retry === 0) {
      await expect(page.getByRole('tabpanel').getByText('Estate agent not assigned')).toBeVisible();
    }
    await page.getByRole('button', { name: /^(Assign|Update) Estate Agent$/ }).click();
    // By keyboard: a clicked option can leave the list open over Save on a loaded machine.
    await choose(page.getByRole('combobox', { name: 'Estate agent' }), 'Harbour & Vale - Bath', {
      type: true,
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('tabpanel').getByText('Harbour & Vale - Bath').first(),
    ).toBeVisible();

    // Both changes are on the timeline, with the admin as author.
    await page.getByRole('tab', { name: 'Events' }).click();
    await expect(page.getByText('Tags updated')).toBeVisible();
    await expect(page.getByText('Estate agent assigned')).toBeVisible();
    await expect(page.getByText(/· Demo Admin/).first()).toBeVisible();
  });

  test('the monthly invoicing CSV downloads under its name from the transactions list', async ({
    page,
  }) => {
    await page.goto('/admin/transactions');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invoicing' });
    const period = dialog.getByLabel('Period');
    await period.click();
    await period.fill('October 2026');
    await period.press('Enter');

    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('Invoice Transactions October 2026.csv');
    const path = await file.path();
    // The file itself, as the server made it: its header row first.
    expect(readFileSync(path, 'utf8').replace(/^\uFEFF/, '')).toMatch(
      /^Invoice Date,Payment Terms,Billed To,/,
    );
    await expect(dialog).toBeHidden();
  });

  test("significant dates refuse 31/02/2025 with the spec's message", async ({ page }) => {
    await openBackOffice(page);
    await openFromSearch(page, 'Cotham', '7 Cotham Hill');
    await page.getByRole('tab', { name: /Purchase Intents/ }).click();
    const form = page.getByRole('form', { name: 'Significant dates' }).first();
    await form.getByRole('textbox', { name: 'Completed day' }).fill('31');
    await form.getByRole('textbox', { name: 'Completed month' }).fill('02');
    await form.getByRole('textbox', { name: 'Completed year' }).fill('2025');
    await form.getByRole('button', { name: 'Save dates' }).click();
    await expect(
      form.getByText('Please enter a valid date or clear all date fields'),
    ).toBeVisible();

    // today: after the demo purchase's exchange, so the date order rules hold
    const today = new Date();
    await form.getByRole('textbox', { name: 'Completed day' }).fill(String(today.getDate()));
    await form.getByRole('textbox', { name: 'Completed month' }).fill(String(today.getMonth() + 1));
    await form.getByRole('textbox', { name: 'Completed year' }).fill(String(today.getFullYear()));
    await form.getByRole('button', { name: 'Save dates' }).click();
    // the customers will be told: staff confirm, seeing what they will hear
    const confirm = page.getByRole('dialog', { name: 'Save and tell the customers?' });
    await expect(confirm.getByText(/^Completed: /)).toBeVisible();
    await confirm.getByRole('button', { name: 'Save and tell them' }).click();
    await expect(form.getByText('Significant dates saved')).toBeVisible();
  });
});

test.describe('partners: estate agents', () => {
  test('find an agent by brand, open it and add a negotiator that stays after a reload', async ({
    page,
  }) => {
    await openBackOffice(page);
    await page.goto('/admin/estate-agents');
    const table = page.getByRole('table', { name: 'Estate agents' });
    await expect(table.getByText('Harbour & Vale - Bristol Harbourside')).toBeVisible();

    await page.getByRole('button', { name: 'Filter by brand' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filter by brand' });
    await dialog.getByText(/^Kestrel Homes \(\d+\)$/).click();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Remove filter: Kestrel Homes' })).toBeVisible();
    await expect(table.getByText('Harbour & Vale - Bristol Harbourside')).toHaveCount(0);
    await page.getByRole('button', { name: 'Remove filter: Kestrel Homes' }).click();

    await table.getByText('Harbour & Vale - Bath').click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Harbour & Vale - Bath' }),
    ).toBeVisible();
    await expect(page.getByText('Primary Valuer')).toBeVisible();

    await page.getByRole('button', { name: 'Add negotiator' }).click();
    const form = page.getByRole('dialog', { name: 'Add negotiator' });
    await form.getByLabel('First name').fill('Nina');
    await form.getByLabel('Last name').fill('Okafor');
    await form.getByLabel('Email').fill('nina.okafor@harbourvale.example');
    await form.getByLabel('Phone number').fill('07400 900456');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await page.reload();
    await expect(page.getByText('Nina Okafor')).toBeVisible();

    await page.goto('/admin/estate-agent-brands');
    await expect(
      page.getByRole('table', { name: 'Brands' }).getByText('Meadowlark Estates'),
    ).toBeVisible();
  });
});

test.describe('partners: law firms and developments', () => {
  // Journeys run with reduced motion (playwright.config.ts); these two keep antd's animations, so
  // dialogs and select lists are walked through as most visitors see them too.
  test.use({ reducedMotion: 'no-preference' });

  test('a law firm with an invalid postcode is refused, then saved; a lawyer group gets a recipient', async ({
    page,
  }) => {
    await openBackOffice(page);
    await page.goto('/admin/law-firms');
    await page.getByRole('button', { name: 'Add law firm' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add law firm' });
    await dialog.getByLabel('Name', { exact: true }).fill('Browser Law LLP');
    await dialog.getByLabel('Phone number').fill('07911 123456');
    await dialog.getByLabel('Organisation name').fill('Browser Law');
    await dialog.getByLabel('Address line 1').fill('1 Court Street');
    await dialog.getByLabel('Post town').fill('Leeds');
    await dialog.getByLabel('Postcode').fill('LS1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Postcode is not valid')).toBeVisible();
    await dialog.getByLabel('Postcode').fill('LS1 4AP');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Browser Law LLP' })).toBeVisible();

    await page.goto('/admin/law-firms');
    await page.getByRole('table', { name: 'Law firms' }).getByText('Ashcombe Legal LLP').click();
    await page
      .getByRole('table', { name: 'Lawyer groups' })
      .getByText('Residential Team A')
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Residential Team A' })).toBeVisible();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const recipients = page.getByRole('dialog', { name: 'Thirdfort Recipients' });
    await recipients.getByRole('button', { name: 'Add email' }).click();
    const emails = recipients.getByRole('textbox');
    await emails.last().fill('checks.browser@ashcombe.example');
    await recipients.getByRole('button', { name: 'Save' }).click();
    await expect(recipients).toBeHidden();
    await expect(page.getByText('checks.browser@ashcombe.example')).toBeVisible();
  });

  test('a development of three units: the draft survives a reload, it is saved, and its agent assigned once', async ({
    page,
  }) => {
    // A long walk (three cards of a form, a reload, two saves): more than the default 30 s on a
    // loaded two-core machine.
    test.slow();
    const stamp = Date.now().toString(36);
    const name = `Browser Yard ${stamp}`;
    await openBackOffice(page);
    await page.goto('/admin/transactions-groups');
    await page.getByRole('button', { name: 'Add group' }).click();
    await page.getByLabel('Group name').fill(name);
    await page.reload();
    await expect(page.getByLabel('Group name')).toHaveValue(name);

    const representative = page.locator('.ant-card').filter({ hasText: 'Representative Details' });
    await representative
      .getByLabel('Find the representative by email')
      .fill(`rep.${stamp}@example.com`);
    await representative.getByRole('button', { name: 'Search user' }).click();
    await expect(representative.getByText('No user has this email')).toBeVisible();
    await representative.getByLabel('First name').fill('Rhea');
    await representative.getByLabel('Last name').fill('Stone');
    await representative.getByLabel('Mobile number').fill('07911 123456');
    await representative.getByLabel('Address line 1').fill('1 Quay Street');
    await representative.getByLabel('Town').fill('Bristol');
    await representative.getByLabel('Postcode').fill('BS1 4DJ');

    const unit = page.locator('.ant-card').filter({ hasText: 'Unit 1' });
    await unit.getByLabel('Asking price').fill('250000');
    await unit.getByLabel('Address line 1').fill('Flat 1, Browser Yard');
    await unit.getByLabel('Town').fill('Bristol');
    await unit.getByLabel('Postcode').fill('BS1 4DJ');
    await unit.getByRole('button', { name: 'Duplicate unit 1' }).click();
    await unit.getByRole('button', { name: 'Duplicate unit 1' }).click();
    await expect(page.getByText('Unit 3')).toBeVisible();

    const seller = page.locator('.ant-card').filter({ hasText: 'Seller Details' });
    const number = String(Date.now()).slice(-8); // Companies House: 8 digits
    await seller.getByLabel('Find the company by company number').fill(number);
    await seller.getByRole('button', { name: 'Search company' }).click();
    await expect(seller.getByText('No company has this number')).toBeVisible();
    await seller.getByLabel('Company name').fill('Browser Homes Ltd');
    await seller.getByLabel('Address line 1').fill('2 Quay Street');
    await seller.getByLabel('Town').fill('Bristol');
    await seller.getByLabel('Postcode').fill('BS1 4DJ');

    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(page.getByText("You've successfully created a transaction group")).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Transactions created' }).getByRole('listitem'),
    ).toHaveCount(3);

    await page.getByRole('link', { name: 'Open the group' }).click();
    await page.getByRole('tab', { name: 'Ops' }).click();
    await page.getByRole('button', { name: 'Assign Estate Agent' }).click();
    const agentField = page.getByLabel('Estate agent');
    await agentField.click();
    await page.getByTitle('Harbour & Vale - Bath').click();
    // The list may stay open over the button (it did on a loaded machine): close it from the
    // field itself, so the key reaches the select wherever the focus went.
    await agentField.press('Escape');
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    // Two steps, as on a single sale: Save, then 'Are you sure?' and Confirm.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(
      page.getByText('Assign Harbour & Vale - Bath to all 3 transactions of this group.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Estate agent assigned: Harbour & Vale - Bath')).toBeVisible();
    // Every sale shares it, so it can still be changed for the whole group.
    await expect(page.getByRole('button', { name: 'Update Estate Agent' })).toBeVisible();

    // The same name again: the spec's message, and nothing created.
    await page.goto('/admin/transactions-groups/add');
    await page.getByLabel('Group name').fill(name.toUpperCase());
    await representative
      .getByLabel('Find the representative by email')
      .fill(`rep.${stamp}@example.com`);
    await representative.getByRole('button', { name: 'Search user' }).click();
    await expect(representative.getByText(`Rhea Stone · rep.${stamp}@example.com`)).toBeVisible();
    await seller.getByLabel('Find the company by company number').fill(number);
    await seller.getByRole('button', { name: 'Search company' }).click();
    await expect(seller.getByText(`Browser Homes Ltd · ${number}`)).toBeVisible();
    await unit.getByLabel('Asking price').fill('1');
    await unit.getByLabel('Address line 1').fill('Flat 9, Browser Yard');
    await unit.getByLabel('Town').fill('Bristol');
    await unit.getByLabel('Postcode').fill('BS1 4DJ');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await expect(page.getByRole('alert')).toContainText(
      `Transactions group already exists with name "${name}". Please go back and try again.`,
    );
    // 'Go back' returns to the form as it was, to amend the name.
    await page.getByRole('alert').getByRole('button', { name: 'Go back' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByLabel('Group name')).toHaveValue(name.toUpperCase());
    await expect(page.getByLabel('Group name')).toBeFocused();
  });
});
