import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AdminTable } from '@/admin/list/AdminTable';
import { renderAdmin } from '@/admin/testing';
import type { ApiError } from '@/api/baseQuery';

type Agent = { _id: string; office: string };
const agents: Agent[] = [
  { _id: 'a1', office: 'Hartley & Co - Bath' },
  { _id: 'a2', office: 'Hartley & Co - Bristol' },
];

const columns = [
  { title: 'Office Name', dataIndex: 'office', key: 'office' },
  {
    title: 'Action',
    key: 'action',
    render: () => (
      <button type="button" onClick={() => {}}>
        Call
      </button>
    ),
  },
];

type TableProps = Partial<Parameters<typeof AdminTable<Agent>>[0]>;

const renderTable = (props: TableProps = {}) =>
  renderAdmin(
    <AdminTable<Agent>
      label="Estate agents"
      rowKey="_id"
      columns={columns}
      rows={agents}
      rowHref={(agent) => `/admin/estate-agents/${agent._id}`}
      {...props}
    />,
    { path: '/admin/estate-agents' },
  );

describe('AdminTable', () => {
  it('is a named table whose rows open their page on click', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderTable();
    const table = await screen.findByRole('table', { name: 'Estate agents' });
    await user.click(within(table).getByText('Hartley & Co - Bristol'));
    expect(router.state.location.pathname).toBe('/admin/estate-agents/a2');
  });

  it('lets the keyboard reach a row and open it with Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderTable();
    const cell = await screen.findByRole('cell', { name: 'Hartley & Co - Bath' });
    const row = cell.closest('tr')!;
    row.focus();
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/admin/estate-agents/a1');
  });

  it('leaves buttons inside a row to do their own job', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderTable();
    const [button] = await screen.findAllByRole('button', { name: 'Call' });
    await user.click(button!);
    expect(router.state.location.pathname).toBe('/admin/estate-agents');
  });

  it("says 'No Data' when there are no rows", async () => {
    renderTable({ rows: [] });
    expect((await screen.findAllByText('No Data')).length).toBeGreaterThan(0);
  });

  it('says it is loading, without claiming there is no data', async () => {
    renderTable({ rows: undefined, loading: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
  });

  it('shows a failed load with the classified message and a Retry button', async () => {
    const user = userEvent.setup({ delay: null });
    const handleRetry = vi.fn();
    const error: ApiError = {
      status: 503,
      message: 'Server error. Please try again later.',
      retryable: false,
    };
    renderTable({
      rows: undefined,
      error,
      errorTitle: 'There was an error while fetching estate agents',
      onRetry: handleRetry,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('There was an error while fetching estate agents');
    expect(alert).toHaveTextContent('Server error. Please try again later.');
    expect(screen.queryByText('No Data')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(handleRetry).toHaveBeenCalledTimes(1);
  });
});
