import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransactionsPage } from '@/admin/features/transactions/TransactionsPage';
import { pageOf, transactionRow } from '@/admin/features/transactions/testRows';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';

const pending = transactionRow({
  _id: 'a2a2a2a2a2a2a2a2a2a2a2a2',
  property_address: '2 Mill Lane, Ledbury, HR8 1AA',
  sellers: [{ first_name: 'Sam', last_name: 'Ortiz', email: 's@example.com' }],
  paid: false,
  seller_solicitor: null,
  latest_buyers: [],
  date_legal_started: null,
  sale_agreed_at: null,
  exchanged_at: null,
  time_offer_to_exchange_days: null,
  time_saved_days: null,
  time_saved_percent: null,
  tags: [],
});

/** Answers the list by its isPaid parameter, as the API would for 1 paid and 1 unpaid sale. */
const renderPage = (element = <TransactionsPage />, path = '/admin/transactions') => {
  const rendered = renderAdmin(element, {
    path,
    replies: {
      'GET /api/admin/transactions': (request) => {
        const url = new URL(request.url);
        const isPaid = url.searchParams.get('isPaid');
        const rows = [transactionRow(), pending].filter(
          (row) => isPaid === null || String(row.paid) === isPaid,
        );
        return jsonResponse(pageOf(rows, { totalItems: 2 }));
      },
    },
  });
  return rendered;
};

describe('TransactionsPage', () => {
  it('shows the 15 columns of the spec, TBC where time saved is unknown', async () => {
    renderPage();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Seller Full Name(s)',
      'Property Address',
      'Asking Price',
      'Payment Status',
      'Seller Solicitor',
      'Buyer Solicitor',
      'Latest Buyer Full Name(s)',
      'Date Legals Started',
      'Date Sale Agreed',
      'Date Exchanged',
      'Date Completed',
      'Time Offer To Exchange In Days',
      'Time Saved In Days',
      '% Time Saved',
      'Tags',
    ]);
    const first = (await screen.findByText('Priya Shah, Dev Shah')).closest('tr')!;
    const cells = within(first)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      'Priya Shah, Dev Shah',
      '14 Orchard Row, Malvern, WR14 3AB',
      '£425,000',
      'Paid',
      'Ashcombe Legal LLPResidential Team A',
      '—',
      'Tom Reid',
      '03/02/2026',
      '01/01/2026',
      '02/03/2026',
      '—',
      '60',
      '80',
      '57%',
      'Priority',
    ]);
    const second = screen.getByText('Sam Ortiz').closest('tr')!;
    expect(within(second).getByText('Unpaid')).toBeInTheDocument();
    expect(within(second).getAllByText('TBC')).toHaveLength(3);
  });

  it('filters by payment status from a modal that counts All, Paid and Unpaid, kept in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, calls } = renderPage();
    await screen.findByText('Sam Ortiz');
    await user.click(screen.getByRole('button', { name: 'Filter by payment status' }));
    // antd names every modal 'test-id' under test, so the dialog is found by role alone.
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        within(dialog)
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')?.textContent),
      ).toEqual(['All (2)', 'Paid (1)', 'Unpaid (1)']),
    );
    await user.click(within(dialog).getByRole('radio', { name: 'Unpaid (1)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(screen.queryByText('Priya Shah, Dev Shah')).not.toBeInTheDocument());
    expect(screen.getByText('Sam Ortiz')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?paid=unpaid');
    expect(calls.some((call) => new URL(call.url).search === '?skip=0&limit=10&isPaid=false')).toBe(
      true,
    );
  });

  it('asks for the page in the URL as skip = (page-1) × size and limit = size × page', async () => {
    const { calls } = renderPage(<TransactionsPage />, '/admin/transactions?page=3&size=20');
    await waitFor(() =>
      expect(calls.some((call) => new URL(call.url).search === '?skip=40&limit=60')).toBe(true),
    );
  });

  it('opens a transaction from its row', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderPage();
    await user.click(await screen.findByText('Sam Ortiz'));
    expect(router.state.location.pathname).toBe('/admin/transactions/a2a2a2a2a2a2a2a2a2a2a2a2');
  });

  it("shows 'Export CSV' only when the invoicing modal is wired, and calls it", async () => {
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderPage();
    await screen.findByText('Sam Ortiz');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
    unmount();

    const onExportCsv = vi.fn();
    renderPage(<TransactionsPage onExportCsv={onExportCsv} />);
    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    expect(onExportCsv).toHaveBeenCalledTimes(1);
  });

  it('says so when the list cannot be loaded', async () => {
    renderAdmin(<TransactionsPage />, {
      path: '/admin/transactions',
      replies: {
        'GET /api/admin/transactions': jsonResponse(
          { statusCode: 500, message: 'boom', error: 'Internal Server Error' },
          500,
        ),
      },
    });
    expect(
      await screen.findByText('There was an error while fetching transactions'),
    ).toBeInTheDocument();
  });
});
