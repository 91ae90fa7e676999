import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { CompaniesPage } from './CompaniesPage';
import { CompanyDetailPage } from './CompanyDetailPage';
import { companyNumberError, COMPANY_NUMBER_MESSAGE } from './companyNumber';

const ID = '65f200000000000000000001';

const companyRow = (n: number, overrides: Record<string, unknown> = {}) => ({
  _id: `65f2000000000000000000${String(n).padStart(2, '0')}`,
  name: `Harbour Homes ${n} Ltd`,
  company_number: `0765432${n}`,
  address: '2 Quay Street, Bristol, BS1 4DJ',
  sales_count: n,
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}) => ({
  _id: ID,
  name: 'Harbour Homes Ltd',
  company_number: '07654321',
  address: {
    line_1: '2 Quay Street',
    post_town: 'Bristol',
    postcode: 'BS1 4DJ',
    country: 'United Kingdom',
    country_iso_2: 'GB',
  },
  ...overrides,
});

/** Replaces a field's text at once (typing letter by letter re-checks the form each time). */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
};

const page = (items: unknown[]) =>
  jsonResponse({ items, totalItems: items.length, totalFilteredItems: items.length });

describe('company number rule', () => {
  it('takes 8 digits or 2 letters then 6 digits, spaces and case aside', () => {
    expect(companyNumberError('01234567')).toBeUndefined();
    expect(companyNumberError('sc 123 456')).toBeUndefined();
    expect(companyNumberError('1234567')).toBe(COMPANY_NUMBER_MESSAGE);
    expect(companyNumberError('1A345678')).toBe(COMPANY_NUMBER_MESSAGE);
    expect(companyNumberError('SC1234567')).toBe(COMPANY_NUMBER_MESSAGE);
    expect(companyNumberError('  ')).toBe('Company number is required');
  });
});

