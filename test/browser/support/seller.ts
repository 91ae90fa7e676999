import { expect, type Locator, type Page } from '@playwright/test';

/** An address of the address-finder simulator's bundled sample (src/providers/address/data). */
export type SampleAddress = {
  /** What is typed in the search box: a postcode, which answers one postcode container. */
  postcode: string;
  /** The address's first line, as the finder lists it and fills 'Address line 1'. */
  line1: string;
  town: string;
};

export const QUAY_WALK: SampleAddress = {
  postcode: 'BS1 4DJ',
  line1: '25 Quay Walk',
  town: 'Bristol',
};
export const GRANTA_PLACE: SampleAddress = {
  postcode: 'CB2 1RU',
  line1: '8 Granta Place',
  town: 'Cambridge',
};

/** The radio group of a question (its label names the group). */
export function question(page: Page, label: string): Locator {
  return page.getByRole('radiogroup', { name: label, exact: true });
}

/**
 * Answers a radio question by clicking the visible label of its choice (Yes/No answers are
 * toggle buttons whose radio input itself is hidden), then checks the radio took it.
 */
export async function answer(page: Page, label: string, choice: string) {
  const group = question(page, label);
  await group.getByText(choice, { exact: true }).click();
  await expect(group.getByRole('radio', { name: choice, exact: true })).toBeChecked();
}

/**
 * Types a postcode into an address finder's search box, opens the postcode container it
 * answers and picks the address, as a person would. The finder then shows the address fields.
 */
export async function findAddress(page: Page, searchLabel: string, address: SampleAddress) {
  await page.getByRole('textbox', { name: searchLabel }).fill(address.postcode);
  const found = page.getByRole('list', { name: 'Addresses found' });
  await found.getByRole('button', { name: new RegExp(`^${address.postcode}\\b`) }).click();
  await expect(page.getByText(new RegExp(`results? in ${address.postcode}$`))).toBeVisible();
  await found.getByRole('button', { name: new RegExp(`^${address.line1}\\b`) }).click();
  await expect(page.getByLabel('Address line 1', { exact: true })).toHaveValue(address.line1);
  await expect(page.getByLabel('Town or city', { exact: true })).toHaveValue(address.town);
  await expect(page.getByLabel('Post Code', { exact: true })).toHaveValue(address.postcode);
}

/** /sell/about-you with the signed-up details kept and a correspondence address found. */
export async function completeAboutYou(page: Page, address: SampleAddress = GRANTA_PLACE) {
  await expect(page).toHaveURL(/\/sell\/about-you$/);
  await expect(page.getByRole('heading', { name: 'About you', level: 1 })).toBeVisible();
  await findAddress(page, 'Search for your correspondence address', address);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sell\/about-the-property$/);
}

/**
 * Picks an estate agent from the searchable dropdown: types part of its label, which leaves
 * that one agent listed, and takes it with Enter. (antd 6.0.1 leaves this Select open after an
 * option is clicked with the mouse, covering the questions below; the keyboard closes it.)
 */
export async function chooseEstateAgent(page: Page, typed: string, label: string) {
  const agent = page.getByRole('combobox', { name: 'Who is your estate agent?' });
  await agent.click();
  await agent.fill(typed);
  await expect(page.getByRole('option')).toHaveText([label]);
  await agent.press('Enter');
  await expect(agent).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('main').getByTitle(label, { exact: true })).toBeVisible();
}

/**
 * /sell/about-the-property answered with valid values by the owner (no other seller, no
 * estate agent yet, 'No' to the rest), then Continue to the terms.
 */
export async function completeAboutTheProperty(page: Page, address: SampleAddress = QUAY_WALK) {
  await expect(page).toHaveURL(/\/sell\/about-the-property$/);
  await findAddress(page, 'Search for the property address', address);
  await answer(page, 'What is the tenure of the property?', 'Freehold');
  await page.getByLabel('What is the asking price?').fill('425000');
  await expect(page.getByLabel('What is the asking price?')).toHaveValue('425,000');
  await answer(page, 'Are you the owner, or acting on behalf of the seller?', 'Seller / Owner');
  await answer(page, 'Is there another seller?', 'No');
  await chooseEstateAgent(page, "don't have", "I don't have an estate agent yet");
  await answerRemainingQuestions(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/sell\/terms-and-conditions$/);
}

/** Mortgage, onward purchase, foreign currency and mortgage referral: all 'No'. */
export async function answerRemainingQuestions(page: Page) {
  await answer(page, 'Is there a mortgage on the property?', 'No');
  await answer(page, 'Are you buying another property after this sale (an onward purchase)?', 'No');
  await answer(
    page,
    'Will you be moving money to or from another country (foreign currency)?',
    'No',
  );
  await answer(page, 'Would you like us to refer you to a mortgage adviser?', 'No');
}

/** /sell/terms-and-conditions: 'Agree and Continue' leads to /sell/payment. */
export async function agreeToTerms(page: Page) {
  await expect(page).toHaveURL(/\/sell\/terms-and-conditions$/);
  await page.getByRole('button', { name: 'Agree and Continue' }).click();
  await expect(page).toHaveURL(/\/sell\/payment$/);
  await expect(page.getByRole('heading', { name: 'Payment summary' })).toBeVisible();
}

/** The amount on one line of the payment summary ('Subtotal', 'VAT (20%)', 'Discount', 'Total'). */
export function summaryAmount(page: Page, label: string): Locator {
  return page
    .getByRole('region', { name: 'Payment summary' })
    .locator('dl > div')
    .filter({ has: page.getByRole('term').getByText(label, { exact: true }) })
    .getByRole('definition');
}
