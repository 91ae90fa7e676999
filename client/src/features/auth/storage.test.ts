import { beforeEach, describe, expect, it } from 'vitest';
import {
  canResendMagicLink,
  clearStoredKeys,
  isRecentSignIn,
  recordMagicLinkSent,
  recordSignIn,
} from '@/features/auth/storage';

describe('auth storage', () => {
  beforeEach(() => window.localStorage.clear());

  it('clears every key except the onboarding flow id and the cookie consent', () => {
    window.localStorage.setItem('onboardingFlow', 'flow-9');
    window.localStorage.setItem('cookieConsent', '{"version":1}');
    window.localStorage.setItem('draft', 'x');
    window.localStorage.setItem('recentSignIn', '1');
    clearStoredKeys();
    expect({ ...window.localStorage }).toEqual({
      onboardingFlow: 'flow-9',
      cookieConsent: '{"version":1}',
    });
  });

  it('counts a sign-in as recent for 5 minutes', () => {
    const at = Date.UTC(2024, 0, 1, 12, 0, 0);
    expect(isRecentSignIn(at)).toBe(false);
    recordSignIn(at);
    expect(isRecentSignIn(at + 4 * 60_000 + 59_000)).toBe(true);
    expect(isRecentSignIn(at + 5 * 60_000)).toBe(false);
  });

  it('allows a resend only a minute after a recorded send', () => {
    const at = Date.UTC(2024, 0, 1, 12, 0, 0);
    expect(canResendMagicLink(at)).toBe(false);
    recordMagicLinkSent(at);
    expect(canResendMagicLink(at + 59_999)).toBe(false);
    expect(canResendMagicLink(at + 60_000)).toBe(true);
  });
});
