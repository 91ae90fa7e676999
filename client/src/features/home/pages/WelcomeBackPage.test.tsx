import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HomeDashboardDto, UserDto } from '@/api/generated';
import {
  currentUserReply,
  makeAdmin,
  makePropertyCard,
  makeUser,
  resetBrowserStorage,
  signedOutReply,
} from '@/features/auth/testing';
import { getOnboardingFlow } from '@/features/onboarding/flowStorage';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { renderApp } from '@/test/renderApp';

// Whole-app renders (antd styles, the boot gates) can exceed the 1 s default on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

const PROPERTIES = 'GET /api/users/current/properties';

const stub = (user: UserDto, dashboard: HomeDashboardDto | Response) =>
  stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    ...currentUserReply(user),
    [PROPERTIES]: dashboard instanceof Response ? dashboard : jsonResponse(dashboard),
  });

const latestSale = makePropertyCard({
  address: '12 Orchard Lane, Bath, BA2 4AB',
  complete: true,
});
const olderSale = makePropertyCard({
  address: '3 Mill Road, Bristol, BS1 5TT',
  archived: true,
  status: 'completed',
  createdAt: '2023-01-10T09:00:00.000Z',
});
const openPurchase = makePropertyCard({
  type: 'buy',
  address: '7 Station Road, York, YO1 6HT',
  complete: false,
  status: 'information_needed',
  termsAccepted: true,
  propertyId: 'b0b0b0b0b0b0b0b0b0b0b0b0',
});
const openSale = makePropertyCard({
  address: '9 Quay Street, Bristol, BS1 4DJ',
  complete: false,
  status: 'information_needed',
  termsAccepted: false,
});

const propertyLink = (address: string) => screen.getByRole('link', { name: new RegExp(address) });

