import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TransactionsPage } from '@/admin/features/transactions/TransactionsPage';
import { pageOf, transactionRow } from '@/admin/features/transactions/testRows';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { lateProgress } from '@/admin/features/progress/testing';

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

const progressOnTrack = {
  status: 'on_track',
  lag_days: 0,
  next_key: 'solicitors_instructed',
  next_expected_at: '2026-03-20T00:00:00.000Z',
  due_key: 'exchanged',
  due_at: '2026-06-01T00:00:00.000Z',
} as const;

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
  it('shows the 15 columns of the spec and Progress, TBC where time saved is unknown', async () => {
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
      'Progress',
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
      // not in progress
      '—',
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

  it("shows a sale's progress status in words with its lag", async () => {
    renderAdmin(<TransactionsPage />, {
      path: '/admin/transactions',
      replies: {
        'GET /api/admin/transactions': jsonResponse(
          pageOf([
            transactionRow({
              progress: lateProgress(),
            }),
            { ...pending, progress: { ...progressOnTrack } },
          ]),
        ),
      },
    });
    const late = (await screen.findByText('Priya Shah, Dev Shah')).closest('tr')!;
    const progressCell = (row: HTMLElement) => within(row).getAllByRole('cell')[4];
    expect(progressCell(late)).toHaveTextContent('At risk12 days late');
    const onTrack = screen.getByText('Sam Ortiz').closest('tr')!;
    expect(progressCell(onTrack)).toHaveTextContent('On trackOn time');
  });

  it('filters by progress from the filter panel, sending progress= and keeping it in the URL', async () => {
    const user = userEvent.setup({ delay: null });
    const { router, calls } = renderPage();
    await screen.findByText('Sam Ortiz');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Progress' }));
    expect(await screen.findByTitle('On track')).toBeInTheDocument();
    expect(screen.getByTitle('Running late')).toBeInTheDocument();
    const matches = await screen.findAllByTitle('At risk');
    fireEvent.click(matches[matches.length - 1]);

    await waitFor(() => expect(router.state.location.search).toBe('?progress=red'));
    await waitFor(() =>
      expect(
        calls.some((call) => new URL(call.url).search === '?skip=0&limit=10&progress=red'),
      ).toBe(true),
    );
  });

  it('reads the progress filter from the URL (a reload), and leaves out a value it does not know', async () => {
    const { calls, unmount } = renderPage(
      <TransactionsPage />,
      '/admin/transactions?progress=amber',
    );
    await waitFor(() =>
      expect(
        calls.some((call) => new URL(call.url).search === '?skip=0&limit=10&progress=amber'),
      ).toBe(true),
    );
    // the panel opens on the filter in force
    expect(screen.getByRole('button', { name: 'Hide filters' })).toBeInTheDocument();
    unmount();

    const other = renderPage(<TransactionsPage />, '/admin/transactions?progress=late');
    await waitFor(() =>
      expect(other.calls.some((call) => new URL(call.url).search === '?skip=0&limit=10')).toBe(
        true,
      ),
    );
    expect(other.calls.some((call) => new URL(call.url).searchParams.has('progress'))).toBe(false);
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

  describe('find work: search, filters, sort and CSV (all in the URL)', () => {
    const searchOf = (calls: { url: string }[]) =>
      calls
        .map((call) => new URL(call.url))
        .filter((url) => url.pathname === '/api/admin/transactions')
        .map((url) => url.searchParams);

    it('sends the search, the filters and the sort the URL holds, leaving out malformed ones', async () => {
      const agent = 'e1e1e1e1e1e1e1e1e1e1e1e1';
      const firm = 'f1f1f1f1f1f1f1f1f1f1f1f1';
      const { calls } = renderPage(
        <TransactionsPage />,
        `/admin/transactions?q=quill&agent=pending&checks=incomplete&estateAgentId=${agent}` +
          `&sellerSolicitor=firm:${firm}&buyerSolicitor=group:nonsense&tag=Priority` +
          '&createdFrom=2026-01-01&createdTo=2026-01-31&saleAgreedFrom=31/01/2026' +
          '&sort=asking_price&order=asc&page=2',
      );
      await waitFor(() =>
        expect(
          searchOf(calls).some(
            (params) => params.get('q') === 'quill' && params.get('skip') === '10',
          ),
        ).toBe(true),
      );
      const sent = searchOf(calls).find((params) => params.get('q') === 'quill')!;
      expect(Object.fromEntries(sent)).toEqual({
        skip: '10',
        limit: '20',
        q: 'quill',
        estateAgentAssigned: 'false',
        thirdfortChecksCompleted: 'false',
        estateAgentId: agent,
        sellerLawFirmId: firm,
        tag: 'Priority',
        createdFrom: '2026-01-01',
        createdTo: '2026-01-31',
        sort: 'asking_price',
        order: 'asc',
      });
      // the panel opens on the filters in force, and the search box shows the search
      expect(screen.getByRole('button', { name: 'Hide filters' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue('quill');
    });

    it('searches from the box into the URL, back to page 1, from 2 characters', async () => {
      const user = userEvent.setup({ delay: null });
      const { router, calls } = renderPage(<TransactionsPage />, '/admin/transactions?page=3');
      await screen.findByText('Sam Ortiz');
      const box = screen.getByRole('searchbox', { name: 'Search transactions' });
      await user.type(box, 'q{Enter}');
      expect(await screen.findByText('Type at least 2 characters to search.')).toBeInTheDocument();
      await user.type(box, 'u{Enter}');
      await waitFor(() => expect(router.state.location.search).toBe('?q=qu'));
      await waitFor(() =>
        expect(searchOf(calls).some((params) => params.get('q') === 'qu')).toBe(true),
      );
      expect(searchOf(calls).some((params) => params.get('q') === 'q')).toBe(false);
      expect(await screen.findByText('2 transactions match')).toBeInTheDocument();
    });

    it('sorts on the server from the sortable headers, kept in the URL', async () => {
      const user = userEvent.setup({ delay: null });
      const { router, calls } = renderPage();
      await screen.findByText('Sam Ortiz');
      const header = screen.getByRole('columnheader', { name: /Asking Price/ });
      await user.click(within(header).getByText('Asking Price'));
      await waitFor(() =>
        expect(router.state.location.search).toBe('?sort=asking_price&order=asc'),
      );
      expect(screen.getByRole('columnheader', { name: /Asking Price/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await user.click(within(header).getByText('Asking Price'));
      await waitFor(() => expect(router.state.location.search).toBe('?sort=asking_price'));
      await waitFor(() =>
        expect(
          searchOf(calls).some(
            (params) => params.get('sort') === 'asking_price' && params.get('order') === 'desc',
          ),
        ).toBe(true),
      );
      // a third press goes back to newest first
      await user.click(within(header).getByText('Asking Price'));
      await waitFor(() => expect(router.state.location.search).toBe(''));
    });

    it("downloads the view's CSV (every row, not the page) and says why when it cannot", async () => {
      const user = userEvent.setup({ delay: null });
      const download = vi.fn().mockRejectedValueOnce(new Error('You are offline.'));
      renderPage(
        <TransactionsPage download={download} />,
        '/admin/transactions?q=quill&paid=unpaid&sort=date_legal_started&order=asc&page=2',
      );
      await screen.findByRole('table');
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      expect(download).toHaveBeenCalledWith(
        '/api/admin/transactions/export?q=quill&isPaid=false&sort=date_legal_started&order=asc',
      );
      expect(
        await screen.findByText('The CSV could not be downloaded: You are offline.'),
      ).toBeInTheDocument();
      download.mockResolvedValueOnce(undefined);
      await user.click(screen.getByRole('button', { name: 'Download CSV' }));
      await waitFor(() =>
        expect(
          screen.queryByText('The CSV could not be downloaded: You are offline.'),
        ).not.toBeInTheDocument(),
      );
    });

    it('says a broad search matches more than the count the API stopped at', async () => {
      renderAdmin(<TransactionsPage download={vi.fn()} />, {
        path: '/admin/transactions?q=ad',
        replies: {
          'GET /api/admin/transactions': jsonResponse(
            pageOf([transactionRow()], {
              totalItems: 1_000_000,
              totalFilteredItems: 1_000,
              totalIsCapped: true,
            }),
          ),
        },
      });
      expect(await screen.findByText('More than 1,000 transactions match')).toBeInTheDocument();
      expect(screen.getByText('1 - 10 of 1,000+')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    });

    it('offers no CSV of more than 50,000 rows, and says what to do', async () => {
      renderAdmin(<TransactionsPage download={vi.fn()} />, {
        path: '/admin/transactions',
        replies: {
          'GET /api/admin/transactions': jsonResponse(
            pageOf([transactionRow()], { totalItems: 73_512, totalFilteredItems: 73_512 }),
          ),
        },
      });
      expect(
        await screen.findByText(
          'This view has 73,512 transactions; a CSV holds at most 50,000. Narrow the search or the filters to download it.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    });
  });
});
