import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ListFilter } from '@/admin/list/ListFilter';

type Paid = 'all' | 'paid' | 'unpaid';

const PaidFilter = ({ onChanged }: { onChanged?: (value: Paid) => void }) => {
  const [value, setValue] = useState<Paid>('all');
  return (
    <ListFilter<Paid>
      label="Payment status"
      options={[
        { value: 'all', label: 'All', count: 57 },
        { value: 'paid', label: 'Paid', count: 40 },
        { value: 'unpaid', label: 'Unpaid', count: 17 },
      ]}
      value={value}
      defaultValue="all"
      chipLabel={(option) => option.label}
      onChange={(next) => {
        setValue(next);
        onChanged?.(next);
      }}
    />
  );
};

describe('ListFilter', () => {
  it('offers the options with their counts in a modal; one applies, with a removable chip', async () => {
    const user = userEvent.setup({ delay: null });
    const changes: Paid[] = [];
    render(<PaidFilter onChanged={(value) => changes.push(value)} />);
    const button = screen.getByRole('button', { name: 'Filter by payment status' });
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filter by payment status' });
    const group = within(dialog).getByRole('radiogroup');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All (57)', 'Paid (40)', 'Unpaid (17)']);
    expect(within(group).getByRole('radio', { name: 'All (57)' })).toBeChecked();
    await user.click(within(group).getByRole('radio', { name: 'Unpaid (17)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    expect(changes).toEqual(['unpaid']);
    const remove = screen.getByRole('button', { name: 'Remove filter: Unpaid' });
    expect(remove.parentElement).toHaveTextContent('Unpaid');

    await user.click(remove);
    expect(changes).toEqual(['unpaid', 'all']);
    expect(screen.queryByRole('button', { name: /Remove filter/ })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('changes nothing when the modal is cancelled', async () => {
    const user = userEvent.setup({ delay: null });
    const changes: Paid[] = [];
    render(<PaidFilter onChanged={(value) => changes.push(value)} />);
    await user.click(screen.getByRole('button', { name: 'Filter by payment status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Paid (40)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(changes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Filter by payment status' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'All (57)' }),
    ).toBeChecked();
  });
});
