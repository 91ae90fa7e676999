import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeedPage } from '@/admin/features/feed/FeedPage';
import { pageOf, transactionRow } from '@/admin/features/transactions/testRows';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';

const sales = Array.from({ length: 7 }, (_, index) =>
  transactionRow({
    _id: `a${index}`.padEnd(24, '0'),
    property_address: `${index + 1} Orchard Row, Malvern`,
    type: index === 0 ? 'development' : 'resale',
    active_buyers: index === 1 ? [] : transactionRow().active_buyers,
  }),
);

/** Answers the find-all from `sales`, honouring skip and limit (the page ends at limit). */
const renderFeed = (path = '/admin/feed') => {
  const rendered = renderAdmin(<FeedPage />, {
    path,
    replies: {
      'GET /api/admin/transactions': (request) => {
        const params = new URL(request.url).searchParams;
        const skip = Number(params.get('skip'));
        const limit = Number(params.get('limit'));
        return jsonResponse(pageOf(sales.slice(skip, limit), { totalFilteredItems: 7 }));
      },
    },
  });
  return rendered;
};

const cards = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).queryAllByRole('article');

describe('FeedPage', () => {
  afterEach(() => vi.useRealTimers());

  it('shows five cards with their icon, people, latest event and five statuses', async () => {
    renderFeed();
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 7 transactions');
    const [development, noBuyer] = cards();
    expect(within(development).getByRole('img', { name: 'Development' })).toBeInTheDocument();
    expect(within(noBuyer).getByRole('img', { name: 'Resale' })).toBeInTheDocument();
    expect(within(noBuyer).getByText('Buyers: None')).toBeInTheDocument();
    expect(within(development).getByText('Buyers: Tom Reid')).toBeInTheDocument();
    expect(within(development).getByText('Sellers: Priya Shah, Dev Shah')).toBeInTheDocument();
    expect(
      within(development).getByText('Latest event: Solicitors assigned · 03/02/2026 10:00'),
    ).toBeInTheDocument();
    expect(within(development).getByText('Created: 20/12/2025 09:30')).toBeInTheDocument();
    const statuses = within(within(development).getByRole('list', { name: 'Statuses' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(statuses).toEqual([
      'Payment: Paid',
      'Estate Agent: Complete',
      'Solicitors: Assigned',
      'Searches: Not ordered',
      'Thirdfort Checks: In progress',
    ]);
    expect(
      within(development).getByRole('link', { name: '1 Orchard Row, Malvern' }),
    ).toHaveAttribute('href', `/admin/transactions/${sales[0]._id}`);
  });

  it("adds five more 500 ms after 'Load 5 More' is pressed, once however often pressed", async () => {
    const { calls } = renderFeed();
    await waitFor(() => expect(cards()).toHaveLength(5));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const more = screen.getByRole('button', { name: 'Load 5 More' });
    fireEvent.click(more);
    fireEvent.click(more);
    act(() => vi.advanceTimersByTime(499));
    expect(cards()).toHaveLength(5);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(cards()).toHaveLength(7));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 7 of 7 transactions');
    expect(screen.queryByRole('button', { name: 'Load 5 More' })).not.toBeInTheDocument();
    const pages = calls.map((call) => new URL(call.url).search).filter((q) => q.includes('skip'));
    expect(pages).toContain('?skip=5&limit=10');
    expect(pages).not.toContain('?skip=10&limit=15');
  });

  it('filters with single-select chips kept in the URL; the active chip again shows all', async () => {
    const { calls, router } = renderFeed();
    await waitFor(() => expect(cards()).toHaveLength(5));
    const chips = screen.getByRole('group', { name: 'Filter transactions' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual([
      'Show All',
      'Unpaid',
      'No Estate Agents',
      'No Solicitors',
      'No Searches',
      'No Thirdfort Checks',
      'Failed Thirdfort Checks',
      'At risk',
    ]);
    fireEvent.click(within(chips).getByRole('button', { name: 'No Thirdfort Checks' }));
    expect(within(chips).getByRole('button', { name: 'No Thirdfort Checks' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('?filter=no-thirdfort-checks');
    // the query's parameters, in any order
    const queries = () =>
      calls.map((call) => [...new URL(call.url).searchParams].map(([k, v]) => `${k}=${v}`).sort());
    await waitFor(() =>
      expect(queries()).toContainEqual(['limit=5', 'skip=0', 'thirdfortChecksCompleted=false']),
    );
    fireEvent.click(within(chips).getByRole('button', { name: 'No Thirdfort Checks' }));
    expect(within(chips).getByRole('button', { name: 'Show All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(router.state.location.search).toBe('');
    fireEvent.click(within(chips).getByRole('button', { name: 'Failed Thirdfort Checks' }));
    expect(router.state.location.search).toBe('?filter=failed-thirdfort-checks');
    await waitFor(() =>
      expect(queries()).toContainEqual(['limit=5', 'skip=0', 'thirdfortChecksFailed=true']),
    );
    fireEvent.click(within(chips).getByRole('button', { name: 'At risk' }));
    expect(router.state.location.search).toBe('?filter=at-risk');
    await waitFor(() => expect(queries()).toContainEqual(['limit=5', 'progress=red', 'skip=0']));
  });

  it('starts again at five when the chip changes, even back to an earlier one', async () => {
    renderFeed();
    await waitFor(() => expect(cards()).toHaveLength(5));
    fireEvent.click(screen.getByRole('button', { name: 'Load 5 More' }));
    await waitFor(() => expect(cards()).toHaveLength(7), { timeout: 2000 });
    const chips = screen.getByRole('group', { name: 'Filter transactions' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Unpaid' }));
    fireEvent.click(within(chips).getByRole('button', { name: 'Show All' }));
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 5 of 7 transactions');
  });
});
