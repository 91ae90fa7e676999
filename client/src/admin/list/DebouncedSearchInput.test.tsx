import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebouncedSearchInput } from '@/admin/list/DebouncedSearchInput';

const box = () => screen.getByRole('searchbox', { name: 'Search estate agents' });

describe('DebouncedSearchInput', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing has paused for the delay (500 ms for estate agents)', () => {
    const handleSearch = vi.fn();
    render(
      <DebouncedSearchInput
        value=""
        onSearch={handleSearch}
        delayMs={500}
        label="Search estate agents"
      />,
    );
    fireEvent.change(box(), { target: { value: 'hart' } });
    act(() => vi.advanceTimersByTime(400));
    fireEvent.change(box(), { target: { value: 'hartley ' } });
    act(() => vi.advanceTimersByTime(499));
    expect(handleSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(handleSearch.mock.calls).toEqual([['hartley']]);
  });

  it('searches at once on Enter, and shows a search changed from outside', () => {
    const handleSearch = vi.fn();
    const { rerender } = render(
      <DebouncedSearchInput value="" onSearch={handleSearch} label="Search estate agents" />,
    );
    fireEvent.change(box(), { target: { value: 'bath' } });
    fireEvent.keyDown(box(), { key: 'Enter', keyCode: 13 });
    expect(handleSearch.mock.calls).toEqual([['bath']]);

    rerender(
      <DebouncedSearchInput value="york" onSearch={handleSearch} label="Search estate agents" />,
    );
    expect(box()).toHaveValue('york');
    act(() => vi.advanceTimersByTime(1000));
    expect(handleSearch).toHaveBeenCalledTimes(1);
  });
});
