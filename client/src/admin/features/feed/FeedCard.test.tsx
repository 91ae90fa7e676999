import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transactionRow } from '@/admin/features/transactions/testRows';
import { renderAdmin } from '@/admin/testing';
import { FeedCard } from './FeedCard';

describe('FeedCard: the latest event', () => {
  it('names the latest event when it is newer than any note', async () => {
    renderAdmin(<FeedCard row={transactionRow()} />);
    expect(
      await screen.findByText('Latest event: Solicitors assigned · 03/02/2026 10:00'),
    ).toBeInTheDocument();
  });

  it("says 'Note by <name>' and quotes the note when a note is the newest", async () => {
    renderAdmin(
      <FeedCard
        row={transactionRow({
          latest_event: {
            event_name: 'note_added',
            date_time: '2026-02-05T14:30:00.000Z',
            note: { author_name: 'Ada Byron', source: 'staff', text: 'Seller away until May' },
          },
        })}
      />,
    );
    expect(
      await screen.findByText('Latest event: Note by Ada Byron · 05/02/2026 14:30'),
    ).toBeInTheDocument();
    expect(screen.getByText('“Seller away until May”')).toBeInTheDocument();
  });

  it("says a system note is the system's, and 'None' when nothing happened yet", async () => {
    const { unmount } = renderAdmin(
      <FeedCard
        row={transactionRow({
          latest_event: {
            event_name: 'note_added',
            date_time: '2026-02-05T14:30:00.000Z',
            note: { author_name: null, source: 'system', text: 'Searches due back' },
          },
        })}
      />,
    );
    expect(
      await screen.findByText('Latest event: Note by the system · 05/02/2026 14:30'),
    ).toBeInTheDocument();
    unmount();
    renderAdmin(<FeedCard row={transactionRow({ latest_event: null })} />);
    expect(await screen.findByText('Latest event: None')).toBeInTheDocument();
  });

  it('shows a failed identity check as failed, with whose and why', async () => {
    renderAdmin(
      <FeedCard
        row={transactionRow({
          identity_status: 'failed',
          identity_failure: 'Ann Lee: Document expired',
        })}
      />,
    );
    expect(
      await screen.findByText('Thirdfort Checks: Failed (Ann Lee: Document expired)'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/In progress/)).toBeNull();
  });
});
