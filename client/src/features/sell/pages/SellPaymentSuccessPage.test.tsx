import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  apiCalls,
  findHeading,
  latestOf,
  makeTransaction,
  sellerSession,
} from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const paidUrl = (status = 'succeeded') =>
  `/sell/payment-success?payment_intent=pi_sim_9&payment_intent_client_secret=pi_sim_9_secret_x&redirect_status=${status}`;

const setUp = (paymentStatus = 'succeeded', sale: { complete?: boolean } = {}) => {
  const session = sellerSession(makeUser({ role: 'sell' }));
  const transaction = makeTransaction(session.user);
  setOnboardingFlow({ role: 'sell', id: transaction._id });
  const stub = stubFetch({
    ...session.replies,
    'GET /api/stripe/payment-intent/pi_sim_9/status': jsonResponse({
      status: paymentStatus,
      transactionId: transaction._id,
      complete: paymentStatus === 'succeeded',
    }),
    // What /sell/payment needs, for the redirects back to it.
    [`GET /api/transaction/latest/${session.user._id}`]: jsonResponse(latestOf(transaction)),
    [`GET /api/transaction/${transaction._id}`]: jsonResponse({
      ...transaction,
      ...latestOf(transaction),
      ...sale,
    }),
    'POST /api/stripe/customers': jsonResponse({ id: 'cus_1' }),
    'POST /api/stripe/create-payment-intent': jsonResponse({
      clientSecret: 'pi_sim_10_secret_y',
      totalAmount: 72000,
      currency: 'gbp',
      paymentIntentId: 'pi_sim_10',
      products: [],
    }),
  });
  return { ...stub, transaction };
};

describe('/sell/payment-success', () => {
  beforeEach(() => resetBrowserStorage());

  it.each([
    ['no query at all', '/sell/payment-success'],
    ['a failed redirect', paidUrl('failed')],
    ['no payment intent', '/sell/payment-success?redirect_status=succeeded'],
    ['code other than true', '/sell/payment-success?code=yes'],
  ])('sends %s back to /sell/payment', async (_case, path) => {
    const { calls } = setUp();
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/payment'));
    expect(apiCalls(calls).some((call) => call.includes('/status'))).toBe(false);
  });

  it('confirms the payment with the server and congratulates', async () => {
    const { calls, transaction } = setUp('succeeded');
    renderApp(paidUrl());
    expect(await screen.findByText('Payment succeeded!')).toBeInTheDocument();
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText(/received your payment/)).toBeInTheDocument();
    expect(screen.getByText(/order your property searches/)).toBeInTheDocument();
    expect(screen.getByText('View property dashboard').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/sell/${transaction._id}`,
    );
    expect(apiCalls(calls)).toContain('GET /api/stripe/payment-intent/pi_sim_9/status');
  });

  it('says when the payment is still processing', async () => {
    setUp('processing');
    renderApp(paidUrl());
    expect(await screen.findByText('Your payment is processing.')).toBeInTheDocument();
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
  });

  it('keeps asking while the payment is processing, and says when it is through', async () => {
    const session = sellerSession(makeUser({ role: 'sell' }));
    const transaction = makeTransaction(session.user);
    setOnboardingFlow({ role: 'sell', id: transaction._id });
    let asked = 0;
    stubFetch({
      ...session.replies,
      'GET /api/stripe/payment-intent/pi_sim_9/status': () => {
        asked += 1;
        return jsonResponse({
          status: asked < 2 ? 'processing' : 'succeeded',
          transactionId: transaction._id,
          complete: asked >= 2,
        });
      },
    });
    renderApp(paidUrl());
    expect(await screen.findByText('Your payment is processing.')).toBeInTheDocument();
    expect(screen.getByText(/This page updates by itself/)).toBeInTheDocument();
    expect(
      await screen.findByText('Payment succeeded!', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your payment is processing.')).not.toBeInTheDocument();
  });

  it.each([
    ['requires_payment_method', 'Your payment was not successful, please try again.'],
    ['canceled', 'Something went wrong.'],
    ['requires_action', 'Something went wrong.'],
  ])('for status %s says %s and offers the payment page again', async (status, message) => {
    setUp(status);
    renderApp(paidUrl());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    expect(screen.getByText('Back to payment').closest('a')).toHaveAttribute(
      'href',
      '/sell/payment',
    );
  });

  it('congratulates after a referral code without asking for a payment status', async () => {
    const { calls, transaction } = setUp('succeeded', { complete: true });
    renderApp('/sell/payment-success?code=true');
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('View property dashboard').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/sell/${transaction._id}`,
    );
    expect(apiCalls(calls).some((call) => call.includes('/status'))).toBe(false);
    // a code covered the fee: nothing was paid, and the page says so
    expect(
      screen.getByText(
        /Your referral code covers the onboarding fee, so you have not been charged/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/We've received your payment/)).not.toBeInTheDocument();
  });

  it('does not congratulate ?code=true when the server says the sale is not paid', async () => {
    const { calls, transaction } = setUp('succeeded', { complete: false });
    renderApp('/sell/payment-success?code=true');
    expect(await screen.findByText('Your sale is not paid yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/not registered yet/);
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    expect(screen.getByText('Go to payment').closest('a')).toHaveAttribute('href', '/sell/payment');
    expect(apiCalls(calls)).toContain(`GET /api/transaction/${transaction._id}`);
  });

  it('goes to /welcome-back at once when there is no sale to congratulate on', async () => {
    const session = sellerSession(makeUser({ role: 'sell' }));
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/latest/${session.user._id}`]: jsonResponse(
        { statusCode: 404, message: 'Transaction not found', error: 'Not Found' },
        404,
      ),
      'GET /api/users/current/properties': jsonResponse({ sales: [], purchases: [] }),
    });
    const { router } = renderApp('/sell/payment-success?code=true');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
  });
});
