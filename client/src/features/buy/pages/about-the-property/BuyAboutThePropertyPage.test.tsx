import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PurchaseIntentDto } from '@/api/generated';
import { resetBrowserStorage } from '@/features/auth/testing';
import {
  answer,
  bodyOf,
  buttonByText,
  buyerSession,
  choose,
  chosenAnswer,
  fill,
  findDialog,
  makeBuyer,
  makePurchaseIntent,
  mapleCourt,
  ORCHARD_LANE_LABEL,
  orchardLane,
  requestsTo,
  selectedIn,
  setupUser,
} from '@/features/buy/testing';
import { getOnboardingFlow, setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const PATH = '/buy/about-the-property';
const EMAIL = 'support@threshold.example';
const INVALID_FORM =
  'The information you have entered is invalid. Please check each field for errors and try again.';
const JOINT_NEEDS_BUYER = 'Please add at least one buyer if you are a joint owner';

const MORTGAGE = 'Do you need a mortgage for this purchase?';
const REFERRAL = 'Would you like us to refer you to a mortgage adviser?';
const GIFTS = 'Is any of the money a gift?';
const FOREIGN = /foreign currency/;
const DEPENDENT = 'Does this purchase depend on you selling a property?';
const FIRST_TIME = 'Are you a first-time buyer?';
const OWNERSHIP = /own the property alone/;
const PROVIDER = 'Who is your mortgage with?';
const POSTCODE = 'Postcode of the property you are buying';

type Replies = Record<string, Response | (() => Response)>;

const renderPage = async (replies: Replies = {}) => {
  const session = buyerSession(makeBuyer({ _id: 'b00000000000000000000001' }));
  const stub = stubFetch({
    ...session.replies,
    'GET /api/property/postcode/BA11AA': jsonResponse([orchardLane, mapleCourt]),
    'GET /api/property/postcode/M11AE': jsonResponse([]),
    ...replies,
  });
  const view = renderApp(PATH);
  // The page is its own chunk: the first render waits for it to load.
  await screen.findByText('About the property', { selector: 'h1' }, { timeout: 5000 });
  return { ...view, ...stub, user: session.user };
};

/** The page for a purchase intent saved already with valid answers (sole, savings, no mortgage). */
const renderFilledPage = async () => {
  const stored = createdIntent();
  setOnboardingFlow({ role: 'buy', id: stored._id });
  const view = await renderPage({
    [`GET /api/purchase-intent/${stored._id}`]: jsonResponse(stored),
  });
  await screen.findByLabelText('Agreed price');
  return view;
};

const continueButton = () => buttonByText('Continue');

const searchPostcode = async (user: UserEvent, postcode: string) => {
  await fill(user, screen.getByLabelText(POSTCODE), postcode);
  await user.click(buttonByText('Find address'));
};

const pickProperty = async (user: UserEvent) => {
  await searchPostcode(user, 'ba1 1aa');
  await screen.findByText('2 addresses found at BA1 1AA');
  await choose(user, 'Property address', ORCHARD_LANE_LABEL);
};

/** A complete, valid form: a sole purchase with savings, no mortgage and no gifts. */
const fillValidForm = async (user: UserEvent) => {
  await pickProperty(user);
  await fill(user, screen.getByLabelText('Agreed price'), '325000');
  await answer(user, MORTGAGE, 'No');
  await answer(user, REFERRAL, 'No');
  await user.click(screen.getByLabelText('Savings from employment'));
  await answer(user, GIFTS, 'No');
  await answer(user, FOREIGN, 'No');
  await answer(user, DEPENDENT, 'No');
  await answer(user, FIRST_TIME, 'Yes');
  await answer(user, OWNERSHIP, 'Sole');
};

const expectBlocked = async (message: string) => {
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(continueButton()).toBeDisabled());
  expect(screen.getByText(INVALID_FORM)).toBeInTheDocument();
};

/** Continue is held back, but the new question is not flagged before it had a chance. */
const expectBlockedQuietly = async (message: string) => {
  await waitFor(() => expect(continueButton()).toBeDisabled());
  expect(screen.queryByText(message)).not.toBeInTheDocument();
};

