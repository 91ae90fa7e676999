import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeUser, resetBrowserStorage } from '@/features/auth/testing';
import { getOnboardingFlow } from '@/features/onboarding/flowStorage';
import {
  button,
  findHeading,
  makeTransaction,
  sellerSession,
  setupUser,
} from '@/features/sell/testing';
import { makeTracker } from '@/features/tracker/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

configure({ asyncUtilTimeout: 5000 });

describe('seller dashboard', () => {
  beforeEach(() => resetBrowserStorage());

  it('lists the next steps and the property summary', async () => {
    const session = sellerSession(makeUser({ first_name: 'Alex', last_name: 'Morgan' }));
    const transaction = makeTransaction(session.user, {
      complete: true,
      estate_agent_status: 'assigned',
      estate_agent: {
        _id: 'e00000000000000000000001',
        brand: 'Abbey Homes',
        office: { name: 'Bath' },
        label: 'Abbey Homes - Bath',
      },
      additional_sellers: [
        {
          person_id: 'f00000000000000000000001',
          first_name: 'Sam',
          last_name: 'Stone',
          email: 'sam@example.com',
        },
      ],
    });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);

    expect(await findHeading('Your sale')).toBeInTheDocument();
    expect(screen.getByText('Next steps', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Complete your ID check')).toBeInTheDocument();
    expect(screen.getByText(/text message from our identity-check partner/)).toBeInTheDocument();
    expect(screen.getByText('Sign your engagement letter')).toBeInTheDocument();
    expect(screen.getByText('Fill in your TA forms')).toBeInTheDocument();
    expect(screen.getByText(/and we will reply within 24 hours/)).toHaveTextContent(
      'E-mail us at support@threshold.example',
    );
    expect(screen.getAllByText('4 Quay Walk, Bristol, BS1 4DJ').length).toBeGreaterThan(0);
    expect(screen.getByText('Freehold')).toBeInTheDocument();
    expect(screen.getByText('£350,000')).toBeInTheDocument();
    expect(screen.getByText('Abbey Homes - Bath')).toBeInTheDocument();
    expect(screen.getByText('Alex Morgan, Sam Stone')).toBeInTheDocument();
    expect(screen.getByText('Paid')).toBeInTheDocument();
    expect(screen.queryByText('Information Needed')).not.toBeInTheDocument();
  });

  it('lists a representative apart from the sellers they act for', async () => {
    const session = sellerSession(makeUser({ first_name: 'Rita', last_name: 'Agent' }));
    const base = makeTransaction(session.user, {
      complete: true,
      additional_sellers: [
        {
          person_id: 'f00000000000000000000002',
          first_name: 'Olive',
          last_name: 'Owner',
          email: 'olive@example.com',
        },
      ],
    });
    const transaction = {
      ...base,
      primary_seller: { ...base.primary_seller, customer_type: 'representative' as const },
    };
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);
    expect(await screen.findByText('Olive Owner')).toBeInTheDocument();
    expect(screen.getByText('Representative')).toBeInTheDocument();
    // the sellers' cell names only the seller; the representative has a cell of their own
    expect(screen.getByText('Seller')).toBeInTheDocument();
    expect(screen.getAllByText('Rita Agent').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Rita Agent, Olive Owner/)).not.toBeInTheDocument();
  });

  it('is also at /sell/{id}, where anything but an id is the 404 page', async () => {
    const session = sellerSession();
    const transaction = makeTransaction(session.user);
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    const { unmount } = renderApp(`/sell/${transaction._id}`);
    expect(await findHeading('Your sale')).toBeInTheDocument();
    unmount();

    renderApp('/sell/not-a-transaction');
    expect(await findHeading('404! Page not found')).toBeInTheDocument();
  });

  it("says 'Invalid transaction ID' for a malformed id", async () => {
    stubFetch(sellerSession().replies);
    renderApp('/dashboard/sell/12345');
    expect(await screen.findByText('Invalid transaction ID')).toBeInTheDocument();
  });

  it("says 'Transaction not found' when there is no such sale", async () => {
    stubFetch(sellerSession().replies);
    renderApp('/dashboard/sell/aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(await screen.findByText('Transaction not found')).toBeInTheDocument();
    // where to look instead, and the support line
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('link', { name: 'your home page' })).toHaveAttribute(
      'href',
      '/welcome-back',
    );
    expect(within(alert).getByRole('link', { name: 'support@threshold.example' })).toHaveAttribute(
      'href',
      'mailto:support@threshold.example',
    );
  });

  it('offers to finish an incomplete onboarding where it left off', async () => {
    const user = setupUser();
    const session = sellerSession();
    const transaction = makeTransaction(session.user, { terms_and_conditions: false });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
    });
    const { router } = renderApp(`/dashboard/sell/${transaction._id}`);
    expect(await screen.findByText('Information Needed')).toBeInTheDocument();
    expect(screen.getByText('Not paid')).toBeInTheDocument();
    await user.click(button('Continue'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sell/terms-and-conditions'));
    expect(getOnboardingFlow()).toEqual({
      role: 'sell',
      id: transaction._id,
      propertyId: transaction.property_id,
    });
  });

  it("shows the sale's progress and ticks 'Complete your ID check' once the check is complete", async () => {
    const session = sellerSession(makeUser({ first_name: 'Sabine', last_name: 'Trackwell' }));
    const transaction = makeTransaction(session.user, { complete: true });
    stubFetch({
      ...session.replies,
      [`GET /api/transaction/${transaction._id}`]: jsonResponse(transaction),
      [`GET /api/tracker/sales/${transaction._id}`]: jsonResponse(makeTracker()),
    });
    renderApp(`/dashboard/sell/${transaction._id}`);

    expect(await findHeading('Your sale')).toBeInTheDocument();
    expect(await screen.findByText('Your progress', { selector: 'h2' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Milestones' })).toBeInTheDocument();
    const idStep = screen.getByText('Complete your ID check').closest('li')!;
    await waitFor(() => expect(idStep).toHaveTextContent('Done'));
    // the spec's next steps stay
    expect(screen.getByText('Sign your engagement letter')).toBeInTheDocument();
  });
});
