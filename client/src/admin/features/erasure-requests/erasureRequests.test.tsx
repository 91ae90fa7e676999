import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminErasureRequestDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { ErasureRequestsPage } from './ErasureRequestsPage';

const ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';
const waiting: AdminErasureRequestDto = {
  _id: ID,
  userId: 'b2b2b2b2b2b2b2b2b2b2b2b2',
  status: 'pending',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  requestedAt: '2026-11-20T09:00:00.000Z',
  erasedAt: null,
  erasedBy: null,
  relationshipEndedAt: null,
  held: [],
};
const erased: AdminErasureRequestDto = {
  ...waiting,
  status: 'erased',
  name: null,
  email: null,
  erasedAt: '2026-11-26T10:00:00.000Z',
  erasedBy: 'Admin User',
  relationshipEndedAt: '2026-11-26T10:00:00.000Z',
  held: [
    {
      kind: 'customer_due_diligence',
      reason: 'regulation 40',
      deleteAfter: '2031-11-26T10:00:00.000Z',
    },
    { kind: 'transaction_records', reason: 'terms', deleteAfter: '2036-11-26T10:00:00.000Z' },
  ],
};

const page = (items: AdminErasureRequestDto[]) =>
  jsonResponse({ items, totalItems: items.length, totalFilteredItems: items.length });

describe('Erasure requests page', () => {
  it('erases a customer only after "Are you sure?", and going back sends nothing', async () => {
    const user = userEvent.setup();
    let pending = [waiting];
    const { calls } = renderAdmin(<ErasureRequestsPage />, {
      path: '/admin/erasure-requests',
      replies: {
        'GET /api/admin/erasure-requests': (request: Request) =>
          new URL(request.url).searchParams.get('status') === 'erased'
            ? page([erased])
            : page(pending),
        [`POST /api/admin/erasure-requests/${ID}/erase`]: () => {
          pending = [];
          return jsonResponse(erased);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Waiting erasure requests' });
    expect(await within(table).findByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/admin/users/b2b2b2b2b2b2b2b2b2b2b2b2',
    );
    await user.click(screen.getByRole('button', { name: 'Erase Ada Lovelace' }));
    expect(screen.getByText(/Identity checks are held for 5 years/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Erase Ada Lovelace' }));
    await user.click(screen.getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() =>
      expect(screen.getByText('No erasure requests are waiting')).toBeInTheDocument(),
    );
    expect(
      calls.filter((call) => call.method === 'POST').map((call) => new URL(call.url).pathname),
    ).toEqual([`/api/admin/erasure-requests/${ID}/erase`]);

    await user.click(screen.getByText('Erased'));
    const done = await screen.findByRole('table', { name: 'Erased customers' });
    expect(await within(done).findByText('Admin User')).toBeInTheDocument();
    expect(within(done).getByText('Identity checks: 26 November 2031')).toBeInTheDocument();
    expect(
      within(done).getByText('Sales, purchases, payments and account data: 26 November 2036'),
    ).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    renderAdmin(<ErasureRequestsPage />, {
      path: '/admin/erasure-requests',
      replies: { 'GET /api/admin/erasure-requests': jsonResponse({ message: 'Down' }, 503) },
    });
    expect(
      await screen.findByText('There was an error fetching the erasure requests.'),
    ).toBeInTheDocument();
  });
});
