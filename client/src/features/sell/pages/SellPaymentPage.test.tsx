import { configure, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TransactionDto, UserDto } from '@/api/generated';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  apiCalls,
  bodyOf,
  button,
  findHeading,
  latestOf,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

type Replies = Parameters<typeof stubFetch>[0];

const CLIENT_SECRET = 'pi_sim_1_secret_abc';

const paymentIntent = (totalAmount = 72000, status = 'requires_payment_method') =>
  jsonResponse({
    clientSecret: CLIENT_SECRET,
    totalAmount,
    currency: 'gbp',
    paymentIntentId: 'pi_sim_1',
    status,
    products: [
      { name: 'Service fee', price: 24000, quantity: 1, incVat: true },
      { name: 'Search pack', price: 48000, quantity: 1, incVat: true },
    ],
  });

const setUp = (
  replies: Replies | ((transaction: TransactionDto) => Replies) = {},
  { withFlow = true, status = null as string | null } = {},
) => {
  const session = sellerSession(makeUser({ role: 'sell' }));
  const transaction = makeTransaction(session.user, { terms_and_conditions: true });
  const extra = typeof replies === 'function' ? replies(transaction) : replies;
  if (withFlow) setOnboardingFlow({ role: 'sell', id: transaction._id });
  const stub = stubFetch({
    ...session.replies,
    [`GET /api/transaction/latest/${session.user._id}`]: jsonResponse(
      latestOf(transaction, status),
    ),
    [`GET /api/transaction/${transaction._id}`]: jsonResponse({
      ...transaction,
      ...latestOf(transaction, status),
    }),
    'POST /api/stripe/customers': jsonResponse({ id: 'cus_sim_1' }),
    'POST /api/stripe/create-payment-intent': paymentIntent(),
    ...extra,
  });
  return { ...stub, transaction, user: session.user as UserDto };
};

/** The value shown on a line of the payment summary. */
const summaryLine = (label: string) => screen.getByText(label, { selector: 'dt *' }).closest('div');

