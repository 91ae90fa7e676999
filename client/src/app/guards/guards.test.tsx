import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  currentUserReply,
  makeAdmin,
  makeUser,
  resetBrowserStorage,
  signedOutReply,
} from '@/features/auth/testing';
import { SESSION_HINT_COOKIE } from '@/features/auth/sessionHint';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const stub = (session: Parameters<typeof stubFetch>[0]) =>
  stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...session });

describe('RequireAdmin (/admin)', () => {
  beforeEach(() => resetBrowserStorage());

  it('lets an admin in', async () => {
    stub(currentUserReply(makeAdmin()));
    renderApp('/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stats & Metrics' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['buy', '/admin', '/buy/get-started'],
    ['sell', '/admin', '/sell/get-started'],
    [null, '/admin', '/sell/get-started'],
    [null, '/admin/buyers', '/buy/get-started'],
  ] as const)(
    'sends a customer with role %s from %s to %s, which sends them on to /welcome-back',
    async (role, path, getStarted) => {
      stub({
        ...currentUserReply(makeUser({ role, first_name: 'Cas' })),
        'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
      });
      const { router } = renderApp(path);
      const visited: string[] = [];
      router.subscribe((state) => visited.push(state.location.pathname));
      await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
      expect(visited).toContain(getStarted);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Welcome back, Cas!' }),
      ).toBeInTheDocument();
      expect(screen.queryByText('Stats & Metrics')).not.toBeInTheDocument();
    },
  );

  it('lets an admin sign out from the back office', async () => {
    const user = userEvent.setup();
    let session = true;
    const admin = makeAdmin();
    stub({
      'GET /api/users/current': () =>
        session
          ? jsonResponse(admin)
          : jsonResponse({ statusCode: 401, message: 'x', error: 'Unauthorized' }, 401),
      'POST /api/authentication/sign-out': () => {
        session = false;
        return jsonResponse({ success: true });
      },
    });
    const { router } = renderApp('/admin');
    await user.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText("You've been signed out.")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(router.state.location.search).toBe('?sign-out=true');
  });

  it('sends a signed-out visitor to /sign-in', async () => {
    stub(signedOutReply());
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(screen.queryByText('Stats & Metrics')).not.toBeInTheDocument();
  });
});

describe('authentication initialisation', () => {
  beforeEach(() => resetBrowserStorage());

  it('shows the loader until GET /users/current has answered', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp('/sign-in');
    await waitFor(() => expect(calls.some((r) => r.url.endsWith('/users/current'))).toBe(true));
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('heading', { name: 'Sign in' })).not.toBeInTheDocument();
    answer(jsonResponse({ statusCode: 401, message: 'x', error: 'Unauthorized' }, 401));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs a browser without a session hint out at once, without asking the server', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const { calls } = stub(signedOutReply());
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(calls.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/users/current',
    );
  });
});