const expectUnblocked = async () => {
  await waitFor(() => expect(continueButton()).toBeEnabled());
  expect(screen.queryByText(INVALID_FORM)).not.toBeInTheDocument();
};

const fillPerson = async (user: UserEvent, dialog: HTMLElement, first: string, last: string) => {
  await fill(user, within(dialog).getByLabelText('First name'), first);
  await fill(user, within(dialog).getByLabelText('Last name'), last);
  await fill(user, within(dialog).getByLabelText('Email'), `${first.toLowerCase()}@example.com`);
  await fill(user, within(dialog).getByLabelText('Mobile Number'), '07400 123456');
};

const createdIntent = (overrides: Partial<PurchaseIntentDto> = {}) =>
  makePurchaseIntent(makeBuyer({ _id: 'b00000000000000000000001' }), {
    _id: 'd00000000000000000000001',
    ...overrides,
  });

// A long antd form in jsdom: each interaction re-lays out well over a thousand CSS rules.
describe('/buy/about-the-property', { timeout: 45_000 }, () => {
  beforeEach(() => {
    resetBrowserStorage();
    setOnboardingFlow({ role: 'buy' });
  });

  it('shows the sections, Back to about-you, and keeps Continue disabled until answered', async () => {
    const user = setupUser();
    await renderPage();
    for (const section of [
      'The property',
      'Your mortgage',
      'Paying for the property',
      'About your purchase',
    ]) {
      expect(screen.getByText(section, { selector: 'h2' })).toBeInTheDocument();
    }
    expect(screen.getByText('Back', { selector: 'a span' }).closest('a')).toHaveAttribute(
      'href',
      '/buy/about-you',
    );
    expect(continueButton()).toBeDisabled();
    // Nothing entered is not invalid information. The list of questions still to answer is the
    // silent checks' own answer: once it shows, they have run, and they raised no error message.
    const missing = await screen.findByRole('navigation', { name: 'Questions still to answer' });
    expect(screen.getByText('Answer every question to continue.')).toBeInTheDocument();
    expect(screen.queryByText(INVALID_FORM)).not.toBeInTheDocument();
    // the questions still to answer are named, each taking the customer there
    const items = within(missing).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(
      expect.arrayContaining([
        'Postcode of the property you are buying',
        'Agreed price',
        'Are you a first-time buyer?',
      ]),
    );
    await user.click(within(missing).getByRole('button', { name: 'Agreed price' }));
    expect(screen.getByLabelText('Agreed price')).toHaveFocus();
    await user.click(
      within(missing).getByRole('button', { name: 'Postcode of the property you are buying' }),
    );
    expect(screen.getByLabelText(POSTCODE)).toHaveFocus();
    expect(screen.getByLabelText('Where is the money coming from?')).toHaveAttribute(
      'role',
      'group',
    );
    for (const source of [
      'Savings from employment',
      'Investment portfolio',
      'Inheritance',
      'Divorce settlement',
      'Pension lump sum withdrawal',
      'Sale of shares',
      'Directors loans / dividends',
      'Remortgage',
      'Other',
    ]) {
      expect(screen.getByLabelText(source)).toBeInTheDocument();
    }
  });

  describe('the property search', () => {
    it("says 'Required' for a blank postcode and 'Invalid postcode' for a malformed one", async () => {
      const user = setupUser();
      const { calls } = await renderPage();
      await user.click(buttonByText('Find address'));
      await expectBlocked('Required');

      await searchPostcode(user, 'NOT A CODE');
      await expectBlocked('Invalid postcode');
      // the error is read with the postcode box
      expect(screen.getByLabelText(POSTCODE)).toHaveAccessibleDescription(
        expect.stringContaining('Invalid postcode') as string,
      );
      expect(calls.some((r) => new URL(r.url).pathname.startsWith('/api/property/'))).toBe(false);
    });

    it("asks for a search when a valid postcode hasn't been searched", async () => {
      const user = setupUser();
      await renderPage();
      await user.type(screen.getByLabelText(POSTCODE), 'BA1 1AA');
      await user.tab();
      await expectBlocked('Please search for an address');
      expect(screen.getByLabelText('Property address')).toBeDisabled();
    });

    it('searches on Enter and says when a postcode is not found, with the support e-mail', async () => {
      const user = setupUser();
      const { calls } = await renderPage();
      // Enter in the postcode box searches (it does not submit the form).
      await fill(user, screen.getByLabelText(POSTCODE), 'm1 1ae');
      await user.keyboard('{Enter}');
      await expectBlocked(
        `We couldn't find that postcode. Please check for any typos and try again. If you're sure the postcode is right, then before continuing, please contact our team at ${EMAIL}`,
      );
      expect(requestsTo(calls, 'GET', '/api/property/postcode/M11AE')).toHaveLength(1);
      expect(screen.getByLabelText(POSTCODE)).toHaveValue('M1 1AE');
    });

    it("lists the addresses found and refuses 'My property isn't listed'", async () => {
      const user = setupUser();
      await renderPage();
      await searchPostcode(user, 'BA11AA');
      expect(await screen.findByText('2 addresses found at BA1 1AA')).toBeInTheDocument();

      await choose(user, 'Property address', "My property isn't listed");
      await expectBlocked(
        `Sorry, we couldn't find your property in our database. Before you continue, please contact our team at ${EMAIL}`,
      );

      await choose(user, 'Property address', 'Flat 3, Maple Court, Bath, BA1 1AA');
      await waitFor(() =>
        expect(screen.queryByText(/couldn't find your property/)).not.toBeInTheDocument(),
      );
    });

    it('asks to select an address when none is chosen', async () => {
      const user = setupUser();
      await renderPage();
      await searchPostcode(user, 'BA1 1AA');
      await screen.findByText('2 addresses found at BA1 1AA');
      await choose(user, 'Property address', ORCHARD_LANE_LABEL);
      await user.click(buttonByText('Find address'));
      // Searching again keeps a choice that is still among the results.
      await waitFor(() => expect(screen.getByLabelText('Property address')).toBeEnabled());
      expect(selectedIn('Property address')).toBe(ORCHARD_LANE_LABEL);
    });
  });

  it('enforces the agreed price bounds', async () => {
    const user = setupUser();
    await renderPage();
    const price = screen.getByLabelText('Agreed price');
    await user.type(price, '98000');
    await user.tab();
    expect(price).toHaveValue('98,000');
    await expectBlocked('Agreed price must be higher than £99,000 and less than £100,000,000');
    await user.type(price, '0');
    await waitFor(() =>
      expect(screen.queryByText(/Agreed price must be higher/)).not.toBeInTheDocument(),
    );
  });

  describe('rules of state', () => {
    it('requires a lender for a mortgage, and No or Not sure clears it', async () => {
      const user = setupUser();
      await renderFilledPage();
      await expectUnblocked();

      await answer(user, MORTGAGE, 'Yes');
      await expectBlockedQuietly('Please select an option');
      // leaving the lender unanswered says what is missing
      await user.click(screen.getByLabelText(PROVIDER));
      await user.tab();
      await expectBlocked('Please select an option');

      await choose(user, PROVIDER, 'HSBC');
      await expectUnblocked();

      await answer(user, MORTGAGE, 'No');
      expect(screen.queryByLabelText(PROVIDER)).not.toBeInTheDocument();
      await answer(user, MORTGAGE, 'Yes');
      expect(selectedIn(PROVIDER)).toBe('');
      await expectBlockedQuietly('Please select an option');

      await choose(user, PROVIDER, 'Barclays');
      await answer(user, MORTGAGE, 'Not sure');
      await answer(user, MORTGAGE, 'Yes');
      expect(selectedIn(PROVIDER)).toBe('');
    });

    it("requires details for 'Other' funding, and unselecting it clears them", async () => {
      const user = setupUser();
      await renderFilledPage();

      await user.click(screen.getByLabelText('Other'));
      await expectBlockedQuietly('Please provide details');

      const details = screen.getByLabelText('Details of the other funding');
      await user.click(details);
      await user.tab();
      await expectBlocked('Please provide details');
      await fill(user, details, 'Bonus from work');
      await expectUnblocked();

      await user.click(screen.getByLabelText('Other'));
      expect(screen.queryByLabelText('Details of the other funding')).not.toBeInTheDocument();
      await user.click(screen.getByLabelText('Other'));
      expect(screen.getByLabelText('Details of the other funding')).toHaveValue('');
    });

    it('opens Add giftor on Yes; cancelling with no giftor resets the answer', async () => {
      const user = setupUser();
      await renderPage();
      await answer(user, GIFTS, 'Yes');
      const dialog = await findDialog('Add giftor');
      await user.click(buttonByText('Cancel', dialog));
      await waitFor(() => expect(chosenAnswer(GIFTS)).toBeNull());
    });

    it("checks a giftor's relationship and amount, lists them, and No clears giftors", async () => {
      const user = setupUser();
      await renderFilledPage();
      await answer(user, GIFTS, 'Yes');
      const dialog = await findDialog('Add giftor');
      await fillPerson(user, dialog, 'Pat', 'Parent');
      await user.type(within(dialog).getByLabelText('Amount of the gift'), '4');
      await user.click(buttonByText('Add giftor', dialog));
      expect(await within(dialog).findByText('Required field')).toBeInTheDocument();
      expect(await within(dialog).findByText('Amount must be higher than £0')).toBeInTheDocument();

      await choose(user, 'Relationship to you', 'Parent');
      await user.type(within(dialog).getByLabelText('Amount of the gift'), '0000');
      await user.click(buttonByText('Add giftor', dialog));
      const giftors = await screen.findByLabelText('Giftors');
      expect(within(giftors).getByText('Pat Parent')).toBeInTheDocument();
      expect(within(giftors).getByText('Parent · £40,000')).toBeInTheDocument();
      await expectUnblocked();

      // With a giftor already listed, cancelling another keeps the answer.
      await user.click(buttonByText('Add another giftor'));
      const second = await findDialog('Add giftor');
      await user.click(buttonByText('Cancel', second));
      expect(chosenAnswer(GIFTS)).toBe('Yes');
      expect(screen.getByLabelText('Giftors')).toBeInTheDocument();

      await answer(user, GIFTS, 'No');
      expect(screen.queryByLabelText('Giftors')).not.toBeInTheDocument();
      await answer(user, GIFTS, 'Yes');
      const again = await findDialog('Add giftor');
      await user.click(buttonByText('Cancel', again));
      expect(screen.queryByText('Pat Parent')).not.toBeInTheDocument();
      expect(chosenAnswer(GIFTS)).toBeNull();
    });

    it('opens Add buyer on Joint; cancelling with no buyer resets the ownership', async () => {
      const user = setupUser();
      await renderFilledPage();
      await answer(user, OWNERSHIP, 'Joint');
      const dialog = await findDialog('Add buyer');
      // Joint without a buyer is invalid while the dialog is open.
      await expectBlocked(JOINT_NEEDS_BUYER);

      await user.click(buttonByText('Cancel', dialog));
      await waitFor(() => expect(chosenAnswer(OWNERSHIP)).toBeNull());
      await waitFor(() => expect(screen.queryByText(JOINT_NEEDS_BUYER)).not.toBeInTheDocument());
    });

    it('lists additional buyers; Sole clears them and deleting the last resets the ownership', async () => {
      const user = setupUser();
      await renderFilledPage();
      await answer(user, OWNERSHIP, 'Joint');
      let dialog = await findDialog('Add buyer');
      await fillPerson(user, dialog, 'Sam', 'Partner');
      await user.click(buttonByText('Add buyer', dialog));
      const buyers = await screen.findByLabelText('Additional buyers');
      expect(within(buyers).getByText('Sam Partner')).toBeInTheDocument();
      await expectUnblocked();

      await answer(user, OWNERSHIP, 'Sole');
      expect(screen.queryByText('Sam Partner')).not.toBeInTheDocument();

      await answer(user, OWNERSHIP, 'Joint');
      dialog = await findDialog('Add buyer');
      expect(within(dialog).getByLabelText('First name')).toHaveValue('');
      await fillPerson(user, dialog, 'Kim', 'Partner');
      await user.click(buttonByText('Add buyer', dialog));
      await screen.findByText('Kim Partner');

      await user.click(screen.getByLabelText('Remove Kim Partner'));
      expect(screen.queryByText('Kim Partner')).not.toBeInTheDocument();
      expect(chosenAnswer(OWNERSHIP)).toBeNull();
    });

    it('introduces the currency partner when money comes from abroad', async () => {
      const user = setupUser();
      await renderPage();
      await answer(user, FOREIGN, 'Yes');
      const banner = await screen.findByLabelText(/Meet our currency partner/);
      expect(banner.tagName).toBe('ASIDE');
      expect(within(banner).getByText(EMAIL, { selector: 'a' })).toHaveAttribute(
        'href',
        `mailto:${EMAIL}`,
      );
      await answer(user, FOREIGN, 'No');
      expect(screen.queryByLabelText(/Meet our currency partner/)).not.toBeInTheDocument();
    });
  });

  describe('saving', () => {
    it('creates the purchase intent with every answer and the primary buyer, then goes to the terms', async () => {
      const user = setupUser();
      const created = createdIntent();
      const { calls, router } = await renderPage({
        'POST /api/purchase-intent': jsonResponse(created, 201),
      });
      await fillValidForm(user);
      await answer(user, MORTGAGE, 'Yes');
      await choose(user, PROVIDER, 'HSBC');
      await answer(user, OWNERSHIP, 'Joint');
      const dialog = await findDialog('Add buyer');
      await fillPerson(user, dialog, 'Sam', 'Partner');
      await user.click(buttonByText('Add buyer', dialog));
      await expectUnblocked();

      await user.click(continueButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));

      const [request] = requestsTo(calls, 'POST', '/api/purchase-intent');
      expect(request).toBeDefined();
      expect(await bodyOf(request!)).toEqual({
        primaryBuyerId: 'b00000000000000000000001',
        property_id: orchardLane._id,
        agreedPrice: 325000,
        mortgageRequiredForPurchase: 'yes',
        mortgageProvider: 'HSBC',
        funding: {
          savingsFromEmployment: true,
          investmentPortfolio: false,
          inheritance: false,
          divorceSettlement: false,
          pensionLumpSumWithdrawal: false,
          saleOfShares: false,
          directorsLoansDividends: false,
          remortgage: false,
          otherFunding: false,
          gifts: 'no',
          otherFundingOption: null,
        },
        giftors: [],
        purchaseDependentOnSale: false,
        ownershipType: 'Joint',
        additionalBuyers: [
          {
            firstName: 'Sam',
            lastName: 'Partner',
            email: 'sam@example.com',
            mobileNumber: '+447400123456',
          },
        ],
        firstTimeBuyer: true,
        isUsingForeignCurrency: false,
        requiresMortgageReferral: false,
      });
      expect(getOnboardingFlow()).toEqual({
        role: 'buy',
        id: created._id,
        propertyId: orchardLane._id,
      });
    });

    it('goes to the terms even when saving fails, after saying so', async () => {
      const user = setupUser();
      const { router } = await renderPage({
        'POST /api/purchase-intent': jsonResponse(
          { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
          500,
        ),
      });
      await fillValidForm(user);
      await user.click(continueButton());
      expect(
        await screen.findByText(
          `Server error. Please try again later. Please try again or contact support at ${EMAIL}`,
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
      expect(getOnboardingFlow()).toEqual({ role: 'buy' });
    });

    it("shows the server's own message when it refuses the answers", async () => {
      const user = setupUser();
      const { router } = await renderPage({
        'POST /api/purchase-intent': jsonResponse(
          { statusCode: 400, message: ['Please select an address'], error: 'Bad Request' },
          400,
        ),
      });
      await fillValidForm(user);
      await user.click(continueButton());
      expect(
        await screen.findByText(
          `Please select an address. Please try again or contact support at ${EMAIL}`,
        ),
      ).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
    });

    it('prefills a stored purchase intent and sends only the changed answers', async () => {
      const user = setupUser();
      const stored = createdIntent({
        ownership_type: 'Joint',
        additional_buyers: [
          {
            person_id: 'e00000000000000000000001',
            first_name: 'Sam',
            middle_name: null,
            last_name: 'Partner',
            email: 'sam@example.com',
            phone_number: '+447400123456',
            correspondence_address: null,
          },
        ],
      });
      setOnboardingFlow({ role: 'buy', id: stored._id, propertyId: orchardLane._id });
      const { calls, router } = await renderPage({
        [`GET /api/purchase-intent/${stored._id}`]: jsonResponse(stored),
        [`PUT /api/purchase-intent/${stored._id}`]: jsonResponse({
          ...stored,
          agreed_price: 330000,
          inheritance: true,
        }),
      });
      expect(await screen.findByLabelText('Agreed price')).toHaveValue('325,000');
      expect(selectedIn('Property address')).toBe(ORCHARD_LANE_LABEL);
      expect(screen.getByText('Sam Partner')).toBeInTheDocument();
      await expectUnblocked();

      const price = screen.getByLabelText('Agreed price');
      await fill(user, price, '330000');
      await user.click(screen.getByLabelText('Inheritance'));
      await user.click(continueButton());

      await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
      expect(requestsTo(calls, 'POST', '/api/purchase-intent')).toHaveLength(0);
      const [request] = requestsTo(calls, 'PUT', `/api/purchase-intent/${stored._id}`);
      expect(await bodyOf(request!)).toEqual({
        agreedPrice: 330000,
        funding: { inheritance: true },
      });
    });

    it('sends the whole list when an additional buyer changes, keeping the stored person id', async () => {
      const user = setupUser();
      const stored = createdIntent({
        ownership_type: 'Joint',
        additional_buyers: [
          {
            person_id: 'e00000000000000000000001',
            first_name: 'Sam',
            middle_name: null,
            last_name: 'Partner',
            email: 'sam@example.com',
            phone_number: '+447400123456',
            correspondence_address: null,
          },
        ],
      });
      setOnboardingFlow({ role: 'buy', id: stored._id });
      const { calls } = await renderPage({
        [`GET /api/purchase-intent/${stored._id}`]: jsonResponse(stored),
        [`PUT /api/purchase-intent/${stored._id}`]: jsonResponse(stored),
      });
      await user.click(await screen.findByLabelText('Edit Sam Partner'));
      const dialog = await findDialog('Edit buyer');
      const last = within(dialog).getByLabelText('Last name');
      await fill(user, last, 'Partner-Jones');
      await user.click(buttonByText('Save buyer', dialog));
      await screen.findByText('Sam Partner-Jones');
      await expectUnblocked();
      await user.click(continueButton());

      await waitFor(() =>
        expect(requestsTo(calls, 'PUT', `/api/purchase-intent/${stored._id}`)).toHaveLength(1),
      );
      const [request] = requestsTo(calls, 'PUT', `/api/purchase-intent/${stored._id}`);
      expect(await bodyOf(request!)).toEqual({
        additionalBuyers: [
          {
            personId: 'e00000000000000000000001',
            firstName: 'Sam',
            lastName: 'Partner-Jones',
            email: 'sam@example.com',
            mobileNumber: '+447400123456',
          },
        ],
      });
    });

    it('sends nothing when nothing changed and moves on', async () => {
      const user = setupUser();
      const stored = createdIntent();
      setOnboardingFlow({ role: 'buy', id: stored._id });
      const { calls, router } = await renderPage({
        [`GET /api/purchase-intent/${stored._id}`]: jsonResponse(stored),
      });
      await screen.findByText('Sole');
      await expectUnblocked();
      await user.click(continueButton());
      await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
      expect(calls.some((r) => r.method === 'PUT' || r.method === 'POST')).toBe(false);
    });
  });

  it('offers a retry when the stored purchase intent cannot be loaded', async () => {
    const user = setupUser();
    const stored = createdIntent();
    setOnboardingFlow({ role: 'buy', id: stored._id });
    let fail = true;
    await renderPage({
      [`GET /api/purchase-intent/${stored._id}`]: () =>
        fail
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse(stored),
    });
    expect(
      await screen.findByText(
        `Server error. Please try again later. Please try again or contact support at ${EMAIL}`,
      ),
    ).toBeInTheDocument();
    fail = false;
    await user.click(buttonByText('Retry'));
    expect(await screen.findByLabelText('Agreed price')).toHaveValue('325,000');
  });
});
