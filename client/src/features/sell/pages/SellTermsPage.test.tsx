import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  bodyOf,
  findHeading,
  latestOf,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const setUp = (acceptReply: Response, { withFlow = true } = {}) => {
  const session = sellerSession(makeUser({ role: 'sell' }));
  const transaction = makeTransaction(session.user);
  if (withFlow) setOnboardingFlow({ role: 'sell', id: transaction._id });
  const stub = stubFetch({
    ...session.replies,
    [`PUT /api/transaction/${transaction._id}`]: acceptReply,
    // The payment page the terms lead to.
    [`GET /api/transaction/latest/${session.user._id}`]: jsonResponse(latestOf(transaction)),
    'POST /api/stripe/customers': jsonResponse({ id: 'cus_1' }),
    'POST /api/stripe/create-payment-intent': jsonResponse({
      clientSecret: 'pi_sim_1_secret_z',
      totalAmount: 72000,
      currency: 'gbp',
      paymentIntentId: 'pi_sim_1',
      products: [],
    }),
  });
  return { ...stub, transaction };
};

describe('/sell/terms-and-conditions', () => {
  beforeEach(() => resetBrowserStorage());

  it('shows the seller terms with their overview, and Back to about-the-property', async () => {
    setUp(jsonResponse({}));
    renderApp('/sell/terms-and-conditions');
    expect(await findHeading('Terms & Conditions')).toBeInTheDocument();
    expect(
      screen.getByText('Terms & Conditions for Sellers', { selector: 'h2' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Words we use').length).toBeGreaterThan(0);
    expect(screen.getByText('Back').closest('a')).toHaveAttribute(
      'href',
      '/sell/about-the-property',
    );
  });

  it('records the acceptance on the sale, then goes to the payment page', async () => {
    const user = setupUser();
    const { calls, transaction } = setUp(jsonResponse({}));
    const { router } = renderApp('/sell/terms-and-conditions');
    await user.click(await screen.findByText('Agree and Continue'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/payment'));
    const accept = calls.find((request) => request.method === 'PUT');
    expect(accept?.url).toContain(`/api/transaction/${transaction._id}?termsAndConditions=true`);
    expect(await bodyOf(accept!)).toEqual({});
  });

  it('moves on even when the acceptance fails, after saying so', async () => {
    const user = setupUser();
    setUp(jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500));
    const { router } = renderApp('/sell/terms-and-conditions');
    await user.click(await screen.findByText('Agree and Continue'));

    expect(
      await screen.findByText(
        'Server error. Please try again later. Please contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/payment'));
    expect(await findHeading('Payment')).toBeInTheDocument();
  });

  it('needs a sale to accept the terms for', async () => {
    const user = setupUser();
    const { calls } = setUp(jsonResponse({}), { withFlow: false });
    renderApp('/sell/terms-and-conditions');
    await user.click(await screen.findByText('Agree and Continue'));
    expect(
      await screen.findByText(
        'Transaction ID is required to accept the terms. Please contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    expect(calls.some((request) => request.method === 'PUT')).toBe(false);
  });
});
