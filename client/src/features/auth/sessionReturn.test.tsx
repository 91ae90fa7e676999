import { configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { safeReturnPath } from '@/features/auth/returnPath';
import { SESSION_EXPIRED_MESSAGE } from '@/features/auth/pages/SignInPage';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  estateAgentsFixture,
  findHeading,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const unauthorized = () =>
  jsonResponse({ statusCode: 401, message: 'Please sign in', error: 'Unauthorized' }, 401);

describe('signed out mid-journey (issue 25)', () => {
  beforeEach(() => {
    resetBrowserStorage();
    window.sessionStorage.clear();
  });
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('keeps what was typed when the session ends mid-form, says so, and restores it on return', async () => {
    const user = setupUser();
    const seller = makeUser({ role: 'sell' });
    const transaction = makeTransaction(seller);
    setOnboardingFlow({ role: 'sell', id: transaction._id });
    const replies = {
      ...sellerSession(seller).replies,
      'GET /api/estate-agent': jsonResponse(estateAgentsFixture),
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    };
    stubFetch({ ...replies, [`PUT /api/transaction/${transaction._id}`]: unauthorized() });
    const first = renderApp('/sell/about-the-property');

    const price = await screen.findByLabelText('What is the asking price?');
    await user.clear(price);
    await user.type(price, '410000');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await findHeading('Sign in')).toBeInTheDocument();
    expect(screen.getByText(SESSION_EXPIRED_MESSAGE)).toBeInTheDocument();
    const search = new URLSearchParams(first.router.state.location.search);
    expect(search.get('returnTo')).toBe('/sell/about-the-property');
    // nothing personal is left in localStorage: the draft is in this tab's sessionStorage
    expect(JSON.stringify({ ...window.localStorage })).not.toContain('410');
    first.unmount();

    // Signed in again (the session is back): the page starts from the draft.
    stubFetch(replies);
    renderApp('/sell/about-the-property');
    expect(await screen.findByLabelText('What is the asking price?')).toHaveValue('410,000');
  }, 60_000);

  it('brings a signed-out visit to a protected page back there after the magic link', async () => {
    const seller = makeUser({ role: 'sell' });
    const transaction = makeTransaction(seller, { complete: true });
    let session = false;
    const user = setupUser();
    stubFetch({
      'POST /api/authentication/sign-in': jsonResponse({ success: true }),
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      'GET /api/users/current': () => (session ? jsonResponse(seller) : unauthorized()),
      'GET /api/authentication/verify-user': () => {
        session = true;
        return jsonResponse({ ...seller, signedInAt: new Date().toISOString() });
      },
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    const path = `/dashboard/sell/${transaction._id}`;
    const visit = renderApp(path);
    expect(await findHeading('Sign in')).toBeInTheDocument();
    expect(new URLSearchParams(visit.router.state.location.search).get('returnTo')).toBe(path);
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Send me a magic link' }));
    expect(
      await screen.findByText('If you have an account with us you will receive a magic link'),
    ).toBeInTheDocument();
    visit.unmount();

    const landing = renderApp('/authenticate?token=Zm9vYmFyLW1hZ2ljLWxpbmstdG9rZW4&type=customer');
    await waitFor(() => expect(landing.router.state.location.pathname).toBe(path));
    expect(await findHeading('Your sale')).toBeInTheDocument();
  }, 60_000);

  it('takes only paths of this site as the way back', () => {
    expect(safeReturnPath('/dashboard/sell/abc?tab=1#top')).toBe('/dashboard/sell/abc?tab=1#top');
    for (const unsafe of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/sign-in?returnTo=/x',
      '/authenticate?token=x',
      '',
      null,
    ]) {
      expect(safeReturnPath(unsafe)).toBeNull();
    }
  });
});
