import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { buyerSession, makeBuyer, makePurchaseIntent } from '@/features/buy/testing';
import { makeTransaction, sellerSession } from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';
import { makeCustomerDocument, makeCustomerDocuments, makeCustomerRequest } from './testing';

describe('Documents on the dashboards', () => {
  beforeEach(() => resetBrowserStorage());

  it("shows the seller's requests and files on their sale's dashboard", async () => {
    const session = sellerSession(makeUser({ role: 'sell' }));
    const transaction = makeTransaction(session.user, { complete: true });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
      [`GET /api/documents/sale/${transaction._id}`]: jsonResponse(
        makeCustomerDocuments({
          transaction_id: transaction._id,
          requests: [makeCustomerRequest({ title: 'Title plan', type: 'title_plan' })],
          documents: [
            makeCustomerDocument({
              name: 'memorandum-of-sale.pdf',
              uploaded_by_me: false,
              uploaded_by_staff: true,
            }),
          ],
        }),
      ),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);
    const needed = await screen.findByRole('region', { name: 'What we need from you' });
    expect(
      within(needed).getByRole('group', { name: 'Upload your title plan' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Download memorandum-of-sale.pdf' }),
    ).toBeInTheDocument();
  });

  it("shows the buyer's files on their purchase's dashboard", async () => {
    const buyer = makeBuyer();
    const intent = makePurchaseIntent(buyer, {
      is_active: true,
      terms_and_conditions: true,
      transaction_id: '65f0000000000000000000aa',
    });
    stubFetch({
      ...buyerSession(buyer).replies,
      [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(intent),
      [`GET /api/documents/purchase/${intent._id}`]: jsonResponse(
        makeCustomerDocuments({
          side: 'buyer',
          documents: [
            makeCustomerDocument({
              name: 'title-register.pdf',
              uploaded_by_me: false,
              uploaded_by_staff: true,
            }),
          ],
        }),
      ),
    });
    renderApp(`/dashboard/buy/${intent._id}`);
    expect(
      await screen.findByRole('link', { name: 'Download title-register.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Upload a document' })).toBeInTheDocument();
  });

  it('says documents come once a purchase is linked to its sale, asking the server nothing', async () => {
    const buyer = makeBuyer();
    const intent = makePurchaseIntent(buyer, {
      is_active: true,
      terms_and_conditions: true,
      transaction_id: null,
    });
    const { calls } = stubFetch({
      ...buyerSession(buyer).replies,
      [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(intent),
    });
    renderApp(`/dashboard/buy/${intent._id}`);
    expect(
      await screen.findByText(
        'Documents for your purchase appear here once it is linked to the sale.',
      ),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/api/documents/'))).toBe(false);
  });
});
