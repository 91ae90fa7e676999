import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  MortgageProvidersDto,
  PropertyOptionDto,
  PurchaseIntentDto,
  UserDto,
} from '@/api/generated';
import { currentUserReply, makeUser } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture } from '@/test/fetchStub';

/**
 * Fixtures for the buyer journey's tests: API answers shaped as the server gives them, and
 * helpers that fill the forms in the way a user does. Only test files import this module.
 */

let sequence = 0x7000;
export const nextObjectId = (): string => (++sequence).toString(16).padStart(24, 'b');

export const makeBuyer = (overrides: Partial<UserDto> = {}): UserDto =>
  makeUser({
    role: 'buy',
    first_name: 'Bea',
    last_name: 'Buyer',
    email: 'bea.buyer@example.com',
    ...overrides,
  });

export const orchardLane: PropertyOptionDto = {
  _id: 'c00000000000000000000001',
  address: {
    line_1: '12 Orchard Lane',
    post_town: 'Bath',
    postcode: 'BA1 1AA',
    country: 'United Kingdom',
    country_iso_2: 'GB',
  },
};

export const mapleCourt: PropertyOptionDto = {
  _id: 'c00000000000000000000002',
  address: {
    line_1: 'Flat 3, Maple Court',
    post_town: 'Bath',
    postcode: 'BA1 1AA',
    country: 'United Kingdom',
    country_iso_2: 'GB',
  },
};

export const ORCHARD_LANE_LABEL = '12 Orchard Lane, Bath, BA1 1AA';

export const mortgageProvidersFixture: MortgageProvidersDto = {
  providers: ['Not Sure Yet', 'Barclays', 'HSBC', 'Aldermore', 'Other'],
  preferred: ['Barclays', 'HSBC'],
  options: [
    { label: 'Not Sure Yet', value: 'Not Sure Yet' },
    {
      label: 'Major lenders',
      options: [
        { label: 'Barclays', value: 'Barclays' },
        { label: 'HSBC', value: 'HSBC' },
      ],
    },
    { label: 'All lenders', options: [{ label: 'Aldermore', value: 'Aldermore' }] },
    { label: 'Other', value: 'Other' },
  ],
};

/** A stored purchase intent as GET /purchase-intent/{id} returns it. */
export const makePurchaseIntent = (
  buyer: UserDto,
  overrides: Partial<PurchaseIntentDto> = {},
): PurchaseIntentDto => ({
  _id: nextObjectId(),
  primary_buyer: {
    user: {
      _id: buyer._id,
      email: buyer.email,
      first_name: buyer.first_name,
      middle_name: null,
      last_name: buyer.last_name,
      phone_number: buyer.phone_number ?? null,
    },
    giftors: [],
  },
  additional_buyers: [],
  property_id: orchardLane._id,
  property: { ...orchardLane, tenure: null },
  ownership_type: 'Sole',
  agreed_price: 325000,
  mortgage_required_for_purchase: 'no',
  mortgage_provider: null,
  purchase_dependent_on_sale: false,
  first_time_buyer: true,
  savings_from_employment: true,
  gifts: 'no',
  investment_portfolio: false,
  remortgage: false,
  inheritance: false,
  divorce_settlement: false,
  pension_lump_sum_withdrawal: false,
  sale_of_shares: false,
  directors_loans_dividends: false,
  other_funding: false,
  other_funding_option: null,
  other_funding_comments: null,
  is_using_foreign_currency: false,
  requiresMortgageReferral: false,
  customer_type: 'individual_owner',
  is_active: false,
  terms_and_conditions: false,
  terms_accepted_at: null,
  transaction_id: null,
  significant_dates: { sale_agreed: null, exchanged: null, completed: null, aborted: null },
  significant_dates_version: 'v-empty',
  createdAt: '2024-06-01T09:00:00.000Z',
  updatedAt: '2024-06-01T09:00:00.000Z',
  ...overrides,
});

/** Public config, a signed-in buyer and the lender list. */
export const buyerSession = (user: UserDto = makeBuyer()) => ({
  user,
  replies: {
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...currentUserReply(user),
    'GET /api/purchase-intent/mortgage-providers': jsonResponse(mortgageProvidersFixture),
  },
});

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => request.clone().json();

/** The requests sent as `METHOD /path`. */
export const requestsTo = (calls: Request[], method: string, pathname: string): Request[] =>
  calls.filter(
    (request) => request.method === method && new URL(request.url).pathname === pathname,
  );

/**
 * A user for these pages. antd's CSS-in-JS puts well over a thousand rules in the page, which makes
 * jsdom's getComputedStyle slow; the CSS pointer-events check (which calls it for every element
 * under the pointer) is skipped, since the tests click what a user can click anyway.
 */
export const setupUser = (): UserEvent =>
  userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const elementLabelledBy = (labelText: string | RegExp, selector: string): HTMLElement => {
  const label = screen.getByText(labelText, { selector: 'label span[id], label[id], span[id]' });
  const target = document.querySelector<HTMLElement>(`${selector}[aria-labelledby="${label.id}"]`);
  if (!target) throw new Error(`Nothing labelled by "${String(labelText)}"`);
  return target;
};

/**
 * The radiogroup of a question, found through its aria-labelledby label (the same association a
 * screen reader uses; a role query would compute every accessible name on the page, slowly).
 */
export const question = (label: string | RegExp): HTMLElement =>
  elementLabelledBy(label, '[role="radiogroup"]');

/** Answers a radio question (antd hides the native radio; a user clicks its label). */
export const answer = async (user: UserEvent, label: string | RegExp, choice: string | RegExp) => {
  const radio = within(question(label)).getByLabelText(choice);
  await user.click(radio.closest('label') ?? radio);
};

/** The answer a radio question shows as chosen, or null. */
export const chosenAnswer = (label: string | RegExp): string | null => {
  const checked = question(label).querySelector<HTMLInputElement>('input[type="radio"]:checked');
  return checked ? (checked.closest('label')?.textContent ?? null) : null;
};

/** Opens an antd Select by its label and picks an option by its text. */
export const choose = async (user: UserEvent, label: string | RegExp, option: string) => {
  await user.click(screen.getByLabelText(label));
  const options = await screen.findAllByText(option, {
    selector: '.ant-select-item-option-content',
  });
  const target = options.at(-1);
  if (!target) throw new Error(`No option ${option}`);
  await user.click(target);
};

/** A button by its text (a role query would compute every accessible name on the page). */
export const buttonByText = (text: string | RegExp, container: HTMLElement = document.body) => {
  const button = within(container).getByText(text, { selector: 'button span, button' });
  return button.closest('button') ?? button;
};

/** An open antd dialog by its title. */
export const findDialog = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: '.ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog titled ${title}`);
  return dialog;
};

/** Whether a dialog with this title is open. */
export const queryDialog = (title: string): HTMLElement | null =>
  screen
    .queryByText(title, { selector: '.ant-modal-title' })
    ?.closest<HTMLElement>('[role="dialog"]') ?? null;

/** The text an antd Select shows as chosen ('' when nothing is). */
export const selectedIn = (label: string | RegExp): string =>
  screen.getByLabelText(label).closest('.ant-select')?.querySelector('.ant-select-content-value')
    ?.textContent ?? '';

/** Types a value into a field in one go (as pasting or autofill does): clears it first. */
export const fill = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};