describe('/sell/payment', () => {
  beforeEach(() => resetBrowserStorage());

  it("shows what's included and the summary of the server's total", async () => {
    const { calls, transaction } = setUp();
    renderApp('/sell/payment');
    expect(await findHeading('Payment')).toBeInTheDocument();
    expect(screen.getByText("What's included", { selector: 'h2' })).toBeInTheDocument();
    const products = await screen.findByLabelText('Products');
    expect(products).toHaveTextContent('Service fee£240.00 incl. VAT');
    expect(products).toHaveTextContent('Search pack£480.00 incl. VAT');
    expect(screen.getByText('Legal fees are paid on completion')).toBeInTheDocument();
    expect(screen.getByText(/paid on completion, out of the sale proceeds/)).toBeInTheDocument();
    expect(screen.getByText('Payment summary', { selector: 'h2' })).toBeInTheDocument();

    await waitFor(() => expect(summaryLine('Subtotal')).toHaveTextContent('£600.00'));
    expect(summaryLine('VAT (20%)')).toHaveTextContent('£120.00');
    expect(summaryLine('Total')).toHaveTextContent('£720.00');
    expect(screen.queryByText('Discount')).not.toBeInTheDocument();
    expect(screen.getByText('Payment method', { selector: 'h3' })).toBeInTheDocument();
    expect(
      screen.getByText('Payment simulator — no real card is charged', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText('Back').closest('a')).toHaveAttribute(
      'href',
      '/sell/terms-and-conditions',
    );

    const intent = calls.find((request) => request.url.endsWith('/create-payment-intent'));
    expect(await bodyOf(intent!)).toEqual({
      transactionId: transaction._id,
      stripeCustomerId: 'cus_sim_1',
    });
  });

  it('uses whatever total the server answers', async () => {
    setUp({ 'POST /api/stripe/create-payment-intent': paymentIntent(24000) });
    renderApp('/sell/payment');
    await waitFor(() => expect(summaryLine('Subtotal')).toHaveTextContent('£200.00'));
    expect(summaryLine('VAT (20%)')).toHaveTextContent('£40.00');
    expect(summaryLine('Total')).toHaveTextContent('£240.00');
  });

  it("rejects an invalid referral code with 'Code not valid'", async () => {
    const user = setupUser();
    const { calls } = setUp({ 'POST /api/referral-code/validate': jsonResponse(false) });
    renderApp('/sell/payment');
    const input = await screen.findByLabelText('Referral code');
    const apply = button('Apply');
    expect(apply).toBeDisabled();

    await user.type(input, 'NOPE');
    expect(apply).toBeEnabled();
    await user.click(apply);
    expect(await screen.findByText('Code not valid')).toBeInTheDocument();
    expect(screen.getByLabelText('Referral code')).toHaveAccessibleDescription('Code not valid');
    expect(apply).toBeDisabled();
    const validate = calls.find((request) => request.url.endsWith('/referral-code/validate'));
    expect(await bodyOf(validate!)).toEqual({ code: 'NOPE' });

    await user.type(input, 'X');
    await waitFor(() => expect(screen.queryByText('Code not valid')).not.toBeInTheDocument());
    expect(apply).toBeEnabled();
  });

  it('makes the total zero with a valid code, and Submit applies it', async () => {
    const user = setupUser();
    let applied = false;
    const { calls, transaction } = setUp((sale) => ({
      'POST /api/referral-code/validate': jsonResponse(true),
      [`PUT /api/transaction/${sale._id}/referral-code`]: () => {
        applied = true;
        return jsonResponse({ ...sale, complete: true });
      },
      // the server reads the sale as settled once the code is applied
      [`GET /api/transaction/${sale._id}`]: () =>
        jsonResponse({ ...sale, ...latestOf(sale), complete: applied }),
    }));
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(summaryLine('Total')).toHaveTextContent('£720.00'));

    await user.type(screen.getByLabelText('Referral code'), 'THRESHOLD100');
    await user.click(button('Apply'));
    await waitFor(() => expect(summaryLine('Total')).toHaveTextContent('£0.00'));
    expect(summaryLine('Discount')).toHaveTextContent('−£720.00');
    expect(button('Apply')).toBeDisabled();
    expect(screen.queryByText('Payment method', { selector: 'h3' })).not.toBeInTheDocument();

    await user.click(button('Submit'));
    await waitFor(() => expect(router.state.location.search).toBe('?code=true'));
    expect(router.state.location.pathname).toBe('/sell/payment-success');
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
    expect(screen.getByText('View property dashboard').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/sell/${transaction._id}`,
    );
    const put = calls.find(
      (request) => request.url.endsWith('/referral-code') && request.method === 'PUT',
    );
    expect(await bodyOf(put!)).toEqual({ referralCode: 'THRESHOLD100' });
  });

  it('un-verifies the code when it is cleared, bringing the card form back', async () => {
    const user = setupUser();
    setUp({ 'POST /api/referral-code/validate': jsonResponse(true) });
    renderApp('/sell/payment');
    const input = await screen.findByLabelText('Referral code');
    await user.type(input, 'THRESHOLD100');
    await user.click(button('Apply'));
    expect(await screen.findByText('Submit')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Referral code'));
    expect(await screen.findByText('Payment method', { selector: 'h3' })).toBeInTheDocument();
    expect(summaryLine('Total')).toHaveTextContent('£720.00');
    expect(screen.queryByText('Submit')).not.toBeInTheDocument();
  });

  it("says so when applying the code fails, with the server's reason", async () => {
    const user = setupUser();
    setUp((sale) => ({
      'POST /api/referral-code/validate': jsonResponse(true),
      [`PUT /api/transaction/${sale._id}/referral-code`]: jsonResponse(
        { statusCode: 409, message: 'This sale has already been paid', error: 'Conflict' },
        409,
      ),
    }));
    const { router } = renderApp('/sell/payment');
    await user.type(await screen.findByLabelText('Referral code'), 'THRESHOLD100');
    await user.click(button('Apply'));
    await user.click(await screen.findByText('Submit'));
    expect(
      await screen.findByText(
        'There was an error submitting the form, please contact support at support@threshold.example',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This sale has already been paid');
    expect(router.state.location.pathname).toBe('/sell/payment');
  });

  it('pays through the simulator and lands on the success page', async () => {
    const user = setupUser();
    const redirect = `/sell/payment-success?payment_intent=pi_sim_1&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`;
    const { calls, transaction } = setUp((sale) => ({
      'POST /api/dev/payments/confirm': jsonResponse({
        status: 'succeeded',
        redirectUrl: redirect,
        error: null,
      }),
      'GET /api/stripe/payment-intent/pi_sim_1/status': jsonResponse({
        status: 'succeeded',
        transactionId: sale._id,
        complete: true,
      }),
    }));
    const { router } = renderApp('/sell/payment');
    await user.click(await screen.findByText('Pay £720.00 (succeeds)'));

    expect(await screen.findByText('Payment succeeded!')).toBeInTheDocument();
    expect(await findHeading('Congratulations!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell/payment-success');
    expect(screen.getByText('View property dashboard').closest('a')).toHaveAttribute(
      'href',
      `/dashboard/sell/${transaction._id}`,
    );
    const confirm = calls.find((request) => request.url.endsWith('/dev/payments/confirm'));
    expect(await bodyOf(confirm!)).toEqual({ clientSecret: CLIENT_SECRET, outcome: 'succeeded' });
  });

  it('offers a simulated payment that is still processing, and says so on arrival', async () => {
    const user = setupUser();
    const redirect = `/sell/payment-success?payment_intent=pi_sim_1&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`;
    const { calls } = setUp((sale) => ({
      'POST /api/dev/payments/confirm': jsonResponse({
        status: 'processing',
        redirectUrl: redirect,
        error: null,
      }),
      'GET /api/stripe/payment-intent/pi_sim_1/status': jsonResponse({
        status: 'processing',
        transactionId: sale._id,
        complete: false,
      }),
    }));
    const { router } = renderApp('/sell/payment');
    await user.click(await screen.findByText('Simulate a payment that is still processing'));
    expect(await screen.findByText('Your payment is processing.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell/payment-success');
    const confirm = calls.find((request) => request.url.endsWith('/dev/payments/confirm'));
    expect(await bodyOf(confirm!)).toEqual({ clientSecret: CLIENT_SECRET, outcome: 'processing' });
  });

  it('waits for a payment that is still processing instead of showing the card form again', async () => {
    setUp((sale) => ({
      'POST /api/stripe/create-payment-intent': paymentIntent(72000, 'processing'),
      'GET /api/stripe/payment-intent/pi_sim_1/status': jsonResponse({
        status: 'processing',
        transactionId: sale._id,
        complete: false,
      }),
    }));
    const { router } = renderApp('/sell/payment');
    expect(await screen.findByText('Your payment is processing.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell/payment-success');
    expect(router.state.location.search).toBe(
      `?payment_intent=pi_sim_1&payment_intent_client_secret=${CLIENT_SECRET}&redirect_status=succeeded`,
    );
    expect(screen.queryByText('Simulate a payment that is still processing')).toBeNull();
  });

  it('shows the payment error for a declined simulated card', async () => {
    const user = setupUser();
    const { calls } = setUp({
      'POST /api/dev/payments/confirm': jsonResponse({
        status: 'requires_payment_method',
        redirectUrl: '/sell/payment-success?redirect_status=failed',
        error: 'Your card was declined.',
      }),
    });
    const { router } = renderApp('/sell/payment');
    await user.click(await screen.findByText('Simulate a declined card'));
    expect(await screen.findByText('Payment Error')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Please check your details and try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sell/payment');
    const confirm = calls.find((request) => request.url.endsWith('/dev/payments/confirm'));
    expect(await bodyOf(confirm!)).toEqual({
      clientSecret: CLIENT_SECRET,
      outcome: 'requires_payment_method',
    });
  });

  it('sends a seller who has not accepted the terms to the terms page, saying why', async () => {
    const { calls } = setUp((sale) => ({
      [`GET /api/transaction/${sale._id}`]: jsonResponse({
        ...sale,
        ...latestOf(sale),
        terms_and_conditions: false,
      }),
    }));
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/terms-and-conditions'));
    expect(
      await screen.findByText(/Please read and accept the terms and conditions before paying/),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/before paying/);
    expect(apiCalls(calls)).not.toContain('POST /api/stripe/create-payment-intent');
  });

  it('sends the seller to the terms when the server says they are not accepted', async () => {
    setUp({
      'POST /api/stripe/create-payment-intent': jsonResponse(
        {
          statusCode: 409,
          message: 'Please accept the terms and conditions before paying',
          code: 'TERMS_NOT_ACCEPTED',
        },
        409,
      ),
    });
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/terms-and-conditions'));
    expect(
      await screen.findByText(/Please read and accept the terms and conditions before paying/),
    ).toBeInTheDocument();
  });

  it('goes to about-you when there is no sale in the flow', async () => {
    setUp({}, { withFlow: false });
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/about-you'));
  });

  it('goes to /welcome-back when the payment intent says the sale is already paid', async () => {
    const { calls } = setUp({
      'POST /api/stripe/create-payment-intent': jsonResponse(
        { statusCode: 409, message: 'This sale is already paid', code: 'SALE_ALREADY_PAID' },
        409,
      ),
    });
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
    expect(screen.queryByText(/Payment form failed to load/)).not.toBeInTheDocument();
    expect(apiCalls(calls)).toContain('POST /api/stripe/create-payment-intent');
  });

  it('goes to /welcome-back when the sale is already paid', async () => {
    const { calls } = setUp({}, { status: 'succeeded' });
    const { router } = renderApp('/sell/payment');
    await waitFor(() => expect(router.state.location.pathname).toBe('/welcome-back'));
    expect(apiCalls(calls)).not.toContain('POST /api/stripe/create-payment-intent');
  });

  it("takes the server's word on whether the sale is paid, not the order's card status", async () => {
    const { calls } = setUp((sale) => ({
      [`GET /api/transaction/${sale._id}`]: jsonResponse({
        ...sale,
        ...latestOf(sale, 'succeeded'),
        complete: false,
      }),
    }));
    renderApp('/sell/payment');
    expect(await screen.findByText('Pay £720.00 (succeeds)')).toBeInTheDocument();
    expect(apiCalls(calls)).toContain('POST /api/stripe/create-payment-intent');
  });

  it('explains a card-provider customer without an id', async () => {
    setUp({ 'POST /api/stripe/customers': jsonResponse({}) });
    renderApp('/sell/payment');
    expect(
      await screen.findByText(
        'Payment form failed to load. Please refresh the page and try again. If the issue persists, please email support.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Stripe customer created without ID')).toBeInTheDocument();
  });

  it('explains a payment form that cannot be set up', async () => {
    setUp({
      'POST /api/stripe/create-payment-intent': jsonResponse(
        { statusCode: 500, message: 'Internal server error' },
        500,
      ),
    });
    renderApp('/sell/payment');
    expect(
      await screen.findByText(
        'Payment form failed to load. Please refresh the page and try again. If the issue persists, please email support.',
      ),
    ).toBeInTheDocument();
  });
});