describe('companies list', () => {
  it('shows name, number, address and count of sales, searches and opens a company', async () => {
    const user = userEvent.setup();
    const { calls, router } = renderAdmin(
      [
        { path: '/admin/companies', element: <CompaniesPage /> },
        { path: '/admin/companies/:id', element: <p>Company page</p> },
      ],
      {
        path: '/admin/companies',
        replies: { 'GET /api/admin/companies': page([companyRow(1), companyRow(2)]) },
      },
    );
    const table = await screen.findByRole('table', { name: 'Companies' });
    for (const header of ['Name', 'Company Number', 'Address', 'Sales']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const row = (await within(table).findByText('Harbour Homes 2 Ltd')).closest('tr')!;
    expect(within(row).getByText('07654322')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    const first = new URL(calls.find((c) => c.url.includes('/api/admin/companies'))!.url);
    expect(first.searchParams.get('skip')).toBe('0');
    expect(first.searchParams.get('limit')).toBe('10');

    await user.type(
      screen.getByRole('searchbox', { name: 'Search companies by name or number' }),
      'harb{Enter}',
    );
    await waitFor(() =>
      expect(calls.some((c) => new URL(c.url).searchParams.get('q') === 'harb')).toBe(true),
    );
    await user.click(row);
    expect(router.state.location.pathname).toBe('/admin/companies/65f200000000000000000002');
  });

  it("says what failed when the list can't load", async () => {
    renderAdmin(<CompaniesPage />, {
      path: '/admin/companies',
      replies: {
        'GET /api/admin/companies': jsonResponse({ statusCode: 500, message: 'Internal' }, 500),
      },
    });
    expect(await screen.findByText('There was an error fetching companies.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const detail = (replies: Record<string, unknown> = {}) =>
  renderAdmin(
    [
      { path: '/admin/companies/:id', element: <CompanyDetailPage /> },
      { path: '/admin/transactions/:id', element: <p>Sale page</p> },
    ],
    {
      path: `/admin/companies/${ID}`,
      replies: {
        [`GET /api/admin/companies/${ID}`]: jsonResponse(company()),
        [`GET /api/admin/companies/${ID}/sales`]: page([
          {
            _id: '65f100000000000000000001',
            address: 'Flat 1, Quay Point, Bristol, BS1 6XN',
            asking_price: 250000,
            group_id: '65f300000000000000000001',
            group_name: 'Quay Point',
            status: 'paid',
            createdAt: '2026-10-05T10:00:00.000Z',
          },
        ]),
        [`GET /api/admin/companies/${ID}/events`]: jsonResponse([
          {
            _id: 'e1',
            event_name: 'company_created',
            type: 'system',
            author: 'a1',
            authorName: 'Admin User',
            date_time: '2026-10-01T09:00:00.000Z',
            comments: 'Company Harbour Homes Ltd (07654321) added',
            milestone: false,
          },
        ]),
        ...(replies as Record<string, Response>),
      },
    },
  );

describe('company page', () => {
  it('shows the fields, the sales with links and the history', async () => {
    detail();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Harbour Homes Ltd' }),
    ).toBeInTheDocument();
    expect(screen.getByText('07654321')).toBeInTheDocument();
    expect(screen.getByText('2 Quay Street, Bristol, BS1 4DJ')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Companies' })).toHaveAttribute(
      'href',
      '/admin/companies',
    );
    const sales = await screen.findByRole('table', { name: 'Sales' });
    expect(
      await within(sales).findByRole('link', { name: 'Flat 1, Quay Point, Bristol, BS1 6XN' }),
    ).toHaveAttribute('href', '/admin/transactions/65f100000000000000000001');
    expect(within(sales).getByRole('link', { name: 'Quay Point' })).toHaveAttribute(
      'href',
      '/admin/transactions-groups/65f300000000000000000001',
    );
    expect(within(sales).getByText('£250,000')).toBeInTheDocument();
    expect(within(sales).getByText('Paid')).toBeInTheDocument();
    expect(await screen.findByText('Company created')).toBeInTheDocument();
    expect(screen.getByText('01/10/2026 10:00 · Admin User')).toBeInTheDocument();
  });

  it('refuses to save nothing, and a number in the wrong format', async () => {
    const user = userEvent.setup();
    const { calls } = detail();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit company' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Nothing has changed yet: change a field first.'),
    ).toBeInTheDocument();

    await fill(user, within(form).getByRole('textbox', { name: 'Company number' }), '123');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COMPANY_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('edits name and number after "Are you sure?", listing what changes', async () => {
    const user = userEvent.setup();
    let saved: unknown;
    const { calls } = detail({
      [`PUT /api/admin/companies/${ID}`]: async (request: Request) => {
        saved = await request.json();
        return jsonResponse(
          company({ name: 'Harbour Homes Group Ltd', company_number: 'SC123456' }),
        );
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit company' });
    const name = within(form).getByRole('textbox', { name: 'Company name' });
    await fill(user, within(form).getByRole('textbox', { name: 'Company number' }), 'sc 123456');
    await fill(user, name, 'Harbour Homes Group Ltd');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(
      screen.getByText('Name: Harbour Homes Ltd → Harbour Homes Group Ltd'),
    ).toBeInTheDocument();
    expect(screen.getByText('Company number: 07654321 → SC123456')).toBeInTheDocument();

    // back to the form as it was left, then confirm
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(name).toHaveValue('Harbour Homes Group Ltd');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saved).toBeDefined());
    expect(saved).toEqual({
      name: 'Harbour Homes Group Ltd',
      company_number: 'SC123456',
      address: company().address,
    });
    // back to the details, refreshed
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });

  it('keeps the question open and says why when the server refuses', async () => {
    const user = userEvent.setup();
    detail({
      [`PUT /api/admin/companies/${ID}`]: jsonResponse(
        {
          statusCode: 409,
          message: 'A company with this number already exists. Use the search bar to find it.',
          error: 'Conflict',
          code: 'COMPANY_NUMBER_TAKEN',
        },
        409,
      ),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit company' });
    const number = within(form).getByRole('textbox', { name: 'Company number' });
    await fill(user, number, '09998887');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText(
        'A company with this number already exists. Use the search bar to find it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
  });
});
