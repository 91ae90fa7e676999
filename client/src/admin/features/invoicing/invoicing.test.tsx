import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { InvoicingModal } from './InvoicingModal';

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
});
