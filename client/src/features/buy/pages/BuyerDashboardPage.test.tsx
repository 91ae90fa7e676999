import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetBrowserStorage, signedOutReply } from '@/features/auth/testing';
import {
  buttonByText,
  buyerSession,
  makeBuyer,
  makePurchaseIntent,
  setupUser,
} from '@/features/buy/testing';
import { getOnboardingFlow } from '@/features/onboarding/flowStorage';
import { makeTracker } from '@/features/tracker/testing';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

const EMAIL = 'support@threshold.example';
const buyer = makeBuyer({ _id: 'b00000000000000000000004' });
const intent = makePurchaseIntent(buyer, {
  _id: 'd00000000000000000000004',
  is_active: true,
  terms_and_conditions: true,
  agreed_price: 410000,
  mortgage_required_for_purchase: 'yes',
  mortgage_provider: 'Nationwide Building Society',
  ownership_type: 'Joint',
  additional_buyers: [
    {
      person_id: 'e00000000000000000000004',
      first_name: 'Sam',
      middle_name: null,
      last_name: 'Partner',
      email: 'sam@example.com',
      phone_number: '+447400123456',
      correspondence_address: null,
    },
  ],
});

const renderDashboard = async (path: string, replies: Record<string, Response> = {}) => {
  const stub = stubFetch({
    ...buyerSession(buyer).replies,
    [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(intent),
    ...replies,
  });
  const view = renderApp(path);
  return { ...view, ...stub };
};

describe('buyer dashboard', () => {
  beforeEach(() => resetBrowserStorage());

  it.each([`/dashboard/buy/${intent._id}`, `/buy/${intent._id}`])(
    'lists the next steps, the £1,300 card and the purchase at %s',
    async (path) => {
      await renderDashboard(path);
      expect(
        await screen.findByText('Your purchase', { selector: 'h1' }, { timeout: 5000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByText('12 Orchard Lane, Bath, BA1 1AA').length).toBeGreaterThan(0);
      expect(screen.getByText('Onboarding complete')).toBeInTheDocument();

      const team = screen.getByLabelText('What Threshold will do');
      for (const step of [
        'Introduce you to your legal team',
        'Review the searches and the title',
        'Raise enquiries',
        'Prepare your property report',
      ]) {
        expect(within(team).getByText(step)).toBeInTheDocument();
      }
      const yours = screen.getByLabelText('What you need to do');
      expect(within(yours).getByText('Complete your ID check')).toBeInTheDocument();
      expect(within(yours).getByText(/text message from our identity-check partner/)).toBeVisible();
      expect(within(yours).getByText('Sign your engagement letter')).toBeInTheDocument();

      expect(screen.getByText('£1,300')).toBeInTheDocument();
      expect(screen.getByText('£410,000')).toBeInTheDocument();
      expect(screen.getByText('Yes, Nationwide Building Society')).toBeInTheDocument();
      expect(screen.getByText('Joint, with Sam Partner')).toBeInTheDocument();
      const main = document.getElementById('main-content')!;
      expect(within(main).getByText(EMAIL, { selector: 'a' })).toHaveAttribute(
        'href',
        `mailto:${EMAIL}`,
      );
    },
  );

  it('offers to continue an unfinished onboarding where it stopped', async () => {
    const user = setupUser();
    const unfinished = { ...intent, is_active: false, terms_and_conditions: false };
    const { router } = await renderDashboard(`/dashboard/buy/${intent._id}`, {
      [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(unfinished),
    });
    expect(
      await screen.findByText('Information Needed', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(buttonByText('Continue onboarding'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/buy/terms-and-conditions'));
    expect(getOnboardingFlow()).toEqual({
      role: 'buy',
      id: intent._id,
      propertyId: intent.property_id,
    });
  });

  it('says why a purchase cannot be loaded, with the support e-mail', async () => {
    await renderDashboard(`/dashboard/buy/${intent._id}`, {
      [`GET /api/purchase-intent/${intent._id}`]: jsonResponse(
        { statusCode: 404, message: 'Purchase intent not found', error: 'Not Found' },
        404,
      ),
    });
    expect(
      await screen.findByText(
        `Purchase intent not found. Please try again or contact support at ${EMAIL}`,
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(buttonByText('Retry')).toBeInTheDocument();
  });

  it('shows the not-found page for other paths under /buy', async () => {
    await renderDashboard('/buy/not-a-purchase');
    expect(
      await screen.findByText('404! Page not found', { selector: 'h1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for other paths under /buy when signed out too', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    const { router } = renderApp('/buy/not-a-purchase');
    expect(
      await screen.findByText('404! Page not found', { selector: 'h1' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/buy/not-a-purchase');
  });

  it('asks a signed-out visitor to sign in before showing a purchase', async () => {
    stubFetch({ 'GET /api/config/public': jsonResponse(publicConfigFixture), ...signedOutReply() });
    const { router } = renderApp(`/buy/${intent._id}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
  });

  it("says 'Invalid transaction ID' for a malformed dashboard id", async () => {
    const { calls } = await renderDashboard('/dashboard/buy/12345');
    expect(
      await screen.findByText('Invalid transaction ID', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(calls.some((r) => new URL(r.url).pathname.startsWith('/api/purchase-intent'))).toBe(
      false,
    );
  });

  it("shows the purchase's progress, the seller in outline, and ticks the ID check", async () => {
    const tracker = makeTracker({
      side: 'buyer',
      searches: [],
      checks: [
        {
          name: 'Bruno Buyer',
          role: 'you',
          status: 'in_progress',
          completed_at: null,
          next_step: 'Open the secure link in the text message from our identity-check partner.',
        },
      ],
      other_side: {
        title: 'The seller',
        items: [
          { key: 'solicitor_instructed', label: "Seller's solicitor instructed", done: true },
          { key: 'checks_complete', label: "Seller's checks complete", done: false },
          { key: 'searches', label: 'Searches returned', done: false },
        ],
      },
      own_check_complete: false,
    });
    await renderDashboard(`/dashboard/buy/${intent._id}`, {
      [`GET /api/tracker/purchases/${intent._id}`]: jsonResponse(tracker),
    });
    expect(await screen.findByText('Your progress', {}, { timeout: 5000 })).toBeInTheDocument();
    const seller = await screen.findByRole('region', { name: 'The seller' });
    expect(within(seller).getByText(/Seller's solicitor instructed/)).toBeInTheDocument();
    const idStep = screen.getByText('Complete your ID check').closest('li')!;
    expect(idStep).not.toHaveTextContent('Done');
    // the spec's content stays
    expect(screen.getByText('Legal work included')).toBeInTheDocument();
  });
});
