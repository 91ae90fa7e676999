import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage } from '@/features/auth/testing';
import { findHeading, makeTransaction, sellerSession } from '@/features/sell/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

const showDashboard = async (overrides: Parameters<typeof makeTransaction>[1]) => {
  const session = sellerSession();
  const transaction = makeTransaction(session.user, overrides);
  stubFetch({
    ...session.replies,
    [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
  });
  renderApp(`/dashboard/sell/${transaction._id}`);
  expect(await findHeading('Your sale')).toBeInTheDocument();
  return transaction;
};

describe("the seller dashboard's receipt", () => {
  beforeEach(() => resetBrowserStorage());

  it('offers a paid sale its VAT receipt as a file download from the API', async () => {
    const transaction = await showDashboard({ complete: true });
    const link = screen.getByRole('link', { name: /Download receipt/ });
    expect(link).toHaveAttribute('href', `/api/transaction/${transaction._id}/receipt`);
    expect(link).toHaveAttribute('download');
  });

  it('offers a sale covered by a referral code its £0.00 confirmation', async () => {
    const transaction = await showDashboard({ complete: true, referral_code: 'THRESHOLD100' });
    const link = screen.getByRole('link', { name: /Download confirmation/ });
    expect(link).toHaveAttribute('href', `/api/transaction/${transaction._id}/receipt`);
    expect(screen.queryByRole('link', { name: /Download receipt/ })).not.toBeInTheDocument();
  });

  it('offers nothing to download before the sale is paid', async () => {
    await showDashboard({ complete: false });
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