describe('/welcome-back', () => {
  beforeEach(() => resetBrowserStorage());

  it('greets the user and lists the latest sale, opening its dashboard', async () => {
    const user = userEvent.setup();
    stub(makeUser({ first_name: 'Priya' }), { sales: [latestSale, olderSale], purchases: [] });
    const { router } = renderApp('/welcome-back');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Priya!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Select a property below to continue your sale or purchase.'),
    ).toBeInTheDocument();
    const card = await screen.findByRole('link', { name: /12 Orchard Lane/ });
    expect(within(card).queryByText('Information Needed')).not.toBeInTheDocument();
    // the status tag is part of the link's name, so a screen reader reads it with the address
    expect(card).toHaveAccessibleName(expect.stringContaining('Status: Paid'));
    // Issue 25: a customer sees the archived ones too, under 'Archived'; the toggle stays an
    // admin's (customer.md §6).
    const archivedList = screen.getByRole('list', { name: 'Archived sales' });
    const archivedCard = within(archivedList).getByRole('link', { name: /3 Mill Road/ });
    expect(within(archivedCard).getByText('Archived')).toBeInTheDocument();
    expect(within(archivedCard).getByText('Completed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Archived' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Sales' })).queryByText(/3 Mill Road/),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show Archived' })).not.toBeInTheDocument();

    await user.click(card);
    expect(router.state.location.pathname).toBe(`/dashboard/sell/${latestSale.transactionId}`);
  });

  it('resumes an unfinished sale at the terms, as that sale', async () => {
    const user = userEvent.setup();
    stub(makeUser(), { sales: [openSale, latestSale], purchases: [] });
    const { router } = renderApp('/welcome-back');
    const card = await screen.findByRole('link', { name: /9 Quay Street/ });
    expect(within(card).getByText('Information Needed')).toBeInTheDocument();
    // the paid sale started earlier still shows: starting another never hides it
    expect(propertyLink('12 Orchard Lane')).toBeInTheDocument();
    await user.click(card);
    expect(router.state.location.pathname).toBe('/sell/terms-and-conditions');
    expect(getOnboardingFlow()).toEqual({ role: 'sell', id: openSale.transactionId });
  });

  it('keeps an unfinished sale when another was started, and resumes it from the archive at payment', async () => {
    const user = userEvent.setup();
    const abandoned = makePropertyCard({
      address: '5 Harbour Row, Bristol, BS1 5TR',
      complete: false,
      archived: true,
      status: 'awaiting_payment',
      termsAccepted: true,
      createdAt: '2024-04-01T09:00:00.000Z',
    });
    stub(makeUser(), { sales: [openSale, abandoned], purchases: [] });
    const { router } = renderApp('/welcome-back');
    const card = await screen.findByRole('link', { name: /5 Harbour Row/ });
    expect(card).toHaveAccessibleName(expect.stringContaining('Status: Awaiting payment'));
    expect(within(card).getByText('Archived')).toBeInTheDocument();
    expect(propertyLink('9 Quay Street')).toBeInTheDocument();

    await user.click(card);
    expect(router.state.location.pathname).toBe('/sell/payment');
    expect(getOnboardingFlow()).toEqual({ role: 'sell', id: abandoned.transactionId });
  });

  it.each([
    ['information_needed', 'Information Needed'],
    ['awaiting_payment', 'Awaiting payment'],
    ['paid', 'Paid'],
    ['in_progress', 'In progress'],
    ['completed', 'Completed'],
    ['withdrawn', 'Withdrawn'],
  ] as const)('tags a sale whose status is %s as %s', async (status, label) => {
    stub(makeUser(), {
      sales: [makePropertyCard({ address: '4 Tag Street, Bath, BA1 2AA', status })],
      purchases: [],
    });
    renderApp('/welcome-back');
    const card = await screen.findByRole('link', { name: /4 Tag Street/ });
    expect(within(card).getByText(label)).toBeInTheDocument();
    expect(card).toHaveAccessibleName(expect.stringContaining(`Status: ${label}`));
  });

  it('opens a finished purchase at its dashboard, withdrawn or not', async () => {
    const user = userEvent.setup();
    const withdrawn = makePropertyCard({
      type: 'buy',
      address: '8 Gone Lane, York, YO1 7AA',
      archived: true,
      status: 'withdrawn',
    });
    stub(makeUser({ role: 'buy' }), { sales: [], purchases: [withdrawn] });
    const { router } = renderApp('/welcome-back');
    const card = await screen.findByRole('link', { name: /8 Gone Lane/ });
    expect(within(card).getByText('Withdrawn')).toBeInTheDocument();
    await user.click(card);
    expect(router.state.location.pathname).toBe(`/dashboard/buy/${withdrawn.transactionId}`);
  });

  it('toggles to purchases; an incomplete one needs information and resumes onboarding', async () => {
    const user = userEvent.setup();
    stub(makeUser(), { sales: [latestSale], purchases: [openPurchase] });
    const { router } = renderApp('/welcome-back');
    await screen.findByRole('link', { name: /12 Orchard Lane/ });

    await user.click(screen.getByText('Purchases'));
    const card = await screen.findByRole('link', { name: /7 Station Road/ });
    expect(within(card).getByText('Information Needed')).toBeInTheDocument();
    expect(screen.queryByText(/12 Orchard Lane/)).not.toBeInTheDocument();

    await user.click(card);
    expect(router.state.location.pathname).toBe('/buy/whats-included');
    expect(getOnboardingFlow()).toEqual({
      role: 'buy',
      id: openPurchase.transactionId,
      propertyId: 'b0b0b0b0b0b0b0b0b0b0b0b0',
    });
  });

  it('opens on purchases for a buyer', async () => {
    stub(makeUser({ role: 'buy' }), { sales: [latestSale], purchases: [openPurchase] });
    renderApp('/welcome-back');
    expect(await screen.findByRole('link', { name: /7 Station Road/ })).toBeInTheDocument();
  });

  it.each([
    [
      'Sales',
      'There are no sales yet. Press the button below to get started.',
      'Sell a property',
      '/sell/welcome',
    ],
    [
      'Purchases',
      'There are no purchases yet. Press the button below to get started.',
      'Purchase a property',
      '/buy/welcome',
    ],
  ])(
    'with no %s, offers to start one (clearing the current flow)',
    async (tab, empty, button, path) => {
      const user = userEvent.setup();
      window.localStorage.setItem('onboardingFlow', 'old-flow');
      stub(makeUser({ role: null }), { sales: [], purchases: [] });
      const { router } = renderApp('/welcome-back');
      await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
      await user.click(screen.getByText(tab));
      expect(await screen.findByText(empty)).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: button }));
      expect(router.state.location.pathname).toBe(path);
      // The old flow is gone (the welcome page may already have begun a new one).
      expect(window.localStorage.getItem('onboardingFlow')).not.toBe('old-flow');
    },
  );

  it('lets an admin show and hide archived items, only where there are some', async () => {
    const user = userEvent.setup();
    stub(makeAdmin(), { sales: [latestSale, olderSale], purchases: [openPurchase] });
    renderApp('/welcome-back');
    await screen.findByRole('link', { name: /12 Orchard Lane/ });
    expect(screen.queryByText(/3 Mill Road/)).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Show Archived' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide Archived' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const archived = propertyLink('3 Mill Road');
    expect(within(archived).getByText('Archived')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Hide Archived' }));
    expect(screen.queryByText(/3 Mill Road/)).not.toBeInTheDocument();

    await user.click(screen.getByText('Purchases'));
    await screen.findByRole('link', { name: /7 Station Road/ });
    expect(screen.queryByRole('button', { name: /Archived/ })).not.toBeInTheDocument();
  });

  it("shows 'Loading...' while the list loads", async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      ...currentUserReply(makeUser({ first_name: 'Sam' })),
      [PROPERTIES]: () => new Promise<Response>(() => {}),
    });
    renderApp('/welcome-back');
    await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam!' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows an error pointing to support when the list fails to load', async () => {
    stub(
      makeUser(),
      jsonResponse({ statusCode: 500, message: 'Internal server error', error: 'x' }, 500),
    );
    renderApp('/welcome-back');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'There was an error. Please contact support at support@threshold.example',
    );
    expect(within(alert).getByRole('link', { name: 'support@threshold.example' })).toHaveAttribute(
      'href',
      'mailto:support@threshold.example',
    );
  });

  it('sends a signed-out visitor to /sign-in, to come back here afterwards', async () => {
    stubFetch({
      'GET /api/config/public': jsonResponse(publicConfigFixture),
      ...signedOutReply(),
    });
    const { router } = renderApp('/welcome-back');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(router.state.location.search).toBe('?returnTo=%2Fwelcome-back');
  });
});
