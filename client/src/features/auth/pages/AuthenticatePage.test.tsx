import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '@/api/generated';
import {
  currentUserReply,
  makeAdmin,
  makePropertyCard,
  makeUser,
  resetBrowserStorage,
} from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const VERIFY = 'GET /api/authentication/verify-user';
const TOKEN = 'Zm9vYmFyLW1hZ2ljLWxpbmstdG9rZW4';

const unauthorized = () =>
  jsonResponse(
    { statusCode: 401, message: 'Authentication request failed.', error: 'Unauthorized' },
    401,
  );

/** A server whose verify-user starts a session for `user` (or answers 401 when `user` is null). */
const stubServer = (user: UserDto | null) => {
  let session: UserDto | null = null;
  return stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/users/current': () => (session ? jsonResponse(session) : unauthorized()),
    'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    [VERIFY]: () => {
      if (!user) return unauthorized();
      session = user;
      return jsonResponse({ ...user, signedInAt: new Date().toISOString() });
    },
  });
};

const verifyCalls = (calls: Request[]) =>
  calls.filter((request) => `${request.method} ${new URL(request.url).pathname}` === VERIFY);

describe('/authenticate (magic-link landing)', () => {
  beforeEach(() => resetBrowserStorage());
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('sends the token once as a Bearer header and takes a seller to /sell/welcome', async () => {
    const { calls } = stubServer(makeUser({ role: 'sell' }));
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/welcome'));
    const requests = verifyCalls(calls);
    expect(requests).toHaveLength(1);
    expect(requests[0].headers.get('Authorization')).toBe(`Bearer ${TOKEN}`);
  });

  it('takes a buyer to /buy/welcome', async () => {
    stubServer(makeUser({ role: 'buy' }));
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=buy`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/welcome'));
  });

  it('takes a returning seller with a sale to /welcome-back, not to Start', async () => {
    const seller = makeUser({ role: 'sell', first_name: 'Rita' });
    let session: UserDto | null = null;
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': () => (session ? jsonResponse(session) : unauthorized()),
      'GET /api/users/current/properties': jsonResponse({
        sales: [makePropertyCard({ address: '5 Finished Way, Bath, BA1 1AA' })],
        purchases: [],
      }),
      [VERIFY]: () => {
        session = seller;
        return jsonResponse({ ...seller, signedInAt: new Date().toISOString() });
      },
    });
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    expect(await screen.findByRole('link', { name: /5 Finished Way/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome-back');
  });

  it('takes a customer without a role to /welcome-back', async () => {
    stubServer(makeUser({ role: null, first_name: 'Robin' }));
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Robin!' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/welcome-back');
  });

  it('takes an admin to /admin', async () => {
    stubServer(makeAdmin());
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=admin`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stats & Metrics' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a refused (used or expired) token to /authenticate/link-expired', async () => {
    stubServer(null);
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your link has expired' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authenticate/link-expired');
  });

  it('tells someone still signed in that a used link does not matter, and offers their home', async () => {
    const user = userEvent.setup();
    const { calls } = stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      ...currentUserReply(makeUser({ role: 'sell', first_name: 'Sid' })),
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
      [VERIFY]: unauthorized(),
    });
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your link has expired' }),
    ).toBeInTheDocument();
    expect(verifyCalls(calls)).toHaveLength(1);
    expect(screen.getByText(/you are still signed in/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to Sign In' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to your properties' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
  });

  it('sends a link without a token to /authenticate/link-expired without calling the server', async () => {
    const { calls } = stubServer(makeUser());
    const { router } = renderApp('/authenticate?type=customer&role=sell');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your link has expired' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/authenticate/link-expired');
    expect(verifyCalls(calls)).toHaveLength(0);
  });

  it('removes the token from the address bar and never logs it', async () => {
    const logged = (['log', 'info', 'warn', 'error', 'debug'] as const).map((level) =>
      vi.spyOn(console, level),
    );
    window.history.replaceState(null, '', `/authenticate?token=${TOKEN}&type=customer&role=sell`);
    stubServer(makeUser());
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/welcome'));
    expect(window.location.search).toBe('?type=customer&role=sell');
    for (const spy of logged) {
      expect(JSON.stringify(spy.mock.calls)).not.toContain(TOKEN);
    }
  });

  it('clears stored keys except the onboarding flow and cookie consent, and marks a recent sign-in', async () => {
    // The flow as the onboarding pages store it (the welcome page may merge into it).
    window.localStorage.setItem('onboardingFlow', JSON.stringify({ role: 'sell', id: 'flow-123' }));
    window.localStorage.setItem('leftoverFromLastUser', 'x');
    stubServer(makeUser());
    const { router } = renderApp(`/authenticate?token=${TOKEN}&type=customer&role=sell`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/welcome'));
    expect(JSON.parse(window.localStorage.getItem('onboardingFlow') ?? '{}')).toMatchObject({
      role: 'sell',
      id: 'flow-123',
    });
    expect(window.localStorage.getItem('cookieConsent')).not.toBeNull();
    expect(window.localStorage.getItem('leftoverFromLastUser')).toBeNull();
    expect(Number(window.localStorage.getItem('recentSignIn'))).toBeGreaterThan(
      Date.now() - 60_000,
    );
  });
});

describe('/authenticate/link-expired', () => {
  beforeEach(() => resetBrowserStorage());

  it("offers 'Go to Sign In'", async () => {
    const user = userEvent.setup();
    stubServer(null);
    const { router } = renderApp('/authenticate/link-expired');
    await user.click(await screen.findByRole('link', { name: 'Go to Sign In' }));
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });
});
