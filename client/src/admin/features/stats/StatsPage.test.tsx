import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { StatsPage } from './StatsPage';
import { recentMonths } from './statsMonths';

const referral = (overrides: Record<string, unknown>) => ({
  _id: '65f000000000000000000001',
  type: 'Seller',
  name: 'Ada Lovelace',
  property_address: '1 Quay Walk, Bristol, BS1 4DJ',
  property_value: 410000,
  date_legal_started: null,
  ...overrides,
});

describe('Stats & Metrics', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the four tables for the current and previous months', async () => {
    const { calls } = renderAdmin(<StatsPage />, {
      replies: {
        'GET /api/admin/stats/transactions': jsonResponse({ month: 11, year: 2026, count: 7 }),
        'GET /api/admin/stats/solicitors-assignments': jsonResponse([
          { lawFirmId: 'f1', lawFirmName: 'Anchor Law', sellerCount: 2, buyerCount: 1 },
        ]),
        'GET /api/admin/stats/foreign-currency': jsonResponse([
          referral({
            _id: '65f000000000000000000002',
            name: 'Bea Buyer',
            type: 'Buyer',
            property_value: 300000,
          }),
          referral({ date_legal_started: '2026-10-20T09:00:00.000Z' }),
        ]),
        'GET /api/admin/stats/mortgage-referrals': jsonResponse([]),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stats & Metrics' }),
    ).toBeInTheDocument();
    // admin.md §2 "Breadcrumb 'Stats & Metrics'": Home, then this page.
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/admin',
    );
    expect(within(breadcrumb).getByText('Stats & Metrics')).toHaveAttribute('aria-current', 'page');
    for (const title of [
      'New Transactions',
      'Solicitors Assignments',
      'Foreign Currency',
      'Mortgage Referrals',
    ]) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    for (const month of ['November 2026', 'October 2026', 'September 2026']) {
      expect(screen.getAllByText(month).length).toBeGreaterThan(0);
    }
    await waitFor(() => expect(screen.getAllByText('7')).toHaveLength(3));
    const months = calls
      .filter((c) => c.url.includes('/stats/transactions'))
      .map((c) => new URL(c.url).search);
    expect(months.sort()).toEqual([
      '?month=10&year=2026',
      '?month=11&year=2026',
      '?month=9&year=2026',
    ]);

    const assignments = await screen.findByRole('table', { name: 'Solicitors Assignments' });
    expect(await within(assignments).findByText('Anchor Law')).toBeInTheDocument();
    expect(within(assignments).getAllByRole('columnheader', { name: 'Sell Side' })).toHaveLength(2);
    expect(within(assignments).getAllByText('3')).toHaveLength(2); // the two months' totals

    const currency = screen.getByRole('table', { name: 'Foreign Currency' });
    expect(
      within(currency).getByRole('columnheader', { name: 'Referrer Name' }),
    ).toBeInTheDocument();
    expect(await within(currency).findByText('Bea Buyer')).toBeInTheDocument();
    expect(within(currency).getByText('£300,000')).toBeInTheDocument();
    expect(within(currency).getByText('Not started')).toBeInTheDocument();
    expect(within(currency).getByText('20/10/2026')).toBeInTheDocument();
    const mortgage = screen.getByRole('table', { name: 'Mortgage Referrals' });
    expect(
      within(mortgage).getByRole('columnheader', { name: 'Customer Name' }),
    ).toBeInTheDocument();
  });

  it("names the failing list and the server's reason", async () => {
    renderAdmin(<StatsPage />, {
      replies: {
        'GET /api/admin/stats/transactions': jsonResponse({ month: 11, year: 2026, count: 1 }),
        'GET /api/admin/stats/solicitors-assignments': jsonResponse([]),
        'GET /api/admin/stats/foreign-currency': jsonResponse(
          { statusCode: 400, message: 'Database unavailable' },
          400,
        ),
        'GET /api/admin/stats/mortgage-referrals': jsonResponse([]),
      },
    });
    expect(
      await screen.findByText('Failed to fetch foreign currency data: Database unavailable'),
    ).toBeInTheDocument();
  });

  it('counts months back across the new year in UK time', () => {
    expect(recentMonths(new Date('2026-01-31T23:30:00Z'), 3)).toEqual([
      { year: 2026, month: 1 },
      { year: 2025, month: 12 },
      { year: 2025, month: 11 },
    ]);
    expect(recentMonths(new Date('2026-06-30T23:30:00Z'), 1)).toEqual([{ year: 2026, month: 7 }]);
  });
});
