import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { choose } from '@/features/buy/testing';
import { jsonResponse } from '@/test/fetchStub';
import { GroupAddPage } from './add/GroupAddPage';
import { GroupDetailPage } from './GroupDetailPage';
import {
  canContinue,
  DRAFT_STORAGE_KEY,
  emptyDraft,
  isUnitValid,
  type GroupDraft,
} from './groupDraft';
import { TransactionsGroupsPage } from './TransactionsGroupsPage';

const GROUP = {
  _id: 'c00000000000000000000001',
  name: 'quay point',
  estateAgent: null,
  lawyerGroups: { seller: null, buyer: null },
  hasActivePurchaseIntent: false,
  transactionsCount: 2,
  estateAgentAssigned: false,
  solicitorsAssigned: false,
  transactions: [
    { _id: 't00000000000000000000001', property_address: 'Flat 1, Quay Point, Bristol, BS1 4DJ' },
    { _id: 't00000000000000000000002', property_address: 'Flat 2, Quay Point, Bristol, BS1 4DJ' },
  ],
  createdAt: '2026-07-01T09:00:00.000Z',
};

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

afterEach(() => window.localStorage.clear());

describe('the group draft rules (admin.md §4)', () => {
  const ready = (): GroupDraft => ({
    ...emptyDraft(),
    name: 'Quay Point',
    representative: {
      ...emptyDraft().representative,
      found: { _id: 'u1', email: 'r@x.example', first_name: 'R', last_name: 'S' },
    },
    company: { ...emptyDraft().company, found: { _id: 'c1', name: 'Co', company_number: '123' } },
    units: [{ ...emptyDraft().units[0], askingPrice: '250000' }],
  });

  it('continues only with a name, a representative, a company and the first unit’s price', () => {
    expect(canContinue(ready())).toBe(true);
    expect(canContinue({ ...ready(), name: ' ' })).toBe(false);
    expect(canContinue({ ...ready(), company: emptyDraft().company })).toBe(false);
    expect(canContinue({ ...ready(), units: [emptyDraft().units[0]] })).toBe(false);
  });

  it('duplicates only a valid unit', () => {
    const unit = {
      ...emptyDraft().units[0],
      askingPrice: '250000',
      line_1: '1 Quay',
      post_town: 'Bristol',
    };
    expect(isUnitValid({ ...unit, postcode: 'BS1 4DJ' })).toBe(true);
    expect(isUnitValid({ ...unit, postcode: 'nope' })).toBe(false);
    expect(isUnitValid({ ...unit, postcode: 'BS1 4DJ', askingPrice: '-5' })).toBe(false);
  });
});

