import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

type MailboxMessage = { to: string; subject: string; text: string };

export type UkAddress = { line_1: string; post_town: string; postcode: string };

/** A person as the Add buyer / Add giftor dialogs ask for them. */
export type DialogPerson = { firstName: string; lastName: string; email: string; mobile: string };

/**
 * Enters a property the way a signed-in seller's form does (POST /api/property), with the
 * session of `page`: the buyer's postcode search lists only properties the system knows.
 * Returns the property's id.
 */
export async function createProperty(page: Page, address: UkAddress): Promise<string> {
  const response = await page.request.post('/api/property', {
    data: { propertyAddress: address, tenureOption: 'Freehold' },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const property = (await response.json()) as { _id: string; address: { postcode: string } };
  expect(property.address.postcode).toBe(address.postcode);
  return property._id;
}

/** The radio buttons of one question, found by the question's wording. */
export function question(page: Page, label: string): Locator {
  return page.getByRole('radiogroup', { name: label, exact: true });
}

/**
 * Answers a radio question ('Yes', 'No', 'Not sure', 'Sole', 'Joint') by clicking the answer's
 * button (antd draws the radio input itself out of sight).
 */
export async function answer(page: Page, label: string, choice: string): Promise<void> {
  const group = question(page, label);
  await group.getByText(choice, { exact: true }).click();
  await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

/**
 * Chooses `option` in an antd select with the keyboard: type to filter it (selects with search)
 * or open the list, check the highlighted option is the one wanted, press Enter. Clicking the list
 * is unreliable in a test: antd draws it off-screen (-1000vw, -1000vh) between alignments, and
 * @rc-component/select 1.2 keeps it open after a click whose mouse-up follows mouse-down within a
 * few macrotasks (as a synthetic click does), so the next step finds the list in its way.
 */
export async function choose(
  combobox: Locator,
  option: string,
  { type = false }: { type?: boolean } = {},
): Promise<void> {
  const page = combobox.page();
  if (type) await combobox.fill(option);
  else await combobox.press('Enter');
  let active = '';
  await expect(async () => {
    active = (await combobox.getAttribute('aria-activedescendant')) ?? '';
    expect(active, 'an option is highlighted').not.toBe('');
    await expect(page.locator(`[id="${active}"]`)).toHaveAccessibleName(option, { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  await combobox.press('Enter');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  // The list fades out: wait until it no longer covers the page.
  await expect(page.locator(`[id="${active}"]`)).toBeHidden();
}

/** Fills the person fields every person dialog has. */
export async function fillPerson(dialog: Locator, person: DialogPerson): Promise<void> {
  await dialog.getByLabel('First name').fill(person.firstName);
  await dialog.getByLabel('Last name').fill(person.lastName);
  await dialog.getByLabel('Email').fill(person.email);
  await dialog.getByLabel('Mobile Number').fill(person.mobile);
}

/** The purchase-intent success e-mails ('You're onboarded: ...') the dev mailbox holds for `email`. */
export async function onboardedEmails(
  request: APIRequestContext,
  email: string,
): Promise<MailboxMessage[]> {
  const response = await request.get('/api/dev/mailbox');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MailboxMessage[]).filter(
    (m) => m.to === email && m.subject.startsWith("You're onboarded:"),
  );
}
