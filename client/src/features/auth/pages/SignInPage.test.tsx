import { act, configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

const SIGN_IN = 'POST /api/authentication/sign-in';

const sent = (calls: Request[], route: string) =>
  calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);

const stub = (replies: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...signedOutReply(),
    [SIGN_IN]: jsonResponse({ success: true }),
    ...replies,
  });

describe('sign-in (/sign-in)', () => {
  beforeEach(() => resetBrowserStorage());
  afterEach(() => vi.useRealTimers());

  it('enables the button only once the e-mail is valid, and sends it with the token', async () => {
    const user = userEvent.setup();
    const { calls } = stub();
    renderApp('/sign-in?preventEmail=true');
    const button = await screen.findByRole('button', { name: 'Send me a magic link' });
    expect(document.title).toBe('Sign in | Threshold');
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Email'), 'sam@example');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), '.com');
    expect(button).toBeEnabled();

    await user.keyboard('{Enter}');
    expect(
      await screen.findByText('If you have an account with us you will receive a magic link'),
    ).toBeInTheDocument();
    const [request] = sent(calls, SIGN_IN);
    expect(request.headers.get('X-Recaptcha-Token')).toBe('simulated-token');
    expect(await request.json()).toEqual({ destination: 'sam@example.com', preventEmail: true });
    expect(screen.getByRole('button', { name: 'Send email again' })).toBeInTheDocument();
  });

  it('withdraws the preventEmail banner when the server says the e-mail was in fact sent', async () => {
    const user = userEvent.setup();
    // the server does not honour preventEmail here (no emailPrevented in its answer)
    stub({ [SIGN_IN]: jsonResponse({ success: true }) });
    renderApp('/sign-in?preventEmail=true');
    const banner = 'Warning! Sending the Magic Link email has been disabled.';
    expect(await screen.findByText(banner)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com{Enter}');
    expect(
      await screen.findByText('If you have an account with us you will receive a magic link'),
    ).toBeInTheDocument();
    expect(screen.queryByText(banner)).not.toBeInTheDocument();
    expect(screen.getByText(/this e-mail was sent as usual/)).toBeInTheDocument();
  });

  it('keeps the preventEmail banner, and says no e-mail went, when the server skipped it', async () => {
    const user = userEvent.setup();
    stub({ [SIGN_IN]: jsonResponse({ success: true, emailPrevented: true }) });
    renderApp('/sign-in?preventEmail=true');
    const banner = 'Warning! Sending the Magic Link email has been disabled.';
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com{Enter}');
    expect(
      await screen.findByText('No e-mail was sent: sending is turned off for this test.'),
    ).toBeInTheDocument();
    expect(screen.getByText(banner)).toBeInTheDocument();
  });

  it.each([
    [429, 'Too many requests. Please try again after 5 minutes.'],
    [403, 'Failed to verify reCAPTCHA.'],
    [503, 'Failed to sign in. Please try again later.'],
  ])('explains a %i', async (status, message) => {
    const user = userEvent.setup();
    stub({ [SIGN_IN]: jsonResponse({ statusCode: status, message: 'x', error: 'x' }, status) });
    renderApp('/sign-in');
    await user.type(await screen.findByLabelText('Email'), 'sam@example.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('sends a signed-in user to /welcome-back', async () => {
    stub({
      ...currentUserReply(makeUser()),
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    });
    const { router } = renderApp('/sign-in');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
  });
});

describe('sign-in banners', () => {
  beforeEach(() => resetBrowserStorage());
  afterEach(() => vi.useRealTimers());

  it.each([
    ['sign-out=true', "You've been signed out.", 'status'],
    [
      'account=true',
      'It looks like you already have an account with us. Please sign in to continue.',
      'status',
    ],
    ['preventEmail=true', 'Warning! Sending the Magic Link email has been disabled.', 'status'],
    [
      'networkError=true',
      "We're having trouble connecting to our servers. Please refresh the page and try again.",
      'alert',
    ],
  ] as const)('?%s shows its banner for 10 seconds', async (query, text, role) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stub();
    renderApp(`/sign-in?${query}`);
    // Announced: inside a live region of the banner's role.
    const message = await screen.findByText(text);
    expect(message.closest(`[role="${role}"]`)).not.toBeNull();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(9_000);
    });
    expect(screen.getByText(text)).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_100);
    });
    expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('shows no banner without a query flag', async () => {
    stub();
    renderApp('/sign-in');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(screen.queryByText("You've been signed out.")).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