describe('transactions groups', () => {
  it('lists group names in title case', async () => {
    renderAdmin(<TransactionsGroupsPage />, {
      path: '/admin/transactions-groups',
      replies: {
        'GET /api/admin/transactions-groups': jsonResponse([
          { _id: GROUP._id, name: 'quay point', transactionsCount: 2, createdAt: GROUP.createdAt },
        ]),
      },
    });
    expect(await screen.findByText('Quay Point')).toBeInTheDocument();
  });

  it('keeps the draft across a reload, finds the representative, creates the company, saves and shows the success page', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const replies = {
      'GET /api/admin/users/by-email': jsonResponse({
        _id: 'u00000000000000000000001',
        email: 'rhea@quay.example',
        first_name: 'Rhea',
        last_name: 'Stone',
      }),
      'GET /api/admin/companies/by-number/12345678': jsonResponse(
        { statusCode: 404, message: 'Company not found' },
        404,
      ),
      'POST /api/admin/companies': async (request: Request) => {
        sent.push({ company: await request.json() });
        return jsonResponse({ _id: 'o00000000000000000000001' }, 201);
      },
      'POST /api/admin/transactions-groups': async (request: Request) => {
        sent.push({ group: await request.json() });
        return jsonResponse(GROUP, 201);
      },
    };
    const first = renderAdmin(
      [{ path: '/admin/transactions-groups/add', element: <GroupAddPage /> }],
      {
        path: '/admin/transactions-groups/add',
        replies,
      },
    );
    fill('Group name', 'Quay Point');
    expect(screen.getByRole('button', { name: 'Save and Continue' })).toBeDisabled();
    first.unmount();

    // A reload: the draft is still there.
    const { router } = renderAdmin(
      [
        { path: '/admin/transactions-groups/add', element: <GroupAddPage /> },
        { path: '/admin/transactions-groups/success', element: <p>Success page</p> },
      ],
      { path: '/admin/transactions-groups/add', replies },
    );
    expect(screen.getByLabelText(/^Group name/)).toHaveValue('Quay Point');

    fill('Find the representative by email', 'rhea@quay.example');
    await user.click(screen.getByRole('button', { name: 'Search user' }));
    expect(await screen.findByText('Rhea Stone · rhea@quay.example')).toBeInTheDocument();

    fill('Find the company by company number', '12345678');
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    expect(
      await screen.findByText('No company has this number: enter the company below.'),
    ).toBeInTheDocument();
    fill('Company name', 'Quay Homes Ltd');
    const company = screen.getByText('Seller Details').closest('.ant-card') as HTMLElement;
    fireEvent.change(within(company).getByLabelText(/^Address line 1/), {
      target: { value: '2 Quay Street' },
    });
    fireEvent.change(within(company).getByLabelText(/^Town/), { target: { value: 'Bristol' } });
    fireEvent.change(within(company).getByLabelText(/^Postcode/), { target: { value: 'BS1 4DJ' } });

    const unit = screen.getByText('Unit 1').closest('.ant-card') as HTMLElement;
    fireEvent.change(within(unit).getByLabelText(/^Asking price/), { target: { value: '250000' } });
    fireEvent.change(within(unit).getByLabelText(/^Address line 1/), {
      target: { value: 'Flat 1, Quay Point' },
    });
    fireEvent.change(within(unit).getByLabelText(/^Town/), { target: { value: 'Bristol' } });
    fireEvent.change(within(unit).getByLabelText(/^Postcode/), { target: { value: 'BS1 4DJ' } });
    await choose(user, 'Tenure', 'Leasehold');
    await user.click(within(unit).getByRole('button', { name: 'Duplicate unit 1' }));
    expect(screen.getByText('Unit 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/transactions-groups/success'),
    );
    expect(sent[0]).toEqual({
      company: {
        name: 'Quay Homes Ltd',
        company_number: '12345678',
        address: {
          line_1: '2 Quay Street',
          post_town: 'Bristol',
          postcode: 'BS1 4DJ',
          country: 'United Kingdom',
          country_iso_2: 'GB',
        },
      },
    });
    expect(sent[1]).toMatchObject({
      group: {
        group: 'Quay Point',
        primary_seller: { user: 'u00000000000000000000001', customer_type: 'representative' },
        company_seller: 'o00000000000000000000001',
        transactions: [
          { asking_price: 250000, property: { tenure: 'Leasehold' } },
          { asking_price: 250000, property: { tenure: 'Leasehold' } },
        ],
      },
    });
    expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).toBeNull();
  }, 30_000);

  /** A complete draft (representative and company already found), as a reload would find it. */
  const storeReadyDraft = () => {
    const draft: GroupDraft = {
      ...emptyDraft(),
      name: 'Mill Yard',
      representative: {
        ...emptyDraft().representative,
        found: {
          _id: 'u00000000000000000000001',
          email: 'r@x.example',
          first_name: 'R',
          last_name: 'S',
        },
      },
      company: {
        ...emptyDraft().company,
        found: { _id: 'o00000000000000000000001', name: 'Co', company_number: '123' },
      },
      units: [
        {
          askingPrice: '1',
          tenureOption: 'Freehold',
          line_1: '1 Mill',
          line_2: '',
          post_town: 'Bath',
          postcode: 'BA1 1AA',
        },
      ],
    };
    window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  };

  it.each([
    {
      why: 'a name in use: the server says so',
      reply: {
        statusCode: 409,
        message: 'Transactions group already exists with name "Mill Yard"',
      },
      status: 409,
      says: 'Transactions group already exists with name "Mill Yard". Please go back and try again.',
    },
    {
      why: 'a refused form: the summary, then the rules',
      reply: { statusCode: 400, message: ['Asking price must be higher than £0'] },
      status: 400,
      says: 'Validation failed. Please check all required fields. Please go back and try again.Asking price must be higher than £0',
    },
    {
      why: 'a server failure: the create failure, then what happened',
      reply: { statusCode: 500, message: 'Internal server error' },
      status: 500,
      says: 'There was an error while creating transactions group. Please go back and try again.Server error. Please try again later.',
    },
  ])(
    "says what failed when the group cannot be created ($why), with the spec's ending and Go back",
    async ({ reply, status, says }) => {
      const user = userEvent.setup();
      storeReadyDraft();
      renderAdmin(<GroupAddPage />, {
        path: '/admin/transactions-groups/add',
        replies: { 'POST /api/admin/transactions-groups': jsonResponse(reply, status) },
      });
      await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(says);
      expect(within(alert).getByRole('button', { name: 'Go back' })).toBeVisible();
      expect(window.localStorage.getItem(DRAFT_STORAGE_KEY)).not.toBeNull();
    },
  );

  it('says which lookup failed when a search breaks, and lets the admin type the details', async () => {
    const user = userEvent.setup();
    renderAdmin(<GroupAddPage />, {
      path: '/admin/transactions-groups/add',
      replies: {
        'GET /api/admin/users/by-email': jsonResponse({ statusCode: 500 }, 500),
        'GET /api/admin/companies/by-number/12345678': new TypeError('Failed to fetch'),
      },
    });
    fill('Find the representative by email', 'rhea@quay.example');
    await user.click(screen.getByRole('button', { name: 'Search user' }));
    expect(
      await screen.findByText(
        'There was an error finding user by email. Server error. Please try again later.',
      ),
    ).toBeInTheDocument();
    fill('Find the company by company number', '12345678');
    await user.click(screen.getByRole('button', { name: 'Search company' }));
    expect(
      await screen.findByText(
        'There was an error finding company by company number. Network error. Please check your connection and try again.',
      ),
    ).toBeInTheDocument();
  });

  it('assigns an estate agent on the Ops tab and shows the refusal when a sale already has one', async () => {
    const user = userEvent.setup();
    let assignments = 0;
    renderAdmin([{ path: '/admin/transactions-groups/:id', element: <GroupDetailPage /> }], {
      path: `/admin/transactions-groups/${GROUP._id}`,
      replies: {
        [`GET /api/admin/transactions-groups/${GROUP._id}`]: jsonResponse(GROUP),
        'GET /api/admin/transactions': jsonResponse({
          items: [],
          totalItems: 0,
          totalFilteredItems: 0,
        }),
        'GET /api/estate-agent': jsonResponse({
          items: [
            {
              _id: 'e00000000000000000000001',
              brand: 'Harbour',
              office: { name: 'Bath' },
              label: 'Harbour - Bath',
            },
          ],
          specialOptions: [],
        }),
        'GET /api/admin/lawyer-groups': jsonResponse([]),
        [`PUT /api/admin/transactions-groups/${GROUP._id}/estate-agent`]: () =>
          (assignments += 1) === 1
            ? jsonResponse(
                {
                  statusCode: 409,
                  message: 'An estate agent is already assigned to a transaction in this group',
                },
                409,
              )
            : jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Quay Point' })).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Ops' }));
    await user.click(await screen.findByRole('button', { name: 'Assign estate agent' }));
    expect(await screen.findByText('Estate agent is required')).toBeInTheDocument();
    await choose(user, 'Estate agent', 'Harbour - Bath');
    await user.click(screen.getByRole('button', { name: 'Assign estate agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An estate agent is already assigned to a transaction in this group',
    );
    // A failure the server does not explain: the spec's own words.
    await user.click(screen.getByRole('button', { name: 'Assign estate agent' }));
    expect(
      await screen.findByText('There was an error while processing transactions group'),
    ).toBeInTheDocument();
  });
});
