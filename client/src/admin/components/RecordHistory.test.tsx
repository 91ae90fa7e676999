import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { HistoryEntryDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { RecordHistory } from './RecordHistory';

const SUBJECT = '65f1c0ffee00000000000001';

const entry = (n: number, extra: Partial<HistoryEntryDto> = {}): HistoryEntryDto => ({
  _id: `e${n}`,
  date_time: '2026-07-01T09:05:00.000Z',
  event_name: 'brand_renamed',
  label: 'Brand renamed',
  author: 'u1',
  authorName: 'Ada Lovelace',
  comments: `Brand Quayside ${n - 1} renamed Quayside ${n}`,
  ...extra,
});

const pageOf = (items: HistoryEntryDto[], total = items.length) =>
  jsonResponse({ items, totalItems: total, totalFilteredItems: total });

describe('RecordHistory', () => {
  it('lists the changes newest first: what, when (UK time), who and the details', async () => {
    const { calls } = renderAdmin(<RecordHistory subjectId={SUBJECT} />, {
      replies: {
        'GET /api/admin/history': pageOf([
          entry(2, {
            event_name: 'user_deactivated',
            label: 'User deactivated',
            comments: 'User deactivated: signed out everywhere, sign-in links voided',
          }),
          entry(1, { authorName: null, author: null, comments: null }),
        ]),
      },
    });
    expect(screen.getByRole('status', { name: 'Loading history...' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'History' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('User deactivated');
    expect(items[0]).toHaveTextContent('01/07/2026 10:05 · by Ada Lovelace');
    expect(items[0]).toHaveTextContent('signed out everywhere, sign-in links voided');
    expect(items[1]).toHaveTextContent('Brand renamed');
    expect(items[1]).toHaveTextContent('by the system');
    expect(screen.getByRole('heading', { level: 2, name: 'History' })).toBeInTheDocument();
    const url = new URL(calls.find((c) => c.url.includes('/api/admin/history'))!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subjectId: SUBJECT,
      skip: '0',
      limit: '10',
    });
    // one page only: no paging buttons
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });

  it("says 'No changes recorded yet' when nothing was recorded", async () => {
    renderAdmin(<RecordHistory subjectId={SUBJECT} />, {
      replies: { 'GET /api/admin/history': pageOf([]) },
    });
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'History' })).not.toBeInTheDocument();
  });

  it('says what failed and reads it again on Retry', async () => {
    let fail = true;
    renderAdmin(<RecordHistory subjectId={SUBJECT} />, {
      replies: {
        'GET /api/admin/history': () =>
          fail ? jsonResponse({ statusCode: 500, message: 'Boom' }, 500) : pageOf([entry(1)]),
      },
    });
    const alert = await screen.findByRole('status', {
      name: (_name, element) =>
        element.textContent?.includes('There was an error fetching the history') ?? false,
    });
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Brand renamed')).toBeInTheDocument();
  });

  it('pages through older changes and back', async () => {
    const all = Array.from({ length: 12 }, (_, i) => entry(12 - i));
    renderAdmin(<RecordHistory subjectId={SUBJECT} />, {
      replies: {
        'GET /api/admin/history': (request) => {
          const params = new URL(request.url).searchParams;
          const skip = Number(params.get('skip'));
          const limit = Number(params.get('limit'));
          return pageOf(all.slice(skip, limit), all.length);
        },
      },
    });
    expect(await screen.findByText('1–10 of 12 changes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('11–12 of 12 changes')).toBeInTheDocument();
    expect(screen.getByText('Brand Quayside 0 renamed Quayside 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('1–10 of 12 changes')).toBeInTheDocument();
  });

  it('reads the history again when the record it shows changes', async () => {
    let recorded = [entry(1)];
    const active = { active: true };
    const inactive = { active: false };
    const Page = () => {
      const [user, setUser] = useState(active);
      return (
        <>
          <button type="button" onClick={() => setUser(inactive)}>
            Deactivate
          </button>
          <RecordHistory subjectId={SUBJECT} record={user} />
        </>
      );
    };
    renderAdmin(<Page />, {
      replies: { 'GET /api/admin/history': () => pageOf(recorded) },
    });
    expect(await screen.findByText('Brand Quayside 0 renamed Quayside 1')).toBeInTheDocument();
    recorded = [entry(2, { label: 'User deactivated' }), entry(1)];
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
  });

  it("shows the settings' history from the config endpoint", async () => {
    renderAdmin(<RecordHistory config />, {
      replies: {
        'GET /api/admin/config/history': pageOf([
          entry(1, {
            event_name: 'admin_config_updated',
            label: 'Settings changed',
            comments: 'Benchmark in days: 123 → 100',
          }),
        ]),
      },
    });
    expect(await screen.findByText('Benchmark in days: 123 → 100')).toBeInTheDocument();
    expect(screen.getByText('Settings changed')).toBeInTheDocument();
  });
});
