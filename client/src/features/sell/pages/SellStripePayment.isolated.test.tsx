import { configure, screen, waitFor } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  button,
  findHeading,
  latestOf,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

/** Stripe.js as the page sees it: the card form is Stripe's own iframe, so it is stood in for. */
const stripe = vi.hoisted(() => ({
  confirmPayment: vi.fn(),
  retrievePaymentIntent: vi.fn(),
  loadError: false,
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: vi.fn(async () => stripe) }));

vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: ReactNode }) => children,
  useStripe: () => stripe,
  useElements: () => ({ id: 'elements' }),
  PaymentElement: ({
    onReady,
    onLoadError,
  }: {
    onReady?: () => void;
    onLoadError?: () => void;
  }) => {
    useEffect(() => {
      if (stripe.loadError) onLoadError?.();
      else onReady?.();
    }, [onReady, onLoadError]);
    return <div>Card details</div>;
  },
}));

const stripeConfig = { ...publicConfigFixture, stripePublishableKey: 'pk_test_threshold' };

const setUp = () => {
  const session = sellerSession(makeUser({ role: 'sell' }));
  const transaction = makeTransaction(session.user, { terms_and_conditions: true });
  setOnboardingFlow({ role: 'sell', id: transaction._id });
  stubFetch({
    ...session.replies,
    'GET /api/config/public': jsonResponse(stripeConfig),
    [`GET /api/transaction/latest/${session.user._id}`]: jsonResponse(latestOf(transaction)),
    [`GET /api/transaction/${transaction._id}`]: jsonResponse({
      ...transaction,
      ...latestOf(transaction),
    }),
    'POST /api/stripe/customers': jsonResponse({ id: 'cus_1' }),
    'POST /api/stripe/create-payment-intent': jsonResponse({
      clientSecret: 'pi_3_secret_4',
      totalAmount: 72000,
      currency: 'gbp',
      paymentIntentId: 'pi_3',
      products: [],
    }),
    'GET /api/stripe/payment-intent/pi_3/status': jsonResponse({
      status: 'succeeded',
      transactionId: transaction._id,
      complete: true,
    }),
  });
  return transaction;
};

describe('card payment with Stripe', () => {
  beforeEach(() => {
    resetBrowserStorage();
    stripe.confirmPayment.mockReset();
    stripe.retrievePaymentIntent.mockReset();
    stripe.loadError = false;
  });

  it('confirms the payment with the return URL /sell/payment-success', async () => {
    const user = setupUser();
    setUp();
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'card_error', message: 'Your card has insufficient funds.' },
    });
    renderApp('/sell/payment');
    expect(await screen.findByText('Card details')).toBeInTheDocument();
    expect(screen.queryByText(/Payment simulator/)).not.toBeInTheDocument();

    await user.click(button('Pay £720.00'));
    await waitFor(() =>
      expect(stripe.confirmPayment).toHaveBeenCalledWith({
        elements: { id: 'elements' },
        confirmParams: { return_url: `${window.location.origin}/sell/payment-success` },
      }),
    );
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(screen.getByText('Please check your details and try again.')).toBeInTheDocument();
  });

  it("says 'An unexpected error occurred.' for errors that are not about the card", async () => {
    const user = setupUser();
    setUp();
    stripe.confirmPayment.mockResolvedValue({
      error: { type: 'api_error', message: 'Internal details' },
    });
    renderApp('/sell/payment');
    await user.click(await screen.findByText('Pay £720.00'));
    expect(await screen.findByText('An unexpected error occurred.')).toBeInTheDocument();
    expect(screen.queryByText('Internal details')).not.toBeInTheDocument();
  });

  it('says so when the card form cannot load', async () => {
    stripe.loadError = true;
    setUp();
    renderApp('/sell/payment');
    expect(
      await screen.findByText(
        'Payment form failed to load. Please refresh the page and try again. If the issue persists, please email support.',
      ),
    ).toBeInTheDocument();
  });

  it('reads the status from Stripe by the client secret on the success page', async () => {
    setUp();
    stripe.retrievePaymentIntent.mockResolvedValue({ paymentIntent: { status: 'processing' } });
    renderApp(
      '/sell/payment-success?payment_intent=pi_3&payment_intent_client_secret=pi_3_secret_4&redirect_status=succeeded',
    );
    expect(await screen.findByText('Your payment is processing.')).toBeInTheDocument();
    expect(stripe.retrievePaymentIntent).toHaveBeenCalledWith('pi_3_secret_4');
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
  });
});
