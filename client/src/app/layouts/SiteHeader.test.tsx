import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserDto } from '@/api/generated';
import { makeAdmin, makeUser, resetBrowserStorage, signedOutReply } from '@/features/auth/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const SIGN_OUT = 'POST /api/authentication/sign-out';

const stubSignedIn = (user: UserDto) => {
  let signedIn = true;
  return stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    'GET /api/users/current': () =>
      signedIn
        ? jsonResponse(user)
        : jsonResponse({ statusCode: 401, message: 'x', error: 'Unauthorized' }, 401),
    'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    [SIGN_OUT]: () => {
      signedIn = false;
      return jsonResponse({ success: true });
    },
  });
};

const header = () => screen.getByRole('banner');
const mainNav = () => within(header()).getByRole('navigation', { name: 'Main' });

describe('site header', () => {
  beforeEach(() => resetBrowserStorage());
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it('offers Estate Agents, Get Started and Sign In to a signed-out visitor', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    renderApp('/');
    await screen.findByRole('banner');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Estate Agents' })).toHaveAttribute(
      'href',
      '/partner-sign-up',
    );
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/sell/get-started',
    );
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(within(nav).queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
  });

  it('shows a customer Switch Properties, their name and Sign Out, but no Admin link', async () => {
    stubSignedIn(makeUser({ first_name: 'Jo', last_name: 'Bloggs' }));
    renderApp('/');
    const nav = await waitFor(() => {
      const found = mainNav();
      expect(within(found).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
      return found;
    });
    expect(within(nav).getByRole('link', { name: 'Switch Properties' })).toHaveAttribute(
      'href',
      '/welcome-back',
    );
    expect(within(nav).getByText('Jo Bloggs')).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('hides the name of a user without an e-mail', async () => {
    stubSignedIn(makeUser({ first_name: 'Jo', last_name: 'Bloggs', email: '' }));
    renderApp('/');
    await within(await screen.findByRole('banner')).findByRole('button', { name: 'Sign Out' });
    expect(screen.queryByText('Jo Bloggs')).not.toBeInTheDocument();
  });

  it('shows an admin the Admin link', async () => {
    stubSignedIn(makeAdmin());
    renderApp('/');
    const link = await within(await screen.findByRole('banner')).findByRole('link', {
      name: 'Admin',
    });
    expect(link).toHaveAttribute('href', '/admin');
  });

  it.each(['/', '/welcome-back'])(
    'signs out from %s: ends the session, clears storage and lands on /sign-in?sign-out=true',
    async (path) => {
      const user = userEvent.setup();
      window.localStorage.setItem('onboardingFlow', 'flow-1');
      window.localStorage.setItem('recentSignIn', String(Date.now()));
      const { calls } = stubSignedIn(makeUser());
      const { router } = renderApp(path);
      await user.click(
        await within(await screen.findByRole('banner')).findByRole('button', { name: 'Sign Out' }),
      );

      expect(await screen.findByText("You've been signed out.")).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/sign-in');
      expect(router.state.location.search).toBe('?sign-out=true');
      expect(calls.some((r) => r.method === 'POST' && r.url.endsWith('/sign-out'))).toBe(true);
      expect(window.localStorage.getItem('onboardingFlow')).toBe('flow-1');
      expect(window.localStorage.getItem('cookieConsent')).not.toBeNull();
      expect(window.localStorage.getItem('recentSignIn')).toBeNull();
      expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    },
  );

  it('changes the navigation background after scrolling past 200 px', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    renderApp('/');
    const banner = await screen.findByRole('banner');
    const atTop = banner.style.backgroundColor;

    Object.defineProperty(window, 'scrollY', { value: 150, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner.style.backgroundColor).toBe(atTop);

    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner.style.backgroundColor).not.toBe(atTop);

    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    act(() => {
      fireEvent.scroll(window);
    });
    expect(banner.style.backgroundColor).toBe(atTop);
  });

  it('has a phone menu that opens from the keyboard and closes with Escape or a choice', async () => {
    const user = userEvent.setup();
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    const { router } = renderApp('/');
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    menuButton.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('dialog');
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    const closeButton = within(menu).getByRole('button', { name: 'Close menu' });
    expect(closeButton).toHaveFocus();
    // antd reads `keyCode` (browsers set 27 for Escape; user-event leaves it out).
    fireEvent.keyDown(closeButton, { key: 'Escape', code: 'Escape', keyCode: 27 });
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));

    await user.click(menuButton);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('link', { name: 'Get Started' }),
    );
    expect(router.state.location.pathname).toBe('/sell/get-started');
    await waitFor(() => expect(menuButton).toHaveAttribute('aria-expanded', 'false'));
  });

  it('offers support by e-mail from a floating link', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    renderApp('/sign-in');
    expect(
      await screen.findByRole('link', {
        name: 'Help: contact support at support@threshold.example',
      }),
    ).toHaveAttribute('href', 'mailto:support@threshold.example');
  });
});
