import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminApp } from '@/admin/AdminApp';
import { pageOf, transactionRow } from '@/admin/features/transactions/testRows';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse, type stubFetch } from '@/test/fetchStub';
import { lateProgress } from '@/admin/features/progress/testing';

type Replies = Parameters<typeof stubFetch>[0];

const AT_RISK = 'GET /api/admin/at-risk';

/** Most late first, as the server orders them. */
const red = transactionRow({
  _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  property_address: '14 Orchard Row, Malvern, WR14 3AB',
  buyer_solicitor: {
    lawyer_group_id: 'c2c2c2c2c2c2c2c2c2c2c2c2',
    name: 'Conveyancing',
    law_firm_name: 'Birch & Co',
  },
  progress: lateProgress(),
});
const amber = transactionRow({
  _id: 'a2a2a2a2a2a2a2a2a2a2a2a2',
  property_address: '2 Mill Lane, Ledbury, HR8 1AA',
  seller_solicitor: null,
  buyer_solicitor: null,
  progress: {
    status: 'amber',
    lag_days: 1,
    next_key: 'solicitors_instructed',
    next_expected_at: '2026-03-09T00:00:00.000Z',
    due_key: 'completed',
    due_at: '2026-05-15T00:00:00.000Z',
  },
});

/** The back office at /admin/at-risk, through its route tree (the page is loaded lazily). */
const renderAtRisk = (replies: Replies, path = '/admin/at-risk') =>
  renderAdmin([{ path: '/admin/*', element: <AdminApp /> }], { path, replies });

const table = () => screen.findByRole('table', { name: 'Sales at risk' });

const rowTexts = async () =>
  within(await table())
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('At risk (/admin/at-risk)', () => {
  it('lists the late sales in the order given, with their status, step, lag and solicitors', async () => {
    renderAtRisk({ [AT_RISK]: jsonResponse(pageOf([red, amber])) });
    expect(await screen.findByRole('heading', { level: 1, name: 'At risk' })).toBeInTheDocument();
    await waitFor(async () => expect(await rowTexts()).toHaveLength(2));
    expect(
      within(await table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Property',
      'Status',
      'Next step',
      'Late by',
      'Expected',
      'Due',
      "Seller's solicitor",
      "Buyer's solicitor",
    ]);
    expect(await rowTexts()).toEqual([
      [
        '14 Orchard Row, Malvern, WR14 3AB',
        'At risk',
        'Searches returned',
        '12 days',
        '26/02/2026',
        'Exchange 01/04/2026',
        'Ashcombe Legal LLPResidential Team A',
        'Birch & CoConveyancing',
      ],
      [
        '2 Mill Lane, Ledbury, HR8 1AA',
        'Running late',
        'Solicitors instructed',
        '1 day',
        '09/03/2026',
        'Completion 15/05/2026',
        '—',
        '—',
      ],
    ]);
    // the section is in the navigation, current here
    expect(
      screen.getAllByRole('link', { name: 'At risk', current: 'page' }).length,
    ).toBeGreaterThan(0);
  });

  it("links each property to the sale's page", async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderAtRisk({ [AT_RISK]: jsonResponse(pageOf([red, amber])) });
    const link = await screen.findByRole('link', { name: '2 Mill Lane, Ledbury, HR8 1AA' });
    expect(link).toHaveAttribute('href', `/admin/transactions/${amber._id}`);
    await user.click(link);
    expect(router.state.location.pathname).toBe(`/admin/transactions/${amber._id}`);
  });

  it('asks for the page in the URL as skip and limit, as the other lists do', async () => {
    const { calls } = renderAtRisk(
      { [AT_RISK]: jsonResponse(pageOf([red], { totalItems: 21, totalFilteredItems: 21 })) },
      '/admin/at-risk?page=3&size=10',
    );
    expect(await screen.findByText('21 - 21 of 21')).toBeInTheDocument();
    const sent = calls
      .map((call) => new URL(call.url))
      .filter((url) => url.pathname === '/api/admin/at-risk')
      .map((url) => url.search);
    expect(sent).toContain('?skip=20&limit=30');
  });

  it('says when no sale is running late', async () => {
    renderAtRisk({ [AT_RISK]: jsonResponse(pageOf([])) });
    expect(await screen.findByText('No sales are running late')).toBeInTheDocument();
  });

  it('shows a skeleton while loading, says when the list cannot be loaded, and loads it on Retry', async () => {
    const user = userEvent.setup({ delay: null });
    // each request waits for the test to answer it: the first fails, the retry succeeds
    const answers: (() => void)[] = [];
    const { container } = renderAtRisk({
      [AT_RISK]: () =>
        new Promise<Response>((resolve) => {
          const failing = answers.length === 0;
          answers.push(() =>
            resolve(
              failing
                ? jsonResponse({ statusCode: 500, message: 'boom', error: 'Server Error' }, 500)
                : jsonResponse(pageOf([red])),
            ),
          );
        }),
    });
    await waitFor(() => expect(answers).toHaveLength(1));
    expect(container.querySelector('.ant-skeleton')).not.toBeNull();
    answers[0]();
    expect(
      await screen.findByText('There was an error while fetching the sales at risk'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(answers).toHaveLength(2));
    answers[1]();
    expect(
      await screen.findByRole('link', { name: '14 Orchard Row, Malvern, WR14 3AB' }),
    ).toBeInTheDocument();
  });
});
