import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage } from '@/features/auth/testing';
import {
  bodyOf,
  buttonByText,
  buyerSession,
  makeBuyer,
  makePurchaseIntent,
  requestsTo,
  setupUser,
} from '@/features/buy/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const buyer = makeBuyer({ _id: 'b00000000000000000000003' });
const intent = makePurchaseIntent(buyer, { _id: 'd00000000000000000000003' });
const PUT = `/api/purchase-intent/${intent._id}`;

const renderPage = async (replies: Record<string, Response | (() => Response)> = {}) => {
  const stub = stubFetch({ ...buyerSession(buyer).replies, ...replies });
  const view = renderApp('/buy/terms-and-conditions');
  await screen.findByText('Agree and Continue', {}, { timeout: 5000 });
  return { ...view, ...stub };
};

describe('/buy/terms-and-conditions (the buyer acceptance)', () => {
  beforeEach(() => {
    resetBrowserStorage();
    setOnboardingFlow({ role: 'buy', id: intent._id });
  });

  it('records the acceptance on the purchase intent, then shows what is included', async () => {
    const user = setupUser();
    const { calls, router } = await renderPage({
      [`PUT ${PUT}`]: jsonResponse({ ...intent, terms_and_conditions: true }),
    });
    await user.click(buttonByText('Agree and Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/whats-included'));
    const [request] = requestsTo(calls, 'PUT', PUT);
    expect(new URL(request!.url).searchParams.get('termsAndConditions')).toBe('true');
    expect(await bodyOf(request!)).toEqual({});
  });

  it('moves on even when the acceptance cannot be recorded', async () => {
    const user = setupUser();
    const { router } = await renderPage({
      [`PUT ${PUT}`]: jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500),
    });
    await user.click(buttonByText('Agree and Continue'));
    expect(
      await screen.findByText(
        'Server error. Please try again later. Please contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/whats-included'));
  });

  it('says the purchase intent is missing when there is none, and moves on', async () => {
    setOnboardingFlow({ role: 'buy' });
    const user = setupUser();
    const { calls, router } = await renderPage();
    await user.click(buttonByText('Agree and Continue'));
    expect(
      await screen.findByText(
        'Purchase Intent ID is required to accept the terms and conditions. Please contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/whats-included'));
    expect(calls.some((r) => r.method === 'PUT')).toBe(false);
  });
});
