import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  currentUserReply,
  makeUser,
  resetBrowserStorage,
  signedOutReply,
} from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const SIGN_UP = 'POST /api/authentication/sign-up';
const SIGN_IN = 'POST /api/authentication/sign-in';

const stub = (replies: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...signedOutReply(),
    [SIGN_UP]: jsonResponse({ success: true }),
    [SIGN_IN]: jsonResponse({ success: true }),
    ...replies,
  });

const sent = (calls: Request[], route: string) =>
  calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);

const fillForm = async (user: UserEvent, overrides: Partial<Record<string, string>> = {}) => {
  const values = {
    'First name': 'Jane',
    'Last name': 'Doe',
    Email: 'jane.doe@example.com',
    'Mobile Number': '07400 123456',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (!value) continue;
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
};

const submit = async (user: UserEvent) =>
  user.click(await screen.findByRole('button', { name: 'Send me a magic link' }));

describe('sign-up (/sell/get-started, /buy/get-started)', () => {
  beforeEach(() => resetBrowserStorage());
  afterEach(() => vi.useRealTimers());

  it('shows the title, the form with +44 by default, and the help e-mail line', async () => {
    stub();
    renderApp('/sell/get-started');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Get started in less than 5 minutes' }),
    ).toBeInTheDocument();
    for (const label of ['First name', 'Middle name (optional)', 'Last name', 'Email']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Mobile Number')).toHaveAttribute('type', 'tel');
    expect(
      screen.getByRole('combobox', { name: 'Country code' }).closest('.ant-select'),
    ).toHaveTextContent('+44');
    const help = screen.getByText(/Need help\? Email us at/);
    expect(within(help).getByRole('link', { name: 'support@threshold.example' })).toHaveAttribute(
      'href',
      'mailto:support@threshold.example',
    );
    // the seller's fee, before anything is typed: the same figures the payment page charges
    expect(
      screen.getByText(
        'Selling with us costs £720 including VAT, paid when you register: a £240 service fee and a £480 search pack.',
      ),
    ).toBeInTheDocument();
  });

  it('names no seller fee to a buyer', async () => {
    stub();
    renderApp('/buy/get-started');
    expect(await screen.findByText("You're getting started as a buyer.")).toBeInTheDocument();
    expect(screen.queryByText(/Selling with us costs/)).not.toBeInTheDocument();
  });

  it("shows the server's messages under empty fields and sends nothing", async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/sell/get-started');
    await submit(user);
    // antd validates each field on its own tick: wait for every message, not just the first.
    expect(await screen.findByText('Please enter your first name')).toBeInTheDocument();
    expect(await screen.findByText('Please enter your last name')).toBeInTheDocument();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    // each error is read with its field
    expect(screen.getByLabelText('Mobile Number')).toHaveAccessibleDescription(
      'Invalid mobile number',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(sent(calls, SIGN_UP)).toHaveLength(0);
  });

  it('rejects a malformed e-mail and a number that is not a mobile', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user, { Email: 'jane@', 'Mobile Number': '020 7946 0000' });
    await submit(user);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(sent(calls, SIGN_UP)).toHaveLength(0);
  });

  it('sends the sign-up with the human-check token, role, E.164 number and preventEmail flag', async () => {
    const user = userEvent.setup();
    const { calls } = stub({ [SIGN_UP]: jsonResponse({ success: true, emailPrevented: true }) });
    renderApp('/buy/get-started?preventEmail=true');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await user.click(screen.getByLabelText('Middle name (optional)'));
    await user.paste('Q');
    // Enter submits the form.
    await user.type(screen.getByLabelText('Mobile Number'), '{Enter}');

    expect(
      await screen.findByText(
        "Success! We've emailed you a magic link to sign-in. It will arrive within 5 minutes.",
      ),
    ).toBeInTheDocument();
    const [request] = sent(calls, SIGN_UP);
    expect(request.headers.get('X-Recaptcha-Token')).toBe('simulated-token');
    expect(await request.json()).toEqual({
      firstName: 'Jane',
      middleName: 'Q',
      lastName: 'Doe',
      destination: 'jane.doe@example.com',
      role: 'buy',
      phoneNumber: '+447400123456',
      preventEmail: true,
    });
    expect(screen.getByRole('button', { name: 'Send email again' })).toBeInTheDocument();
  });

  it('leaves preventEmail out when the query does not ask for it', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    await screen.findByText(/Success!/);
    const body = (await sent(calls, SIGN_UP)[0].json()) as Record<string, unknown>;
    expect(body).not.toHaveProperty('preventEmail');
    expect(body).not.toHaveProperty('middleName');
    expect(body.role).toBe('sell');
  });

  it("gates 'Send email again' by the one-minute gap, then asks for a new link", async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/sell/get-started?preventEmail=true');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    await screen.findByText(/Success!/);

    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(
      await screen.findByText('Please wait at least 5 minutes before trying again.'),
    ).toBeInTheDocument();
    expect(sent(calls, SIGN_IN)).toHaveLength(0);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    await waitFor(() => expect(sent(calls, SIGN_IN)).toHaveLength(1));
    const [resend] = sent(calls, SIGN_IN);
    expect(resend.headers.get('X-Recaptcha-Token')).toBe('simulated-token');
    expect(await resend.json()).toEqual({
      destination: 'jane.doe@example.com',
      preventEmail: true,
    });
    expect(
      screen.queryByText('Please wait at least 5 minutes before trying again.'),
    ).not.toBeInTheDocument();
  });

  it('refuses to resend when no send was recorded', async () => {
    const user = userEvent.setup();
    stub();
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    await screen.findByText(/Success!/);
    window.localStorage.clear();
    await user.click(screen.getByRole('button', { name: 'Send email again' }));
    expect(
      await screen.findByText('Please wait at least 5 minutes before trying again.'),
    ).toBeInTheDocument();
  });

  it.each([
    [429, 'Too many requests. Please try again after 5 minutes.'],
    [403, 'Failed to verify reCAPTCHA.'],
    [500, 'Failed to sign up. Please try again later.'],
  ])('explains a %i', async (status, message) => {
    const user = userEvent.setup();
    stub({ [SIGN_UP]: jsonResponse({ statusCode: status, message: 'x', error: 'x' }, status) });
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(/Success!/)).not.toBeInTheDocument();
  });

  it("puts the server's validation messages under their fields", async () => {
    const user = userEvent.setup();
    stub({
      [SIGN_UP]: jsonResponse(
        { statusCode: 400, message: ['Invalid mobile number'], error: 'Bad Request' },
        400,
      ),
    });
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Invalid mobile number')).toBeInTheDocument();
    expect(
      screen.queryByText('Failed to sign up. Please try again later.'),
    ).not.toBeInTheDocument();
  });

  it('sends an e-mail that already has an account to sign in, with the banner', async () => {
    const user = userEvent.setup();
    stub({ [SIGN_UP]: jsonResponse({ success: true, redirectTo: '/sign-in' }) });
    const { router } = renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    expect(
      await screen.findByText(
        'It looks like you already have an account with us. Please sign in to continue.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?account=true');
  });

  it('switches between selling and buying, keeping the query', async () => {
    const user = userEvent.setup();
    stub();
    const { router } = renderApp('/sell/get-started?preventEmail=true');
    await user.click(await screen.findByRole('link', { name: 'Switch to buying' }));
    expect(router.state.location.pathname).toBe('/buy/get-started');
    expect(router.state.location.search).toBe('?preventEmail=true');
    await user.click(await screen.findByRole('link', { name: 'Switch to selling' }));
    expect(router.state.location.pathname).toBe('/sell/get-started');
  });

  it('shows the networkError banner and sends nothing when no human check is available', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/config/public': jsonResponse({
        ...publicConfigFixture,
        simulators: { ...publicConfigFixture.simulators, recaptcha: false },
      }),
      ...signedOutReply(),
    });
    renderApp('/sell/get-started');
    await screen.findByLabelText('First name');
    await fillForm(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We're having trouble connecting to our servers. Please refresh the page and try again.",
    );
    expect(sent(calls, SIGN_UP)).toHaveLength(0);
  });

  it('sends a signed-in user on to their dashboard instead of signing up again', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      ...currentUserReply(makeUser({ role: 'sell', first_name: 'Sid' })),
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    });
    const { router } = renderApp('/sell/get-started');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
  });
});
