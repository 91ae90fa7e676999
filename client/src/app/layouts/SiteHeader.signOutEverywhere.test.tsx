import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage, signedOutReply } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const EVERYWHERE = 'POST /api/authentication/sign-out-everywhere';

const stubSignedIn = (everywhere: () => Response) => {
  let signedIn = true;
  return stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/users/current': () =>
      signedIn
        ? jsonResponse(makeUser({ first_name: 'Jo', last_name: 'Bloggs' }))
        : jsonResponse({ statusCode: 401, message: 'x', error: 'Unauthorized' }, 401),
    'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    [EVERYWHERE]: () => {
      const response = everywhere();
      if (response.ok) signedIn = false;
      return response;
    },
  });
};

const mainNav = async () =>
  within(await screen.findByRole('banner')).findByRole('navigation', { name: 'Main' });

// antd repeats a confirmation's title (and under test gives every title the same id), so the
// dialog is found by its visible title rather than by its accessible name.
const confirmation = async () =>
  (
    await screen.findByText('Sign out on every device?', { selector: '.ant-modal-confirm-title' })
  ).closest<HTMLElement>('[role="dialog"]')!;

const openConfirmation = async (user: ReturnType<typeof userEvent.setup>) => {
  const nav = await mainNav();
  await user.click(await within(nav).findByRole('button', { name: 'More sign-out options' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere' }));
  return confirmation();
};

// A whole app, a menu and a dialog: slower than the default 15 s on a busy machine.
const SLOW = 40_000;

const everywhereCalls = (calls: Request[]) =>
  calls.filter((r) => r.method === 'POST' && r.url.endsWith('/sign-out-everywhere'));

describe('site header: sign out everywhere', () => {
  beforeEach(() => resetBrowserStorage());

  it(
    'ends every session after a confirmation and lands on the signed-out page',
    async () => {
      const user = userEvent.setup();
      window.localStorage.setItem('recentSignIn', String(Date.now()));
      const { calls } = stubSignedIn(() => jsonResponse({ success: true }));
      const { router } = renderApp('/');
      const dialog = await openConfirmation(user);
      expect(dialog).toHaveTextContent('this one included');
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

      expect(await screen.findByText("You've been signed out.")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/sign-in');
      expect(router.state.location.search).toBe('?sign-out=true');
      expect(everywhereCalls(calls)).toHaveLength(1);
      expect(window.localStorage.getItem('recentSignIn')).toBeNull();
      expect(within(await mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'does nothing when the person cancels',
    async () => {
      const user = userEvent.setup();
      const { calls } = stubSignedIn(() => jsonResponse({ success: true }));
      const { router } = renderApp('/');
      const dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      expect(
        await within(await mainNav()).findByRole('button', { name: 'Sign Out' }),
      ).toBeEnabled();
      expect(everywhereCalls(calls)).toHaveLength(0);
      expect(router.state.location.pathname).toBe('/');
    },
    SLOW,
  );

  it(
    'says so, and keeps the person signed in here, when the server could not do it',
    async () => {
      const user = userEvent.setup();
      stubSignedIn(() =>
        jsonResponse({ statusCode: 500, message: 'x', error: 'Internal Server Error' }, 500),
      );
      const { router } = renderApp('/');
      const dialog = await openConfirmation(user);
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

      expect(
        await screen.findByText(
          "We couldn't sign you out everywhere. Please check your connection and try again.",
        ),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(
        await within(await mainNav()).findByRole('button', { name: 'Sign Out' }),
      ).toBeEnabled();
    },
    SLOW,
  );

  it(
    'is in the phone menu too',
    async () => {
      const user = userEvent.setup();
      const { calls } = stubSignedIn(() => jsonResponse({ success: true }));
      renderApp('/');
      await within(await mainNav()).findByRole('button', { name: 'Sign Out' });
      await user.click(screen.getByRole('button', { name: 'Open menu' }));
      const menu = await screen.findByRole('dialog');
      await user.click(within(menu).getByRole('button', { name: 'Sign out everywhere' }));
      const dialog = await confirmation();
      await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
      expect(await screen.findByText("You've been signed out.")).toBeInTheDocument();
      expect(everywhereCalls(calls)).toHaveLength(1);
    },
    SLOW,
  );

  it('is not offered to a signed-out visitor', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    renderApp('/');
    const nav = await mainNav();
    await within(nav).findByRole('link', { name: 'Sign In' });
    expect(within(nav).queryByRole('button', { name: 'More sign-out options' })).toBeNull();
  });
});
