import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AccessRecordEntryDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { UserViewedByCard } from './UserViewedByCard';

const SUBJECT = '65f1c0ffee00000000000001';
const SALE = '65f1c0ffee00000000000009';

const entry = (n: number, extra: Partial<AccessRecordEntryDto> = {}): AccessRecordEntryDto => ({
  _id: `a${n}`,
  viewed_at: '2026-07-01T09:05:00.000Z',
  kind: 'user_detail',
  label: 'User details viewed',
  staff_id: 's1',
  staff_name: 'Grace Hopper',
  subject_type: 'user',
  record_id: SUBJECT,
  record_label: null,
  transaction_id: null,
  ...extra,
});

const pageOf = (items: AccessRecordEntryDto[], total = items.length) =>
  jsonResponse({ items, totalItems: total, totalFilteredItems: total });

describe('UserViewedByCard', () => {
  it('lists who viewed the person’s data, newest first: what, when (UK time), who', async () => {
    const { calls } = renderAdmin(<UserViewedByCard subjectId={SUBJECT} />, {
      replies: {
        'GET /api/admin/access-records': pageOf([
          entry(2, {
            kind: 'document_download',
            label: 'Document downloaded',
            record_label: 'Water bill.pdf',
            transaction_id: SALE,
          }),
          entry(1, { staff_name: 'Alan Turing', viewed_at: '2026-01-10T15:30:00.000Z' }),
        ]),
      },
    });
    expect(
      screen.getByRole('status', { name: "Loading who viewed this person's data..." }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Viewed by staff' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Document downloaded');
    expect(items[0]).toHaveTextContent('01/07/2026 10:05 · by Grace Hopper');
    expect(items[0]).toHaveTextContent('Water bill.pdf');
    expect(within(items[0]).getByRole('link', { name: 'Open the transaction' })).toHaveAttribute(
      'href',
      `/admin/transactions/${SALE}`,
    );
    expect(items[1]).toHaveTextContent('User details viewed');
    expect(items[1]).toHaveTextContent('10/01/2026 15:30 · by Alan Turing');
    expect(within(items[1]).queryByRole('link')).not.toBeInTheDocument();
    const url = new URL(calls.find((c) => c.url.includes('/api/admin/access-records'))!.url);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subjectId: SUBJECT,
      skip: '0',
      limit: '10',
    });
    expect(screen.queryByRole('button', { name: 'Older' })).not.toBeInTheDocument();
  });

  it('says so when nobody viewed the data yet', async () => {
    renderAdmin(<UserViewedByCard subjectId={SUBJECT} />, {
      replies: { 'GET /api/admin/access-records': pageOf([]) },
    });
    expect(
      await screen.findByText("No member of staff has viewed this person's data yet"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Viewed by staff' })).not.toBeInTheDocument();
  });

  it('says what failed and reads it again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdmin(<UserViewedByCard subjectId={SUBJECT} />, {
      replies: {
        'GET /api/admin/access-records': () =>
          fail ? jsonResponse({ statusCode: 500, message: 'Boom' }, 500) : pageOf([entry(1)]),
      },
    });
    expect(
      await screen.findByText('There was an error fetching who viewed this person’s data'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('User details viewed')).toBeInTheDocument();
  });

  it('pages older views, asking the server for each page', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<UserViewedByCard subjectId={SUBJECT} pageSize={2} />, {
      replies: {
        'GET /api/admin/access-records': (request) => {
          const skip = Number(new URL(request.url).searchParams.get('skip'));
          return pageOf(
            skip === 0 ? [entry(3), entry(2)] : [entry(1, { staff_name: 'Ada Byron' })],
            3,
          );
        },
      },
    });
    expect(await screen.findByText('1–2 of 3 views')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('3–3 of 3 views')).toBeInTheDocument();
    expect(screen.getByText(/by Ada Byron/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
    const last = new URL(
      calls.filter((c) => c.url.includes('/api/admin/access-records')).at(-1)!.url,
    );
    expect(last.searchParams.get('skip')).toBe('2');
    expect(last.searchParams.get('limit')).toBe('4');
  });
});
