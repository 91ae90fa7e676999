import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  COOKIE_CONSENT_STORAGE_KEY,
  hasCookieConsent,
  readCookieConsent,
  saveCookieConsent,
  subscribeToCookieConsent,
} from '@/features/cookie-consent/consentStore';

afterEach(() => {
  window.localStorage.clear();
});

describe('cookie consent store', () => {
  it('is undecided on a first visit, with only the required categories allowed', () => {
    expect(readCookieConsent()).toEqual({
      decided: false,
      choices: { necessary: true, preferences: true, analytics: false, errorReporting: false },
    });
    expect(hasCookieConsent('necessary')).toBe(true);
    expect(hasCookieConsent('errorReporting')).toBe(false);
  });

  it('stores the choice under cookieConsent and reads it back', () => {
    saveCookieConsent({ errorReporting: true });

    const stored: unknown = JSON.parse(
      window.localStorage.getItem(COOKIE_CONSENT_STORAGE_KEY) ?? '',
    );
    expect(stored).toMatchObject({ choices: { analytics: false, errorReporting: true } });
    const state = readCookieConsent();
    expect(state.decided).toBe(true);
    expect(state.choices).toEqual({
      necessary: true,
      preferences: true,
      analytics: false,
      errorReporting: true,
    });
    expect(hasCookieConsent('errorReporting')).toBe(true);
    expect(hasCookieConsent('analytics')).toBe(false);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong shape', JSON.stringify({ analytics: true })],
    // A category added after the visitor chose has no answer: ask again.
    [
      'a category missing',
      JSON.stringify({ version: 1, choices: { analytics: true }, savedAt: 'x' }),
    ],
  ])('asks again when the stored value is %s', (_case, raw) => {
    window.localStorage.setItem(COOKIE_CONSENT_STORAGE_KEY, raw);
    expect(readCookieConsent().decided).toBe(false);
    expect(hasCookieConsent('analytics')).toBe(false);
  });

  it('tells subscribers about a change here and in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToCookieConsent(listener);

    saveCookieConsent({ analytics: true });
    expect(listener).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new StorageEvent('storage', { key: COOKIE_CONSENT_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    saveCookieConsent({});
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
