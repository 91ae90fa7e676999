import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { api } from '@/api/generated';
import { jsonResponse } from '@/test/fetchStub';
import { formatPhoneForDisplay } from '@/admin/phoneDisplay';
import { UserDetailPage } from './UserDetailPage';
import { UsersPage } from './UsersPage';

const row = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: `65f0000000000000000000${String(n).padStart(2, '0')}`,
  full_name: `Ada ${n} Lovelace`,
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Lovelace',
  email: `ada${n}@example.com`,
  address: n % 2 ? '1 Quay Walk, Bristol, BS1 4DJ' : null,
  active: true,
  status: 'active',
  deactivated_at: null,
  type: 'customer',
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

describe('users list', () => {
  it('shows active users by default with the spec columns, and filters by status', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<UsersPage />, {
      path: '/admin/users',
      replies: {
        'GET /api/admin/users': jsonResponse({
          items: [row(1), row(2)],
          totalItems: 57,
          totalFilteredItems: 2,
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    for (const header of ['Full Name', 'Email', 'Address']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Ada 1 Lovelace')).toBeInTheDocument();
    expect(within(table).getByText('1 Quay Walk, Bristol, BS1 4DJ')).toBeInTheDocument();
    const first = new URL(calls.find((c) => c.url.includes('/admin/users'))!.url);
    expect(first.searchParams.get('isActive')).toBe('true');
    expect(first.searchParams.get('skip')).toBe('0');
    expect(first.searchParams.get('limit')).toBe('10');

    await user.click(screen.getByRole('button', { name: 'Filter by status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'All (57)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Inactive' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('isActive') === 'false')).toBe(true),
    );
    expect(screen.getByText('Status: Inactive')).toBeInTheDocument();
  });

  it("says what failed when the list can't load", async () => {
    renderAdmin(<UsersPage />, {
      path: '/admin/users',
      replies: {
        'GET /api/admin/users': jsonResponse({ statusCode: 500, message: 'Internal' }, 500),
      },
    });
    expect(await screen.findByText('There was an error fetching users.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('user detail', () => {
  it('shows personal information and every address field', async () => {
    renderAdmin([{ path: '/admin/users/:id', element: <UserDetailPage /> }], {
      path: '/admin/users/65f000000000000000000001',
      replies: {
        'GET /api/admin/users/65f000000000000000000001': jsonResponse({
          _id: '65f000000000000000000001',
          active: true,
          createdAt: '2026-11-01T10:00:00.000Z',
          updatedAt: '2026-11-01T10:00:00.000Z',
          email: 'ada@example.com',
          first_name: 'Ada',
          middle_name: 'King',
          last_name: 'Lovelace',
          phone_number: '+447911123456',
          correspondence_address: {
            line_1: '1 Quay Walk',
            post_town: 'Bristol',
            postcode: 'BS1 4DJ',
            country: 'United Kingdom',
            country_iso_2: 'GB',
            uprn: '123456789',
          },
          type: 'customer',
          role: 'sell',
          schema_version: 1,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada King Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('07911 123456')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    for (const label of ['Line 1', 'Post Town', 'Postcode', 'UPRN', 'PO Box', 'Latitude']) {
      expect(screen.getByText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('123456789')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  });
});

const person = (overrides: Record<string, unknown> = {}) => ({
  _id: '65f000000000000000000002',
  active: true,
  deactivated_at: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  email: 'grace@example.com',
  first_name: 'Grace',
  middle_name: null,
  last_name: 'Hopper',
  phone_number: null,
  correspondence_address: null,
  stripe_customer_id: null,
  type: 'admin',
  role: null,
  schema_version: 1,
  ...overrides,
});

const emptyPage = () => jsonResponse({ items: [], totalItems: 0, totalFilteredItems: 0 });

/** The user's page; their sales and purchases are empty unless `replies` say otherwise. */
const detailAt = (id: string, replies: NonNullable<Parameters<typeof renderAdmin>[1]>['replies']) =>
  renderAdmin([{ path: '/admin/users/:id', element: <UserDetailPage /> }], {
    path: `/admin/users/${id}`,
    replies: {
      [`GET /api/admin/users/${id}/sales`]: emptyPage,
      [`GET /api/admin/users/${id}/purchases`]: emptyPage,
      ...replies,
    },
  });

describe('user access', () => {
  it('deactivates after "Are you sure?", then shows the status and offers Reactivate', async () => {
    const user = userEvent.setup();
    let current = person();
    const { calls } = detailAt(current._id, {
      'GET /api/admin/users/65f000000000000000000002': () => jsonResponse(current),
      'POST /api/admin/users/65f000000000000000000002/deactivate': () => {
        current = person({ active: false, deactivated_at: '2026-11-20T09:30:00.000Z' });
        return jsonResponse(current);
      },
    });
    const access = await screen.findByText('Active');
    expect(access).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByText(/signed out everywhere at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    const question = await screen.findByRole('alert');
    await user.click(within(question).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Deactivated on 20 November 2026')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => new URL(c.url).pathname)).toEqual([
      '/api/admin/users/65f000000000000000000002/deactivate',
    ]);
    expect(screen.getByRole('button', { name: 'Reactivate' })).toBeInTheDocument();
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();
  });

  it('says so when the server refuses, and keeps the question open', async () => {
    const user = userEvent.setup();
    detailAt('65f000000000000000000002', {
      'GET /api/admin/users/65f000000000000000000002': jsonResponse(
        person({ active: false, deactivated_at: '2026-11-20T09:30:00.000Z' }),
      ),
      'POST /api/admin/users/65f000000000000000000002/reactivate': jsonResponse(
        { statusCode: 404, message: 'User not found', error: 'Not Found' },
        404,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Reactivate' }));
    await user.click(
      within(await screen.findByRole('alert')).getByRole('button', { name: 'Reactivate' }),
    );
    expect(await screen.findByText('User not found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
  });

  it('shows a customer who has not opened a link yet as not activated', async () => {
    detailAt('65f000000000000000000003', {
      'GET /api/admin/users/65f000000000000000000003': jsonResponse(
        person({ _id: '65f000000000000000000003', active: false, type: 'customer' }),
      ),
    });
    expect(
      await screen.findByText('Not yet activated (has not opened a sign-in link)'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
  });

  it('offers no admin the means to deactivate themselves', async () => {
    const me = person({ _id: '65f000000000000000000004' });
    const { store } = detailAt(me._id, {
      'GET /api/admin/users/65f000000000000000000004': jsonResponse(me),
      'GET /api/users/current': jsonResponse(me),
    });
    await store.dispatch(api.endpoints.currentUser.initiate());
    expect(await screen.findByText('You cannot deactivate your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });
});

describe('users list: status and admins', () => {
  it('reads counts beyond the bound as 10,000+ in the pagination and the All filter', async () => {
    const user = userEvent.setup();
    renderAdmin(<UsersPage />, {
      path: '/admin/users',
      replies: {
        'GET /api/admin/users': jsonResponse({
          items: [row(1), row(2)],
          totalItems: 10_000,
          totalItemsIsCapped: true,
          totalFilteredItems: 10_000,
          totalIsCapped: true,
        }),
      },
    });
    expect(await screen.findByText('1 - 10 of 10,000+')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter by status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'All (10,000+)' })).toBeInTheDocument();
  });

  it('tags each user with their status and filters the deactivated ones', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<UsersPage />, {
      path: '/admin/users?active=all',
      replies: {
        'GET /api/admin/users': jsonResponse({
          items: [
            row(1),
            row(2, {
              active: false,
              status: 'deactivated',
              deactivated_at: '2026-11-20T09:30:00Z',
            }),
            row(3, { active: false, status: 'not_activated' }),
            row(4, { type: 'admin' }),
          ],
          totalItems: 4,
          totalFilteredItems: 4,
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    const deactivatedRow = (await within(table).findByText('Ada 2 Lovelace')).closest('tr')!;
    expect(within(deactivatedRow).getByText('Deactivated')).toBeInTheDocument();
    const newRow = within(table).getByText('Ada 3 Lovelace').closest('tr')!;
    expect(within(newRow).getByText('Not activated')).toBeInTheDocument();
    const adminRow = within(table).getByText('Ada 4 Lovelace').closest('tr')!;
    expect(within(adminRow).getByText('Admin')).toBeInTheDocument();
    expect(within(adminRow).getByText('Active')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Filter by status' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Deactivated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('isActive') === 'deactivated')).toBe(
        true,
      ),
    );
    expect(screen.getByText('Status: Deactivated')).toBeInTheDocument();
  });

  it('lists every admin, whatever their status, on the Admins tab', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderAdmin(
      [
        { path: '/admin/users', element: <UsersPage /> },
        { path: '/admin/users/admins', element: <UsersPage view="admins" /> },
      ],
      {
        path: '/admin/users',
        replies: {
          'GET /api/admin/users': (request) => {
            const admins = new URL(request.url).searchParams.get('type') === 'admin';
            return jsonResponse({
              items: admins
                ? [
                    row(7, { type: 'admin', full_name: 'Grace Hopper' }),
                    row(8, {
                      type: 'admin',
                      full_name: 'Alan Turing',
                      active: false,
                      status: 'deactivated',
                    }),
                  ]
                : [row(1)],
              totalItems: admins ? 2 : 57,
              totalFilteredItems: admins ? 2 : 1,
            });
          },
        },
      },
    );
    await screen.findByRole('table', { name: 'Users' });
    await user.click(screen.getByRole('tab', { name: 'Admins' }));
    expect(router.state.location.pathname).toBe('/admin/users/admins');
    const table = await screen.findByRole('table', { name: 'Admins' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admins' })).toBeInTheDocument();
    const turing = (await within(table).findByText('Alan Turing')).closest('tr')!;
    expect(within(turing).getByText('Deactivated')).toBeInTheDocument();
    const request = new URL(
      calls.filter((c) => new URL(c.url).searchParams.get('type') === 'admin').at(-1)!.url,
    );
    expect(request.searchParams.get('isActive')).toBe('all');
    // every status by default: no filter chip
    expect(screen.queryByText(/^Status:/)).not.toBeInTheDocument();
  });
});

const sale = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: `65f1000000000000000000${String(n).padStart(2, '0')}`,
  address: `${n} Lantern Street, Bristol, BS1 5TR`,
  roles: ['seller'],
  status: 'paid',
  createdAt: '2026-10-05T10:00:00.000Z',
  ...overrides,
});

describe("user detail: the user's sales and purchases", () => {
  it('lists the sales and purchases with role, status and date, linking to each sale', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderAdmin(
      [
        { path: '/admin/users/:id', element: <UserDetailPage /> },
        { path: '/admin/transactions/:id', element: <p>Sale page</p> },
      ],
      {
        path: '/admin/users/65f000000000000000000002',
        replies: {
          'GET /api/admin/users/65f000000000000000000002': jsonResponse(person()),
          'GET /api/admin/users/65f000000000000000000002/sales': jsonResponse({
            items: [
              sale(1, { roles: ['representative'], status: 'unpaid' }),
              sale(2, { roles: ['co_seller', 'seller'], status: 'sale_agreed' }),
            ],
            totalItems: 2,
            totalFilteredItems: 2,
          }),
          'GET /api/admin/users/65f000000000000000000002/purchases': jsonResponse({
            items: [
              {
                ...sale(3, { roles: ['giftor', 'joint_buyer'], status: 'confirmed' }),
                transaction_id: '65f100000000000000000009',
              },
              {
                ...sale(4, { roles: ['buyer'], status: 'not_confirmed', address: null }),
                transaction_id: null,
              },
            ],
            totalItems: 2,
            totalFilteredItems: 2,
          }),
        },
      },
    );
    expect(await screen.findByText('Admin')).toBeInTheDocument();
    const sales = await screen.findByRole('table', { name: 'Sales' });
    for (const header of ['Address', 'Role', 'Status', 'Date']) {
      expect(within(sales).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const first = (await within(sales).findByText('Representative')).closest('tr')!;
    expect(within(first).getByText('Not paid')).toBeInTheDocument();
    expect(within(first).getByText('05/10/2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /1 Lantern Street/ })).toHaveAttribute(
      'href',
      '/admin/transactions/65f100000000000000000001',
    );
    expect(within(sales).getByText('Seller, Co-seller')).toBeInTheDocument();
    expect(within(sales).getByText('Sale agreed')).toBeInTheDocument();

    const purchases = screen.getByRole('table', { name: 'Purchases' });
    const linked = (await within(purchases).findByText('Joint buyer, Giftor')).closest('tr')!;
    expect(within(linked).getByText('Confirmed')).toBeInTheDocument();
    expect(within(linked).getByRole('link', { name: /3 Lantern Street/ })).toHaveAttribute(
      'href',
      '/admin/transactions/65f100000000000000000009',
    );
    const unlinked = within(purchases).getByText('Buyer').closest('tr')!;
    expect(within(unlinked).queryByRole('link')).not.toBeInTheDocument();
    expect(within(unlinked).getByText(/not part of a sale yet/)).toBeInTheDocument();
    expect(within(unlinked).getByText('Not confirmed')).toBeInTheDocument();

    // each list pages on its own
    const salesCall = new URL(calls.find((c) => c.url.includes('/sales'))!.url);
    expect(salesCall.searchParams.get('skip')).toBe('0');
    expect(salesCall.searchParams.get('limit')).toBe('10');

    await user.click(within(first).getByRole('link', { name: /1 Lantern Street/ }));
    expect(router.state.location.pathname).toBe('/admin/transactions/65f100000000000000000001');
  });

  it('says so when the user has none, and when a list fails', async () => {
    detailAt('65f000000000000000000002', {
      'GET /api/admin/users/65f000000000000000000002': jsonResponse(person()),
      'GET /api/admin/users/65f000000000000000000002/sales': jsonResponse({
        items: [],
        totalItems: 0,
        totalFilteredItems: 0,
      }),
      'GET /api/admin/users/65f000000000000000000002/purchases': jsonResponse(
        { statusCode: 500, message: 'Internal' },
        500,
      ),
    });
    expect(
      await screen.findByText(
        'No sales: this user is not a seller, co-seller or representative of any sale.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("There was an error fetching the user's purchases."),
    ).toBeInTheDocument();
  });
});

describe('phone display', () => {
  it('shows UK numbers in national form and others as stored', () => {
    expect(formatPhoneForDisplay('+447911123456')).toBe('07911 123456');
    expect(formatPhoneForDisplay('+33612345678')).toBe('+33612345678');
  });
});

describe("correcting a customer's details", () => {
  it('lists the changes before saving, sends only them, and says a new e-mail is confirmed by signing in', async () => {
    const user = userEvent.setup();
    let current = person({ type: 'customer', phone_number: '+447911123456' });
    const { calls } = detailAt(current._id, {
      'GET /api/admin/users/65f000000000000000000002': () => jsonResponse(current),
      'PATCH /api/admin/users/65f000000000000000000002': async (request: Request) => {
        const body = (await request.clone().json()) as Record<string, string>;
        current = { ...current, ...body, active: false };
        return jsonResponse(current);
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Correct details' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Correct personal information');
    expect(within(dialog).getByLabelText('Mobile number')).toHaveValue('07911 123456');

    // nothing changed: said, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Nothing has changed: correct a field, or cancel.'),
    ).toBeInTheDocument();

    const lastName = within(dialog).getByLabelText('Last name');
    await user.clear(lastName);
    await user.paste('Hopper-Smith');
    const email = within(dialog).getByLabelText('Email');
    await user.clear(email);
    await user.paste('grace.new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    expect(dialog).toHaveTextContent('Last name: Hopper → Hopper-Smith');
    expect(dialog).toHaveTextContent('Email: grace@example.com → grace.new@example.com');
    expect(dialog).toHaveTextContent('confirms the new e-mail by signing in with it');
    await user.click(within(dialog).getByRole('button', { name: 'Save the correction' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(await patch.json()).toEqual({
      last_name: 'Hopper-Smith',
      email: 'grace.new@example.com',
    });
    expect(await screen.findByText('grace.new@example.com')).toBeInTheDocument();
  }, 30_000);

  it('is not offered for an admin', async () => {
    detailAt('65f000000000000000000002', {
      'GET /api/admin/users/65f000000000000000000002': jsonResponse(person()),
    });
    expect(await screen.findByText('Personal Information')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct details' })).toBeNull();
  });
});
