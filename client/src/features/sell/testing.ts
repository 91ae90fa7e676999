import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel, type UserEvent } from '@testing-library/user-event';
import type {
  AddressDto,
  EstateAgentChoicesDto,
  LatestTransactionDto,
  TransactionDto,
  UserDto,
} from '@/api/generated';
import { currentUserReply, makeUser } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture } from '@/test/fetchStub';

/**
 * Fixtures for the seller journey's tests: API answers as the server gives them, and helpers to
 * fill in the forms the way a user does. Only test files import this module.
 */

let sequence = 0x5000;
export const nextObjectId = (): string => (++sequence).toString(16).padStart(24, 'a');

export const propertyAddress: AddressDto = {
  line_1: '4 Quay Walk',
  post_town: 'Bristol',
  postcode: 'BS1 4DJ',
  country: 'United Kingdom',
  country_iso_2: 'GB',
};

export const estateAgentsFixture: EstateAgentChoicesDto = {
  items: [
    {
      _id: 'e00000000000000000000002',
      brand: 'Harbour & Vale',
      office: { name: 'Bristol' },
      label: 'Harbour & Vale - Bristol',
    },
    {
      _id: 'e00000000000000000000001',
      brand: 'Abbey Homes',
      office: { name: 'Bath' },
      label: 'Abbey Homes - Bath',
    },
  ],
  specialOptions: [
    { value: 'not_listed', label: 'My estate agent is not listed' },
    { value: 'no_agent', label: "I don't have an estate agent yet" },
  ],
};

export const makeTransaction = (
  user: UserDto,
  overrides: Partial<TransactionDto> = {},
): TransactionDto => {
  const propertyId = nextObjectId();
  return {
    _id: nextObjectId(),
    property_id: propertyId,
    property: {
      _id: propertyId,
      address: propertyAddress,
      tenure: 'Freehold',
      tenure_details: null,
      createdAt: '2024-06-01T09:00:00.000Z',
      updatedAt: '2024-06-01T09:00:00.000Z',
    },
    primary_seller: {
      user: {
        _id: user._id,
        email: user.email,
        first_name: user.first_name,
        last_name: user.last_name,
      },
      customer_type: 'individual_owner',
    },
    additional_sellers: [],
    asking_price: 350000,
    has_mortgage: false,
    onward_purchase: true,
    is_using_foreign_currency: false,
    requiresMortgageReferral: false,
    terms_and_conditions: false,
    estate_agent: null,
    estate_agent_id: null,
    estate_agent_status: 'no_agent',
    referral_code: null,
    orders: [],
    complete: false,
    type: 'resale',
    tags: [],
    createdAt: '2024-06-01T09:00:00.000Z',
    updatedAt: '2024-06-01T09:00:00.000Z',
    ...overrides,
  };
};

export const latestOf = (
  transaction: TransactionDto,
  status: string | null = null,
): LatestTransactionDto => ({
  _id: transaction._id,
  terms_and_conditions: transaction.terms_and_conditions,
  complete: status === 'succeeded',
  orders: [
    {
      _id: nextObjectId(),
      total_amount: 72000,
      payment_type: 'stripe_direct',
      stripe_transaction_status: status,
      currency: 'gbp',
      createdAt: '2024-06-01T09:00:00.000Z',
      items: [],
      needs_refund: [],
    },
  ],
});

/** Public config and a signed-in seller. */
export const sellerSession = (user: UserDto = makeUser({ role: 'sell' })) => ({
  user,
  replies: {
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...currentUserReply(user),
  },
});

/** The JSON body a request carried. */
export const bodyOf = async (request: Request): Promise<unknown> => request.clone().json();

/** Requests to the API other than the boot-time ones, as 'METHOD /path?query'. */
export const apiCalls = (calls: Request[]): string[] =>
  calls
    .map((request) => {
      const url = new URL(request.url);
      return `${request.method} ${url.pathname}${url.search}`;
    })
    .filter((call) => !call.endsWith('/api/config/public') && !call.endsWith('/api/users/current'));

/*
 * Role queries walk the whole accessibility tree and are slow on a long antd form in jsdom (seconds
 * each); these helpers find the same elements through their visible labels instead.
 */

/**
 * A user for long antd forms: no artificial delay, and no pointer-events check on every click
 * (getComputedStyle over antd's injected styles makes each check slow in jsdom).
 */
export const setupUser = (): UserEvent =>
  userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Fills a text box in one go (a paste: one change instead of one per character). */
export const fill = async (user: UserEvent, element: HTMLElement, text: string) => {
  await user.click(element);
  await user.paste(text);
};

/** Waits for a heading by its text (cheaper than a role query on a long page). */
export const findHeading = (name: string | RegExp, level = 1, timeout = 5000) =>
  screen.findByText(name, { selector: `h${level}` }, { timeout });

/** The radiogroup of a YesNoField question, by the question's text. */
export const question = (label: string | RegExp): HTMLElement => {
  const text = screen.getByText(label, { selector: 'span[id$="-label"]' });
  const group = document.querySelector<HTMLElement>(
    `[role="radiogroup"][aria-labelledby="${text.id}"]`,
  );
  if (!group) throw new Error(`No radiogroup labelled ${String(label)}`);
  return group;
};

/** A radio of a question, by its label. */
export const radio = (label: string | RegExp, choice: string | RegExp): HTMLInputElement =>
  within(question(label)).getByLabelText(choice);

/** Answers a radio question (clicking the label: antd hides the native radio). */
export const answer = async (user: UserEvent, label: string | RegExp, choice: string | RegExp) => {
  const input = radio(label, choice);
  await user.click(input.closest('label') ?? input);
};

/** An open dialog, by its title. */
export const findDialog = async (title: string): Promise<HTMLElement> => {
  const heading = await screen.findByText(title, { selector: '[role="dialog"] .ant-modal-title' });
  const dialog = heading.closest<HTMLElement>('[role="dialog"]');
  if (!dialog) throw new Error(`No dialog ${title}`);
  return dialog;
};

/** A button by its text. */
export const button = (name: string | RegExp, container: HTMLElement = document.body) => {
  const found = within(container)
    .getAllByText(name, { selector: 'button, button *' })
    .map((element) => element.closest('button'))
    .find((element): element is HTMLButtonElement => element !== null);
  if (!found) throw new Error(`No button ${String(name)}`);
  return found;
};

/** Opens an antd Select by its label and picks an option by its text. */
export const choose = async (user: UserEvent, label: string | RegExp, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  const options = await screen.findAllByText(option, {
    selector: '.ant-select-item-option-content',
  });
  const target = options.at(-1);
  if (!target) throw new Error(`No option ${option}`);
  await user.click(target);
};
