import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShowMore } from '@/admin/components/ShowMore';

const events = Array.from({ length: 8 }, (_, i) => `Event ${i + 1}`);

const renderEvents = (items: string[]) =>
  render(
    <ShowMore items={items} moreLabel="All events">
      {(visible) => (
        <ul aria-label="Events">
          {visible.map((event) => (
            <li key={event}>{event}</li>
          ))}
        </ul>
      )}
    </ShowMore>,
  );

describe('ShowMore', () => {
  it("shows 5, then all with 'All events', and 5 again with 'Show less'", async () => {
    const user = userEvent.setup({ delay: null });
    renderEvents(events);
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    const toggle = screen.getByRole('button', { name: 'All events' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Show less' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('has no toggle when everything fits', () => {
    renderEvents(events.slice(0, 5));
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
