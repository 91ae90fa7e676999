import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { setOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  bodyOf,
  button,
  estateAgentsFixture,
  findDialog,
  findHeading,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const NEXT_STEP = "Thank you. We'll review your request and e-mail you within one working day.";

describe('a paid sale: answers read-only, and "Ask us to change something"', () => {
  beforeEach(() => resetBrowserStorage());

  it("shows the paid sale's answers read-only on the onboarding page, with no way to save", async () => {
    const seller = makeUser({ role: 'sell' });
    const transaction = makeTransaction(seller, { complete: true });
    setOnboardingFlow({ role: 'sell', id: transaction._id });
    const { calls } = stubFetch({
      ...sellerSession(seller).replies,
      'GET /api/estate-agent': jsonResponse(estateAgentsFixture),
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp('/sell/about-the-property');

    const price = await screen.findByLabelText('What is the asking price?');
    expect(price).toHaveValue('350,000');
    expect(price).toBeDisabled();
    expect(
      screen.getByText('Your sale is paid, so these answers can no longer be changed here.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(button('Ask us to change something')).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      `/dashboard/sell/${transaction._id}`,
    );
    expect(calls.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('sends a change request from the dashboard and says what happens next', async () => {
    const user = setupUser();
    const session = sellerSession(makeUser({ first_name: 'Cara', last_name: 'Change' }));
    const transaction = makeTransaction(session.user, { complete: true });
    const { calls } = stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
      [`POST /api/transaction/${transaction._id}/change-requests`]: jsonResponse(
        { receivedAt: new Date().toISOString(), nextStep: NEXT_STEP },
        201,
      ),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);
    expect(await findHeading('Your sale')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Ask us to change something' }));
    const dialog = await findDialog('Ask us to change something');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Please tell us what you would like to change'),
    ).toBeInTheDocument();

    await user.type(
      within(dialog).getByLabelText('What would you like us to change?'),
      'The asking price is now £420,000.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText(NEXT_STEP)).toBeInTheDocument();
    const sent = calls.find((request) => request.method === 'POST');
    expect(sent).toBeDefined();
    expect(await bodyOf(sent!)).toEqual({ text: 'The asking price is now £420,000.' });
    expect(sent!.headers.get('Idempotency-Key')).toBeTruthy();
  });

  it("shows the server's message when the request is refused", async () => {
    const user = setupUser();
    const session = sellerSession(makeUser());
    const transaction = makeTransaction(session.user, { complete: true });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
      [`POST /api/transaction/${transaction._id}/change-requests`]: jsonResponse(
        {
          statusCode: 429,
          message:
            'You have sent several requests in the last hour. Please wait a while, or e-mail our support team.',
          error: 'Too Many Requests',
        },
        429,
      ),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);
    await user.click(await screen.findByRole('button', { name: 'Ask us to change something' }));
    const dialog = await findDialog('Ask us to change something');
    await user.type(within(dialog).getByLabelText('What would you like us to change?'), 'Agent');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('We could not send your request'),
    );
  });

  it('offers no change request on a sale still being onboarded', async () => {
    const session = sellerSession(makeUser());
    const transaction = makeTransaction(session.user, { complete: false });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);
    expect(await findHeading('Your sale')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask us to change something' })).toBeNull();
  });
});
