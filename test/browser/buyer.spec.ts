import { randomInt } from 'node:crypto';
import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { uniqueEmail } from './support/mailbox';
import { signUpAndOpenLink } from './support/journeys';
import { collectPageErrors } from './support/console';
import {
  answer,
  choose,
  createProperty,
  fillPerson,
  onboardedEmails,
  question,
} from './support/buyer';

// The buyer journey of issue 5, as a new buyer goes through it in a browser: sign up, about
// you, the purchase's answers (with every rule of state and invalid combination the form has),
// terms, what's included, success, the dashboard, the success e-mail and /welcome-back.

const INVALID_FORM =
  'The information you have entered is invalid. Please check each field for errors and try again.';

test('a joint buyer with a mortgage, a gift and other funding onboards a purchase', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const { errors } = collectPageErrors(page);

  const buyerEmail = uniqueEmail('buyer');
  await signUpAndOpenLink(page, 'buy', {
    firstName: 'Bea',
    lastName: 'Buyer',
    email: buyerEmail,
    mobile: '07912 345678',
  });

  // The postcode search lists only properties the system knows (sellers enter them): enter one
  // as a signed-in user's form would.
  const street = `${randomInt(1, 999)} Threshold Test Road`;
  const propertyLine = `${street}, London, SW1A 2AA`;
  const propertyId = await createProperty(page, {
    line_1: street,
    post_town: 'London',
    postcode: 'SW1A 2AA',
  });

  // Welcome.
  await expect(page.getByRole('heading', { name: /^Welcome to / })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByText('Preparing the property report for you')).toBeVisible();
  await page.getByRole('link', { name: 'Start' }).click();

  // About you: the sign-up details are there; a correspondence address is still needed.
  await expect(page).toHaveURL(/\/buy\/about-you$/);
  await expectAccessible(page);
  await expect(page.getByLabel('First name')).toHaveValue('Bea');
  await expect(page.getByLabel('Last name')).toHaveValue('Buyer');
  await expect(page.getByLabel('Email')).toHaveValue(buyerEmail);
  await page.getByRole('button', { name: 'Enter the address manually' }).click();
  await page.getByLabel('Address line 1').fill('1 Correspondence Close');
  await page.getByLabel('Town or city').fill('Bristol');
  await page.getByLabel('Post Code').fill('BS1 4DJ');
  await page.getByRole('button', { name: 'Continue' }).click();

  // About the property.
  await expect(page).toHaveURL(/\/buy\/about-the-property$/);
  await expectAccessible(page);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  const invalidFooter = page.getByText(INVALID_FORM);
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Answer every question to continue.')).toBeVisible();

  // The property: search its postcode, pick it from the answers.
  await page.getByLabel('Postcode of the property you are buying').fill('sw1a 2aa');
  await page.getByRole('button', { name: 'Find address' }).click();
  // A retry against the same server finds the first attempt's property too: the count is
  // whatever the system knows there, the chosen line is this run's own.
  await expect(page.getByRole('status').filter({ hasText: 'found at' })).toHaveText(
    /^(1 address|\d+ addresses) found at SW1A 2AA$/,
  );
  const propertySelect = page.getByLabel('Property address');
  await propertySelect.click();
  await expect(page.getByRole('option', { name: propertyLine })).toBeInViewport();
  await expect(page.getByRole('option', { name: "My property isn't listed" })).toBeInViewport();
  await choose(propertySelect, propertyLine, { type: true });
  // The chosen address shows in the select (the closed list keeps its hidden copy).
  await expect(
    page.getByTitle(propertyLine, { exact: true }).filter({ visible: true }),
  ).toHaveCount(1);
  await page.getByLabel('Agreed price').fill('450000');
  await expect(page.getByLabel('Agreed price')).toHaveValue('450,000');

  // A mortgage 'yes' without a provider: Continue disabled at once; 'Please select an option'
  // once the buyer has had a chance to answer (left the lender empty).
  await answer(page, 'Do you need a mortgage for this purchase?', 'Yes');
  const provider = page.getByLabel('Who is your mortgage with?');
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Please select an option')).toBeHidden();
  await provider.focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please select an option')).toBeVisible();
  await expect(provider).toHaveAttribute('aria-invalid', 'true');
  await expect(invalidFooter).toBeVisible();

  // The provider, from the grouped list: 'Not Sure Yet', the major lenders, all lenders.
  await provider.click();
  await expect(page.getByTitle('Not Sure Yet', { exact: true })).toBeInViewport();
  await expect(page.getByTitle('Major lenders', { exact: true })).toBeInViewport();
  await expect(page.getByTitle('Barclays', { exact: true })).toBeInViewport();
  await choose(provider, 'Barclays', { type: true });
  await expect(page.getByTitle('Barclays', { exact: true }).filter({ visible: true })).toHaveCount(
    1,
  );
  await expect(page.getByText('Please select an option')).toBeHidden();
  await expect(provider).not.toHaveAttribute('aria-invalid', 'true');
  await answer(page, 'Would you like us to refer you to a mortgage adviser?', 'No');

  // Funding: 'Other' needs details.
  const funding = page.getByRole('group', { name: 'Where is the money coming from?' });
  await funding.getByRole('checkbox', { name: 'Savings from employment' }).check();
  await funding.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await expect(continueButton).toBeDisabled();
  await expect(page.getByText('Please provide details')).toBeHidden();
  await page.getByLabel('Details of the other funding').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Please provide details')).toBeVisible();
  await expect(invalidFooter).toBeVisible();
  await expect(continueButton).toBeDisabled();
  await page.getByLabel('Details of the other funding').fill('Bonus from my employer');
  await expect(page.getByText('Please provide details')).toBeHidden();
  await expect(invalidFooter).toBeHidden();

  // Gifts: 'Yes' opens Add giftor; an amount of 4 is refused.
  await answer(page, 'Is any of the money a gift?', 'Yes');
  const giftorDialog = page.getByRole('dialog', { name: 'Add giftor' });
  await expect(giftorDialog).toBeVisible();
  await fillPerson(giftorDialog, {
    firstName: 'Pat',
    lastName: 'Parent',
    email: uniqueEmail('giftor'),
    mobile: '07911 123456',
  });
  const relationship = giftorDialog.getByLabel('Relationship to you');
  await choose(relationship, 'Parent');
  await expect(giftorDialog.getByTitle('Parent', { exact: true })).toBeVisible();
  const amount = giftorDialog.getByLabel('Amount of the gift');
  await amount.fill('4');
  await amount.blur();
  await expect(giftorDialog.getByText('Amount must be higher than £0')).toBeVisible();
  await amount.fill('10000');
  await amount.blur();
  await expect(giftorDialog.getByText('Amount must be higher than £0')).toBeHidden();
  await giftorDialog.getByRole('button', { name: 'Add giftor' }).click();
  await expect(giftorDialog).toBeHidden();
  const giftors = page.getByRole('list', { name: 'Giftors' });
  await expect(giftors.getByRole('listitem')).toHaveCount(1);
  await expect(giftors).toContainText('Pat Parent');
  await expect(giftors).toContainText('Parent · £10,000');

  // Money from abroad: the currency partner's banner.
  await answer(page, 'Will any of the money come from abroad, in a foreign currency?', 'Yes');
  await expect(
    page.getByRole('complementary', {
      name: 'Paying with money from abroad? Meet our currency partner.',
    }),
  ).toBeVisible();

  await answer(page, 'Does this purchase depend on you selling a property?', 'No');
  await answer(page, 'Are you a first-time buyer?', 'Yes');

  // Joint ownership: cancelling Add buyer takes the answer back; then one additional buyer.
  const ownership = 'Will you own the property alone (sole) or with someone else (joint)?';
  const buyerDialog = page.getByRole('dialog', { name: 'Add buyer' });
  await answer(page, ownership, 'Joint');
  await expect(buyerDialog).toBeVisible();
  await buyerDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(buyerDialog).toBeHidden();
  await expect(question(page, ownership).getByRole('radio', { name: 'Joint' })).not.toBeChecked();
  await expect(question(page, ownership).getByRole('radio', { name: 'Sole' })).not.toBeChecked();
  await expect(continueButton).toBeDisabled();

  await answer(page, ownership, 'Joint');
  await expect(buyerDialog).toBeVisible();
  await fillPerson(buyerDialog, {
    firstName: 'Jo',
    lastName: 'Joint',
    email: uniqueEmail('cobuyer'),
    mobile: '07912 345679',
  });
  await buyerDialog.getByRole('button', { name: 'Add buyer' }).click();
  await expect(buyerDialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Additional buyers' })).toContainText('Jo Joint');

  // Everything answered: Continue is enabled and the footer says nothing.
  await expect(continueButton).toBeEnabled();
  await expect(invalidFooter).toBeHidden();
  await expect(page.getByText('Answer every question to continue.')).toBeHidden();
  await continueButton.click();

  // Terms.
  await expect(page).toHaveURL(/\/buy\/terms-and-conditions$/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Agree and Continue' }).click();

  // What's included.
  await expect(page).toHaveURL(/\/buy\/whats-included$/);
  const fees = page.getByRole('list', { name: 'Included fees' });
  await expect(fees.getByRole('heading')).toHaveText(['Search pack', 'Core legal fees']);
  await expectAccessible(page);
  const feeCard = (name: string) =>
    fees.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(feeCard('Search pack')).toContainText('£400');
  await expect(feeCard('Core legal fees')).toContainText('£2,250');
  await page.getByRole('button', { name: "Amazing, let's go!" }).click();

  // Success.
  await expect(page).toHaveURL(/\/buy\/success$/);
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View property dashboard' }).click();

  // The dashboard: next steps, the £1,300 card and what was saved.
  await expect(page).toHaveURL(/\/dashboard\/buy\/[0-9a-f]{24}$/);
  const purchaseId = /\/dashboard\/buy\/([0-9a-f]{24})$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expectAccessible(page);
  for (const step of [
    'Introduce you to your legal team',
    'Review the searches and the title',
    'Raise enquiries',
    'Prepare your property report',
  ]) {
    await expect(page.getByRole('list', { name: /^What .+ will do$/ })).toContainText(step);
  }
  const yourPart = page.getByRole('list', { name: 'What you need to do' });
  await expect(yourPart).toContainText('Complete your ID check');
  await expect(yourPart).toContainText('Sign your engagement letter');
  await expect(page.getByText('£1,300', { exact: true })).toBeVisible();
  await expect(page.getByText('Onboarding complete')).toBeVisible();
  await expect(page.getByText('Information Needed')).toHaveCount(0);
  await expect(page.getByText(propertyLine).first()).toBeVisible();
  await expect(page.getByText('Yes, Barclays')).toBeVisible();
  await expect(page.getByText('Joint, with Jo Joint')).toBeVisible();
  await expect(page.getByText('Pat Parent (Parent, £10,000)')).toBeVisible();

  // What the API stored: every answer, the terms accepted and the fees confirmed.
  const stored = await page.request.get(`/api/purchase-intent/${purchaseId}`);
  expect(stored.ok()).toBe(true);
  expect(await stored.json()).toMatchObject({
    property_id: propertyId,
    agreed_price: 450000,
    mortgage_required_for_purchase: 'yes',
    mortgage_provider: 'Barclays',
    requiresMortgageReferral: false,
    savings_from_employment: true,
    investment_portfolio: false,
    other_funding: true,
    other_funding_option: 'Bonus from my employer',
    gifts: 'yes',
    primary_buyer: {
      giftors: [{ first_name: 'Pat', last_name: 'Parent', relationship: 'Parent', amount: 10000 }],
    },
    is_using_foreign_currency: true,
    purchase_dependent_on_sale: false,
    first_time_buyer: true,
    ownership_type: 'Joint',
    additional_buyers: [{ first_name: 'Jo', last_name: 'Joint' }],
    terms_and_conditions: true,
    is_active: true,
  });

  // Exactly one purchase-intent success e-mail for this buyer.
  await expect
    .poll(async () => (await onboardedEmails(page.request, buyerEmail)).length, {
      timeout: 20_000,
      message: `the purchase-intent success e-mail to ${buyerEmail}`,
    })
    .toBe(1);
  const [email] = await onboardedEmails(page.request, buyerEmail);
  expect(email.subject).toBe(`You're onboarded: ${propertyLine}`);
  expect(email.text).toContain(`/dashboard/buy/${purchaseId}`);

  // /welcome-back lists the purchase, complete.
  await page.goto('/welcome-back');
  await expect(page.getByRole('heading', { name: 'Welcome back, Bea!' })).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Show sales or purchases' })
    .getByText('Purchases', { exact: true })
    .click();
  const purchases = page.getByRole('list', { name: 'Purchases' });
  await expect(purchases.getByRole('listitem')).toHaveCount(1);
  const card = purchases.getByRole('link', { name: new RegExp(propertyLine) });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('Information Needed');
  await expect(page.getByText('Information Needed')).toHaveCount(0);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/buy/${purchaseId}$`));

  // Still one e-mail once everything has settled, and nothing went wrong on the pages.
  expect(await onboardedEmails(page.request, buyerEmail)).toHaveLength(1);
  expect(errors).toEqual([]);
});
