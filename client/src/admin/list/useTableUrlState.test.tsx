import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AdminTable } from '@/admin/list/AdminTable';
import { ListFooter } from '@/admin/list/ListFooter';
import { useTableUrlState } from '@/admin/list/useTableUrlState';
import { renderAdmin } from '@/admin/testing';

type Row = { _id: string; name: string };

const allRows: Row[] = Array.from({ length: 57 }, (_, i) => ({
  _id: String(i + 1),
  name: `Firm ${i + 1}`,
}));

const paidFilter = { paid: { values: ['all', 'paid', 'unpaid'], default: 'all' } } as const;

/** A list page as the screens build one: URL state → request → table and footer. */
const DemoList = () => {
  const list = useTableUrlState({ filters: paidFilter });
  const { skip, limit } = list.request;
  return (
    <>
      <p>{`filter ${list.filters.paid}, search '${list.search}', skip ${skip}, limit ${limit}`}</p>
      <AdminTable<Row>
        label="Firms"
        rowKey="_id"
        columns={[{ title: 'Name', dataIndex: 'name' }]}
        rows={allRows.slice(skip, limit)}
      />
      <ListFooter list={list} total={allRows.length} />
    </>
  );
};

const renderList = (path: string) => renderAdmin(<DemoList />, { path });

describe('useTableUrlState with the table and its footer', () => {
  it('opens the page a link names, and sends skip/limit for it', async () => {
    renderList('/admin/firms?page=2&size=20&paid=unpaid&q=hart');
    expect(
      await screen.findByText("filter unpaid, search 'hart', skip 20, limit 40"),
    ).toBeInTheDocument();
    expect(screen.getByText('21 - 40 of 57')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Firm 21' })).toBeInTheDocument();
  });

  it('reads nonsense in the URL as the defaults', async () => {
    renderList('/admin/firms?page=zero&size=7&paid=sometimes');
    expect(await screen.findByText("filter all, search '', skip 0, limit 10")).toBeInTheDocument();
  });

  it('keeps the page in the URL, so going back returns to it', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/firms');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByText('21 - 30 of 57')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('11 - 20 of 57')).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(screen.getByText('1 - 10 of 57')).toBeInTheDocument();
  });

  it('changes the page size from the items-per-page select and goes back to page 1', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderList('/admin/firms?page=4');
    await user.click(await screen.findByRole('combobox', { name: 'Items per page' }));
    // antd lists the choices as titled items (its listbox holds only the active one).
    const dropdown = within(document.querySelector<HTMLElement>('.ant-select-dropdown')!);
    for (const size of ['10', '20', '50', '100']) {
      expect(dropdown.getByTitle(size)).toBeInTheDocument();
    }
    await user.click(dropdown.getByTitle('50'));
    expect(router.state.location.search).toBe('?size=50');
    expect(screen.getByText('1 - 50 of 57')).toBeInTheDocument();
  });

  it('corrects a page past the end to the last page', async () => {
    const { router } = renderList('/admin/firms?page=9');
    expect(await screen.findByText('51 - 57 of 57')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=6');
  });
});
