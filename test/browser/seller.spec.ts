import { expect, test } from './support/test';
import { expectAccessible } from './support/axe';
import { uniqueEmail } from './support/mailbox';
import { signUpAndOpenLink } from './support/journeys';
import { moveTimeOn } from './support/time';
import {
  agreeToTerms,
  answer,
  answerRemainingQuestions,
  chooseEstateAgent,
  completeAboutTheProperty,
  completeAboutYou,
  findAddress,
  QUAY_WALK,
  summaryAmount,
} from './support/seller';

// The seller journey of issue 4 on the embedded default: the payment and address-finder
// simulators, the demo estate agents and the demo referral code. Two sign-ups in all (the
// sign-up limit is 10 per IP per 5 minutes).

const ASKING_PRICE_BOUNDS = 'Asking price must be higher than £99,000 and less than £100,000,000';
const REPRESENTATIVE_MESSAGE =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";
const CUSTOMER_TYPE = 'Are you the owner, or acting on behalf of the seller?';
const ANOTHER_SELLER = 'Is there another seller?';

test.describe('the seller journey, as a new seller would go through it', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a seller onboards a sale, pays through the simulator and reaches the dashboard', async ({
    page,
  }) => {
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Sally',
      lastName: 'Seller',
      email: uniqueEmail('seller'),
      mobile: '07911 123456',
    });

    // Welcome → Start.
    await expect(page.getByRole('heading', { name: /^Welcome to /, level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'Start', exact: true })
      .or(page.getByRole('button', { name: 'Start', exact: true }))
      .click();

    // About you: the sign-up details come filled in; the correspondence address is entered by
    // hand, first with a postcode that is not one.
    await expect(page).toHaveURL(/\/sell\/about-you$/);
    await expect(page.getByLabel('First name')).toHaveValue('Sally');
    await expect(page.getByLabel('Last name')).toHaveValue('Seller');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('07911 123456');
    await expectAccessible(page);
    await page.getByLabel('Middle name').fill('Jane');
    await page.getByRole('button', { name: 'Enter the address manually' }).click();
    await page.getByLabel('Address line 1', { exact: true }).fill('14 Mill Road');
    await page.getByLabel('Town or city', { exact: true }).fill('Cambridge');
    const postcode = page.getByLabel('Post Code', { exact: true });
    await postcode.fill('XYZ');
    await postcode.blur();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'Invalid postcode' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/sell\/about-you$/);
    await postcode.fill('cb12jb');
    await postcode.blur();
    await expect(postcode).toHaveValue('CB1 2JB');
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'Invalid postcode' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Continue' }).click();

    // About the property.
    await expect(page).toHaveURL(/\/sell\/about-the-property$/);
    await expect(page.getByRole('heading', { name: 'About the property', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please search for an address', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/sell\/about-the-property$/);

    // The address finder: postcode → its container → an address; the found address stays
    // editable, and a postcode typed over it is checked.
    const property = { ...QUAY_WALK, line1: '30 Quay Walk' };
    await findAddress(page, 'Search for the property address', property);
    const propertyPostcode = page.getByLabel('Post Code', { exact: true });
    await propertyPostcode.fill('XYZ');
    await propertyPostcode.blur();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'Invalid postcode' }),
    ).toBeVisible();
    await propertyPostcode.fill(property.postcode);
    await propertyPostcode.blur();
    await expect(
      page.locator('.ant-form-item-explain-error', { hasText: 'Invalid postcode' }),
    ).toBeHidden();
    await expect(page.getByText('Country: United Kingdom')).toBeVisible();

    await answer(page, 'What is the tenure of the property?', 'Leasehold');

    // Asking price: below the lower bound, then a valid price with thousands separators.
    const askingPrice = page.getByLabel('What is the asking price?');
    await askingPrice.fill('98000');
    await expect(askingPrice).toHaveValue('98,000');
    await expect(page.getByText(ASKING_PRICE_BOUNDS, { exact: true })).toBeVisible();
    await askingPrice.fill('350000');
    await expect(askingPrice).toHaveValue('350,000');
    await expect(page.getByText(ASKING_PRICE_BOUNDS, { exact: true })).toBeHidden();

    // A representative with nobody to represent is told to add the seller, then adds one.
    await answer(page, CUSTOMER_TYPE, 'Representative (acting on behalf of the seller)');
    await answer(page, ANOTHER_SELLER, 'No');
    await expect(page.getByText(REPRESENTATIVE_MESSAGE, { exact: true })).toBeVisible();
    await answer(page, ANOTHER_SELLER, 'Yes');
    const dialog = page.getByRole('dialog', { name: 'Add seller' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('First name').fill('Ralph');
    await dialog.getByLabel('Last name').fill('Owner');
    await dialog.getByLabel('Email').fill(uniqueEmail('owner'));
    await dialog.getByLabel('Mobile Number').fill('07400 123456');
    await dialog.getByRole('button', { name: 'Add seller' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('list', { name: 'Additional sellers' }).getByText('Ralph Owner'),
    ).toBeVisible();
    await expect(page.getByText(REPRESENTATIVE_MESSAGE, { exact: true })).toBeHidden();

    await chooseEstateAgent(page, 'Bath', 'Harbour & Vale - Bath');
    await answerRemainingQuestions(page);
    await page.getByRole('button', { name: 'Continue' }).click();

    // Terms, then the payment page priced by the server.
    await agreeToTerms(page);
    await expect(summaryAmount(page, 'Subtotal')).toHaveText('£600.00');
    await expect(summaryAmount(page, 'VAT (20%)')).toHaveText('£120.00');
    await expect(summaryAmount(page, 'Total')).toHaveText('£720.00');
    await expect(page.getByText('All prices in GBP and include VAT.')).toBeVisible();
    await expectAccessible(page);
    await expect(
      page.getByRole('heading', { name: 'Payment simulator — no real card is charged' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Pay £720.00 (succeeds)' }).click();

    // Payment success → the property dashboard.
    await expect(page).toHaveURL(/\/sell\/payment-success\?/);
    await expect(page.getByText('Payment succeeded!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Congratulations!', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page
      .getByRole('link', { name: 'View property dashboard' })
      .or(page.getByRole('button', { name: 'View property dashboard' }))
      .click();
    await expect(page).toHaveURL(/\/dashboard\/sell\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Your sale', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    await expectAccessible(page);
    for (const step of [
      'Complete your ID check',
      'Sign your engagement letter',
      'Fill in your TA forms',
      'Questions? We are here to help',
    ]) {
      await expect(page.getByText(step, { exact: true })).toBeVisible();
    }
    await expect(page.getByText('30 Quay Walk, Bristol, BS1 4DJ').first()).toBeVisible();
    await expect(page.getByText('£350,000', { exact: true })).toBeVisible();
    await expect(
      page.locator('.ant-descriptions-item-content', { hasText: 'Harbour & Vale - Bath' }),
    ).toBeVisible();
    // the progress tracker: paid, and the estate agent confirmed
    await expect(
      page.getByRole('list', { name: 'Milestones' }).getByText('Harbour & Vale - Bath'),
    ).toBeVisible();
    // Sally acts for the seller: Ralph is the seller, Sally is listed as the representative.
    const details = page.locator('.ant-descriptions');
    await expect(details.getByText('Ralph Owner', { exact: true })).toBeVisible();
    await expect(details.getByText('Representative', { exact: true })).toBeVisible();
    await expect(page.getByText('Sally Seller, Ralph Owner')).toHaveCount(0);
    await expect(details.getByText('Paid', { exact: true })).toBeVisible();
    await expect(page.getByText('Information Needed')).toHaveCount(0);

    // The sale is paid: the payment page now sends the seller to /welcome-back.
    await page.goto('/sell/payment');
    await expect(page).toHaveURL(/\/welcome-back$/);
    await expect(page.getByRole('heading', { name: 'Welcome back, Sally!' })).toBeVisible();
    await expectAccessible(page);
    const sale = page
      .getByRole('list', { name: 'Sales' })
      .getByRole('listitem')
      .filter({ hasText: '30 Quay Walk' });
    await expect(sale).toHaveCount(1);
    await expect(sale.getByText('Information Needed')).toHaveCount(0);
  });

  test('a seller whose payment is still processing is not offered the card form again', async ({
    page,
  }) => {
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Pat',
      lastName: 'Pending',
      email: uniqueEmail('processing'),
      mobile: '07911 765432',
    });
    await page
      .getByRole('link', { name: 'Start', exact: true })
      .or(page.getByRole('button', { name: 'Start', exact: true }))
      .click();
    await completeAboutYou(page);
    await completeAboutTheProperty(page);
    await agreeToTerms(page);
    await page.getByRole('button', { name: 'Simulate a payment that is still processing' }).click();
    await expect(page).toHaveURL(/\/sell\/payment-success\?/);
    await expect(page.getByText('Your payment is processing.')).toBeVisible();

    // Back on the payment page before the card provider confirms (it does a few seconds later):
    // the page waits for that payment, or, once it has gone through, says the sale is paid.
    await page.goto('/sell/payment');
    await expect(page).toHaveURL(/\/sell\/payment-success\?payment_intent=|\/welcome-back$/);
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    if (page.url().includes('/sell/payment-success')) {
      // The simulated card provider confirms five seconds later.
      await moveTimeOn(page.request, 10);
      await expect(page.getByText('Payment succeeded!', { exact: true })).toBeVisible();
    }
  });

  test('a second seller applies the demo referral code and pays nothing', async ({ page }) => {
    await signUpAndOpenLink(page, 'sell', {
      firstName: 'Rita',
      lastName: 'Referral',
      email: uniqueEmail('referral'),
      mobile: '07912 345678',
    });
    await page
      .getByRole('link', { name: 'Start', exact: true })
      .or(page.getByRole('button', { name: 'Start', exact: true }))
      .click();
    await completeAboutYou(page);
    await completeAboutTheProperty(page);
    await agreeToTerms(page);
    await expect(summaryAmount(page, 'Total')).toHaveText('£720.00');

    // A code that does not exist.
    const code = page.getByLabel('Referral code');
    const apply = page.getByRole('button', { name: 'Apply' });
    await expect(apply).toBeDisabled();
    await code.fill('NOT-A-CODE');
    await apply.click();
    await expect(page.getByText('Code not valid', { exact: true })).toBeVisible();
    await expect(apply).toBeDisabled();

    // The demo code: nothing to pay, and Submit instead of the card form.
    await code.fill('THRESHOLD100');
    await expect(page.getByText('Code not valid', { exact: true })).toBeHidden();
    await apply.click();
    await expect(page.getByText('Code applied: nothing to pay.')).toBeVisible();
    await expect(summaryAmount(page, 'Discount')).toHaveText('−£720.00');
    await expect(summaryAmount(page, 'Total')).toHaveText('£0.00');
    await expect(page.getByRole('heading', { name: 'Payment method' })).toBeHidden();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    // Clearing the code un-verifies it and brings the card form back; applying it again works.
    await code.fill('');
    await expect(summaryAmount(page, 'Total')).toHaveText('£720.00');
    await expect(page.getByRole('button', { name: 'Pay £720.00 (succeeds)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit', exact: true })).toHaveCount(0);
    await code.fill('THRESHOLD100');
    await apply.click();
    await expect(summaryAmount(page, 'Total')).toHaveText('£0.00');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await expect(page).toHaveURL(/\/sell\/payment-success\?code=true$/);
    await expect(page.getByRole('heading', { name: 'Congratulations!', level: 1 })).toBeVisible();
    await expect(page.getByText(/Your referral code covers the onboarding fee/)).toBeVisible();
    await page
      .getByRole('link', { name: 'View property dashboard' })
      .or(page.getByRole('button', { name: 'View property dashboard' }))
      .click();
    await expect(page).toHaveURL(/\/dashboard\/sell\/[0-9a-f]{24}$/);
    await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
    await expect(page.getByText('Covered by referral code THRESHOLD100')).toBeVisible();
    await expect(page.getByText('Information Needed')).toHaveCount(0);
  });
});
