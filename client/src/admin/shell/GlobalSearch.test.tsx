import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { GlobalSearch } from '@/admin/shell/GlobalSearch';
import type {
  GlobalSearchResult,
  GlobalSearchState,
  UseGlobalSearch,
} from '@/admin/shell/globalSearch';

const orchard: GlobalSearchResult = {
  id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  address: '14 Orchard Row, Malvern WR14 3AB',
  seller: { first_name: 'Priya', last_name: 'Shah', email: 'priya@example.com' },
  buyer: { first_name: 'Tom', last_name: 'Reid', email: 'tom@example.com' },
};
const mill: GlobalSearchResult = {
  id: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  address: '2 Mill Lane, Ledbury HR8 1AA',
  seller: { first_name: 'Sam', last_name: 'Ortiz', email: 'sam.ortiz@example.com' },
  buyer: null,
};

/** A search that answers from `table` at once, recording each query it was asked to run. */
const fakeSearch = (
  table: Record<string, GlobalSearchResult[]>,
  extra: Partial<GlobalSearchState> = {},
) => {
  const asked: string[] = [];
  const useSearch: UseGlobalSearch = (query, { skip }) => {
    if (!skip && asked.at(-1) !== query) asked.push(query);
    return { results: skip ? undefined : (table[query] ?? []), isFetching: false, ...extra };
  };
  return { useSearch, asked };
};

const renderSearch = (useSearch: UseGlobalSearch) =>
  renderAdmin(
    <>
      <GlobalSearch useSearch={useSearch} />
      <button type="button">Elsewhere</button>
    </>,
    { path: '/admin' },
  );

const box = () => screen.getByRole('combobox', { name: 'Search transactions' }) as HTMLInputElement;

const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('GlobalSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the placeholder and searches from 2 characters, 300 ms after typing stops', () => {
    const { useSearch, asked } = fakeSearch({ ma: [mill], mal: [orchard] });
    renderSearch(useSearch);
    expect(box()).toHaveAttribute(
      'placeholder',
      'Search for a transaction using name, email, or property address',
    );
    type('m');
    wait(1000);
    expect(asked).toEqual([]);
    type('ma');
    wait(200);
    type('mal');
    wait(299);
    expect(asked).toEqual([]);
    wait(1);
    expect(asked).toEqual(['mal']);
    expect(screen.getByRole('option', { name: /14 Orchard Row/ })).toBeInTheDocument();
  });

  it('shows the address, the seller and the buyer (or No Buyer), each linking to the transaction', () => {
    const { useSearch } = fakeSearch({ la: [orchard, mill] });
    renderSearch(useSearch);
    type('la');
    wait(300);
    const [first, second] = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(first).toHaveAttribute('href', '/admin/transactions/a1a1a1a1a1a1a1a1a1a1a1a1');
    expect(first).toHaveTextContent('14 Orchard Row, Malvern WR14 3AB');
    expect(first).toHaveTextContent('Seller: Priya Shah · priya@example.com');
    expect(first).toHaveTextContent('Buyer: Tom Reid · tom@example.com');
    expect(second).toHaveAttribute('href', '/admin/transactions/b2b2b2b2b2b2b2b2b2b2b2b2');
    expect(second).toHaveTextContent('Seller: Sam Ortiz · sam.ortiz@example.com');
    expect(second).toHaveTextContent('No Buyer');
    expect(screen.getByRole('status')).toHaveTextContent('2 transactions found');
  });

  it('says when nothing matches, and while it is searching', () => {
    const { useSearch } = fakeSearch({});
    renderSearch(useSearch);
    type('zz');
    expect(screen.getByRole('status')).toHaveTextContent('Searching...');
    wait(300);
    expect(screen.getByRole('status')).toHaveTextContent('No transactions found');
    expect(screen.getByText('No transactions found', { selector: 'div' })).toBeVisible();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the classified message when the search fails', () => {
    const failure = {
      status: 'FETCH_ERROR',
      message: 'Network error. Please check your connection and try again.',
      retryable: true,
    };
    const { useSearch } = fakeSearch({}, { error: failure });
    renderSearch(useSearch);
    type('jo');
    wait(300);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Network error. Please check your connection and try again.',
    );
  });

  it('moves through the results with the arrow keys and opens one with Enter', () => {
    const { useSearch } = fakeSearch({ la: [orchard, mill] });
    const { router } = renderSearch(useSearch);
    box().focus();
    type('la');
    wait(300);
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    const options = screen.getAllByRole('option');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]?.id);
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]?.id);
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/admin/transactions/b2b2b2b2b2b2b2b2b2b2b2b2');
  });

  it('clears the box and the results when the route changes', async () => {
    const { useSearch } = fakeSearch({ pr: [orchard] });
    const { router } = renderSearch(useSearch);
    type('pr');
    wait(300);
    expect(screen.getByRole('option')).toBeInTheDocument();
    await act(() => router.navigate('/admin/users'));
    expect(box()).toHaveValue('');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('closes the results on a click outside and on Escape; a second Escape empties the box', () => {
    const { useSearch } = fakeSearch({ pr: [orchard] });
    renderSearch(useSearch);
    box().focus();
    type('pr');
    wait(300);
    expect(screen.getByRole('option')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box()).toHaveValue('pr');

    fireEvent.focus(box());
    expect(screen.getByRole('option')).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(box()).toHaveValue('pr');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(box()).toHaveValue('');
  });

  it('closes the results when the keyboard leaves the box', () => {
    const { useSearch } = fakeSearch({ pr: [orchard] });
    renderSearch(useSearch);
    box().focus();
    type('pr');
    wait(300);
    expect(screen.getByRole('option')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  describe('when the search finds more than it lists', () => {
    const ten = Array.from({ length: 10 }, (_, n) => ({
      ...orchard,
      id: `c${String(n).padStart(23, '0')}`,
      address: `${n + 1} Orchard Row, Malvern WR14 3AB`,
    }));

    it('says how many and links to the transactions list with the search', () => {
      const { useSearch } = fakeSearch({ orchard: ten }, { total: { count: 37, more: false } });
      const { router } = renderSearch(useSearch);
      box().focus();
      type('orchard');
      wait(300);
      expect(screen.getAllByRole('option')).toHaveLength(10);
      expect(screen.getByText(/Showing 10 of 37 —/)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 37');
      const link = screen.getByRole('link', {
        name: 'open the transactions list with this search',
      });
      expect(link).toHaveAttribute('href', '/admin/transactions?q=orchard');
      fireEvent.click(link);
      expect(router.state.location.pathname).toBe('/admin/transactions');
      expect(router.state.location.search).toBe('?q=orchard');
    });

    it("says 'more than 50' rather than counting every sale", () => {
      const { useSearch } = fakeSearch({ orchard: ten }, { total: { count: 50, more: true } });
      renderSearch(useSearch);
      box().focus();
      type('orchard');
      wait(300);
      expect(screen.getByText(/Showing 10 of more than 50 —/)).toBeInTheDocument();
    });

    it('says nothing more when the list holds every result', () => {
      const { useSearch } = fakeSearch({ orchard: ten }, { total: { count: 10, more: false } });
      renderSearch(useSearch);
      box().focus();
      type('orchard');
      wait(300);
      expect(screen.getAllByRole('option')).toHaveLength(10);
      expect(screen.queryByText(/Showing 10 of/)).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: 'open the transactions list with this search' }),
      ).not.toBeInTheDocument();
    });
  });
});
