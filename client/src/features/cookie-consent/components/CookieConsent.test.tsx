import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_STORAGE_KEY } from '@/features/cookie-consent/consentStore';
import { openPublicPage, PAGE_TIMEOUT } from '@/features/landing/testing/publicPage';

const popUp = () => screen.findByRole('dialog', { name: 'Cookies on Threshold' }, PAGE_TIMEOUT);
const storedConsent = (): unknown =>
  JSON.parse(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? 'null');

afterEach(() => {
  window.localStorage.clear();
});

describe('cookie consent pop-up', () => {
  it('asks on a first visit, with the required categories locked on and the optional ones off', async () => {
    openPublicPage('/privacy-policy', { cookieConsent: 'unanswered' });

    const dialog = await popUp();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const switchFor = (name: string) => within(dialog).getByRole('switch', { name });
    expect(switchFor('Strictly necessary')).toBeChecked();
    expect(switchFor('Strictly necessary')).toBeDisabled();
    expect(switchFor('Preferences')).toBeChecked();
    expect(switchFor('Preferences')).toBeDisabled();
    expect(switchFor('Analytics')).not.toBeChecked();
    expect(switchFor('Error reporting')).not.toBeChecked();
    expect(within(dialog).getByRole('link', { name: 'Read our cookie policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    expect(within(dialog).queryByRole('button', { name: /close/i })).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('cannot be dismissed with Escape', async () => {
    const user = userEvent.setup();
    openPublicPage('/privacy-policy', { cookieConsent: 'unanswered' });
    const dialog = await popUp();

    await user.keyboard('{Escape}');
    expect(dialog).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Cookies on Threshold' })).toBeInTheDocument();
    expect(storedConsent()).toBeNull();
  });

  it("stores the choice on 'Save preferences', closes, and does not come back", async () => {
    const user = userEvent.setup();
    const { router } = openPublicPage('/privacy-policy', { cookieConsent: 'unanswered' });
    const dialog = await popUp();

    await user.click(within(dialog).getByRole('switch', { name: 'Error reporting' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save preferences' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Cookies on Threshold' }),
      ).not.toBeInTheDocument(),
    );
    expect(storedConsent()).toMatchObject({
      choices: { analytics: false, errorReporting: true },
    });

    // Another page of the same visit...
    await act(() => router.navigate('/seller/terms/v1'));
    await screen.findByRole(
      'heading',
      { level: 1, name: 'Terms & Conditions for Sellers' },
      PAGE_TIMEOUT,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // ...and a later visit (the app loaded afresh with the same storage).
    cleanup();
    const stored = window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY);
    const { renderApp } = await import('@/test/renderApp');
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' }, PAGE_TIMEOUT);
    expect(window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY)).toBe(stored);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays away on the cookie policy, which offers the same choices inline', async () => {
    const user = userEvent.setup();
    openPublicPage('/cookie-policy', { cookieConsent: 'unanswered' });

    const choices = await screen.findByRole(
      'region',
      { name: 'Your cookie choices' },
      PAGE_TIMEOUT,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(choices).getByRole('switch', { name: 'Analytics' }));
    await user.click(within(choices).getByRole('button', { name: 'Save preferences' }));
    expect(await within(choices).findByRole('status')).toHaveTextContent(
      'Your cookie choices have been saved.',
    );
    expect(storedConsent()).toMatchObject({
      choices: { analytics: true, errorReporting: false },
    });
  });
});
