import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { feedFilterQuery, feedFilters, type FeedFilter } from '@/admin/features/feed/feedFilters';
import { ChipFilterGroup } from '@/admin/list/ChipFilterGroup';

const FeedChips = () => {
  const [value, setValue] = useState<FeedFilter>('all');
  return (
    <ChipFilterGroup
      label="Filter transactions"
      options={feedFilters}
      value={value}
      allValue="all"
      onChange={setValue}
    />
  );
};

const pressed = () =>
  screen.getAllByRole('button', { pressed: true }).map((chip) => chip.textContent);

describe('ChipFilterGroup with the feed filters', () => {
  it('shows the eight chips, Show All pressed', () => {
    render(<FeedChips />);
    expect(screen.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'Show All',
      'Unpaid',
      'No Estate Agents',
      'No Solicitors',
      'No Searches',
      'No Thirdfort Checks',
      'Failed Thirdfort Checks',
      'At risk',
    ]);
    expect(pressed()).toEqual(['Show All']);
  });

  it("maps 'At risk' to the sales whose progress is red", async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeedChips />);
    await user.click(screen.getByRole('button', { name: 'At risk' }));
    expect(pressed()).toEqual(['At risk']);
    expect(feedFilterQuery('at-risk')).toEqual({ progress: 'red' });
  });

  it('selects one chip at a time; the active chip again returns to Show All', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FeedChips />);
    await user.click(screen.getByRole('button', { name: 'Unpaid' }));
    expect(pressed()).toEqual(['Unpaid']);
    await user.click(screen.getByRole('button', { name: 'No Searches' }));
    expect(pressed()).toEqual(['No Searches']);
    await user.click(screen.getByRole('button', { name: 'No Searches' }));
    expect(pressed()).toEqual(['Show All']);
    await user.click(screen.getByRole('button', { name: 'Show All' }));
    expect(pressed()).toEqual(['Show All']);
  });
});
