import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse, stubFetch } from '@/test/fetchStub';
import { downloadCsv, InvoicingModal } from './InvoicingModal';

const config = (invoicing_amount: number | null) => ({
  benchmark_in_days: 123,
  invoicing_amount,
  tags: [],
  thirdfort_v2_switchover_date: null,
});

describe('the Invoicing modal', () => {
  it('offers no export without an invoicing amount, and says why', async () => {
    renderAdmin(<InvoicingModal onClose={() => undefined} download={vi.fn()} />, {
      replies: { 'GET /api/admin/config': jsonResponse(config(null)) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invoicing' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There is no invoicing amount configured. Please set it before continuing.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('needs a period, then downloads that month', async () => {
    const user = userEvent.setup();
    const download = vi.fn();
    const onClose = vi.fn();
    renderAdmin(<InvoicingModal onClose={onClose} download={download} />, {
      replies: { 'GET /api/admin/config': jsonResponse(config(24000)) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invoicing' });
    expect(
      await within(dialog).findByText(/buyer's solicitor with no buyer is not billed/),
    ).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: 'Export CSV' }));
    expect(await within(dialog).findByText('Period is required')).toBeInTheDocument();
    expect(download).not.toHaveBeenCalled();

    const period = within(dialog).getByLabelText('Period');
    await user.click(period);
    await user.type(period, 'October 2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(download).toHaveBeenCalledWith('/api/admin/invoicing/export?month=2026-10'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('says why the file could not be made, and stays open to try again', async () => {
    const user = userEvent.setup();
    const download = vi.fn(async () => {
      throw new Error('Server error. Please try again later.');
    });
    const onClose = vi.fn();
    renderAdmin(<InvoicingModal onClose={onClose} download={download} />, {
      replies: { 'GET /api/admin/config': jsonResponse(config(24000)) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Invoicing' });
    const period = await within(dialog).findByLabelText('Period');
    await user.click(period);
    await user.type(period, 'October 2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Export CSV' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to create or download the CSV file: Server error. Please try again later.',
    );
    expect(onClose).not.toHaveBeenCalled();
    // The button can be pressed again (jsdom runs no CSS animations, so the spinner's leave
    // motion never ends and its 'loading' label stays in the name).
    const again = within(dialog).getByRole('button', { name: /Export CSV$/ });
    expect(again).toBeEnabled();
    expect(again).not.toHaveClass('ant-btn-loading');
  });
});

describe('downloadCsv', () => {
  const URL_OF_MONTH = '/api/admin/invoicing/export?month=2026-10';

  it("saves the file under the server's name", async () => {
    const name = 'Invoice Transactions October 2026.csv';
    stubFetch({
      'GET /api/admin/invoicing/export': new Response('Address,Amount\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      }),
    });
    const saved: { name: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, href: this.href });
    });
    // jsdom has no object URLs: lend it a pair for this test only (files share a window).
    const jsdomUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const revoked: string[] = [];
    URL.createObjectURL = (blob: Blob) => `blob:csv-${blob.size}`;
    URL.revokeObjectURL = (href: string) => void revoked.push(href);
    try {
      await downloadCsv(URL_OF_MONTH);
      expect(saved).toEqual([{ name, href: 'blob:csv-15' }]);
      await waitFor(() => expect(revoked).toEqual(['blob:csv-15']));
    } finally {
      URL.createObjectURL = jsdomUrls.create;
      URL.revokeObjectURL = jsdomUrls.revoke;
    }
  });

  it("rejects with the server's reason, or the classified one", async () => {
    stubFetch({
      'GET /api/admin/invoicing/export': jsonResponse(
        { statusCode: 400, message: ['month must be a month as YYYY-MM'], error: 'Bad Request' },
        400,
      ),
    });
    await expect(downloadCsv(URL_OF_MONTH)).rejects.toThrow('month must be a month as YYYY-MM');

    stubFetch({
      'GET /api/admin/invoicing/export': jsonResponse({ statusCode: 500, message: 'x' }, 500),
    });
    await expect(downloadCsv(URL_OF_MONTH)).rejects.toThrow(
      'Server error. Please try again later.',
    );

    stubFetch({ 'GET /api/admin/invoicing/export': new TypeError('Failed to fetch') });
    await expect(downloadCsv(URL_OF_MONTH)).rejects.toThrow(
      'Network error. Please check your connection and try again.',
    );
  });
});
