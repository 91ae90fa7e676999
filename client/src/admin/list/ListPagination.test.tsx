import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListPagination } from '@/admin/list/ListPagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: 'Pagination' }))
    .getAllByRole('button', { name: /^Page / })
    .map((button) => button.textContent);

describe('ListPagination', () => {
  it("shows '1 - 10 of N' and every page when there are at most 5", () => {
    render(<ListPagination page={1} size={10} total={42} onPageChange={() => {}} />);
    expect(screen.getByText('1 - 10 of 42')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
  });

  it('shows the first, an ellipsis, the neighbours and the last beyond 5 pages', () => {
    render(<ListPagination page={6} size={20} total={400} onPageChange={() => {}} />);
    expect(screen.getByText('101 - 120 of 400')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['1', '5', '6', '7', '20']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('asks for the page chosen, or the one before or after', async () => {
    const user = userEvent.setup({ delay: null });
    const handlePageChange = vi.fn();
    render(<ListPagination page={20} size={10} total={200} onPageChange={handlePageChange} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect(handlePageChange.mock.calls).toEqual([[19], [1]]);
  });
});
