import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@/api/generated';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { getOnboardingFlow, setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { bodyOf, button, findHeading, sellerSession, setupUser } from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const correspondence = {
  line_1: '9 Harbour Row',
  post_town: 'Falmouth',
  postcode: 'TR11 3AA',
  country: 'United Kingdom',
  country_iso_2: 'GB',
};

const withUser = (user: UserDto, replies: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({ ...sellerSession(user).replies, ...replies });

describe('/{role}/welcome', () => {
  beforeEach(() => resetBrowserStorage());

  it('welcomes a seller and starts at about-you', async () => {
    withUser(makeUser({ role: 'sell' }));
    renderApp('/sell/welcome');
    expect(await findHeading('Welcome to Threshold')).toBeInTheDocument();
    expect(screen.getByText(/Cut up to 6 months/)).toBeInTheDocument();
    expect(screen.getByText(/Prevent fall-throughs/)).toBeInTheDocument();
    expect(screen.getByText(/award-winning conveyancing/)).toBeInTheDocument();
    expect(screen.getByText(/no more than 5 minutes/)).toBeInTheDocument();
    expect(screen.getByText('Start').closest('a')).toHaveAttribute('href', '/sell/about-you');
    expect(getOnboardingFlow()).toEqual({ role: 'sell' });
  });

  it('goes to about-you once on a double-click of Start: Back returns to the welcome page', async () => {
    const user = setupUser();
    withUser(makeUser({ role: 'sell' }));
    const { router } = renderApp('/sell/welcome');
    await findHeading('Welcome to Threshold');
    await user.dblClick(screen.getByText('Start'));
    expect(await findHeading('About you')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/welcome'));
  });

  it("tells a buyer what's included, and forgets a seller's flow", async () => {
    setOnboardingFlow({ role: 'sell', id: 'a'.repeat(24) });
    withUser(makeUser({ role: 'buy' }));
    renderApp('/buy/welcome');
    expect(await findHeading('Welcome to Threshold')).toBeInTheDocument();
    expect(screen.getByText(/Reviewing the searches/)).toBeInTheDocument();
    expect(screen.getByText(/Raising enquiries/)).toBeInTheDocument();
    expect(screen.getByText(/Preparing the property report/)).toBeInTheDocument();
    expect(screen.getByText('Start').closest('a')).toHaveAttribute('href', '/buy/about-you');
    expect(getOnboardingFlow()).toEqual({ role: 'buy' });
  });

  it('lists the steps, each about a minute', async () => {
    withUser(makeUser());
    renderApp('/sell/welcome');
    await findHeading('Welcome to Threshold');
    for (const step of [
      'About you',
      'About the property',
      'Terms & Conditions',
      'Payment',
      'Success',
    ]) {
      expect(screen.getByText(step, { selector: 'li', exact: false })).toBeInTheDocument();
    }
    expect(screen.getAllByText('(about 1 minute)')).toHaveLength(5);
  });
});

describe('/{role}/about-you', () => {
  beforeEach(() => resetBrowserStorage());

  it('is prefilled from the signed-in user and saves with PUT /users', async () => {
    const user = setupUser();
    const seller = makeUser({
      first_name: 'Alex',
      last_name: 'Morgan',
      email: 'alex@example.com',
      phone_number: '+447400123456',
      correspondence_address: correspondence,
    });
    const { calls } = withUser(seller, { 'PUT /api/users': jsonResponse(seller) });
    const { router } = renderApp('/sell/about-you');

    expect(await screen.findByLabelText('First name')).toHaveValue('Alex');
    expect(screen.getByLabelText('Last name')).toHaveValue('Morgan');
    expect(screen.getByLabelText('Email')).toHaveValue('alex@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile Number')).toHaveValue('07400 123456');
    expect(screen.getByLabelText('Address line 1')).toHaveValue('9 Harbour Row');
    expect(screen.getByText('Back').closest('a')).toHaveAttribute('href', '/sell/welcome');

    await user.type(screen.getByLabelText(/^Middle name/), 'Jo');
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/about-the-property'));
    const saved = calls.find((request) => request.method === 'PUT');
    expect(await bodyOf(saved!)).toEqual({
      first_name: 'Alex',
      middle_name: 'Jo',
      last_name: 'Morgan',
      phone_number: '+447400123456',
      correspondence_address: correspondence,
    });
  });

  it('saves unchanged the one-letter names sign-up accepted (the same name rule)', async () => {
    const user = setupUser();
    const seller = makeUser({
      first_name: 'J',
      middle_name: 'R',
      last_name: 'X',
      phone_number: '+447400123456',
      correspondence_address: correspondence,
    });
    const { calls } = withUser(seller, { 'PUT /api/users': jsonResponse(seller) });
    const { router } = renderApp('/sell/about-you');
    expect(await screen.findByLabelText('First name')).toHaveValue('J');
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/about-the-property'));
    const saved = calls.find((request) => request.method === 'PUT');
    expect(await bodyOf(saved!)).toMatchObject({
      first_name: 'J',
      middle_name: 'R',
      last_name: 'X',
    });
  });

  it("checks names and the mobile number with the API's messages", async () => {
    const user = setupUser();
    const { calls } = withUser(makeUser({ phone_number: null }));
    renderApp('/buy/about-you');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(screen.getByLabelText('Mobile Number'), '0123');
    await user.click(button('Continue'));
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(await screen.findByText('Please search for an address')).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'PUT')).toBe(false);
  });

  it('stays put and explains a failed save', async () => {
    const user = setupUser();
    withUser(makeUser({ correspondence_address: correspondence }), {
      'PUT /api/users': jsonResponse({ statusCode: 503, message: 'Unavailable' }, 503),
    });
    const { router } = renderApp('/buy/about-you');
    await screen.findByLabelText('First name');
    await user.click(button('Continue'));
    expect(
      await screen.findByText(
        'Server error. Please try again later. Please try again or contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy/about-you');
  });

  it("puts the server's validation messages under their fields, the first one focused", async () => {
    const user = setupUser();
    withUser(makeUser({ phone_number: '+447400123456', correspondence_address: correspondence }), {
      'PUT /api/users': jsonResponse(
        {
          statusCode: 400,
          message: ['Invalid mobile number', 'Please enter your last name'],
          error: 'Bad Request',
        },
        400,
      ),
    });
    const { router } = renderApp('/sell/about-you');
    await screen.findByLabelText('First name');
    await user.click(button('Continue'));
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell/about-you');
  });

  it('goes on to the buyer property step for buyers', async () => {
    const user = setupUser();
    const buyer = makeUser({ role: 'buy', correspondence_address: correspondence });
    withUser(buyer, { 'PUT /api/users': jsonResponse(buyer) });
    const { router } = renderApp('/buy/about-you');
    await screen.findByLabelText('First name');
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/about-the-property'));
  });
});
