import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { AuthGate } from '@/features/auth/components/AuthGate';
import { resetBrowserStorage, signedOutReply } from '@/features/auth/testing';
import { useResumePurchase } from '@/features/buy/hooks/useResumePurchase';
import {
  buttonByText,
  buyerSession,
  makeBuyer,
  makePurchaseIntent,
  setupUser,
} from '@/features/buy/testing';
import { getOnboardingFlow } from '@/features/onboarding/flowStorage';
import { PublicConfigGate } from '@/features/public-config/components/PublicConfigGate';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';

const buyer = makeBuyer({ _id: 'b00000000000000000000005' });

const Resume = ({ id }: { id?: string }) => {
  const resume = useResumePurchase();
  return (
    <button type="button" onClick={() => void resume(id)}>
      Resume
    </button>
  );
};

const renderResume = (id?: string) => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthGate>
            <Outlet />
          </AuthGate>
        ),
        children: [
          { path: '/resume', element: <Resume id={id} /> },
          { path: '/buy/:step', element: <p>Step</p> },
        ],
      },
    ],
    { initialEntries: ['/resume'] },
  );
  render(
    <AppProviders store={makeStore()}>
      <PublicConfigGate>
        <RouterProvider router={router} />
      </PublicConfigGate>
    </AppProviders>,
  );
  return router;
};

describe('useResumePurchase', () => {
  beforeEach(() => resetBrowserStorage());

  it('opens the given purchase where it stopped: the terms when not accepted', async () => {
    const intent = makePurchaseIntent(buyer, { _id: 'd00000000000000000000005' });
    stubFetch({
      ...buyerSession(buyer).replies,
      [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(intent),
    });
    const router = renderResume(intent._id);
    await setupUser().click(await screen.findByText('Resume'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
    expect(getOnboardingFlow()).toEqual({
      role: 'buy',
      id: intent._id,
      propertyId: intent.property_id,
    });
  });

  it("opens the latest purchase at what's included once its terms are accepted", async () => {
    const latest = makePurchaseIntent(buyer, { terms_and_conditions: true });
    const older = makePurchaseIntent(buyer);
    stubFetch({
      ...buyerSession(buyer).replies,
      [`GET /api/purchase-intent/user/${buyer._id}`]: jsonResponse([latest, older]),
    });
    const router = renderResume();
    await setupUser().click(await screen.findByText('Resume'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/whats-included'));
    expect(getOnboardingFlow()?.id).toBe(latest._id);
  });

  it("does nothing without user data, logging 'No user data available'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    const router = renderResume('d00000000000000000000005');
    await setupUser().click(await screen.findByText('Resume'));
    expect(warn).toHaveBeenCalledWith('No user data available');
    expect(router.state.location.pathname).toBe('/resume');
  });

  it('says so when the purchase cannot be loaded', async () => {
    stubFetch({
      ...buyerSession(buyer).replies,
      'GET /api/purchase-intent/d00000000000000000000009': jsonResponse(
        { statusCode: 404, message: 'Purchase intent not found', error: 'Not Found' },
        404,
      ),
    });
    const router = renderResume('d00000000000000000000009');
    await setupUser().click(await screen.findByText('Resume'));
    expect(
      await screen.findByText(
        'Purchase intent not found. Please try again or contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/resume');
    expect(buttonByText('Resume')).toBeInTheDocument();
  });
});
