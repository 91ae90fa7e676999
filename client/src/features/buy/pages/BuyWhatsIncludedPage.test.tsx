import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage } from '@/features/auth/testing';
import {
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

const EMAIL = 'support@threshold.example';
const buyer = makeBuyer({ _id: 'b00000000000000000000002' });
const intent = makePurchaseIntent(buyer, {
  _id: 'd00000000000000000000002',
  terms_and_conditions: true,
});
const CONFIRM = `/api/purchase-intent/confirm/${intent._id}`;

const renderPage = async (replies: Record<string, Response | (() => Response)> = {}) => {
  const stub = stubFetch({ ...buyerSession(buyer).replies, ...replies });
  const view = renderApp('/buy/whats-included');
  await screen.findByText("What's included", { selector: 'h1' }, { timeout: 5000 });
  return { ...view, ...stub };
};

describe('/buy/whats-included', () => {
  beforeEach(() => {
    resetBrowserStorage();
    setOnboardingFlow({ role: 'buy', id: intent._id });
  });

  it("shows the covered fees under 'By choosing Threshold you are saving:'", async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 2, name: 'By choosing Threshold you are saving:' }),
    ).toBeInTheDocument();
    const fees = screen.getByRole('list', { name: 'Included fees' });
    const [searchPack, legalFees] = Array.from(fees.children) as HTMLElement[];
    expect(searchPack).toHaveAttribute('role', 'listitem');
    expect(within(searchPack!).getByText('Search pack')).toBeInTheDocument();
    expect(within(searchPack!).getByText('£400')).toBeInTheDocument();
    expect(within(legalFees!).getByText('Core legal fees')).toBeInTheDocument();
    expect(within(legalFees!).getByText('£2,250')).toBeInTheDocument();
    expect(screen.getByText('Back', { selector: 'a span' }).closest('a')).toHaveAttribute(
      'href',
      '/buy/terms-and-conditions',
    );
  });

  it("confirms the fees with 'Amazing, let's go!' and shows the success page", async () => {
    const user = setupUser();
    const { calls, router } = await renderPage({
      [`GET ${CONFIRM}`]: jsonResponse({ ...intent, is_active: true }),
    });
    await user.click(buttonByText("Amazing, let's go!"));

    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/success'));
    expect(requestsTo(calls, 'GET', CONFIRM)).toHaveLength(1);
    expect(
      await screen.findByText('Congratulations!', { selector: 'h1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('View property dashboard').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/buy/${intent._id}`,
    );
  });

  it('still goes to the success page when confirming fails, after saying so', async () => {
    const user = setupUser();
    const { router } = await renderPage({
      [`GET ${CONFIRM}`]: jsonResponse(
        {
          statusCode: 409,
          message: 'Please accept the terms and conditions before confirming fees.',
          error: 'Conflict',
        },
        409,
      ),
    });
    await user.click(buttonByText("Amazing, let's go!"));
    expect(
      await screen.findByText(
        `Please accept the terms and conditions before confirming fees. Please try again or contact support at ${EMAIL}`,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/success'));
  });

  it('says a purchase intent id is required when there is none, and still moves on', async () => {
    setOnboardingFlow({ role: 'buy' });
    const user = setupUser();
    const { calls, router } = await renderPage();
    await user.click(buttonByText("Amazing, let's go!"));
    expect(
      await screen.findByText('Purchase Intent ID is required to confirm fees.'),
    ).toBeInTheDocument();
    // on to /buy/success, which has no purchase to show and sends the buyer to their dashboard
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
    expect(calls.some((r) => new URL(r.url).pathname.startsWith('/api/purchase-intent/'))).toBe(
      false,
    );
  });
});

describe('/buy/success', () => {
  beforeEach(() => resetBrowserStorage());

  it('goes to /welcome-back at once when no purchase was onboarded on this device', async () => {
    stubFetch({
      ...buyerSession(buyer).replies,
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    });
    const { router } = renderApp('/buy/success');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
  });
});
