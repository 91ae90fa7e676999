import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '@/features/auth/sessionHint';
import { saveCookieConsent } from '@/features/cookie-consent/consentStore';
import { landingContent } from '@/features/landing/content';
import { LightLanding } from '@/features/landing/light/LightLanding';
import { wantsLightLanding } from '@/features/landing/light/lightLandingRule';
import { requestBodies } from '@/features/landing/testing/publicPage';
import {
  defaultBranding,
  fetchPublicBranding,
  type PublicBranding,
} from '@/features/public-config/fetchPublicConfig';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

const content = landingContent('Threshold');
/** The contact form island downloads antd's form kit on first use. */
const ISLAND_TIMEOUT = { timeout: 20_000 } as const;

const openLightLanding = ({
  cookieConsent = 'answered',
  branding,
  replies = {},
}: {
  cookieConsent?: 'answered' | 'unanswered';
  branding?: Promise<PublicBranding>;
  replies?: Parameters<typeof stubFetch>[0];
} = {}) => {
  window.localStorage.clear();
  if (cookieConsent === 'answered') saveCookieConsent({});
  const fetchStub = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...replies,
  });
  const view = render(<LightLanding initialBranding={defaultBranding} branding={branding} />);
  return { ...view, ...fetchStub };
};

afterEach(() => {
  window.localStorage.clear();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('who gets the light landing', () => {
  it('is a signed-out visitor on / only', () => {
    expect(wantsLightLanding('/', false)).toBe(true);
    expect(wantsLightLanding('/', true)).toBe(false);
    expect(wantsLightLanding('/sign-in', false)).toBe(false);
    expect(wantsLightLanding('/sell/get-started', false)).toBe(false);
  });

  it('reads the session hint cookie', () => {
    // The test setup gives every browser the hint; a signed-out visitor has none.
    expect(wantsLightLanding('/')).toBe(false);
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`;
    expect(wantsLightLanding('/')).toBe(true);
  });
});

describe('light landing', () => {
  it('shows the landing page with its header, main content, footer and support link', () => {
    openLightLanding();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: content.hero.headline })).toBeVisible();
    for (const title of [
      'Why sellers choose Threshold',
      'Real moves, made quicker',
      'Made for every seller',
      'What our customers say',
      'How it works',
      'Meet some of our panel solicitors',
      'Get in touch',
      'Are you an estate agent?',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute(
      'href',
      '#main-content',
    );
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');

    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Estate Agents' })).toHaveAttribute(
      'href',
      '/partner-sign-up',
    );
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/sell/get-started',
    );
    expect(within(nav).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/sign-in');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Threshold' }),
    ).toHaveAttribute('href', '/');

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/#contact',
    );
    expect(within(footer).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(
      screen.getByRole('link', { name: 'Help: contact support at support@threshold.example' }),
    ).toHaveAttribute('href', 'mailto:support@threshold.example');
    expect(document.title).toBe('Threshold');
  });

  it('takes the product name and support e-mail from the server when they arrive', async () => {
    openLightLanding({
      branding: Promise.resolve({ productName: 'Doorstep', supportEmail: 'help@doorstep.example' }),
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Why sellers choose Doorstep' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Help: contact support at help@doorstep.example' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Doorstep'));
  });

  it('falls back to the default branding when the configuration cannot be read', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse({ statusCode: 500, message: 'x', error: 'y' }, 500),
    });
    expect(await fetchPublicBranding()).toEqual(defaultBranding);
    stubFetch({
      'GET /api/config/public': jsonResponse({ ...publicConfigFixture, productName: 'Doorstep' }),
    });
    expect(await fetchPublicBranding()).toEqual({
      productName: 'Doorstep',
      supportEmail: 'support@threshold.example',
    });
  });

  it('changes the navigation background after scrolling past 200 px', () => {
    openLightLanding();
    const banner = screen.getByRole('banner');
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
  });

  it('has a phone menu that opens from the keyboard and closes with Escape', async () => {
    const user = userEvent.setup();
    openLightLanding();

    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    menuButton.focus();
    await user.keyboard('{Enter}');

    const menu = screen.getByRole('dialog', { name: 'Menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('id', menuButton.getAttribute('aria-controls'));
    const menuNav = within(menu).getByRole('navigation', { name: 'Main (menu)' });
    expect(within(menuNav).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
    expect(within(menu).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('calls GET /api/__testerror on a triple-click of the copyright line with Alt held', async () => {
    const user = userEvent.setup();
    const { calls } = openLightLanding({
      replies: { 'GET /api/__testerror': jsonResponse({ statusCode: 500 }, 500) },
    });
    const testErrorCalls = () =>
      calls.filter((request) => new URL(request.url).pathname === '/api/__testerror');

    const copyright = screen.getByText(`© ${new Date().getFullYear()} Threshold`);
    await user.dblClick(copyright);
    expect(testErrorCalls()).toHaveLength(0);
    await user.tripleClick(copyright);
    expect(testErrorCalls()).toHaveLength(0);
    await user.keyboard('{Alt>}');
    await user.tripleClick(copyright);
    await user.keyboard('{/Alt}');
    await waitFor(() => expect(testErrorCalls()).toHaveLength(1));
  });

  it('asks about cookies on a first visit, as an island', async () => {
    const user = userEvent.setup();
    openLightLanding({ cookieConsent: 'unanswered' });

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Cookies on Threshold' },
      ISLAND_TIMEOUT,
    );
    expect(within(dialog).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Cookies on Threshold' }),
      ).not.toBeInTheDocument(),
    );
    expect(window.localStorage.length).toBeGreaterThan(0);
  });

  it('loads the contact form after the first paint and sends it', async () => {
    const user = userEvent.setup();
    const { calls } = openLightLanding({
      replies: { 'POST /api/email/request-callback': jsonResponse({ success: true }) },
    });

    const form = await screen.findByRole('form', { name: 'Contact us' }, ISLAND_TIMEOUT);
    const fill = async (label: RegExp | string, value: string) => {
      await user.click(within(form).getByLabelText(label));
      await user.paste(value);
    };
    await fill('Full name', 'Sam Patel');
    await fill('Email', 'sam@example.com');
    await fill('Message', 'Could you call me?');
    await fill('How did you hear about us?', 'A friend');
    const submit = within(form).getByRole('button', { name: 'Send message' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText(content.contact.successMessage)).toBeInTheDocument();
    expect(await requestBodies(calls, 'POST', '/api/email/request-callback')).toEqual([
      {
        fullName: 'Sam Patel',
        email: 'sam@example.com',
        message: 'Could you call me?',
        referrer: 'A friend',
      },
    ]);
  }, 40_000);
});
