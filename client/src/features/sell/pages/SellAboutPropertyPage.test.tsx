import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { getOnboardingFlow, setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  answer,
  apiCalls,
  bodyOf,
  choose,
  estateAgentsFixture,
  button,
  fill,
  findDialog,
  findHeading,
  makeTransaction,
  question,
  radio,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Validating a long antd form takes a while in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

const PATH = '/sell/about-the-property';
const REPRESENTATIVE =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";

const fillAddress = async (user: UserEvent) => {
  await user.click(button('Enter the address manually'));
  await fill(user, screen.getByLabelText('Address line 1'), '4 Quay Walk');
  await fill(user, screen.getByLabelText('Town or city'), 'Bristol');
  await fill(user, screen.getByLabelText('Post Code'), 'bs14dj');
};

const fillEverythingElse = async (user: UserEvent) => {
  await answer(user, 'What is the tenure of the property?', 'Leasehold');
  await fill(user, screen.getByLabelText('What is the asking price?'), '350000');
  await answer(user, /owner, or acting on behalf/, 'Seller / Owner');
  await answer(user, 'Is there another seller?', 'No');
  await choose(user, 'Who is your estate agent?', 'Abbey Homes - Bath');
  await answer(user, 'Is there a mortgage on the property?', 'Yes');
  await answer(user, /onward purchase/, 'No');
  await answer(user, /foreign currency/, 'No');
  await answer(user, /mortgage adviser/, 'Yes');
};

const submit = (user: UserEvent) => user.click(button('Continue'));

const renderPage = async (replies: Record<string, Response | (() => Response)> = {}) => {
  const session = sellerSession(makeUser({ role: 'sell', _id: 'a00000000000000000000001' }));
  const stub = stubFetch({
    ...session.replies,
    'GET /api/estate-agent': jsonResponse(estateAgentsFixture),
    ...replies,
  });
  const view = renderApp(PATH);
  await findHeading('About the property');
  return { ...view, ...stub, user: session.user };
};

// A long form: give each test room on a busy machine.
describe('/sell/about-the-property', { timeout: 40_000 }, () => {
  beforeEach(() => resetBrowserStorage());

  it('shows every section and the Back link to about-you', async () => {
    await renderPage();
    for (const section of [
      'Sale property address',
      'Property type',
      'Asking price',
      'Sellers',
      'Estate agent',
      'Existing mortgage',
      'Future purchase',
      'Moving money internationally',
      'Mortgage referral',
    ]) {
      expect(screen.getByText(section, { selector: 'h2' })).toBeInTheDocument();
    }
    expect(screen.getByText(/check the address carefully/)).toBeInTheDocument();
    expect(screen.getByText('Back').closest('a')).toHaveAttribute('href', '/sell/about-you');
  });

  it('shows the spec messages for an empty form', async () => {
    const user = setupUser();
    await renderPage();
    await submit(user);
    expect(await screen.findByText('Please search for an address')).toBeInTheDocument();
    expect(screen.getByText('Invalid price format')).toBeInTheDocument();
    expect(screen.getAllByText('Please select an option').length).toBeGreaterThanOrEqual(7);
  });

  it('formats the asking price with thousands separators and enforces the bounds', async () => {
    const user = setupUser();
    await renderPage();
    const price = screen.getByLabelText('What is the asking price?');
    await user.type(price, '98000');
    expect(price).toHaveValue('98,000');
    await submit(user);
    expect(
      await screen.findByText(
        'Asking price must be higher than £99,000 and less than £100,000,000',
      ),
    ).toBeInTheDocument();

    await user.clear(price);
    await user.type(price, '1250000abc');
    expect(price).toHaveValue('1,250,000');
    await waitFor(() =>
      expect(
        screen.queryByText('Asking price must be higher than £99,000 and less than £100,000,000'),
      ).not.toBeInTheDocument(),
    );
  });

  it("asks for details when the tenure is 'Other / Not Sure'", async () => {
    const user = setupUser();
    await renderPage();
    await answer(user, 'What is the tenure of the property?', 'Other / Not Sure');
    await submit(user);
    expect(await screen.findByText('Please provide details')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Please tell us more about the tenure'));
    await user.paste('Commonhold');
    await waitFor(() =>
      expect(screen.queryByText('Please provide details')).not.toBeInTheDocument(),
    );
  });

  it('requires a representative to add the seller', async () => {
    const user = setupUser();
    await renderPage();
    await answer(user, /owner, or acting on behalf/, /Representative/);
    await answer(user, 'Is there another seller?', 'No');
    await submit(user);
    expect(await screen.findByText(REPRESENTATIVE)).toBeInTheDocument();
  });

  it('opens the add-seller dialog on Yes; cancelling clears the answer', async () => {
    const user = setupUser();
    await renderPage();
    await answer(user, 'Is there another seller?', 'Yes');
    const dialog = await findDialog('Add seller');
    await user.click(button('Cancel', dialog));
    for (const radio of within(question('Is there another seller?')).getAllByRole('radio', {
      hidden: true,
    })) {
      expect(radio).not.toBeChecked();
    }
  });

  it('adds, validates and removes additional sellers; No empties the list', async () => {
    const user = setupUser();
    await renderPage();
    await answer(user, 'Is there another seller?', 'Yes');
    let dialog = await findDialog('Add seller');
    await fill(user, within(dialog).getByLabelText('First name'), 'J');
    await user.click(button('Add seller', dialog));
    expect(
      await within(dialog).findByText('First name must be at least 2 characters long'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Last name must be at least 2 characters long'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid mobile number')).toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('First name'), 'amie');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Rivers');
    await fill(user, within(dialog).getByLabelText('Email'), 'jamie@example.com');
    await fill(user, within(dialog).getByLabelText('Mobile Number'), '07400 123456');
    await user.click(button('Add seller', dialog));

    const list = await screen.findByLabelText('Additional sellers');
    expect(within(list).getByText('Jamie Rivers')).toBeInTheDocument();
    expect(radio('Is there another seller?', 'Yes')).toBeChecked();

    // No empties the list.
    await answer(user, 'Is there another seller?', 'No');
    expect(screen.queryByLabelText('Additional sellers')).not.toBeInTheDocument();

    // Add again, then removing the last one resets the answer.
    await answer(user, 'Is there another seller?', 'Yes');
    dialog = await findDialog('Add seller');
    await fill(user, within(dialog).getByLabelText('First name'), 'Sam');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Stone');
    await fill(user, within(dialog).getByLabelText('Email'), 'sam@example.com');
    await fill(user, within(dialog).getByLabelText('Mobile Number'), '+447400123457');
    await user.click(button('Add seller', dialog));
    await user.click(await screen.findByLabelText('Remove Sam Stone'));
    expect(screen.queryByLabelText('Additional sellers')).not.toBeInTheDocument();
    for (const radio of within(question('Is there another seller?')).getAllByRole('radio', {
      hidden: true,
    })) {
      expect(radio).not.toBeChecked();
    }
  });

  it('refuses the signed-in seller and the same person twice as another seller', async () => {
    const user = setupUser();
    const { user: me } = await renderPage();
    await answer(user, 'Is there another seller?', 'Yes');
    let dialog = await findDialog('Add seller');
    // yourself, by e-mail in another case
    await fill(user, within(dialog).getByLabelText('First name'), 'Robin');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Hale');
    await fill(user, within(dialog).getByLabelText('Email'), me.email.toUpperCase());
    await fill(user, within(dialog).getByLabelText('Mobile Number'), '07400 123456');
    await user.click(button('Add seller', dialog));
    const email = within(dialog).getByLabelText('Email');
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        expect.stringContaining('You are already on this sale as the seller') as string,
      ),
    );
    // yourself, by name
    await user.clear(email);
    await fill(user, email, 'robin@example.com');
    await user.clear(within(dialog).getByLabelText('First name'));
    await fill(user, within(dialog).getByLabelText('First name'), me.first_name.toLowerCase());
    await user.clear(within(dialog).getByLabelText('Last name'));
    await fill(user, within(dialog).getByLabelText('Last name'), me.last_name);
    await user.click(button('Add seller', dialog));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Last name')).toHaveAccessibleDescription(
        expect.stringContaining('You are already on this sale as the seller') as string,
      ),
    );
    await user.clear(within(dialog).getByLabelText('First name'));
    await fill(user, within(dialog).getByLabelText('First name'), 'Robin');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await fill(user, within(dialog).getByLabelText('Last name'), 'Hale');
    await user.click(button('Add seller', dialog));
    const list = await screen.findByLabelText('Additional sellers');
    expect(within(list).getByText('Robin Hale')).toBeInTheDocument();

    // the same person again: by e-mail, then by name
    await user.click(button('Add another seller'));
    dialog = await findDialog('Add seller');
    await fill(user, within(dialog).getByLabelText('First name'), 'Kit');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Moss');
    await fill(user, within(dialog).getByLabelText('Email'), ' Robin@Example.com');
    await fill(user, within(dialog).getByLabelText('Mobile Number'), '07400 123457');
    await user.click(button('Add seller', dialog));
    expect(
      await within(dialog).findByText('This person is already added as another seller'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await fill(user, within(dialog).getByLabelText('Email'), 'kit@example.com');
    await user.clear(within(dialog).getByLabelText('First name'));
    await fill(user, within(dialog).getByLabelText('First name'), 'ROBIN');
    await user.clear(within(dialog).getByLabelText('Last name'));
    await fill(user, within(dialog).getByLabelText('Last name'), 'hale');
    await user.click(button('Add seller', dialog));
    expect(
      await within(dialog).findByText('This person is already added as another seller'),
    ).toBeInTheDocument();
    expect(within(list).getAllByText(/Robin Hale/i)).toHaveLength(1);

    // editing someone is not refused for matching themselves
    await user.click(button('Cancel', dialog));
    await user.click(await screen.findByLabelText('Edit Robin Hale'));
    dialog = await findDialog('Edit seller');
    const middle = within(dialog).getByLabelText(/^Middle name/);
    await fill(user, middle, 'Jo');
    await user.click(button('Save seller', dialog));
    expect(await within(list).findByText('Robin Jo Hale')).toBeInTheDocument();
    expect(within(list).getAllByText(/Robin/)).toHaveLength(1);
  });

  it('creates the property, then the sale with the primary seller, then assigns the agent', async () => {
    const user = setupUser();
    const { calls, user: seller } = await renderPage({
      'POST /api/property': jsonResponse({ _id: 'b00000000000000000000001' }, 201),
      'POST /api/transaction': jsonResponse({ _id: 'c00000000000000000000001' }, 201),
      'PUT /api/transaction/c00000000000000000000001/estate-agent': jsonResponse({}),
    });
    await fillAddress(user);
    await fillEverythingElse(user);
    await submit(user);

    expect(await findHeading('Terms & Conditions')).toBeInTheDocument();
    expect(apiCalls(calls)).toEqual([
      'GET /api/estate-agent',
      'POST /api/property',
      'POST /api/transaction',
      'PUT /api/transaction/c00000000000000000000001/estate-agent',
    ]);
    const writes = calls.filter((request) => request.method !== 'GET');
    expect(await bodyOf(writes[0]!)).toEqual({
      propertyAddress: {
        line_1: '4 Quay Walk',
        post_town: 'Bristol',
        postcode: 'BS1 4DJ',
        country: 'United Kingdom',
        country_iso_2: 'GB',
      },
      tenureOption: 'Leasehold',
    });
    expect(await bodyOf(writes[1]!)).toEqual({
      propertyId: 'b00000000000000000000001',
      tenureOption: 'Leasehold',
      askingPrice: 350000,
      customerType: 'individual_owner',
      isAnotherSellerSelected: false,
      additionalSellers: [],
      hasMortgage: true,
      onwardPurchase: false,
      isUsingForeignCurrency: false,
      requiresMortgageReferral: true,
      primarySellerId: seller._id,
    });
    expect(await bodyOf(writes[2]!)).toEqual({ estateAgentId: 'e00000000000000000000001' });
    expect(getOnboardingFlow()).toEqual({
      role: 'sell',
      id: 'c00000000000000000000001',
      propertyId: 'b00000000000000000000001',
    });
  });

  it("sends a representative's seller with their details and an E.164 mobile", async () => {
    const user = setupUser();
    const { calls } = await renderPage({
      'POST /api/property': jsonResponse({ _id: 'b00000000000000000000003' }, 201),
      'POST /api/transaction': jsonResponse({ _id: 'c00000000000000000000003' }, 201),
      'PUT /api/transaction/c00000000000000000000003/estate-agent': jsonResponse({}),
    });
    await fillAddress(user);
    await fillEverythingElse(user);
    await answer(user, /owner, or acting on behalf/, /Representative/);
    await answer(user, 'Is there another seller?', 'Yes');
    const dialog = await findDialog('Add seller');
    await fill(user, within(dialog).getByLabelText('First name'), 'Pat');
    await fill(user, within(dialog).getByLabelText('Last name'), 'Owner');
    await fill(user, within(dialog).getByLabelText('Email'), 'pat@example.com');
    await fill(user, within(dialog).getByLabelText('Mobile Number'), '07400 123458');
    await user.click(button('Add seller', dialog));
    await screen.findByLabelText('Additional sellers');
    await submit(user);

    expect(await findHeading('Terms & Conditions')).toBeInTheDocument();
    const created = calls.find(
      (request) => request.method === 'POST' && request.url.endsWith('/api/transaction'),
    );
    expect(await bodyOf(created!)).toMatchObject({
      customerType: 'representative',
      isAnotherSellerSelected: true,
      additionalSellers: [
        {
          firstName: 'Pat',
          lastName: 'Owner',
          email: 'pat@example.com',
          mobileNumber: '+447400123458',
        },
      ],
    });
  });

  it('still goes to the terms after a failure, once the message is shown', async () => {
    const user = setupUser();
    const { calls } = await renderPage({
      'POST /api/property': jsonResponse({ _id: 'b00000000000000000000002' }, 201),
      'POST /api/transaction': jsonResponse(
        { statusCode: 500, message: 'Internal server error', error: 'Internal Server Error' },
        500,
      ),
    });
    await fillAddress(user);
    await fillEverythingElse(user);
    await submit(user);

    expect(
      await screen.findByText(
        'Server error. Please try again later. Please try again or contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    expect(await findHeading('Terms & Conditions')).toBeInTheDocument();
    expect(apiCalls(calls)).not.toContain(expect.stringContaining('estate-agent/'));
    // The property is remembered, so a second attempt updates it instead of creating another.
    expect(getOnboardingFlow()).toEqual({ role: 'sell', propertyId: 'b00000000000000000000002' });
  });

  it('prefills a sale in progress and sends only what changed', async () => {
    const user = setupUser();
    const seller = makeUser({ role: 'sell' });
    const transaction = makeTransaction(seller, {
      estate_agent_status: 'assigned',
      estate_agent_id: 'e00000000000000000000002',
    });
    setOnboardingFlow({ role: 'sell', id: transaction._id });
    const { calls } = stubFetch({
      ...sellerSession(seller).replies,
      'GET /api/estate-agent': jsonResponse(estateAgentsFixture),
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
      [`PUT /api/property/${transaction.property_id}`]: jsonResponse(transaction.property),
      [`PUT /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp(PATH);
    const price = await screen.findByLabelText('What is the asking price?', {}, { timeout: 5000 });
    expect(price).toHaveValue('350,000');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('4 Quay Walk');

    await answer(user, 'Is there another seller?', 'No');
    await answer(user, 'What is the tenure of the property?', 'Share Of Freehold');
    await user.clear(price);
    await user.type(price, '400000');
    await submit(user);

    expect(await findHeading('Terms & Conditions')).toBeInTheDocument();
    const writes = calls.filter((request) => request.method === 'PUT');
    expect(writes.map((request) => new URL(request.url).pathname)).toEqual([
      `/api/property/${transaction.property_id}`,
      `/api/transaction/${transaction._id}`,
    ]);
    expect(await bodyOf(writes[0]!)).toEqual({ tenureOption: 'Share Of Freehold' });
    expect(await bodyOf(writes[1]!)).toEqual({ askingPrice: 400000 });
  });

  it('names the chosen estate agent, never its id, when the list of agents fails', async () => {
    const seller = makeUser({ role: 'sell' });
    const agent = estateAgentsFixture.items[0]!;
    const transaction = makeTransaction(seller, {
      estate_agent_status: 'assigned',
      estate_agent_id: agent._id,
      estate_agent: agent,
    });
    setOnboardingFlow({ role: 'sell', id: transaction._id });
    stubFetch({
      ...sellerSession(seller).replies,
      'GET /api/estate-agent': jsonResponse({ statusCode: 503, message: 'Unavailable' }, 503),
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp(PATH);
    expect(await screen.findByText('Failed to fetch estate agents')).toBeInTheDocument();
    const field = screen
      .getByLabelText('Who is your estate agent?')
      .closest('.ant-select') as HTMLElement;
    expect(within(field).getByText('Harbour & Vale - Bristol')).toBeInTheDocument();
    expect(field).not.toHaveTextContent(agent._id);
  });

  it("says so when the estate agents can't be loaded, and keeps the other answers", async () => {
    const user = setupUser();
    await renderPage({
      'GET /api/estate-agent': jsonResponse({ statusCode: 503, message: 'Unavailable' }, 503),
    });
    expect(await screen.findByText('Failed to fetch estate agents')).toBeInTheDocument();
    await choose(user, 'Who is your estate agent?', 'My estate agent is not listed');
  });
});
