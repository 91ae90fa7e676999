import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransactionsGroupDto } from '@/api/generated';
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
import { GROUP_MESSAGES } from './groupsApi';
import { GroupNameLink, GroupTransactionBadge } from './GroupLinks';
import { TransactionsGroupsPage } from './TransactionsGroupsPage';
import { TransactionsPage } from '@/admin/features/transactions/TransactionsPage';
import { transactionRow } from '@/admin/features/transactions/testRows';

const GROUP: TransactionsGroupDto = {
  _id: 'c00000000000000000000001',
  name: 'quay point',
  estateAgent: null,
  lawyerGroups: { seller: null, buyer: null },
  hasActivePurchaseIntent: false,
  transactionsCount: 2,
  estateAgentAssigned: false,
  solicitorsAssigned: false,
  estateAgentShared: true,
  solicitorsShared: true,
  valuersWithoutEmail: 0,
  transactions: [
    {
      _id: 't00000000000000000000001',
      property_address: 'Flat 1, Quay Point, Bristol, BS1 4DJ',
      estate_agent_status: 'pending',
      estate_agent: null,
      lawyer_groups: { seller: null, buyer: null },
    },
    {
      _id: 't00000000000000000000002',
      property_address: 'Flat 2, Quay Point, Bristol, BS1 4DJ',
      estate_agent_status: 'pending',
      estate_agent: null,
      lawyer_groups: { seller: null, buyer: null },
    },
  ],
  createdAt: '2026-07-01T09:00:00.000Z',
};

const HARBOUR = { _id: 'e00000000000000000000001', name: 'Harbour - Bath' };
const AGENTS = {
  items: [
    { _id: HARBOUR._id, brand: 'Harbour', office: { name: 'Bath' }, label: 'Harbour - Bath' },
    {
      _id: 'e00000000000000000000002',
      brand: 'Meadow',
      office: { name: 'Wells' },
      label: 'Meadow - Wells',
    },
  ],
  specialOptions: [],
};
const lawyerGroup = (id: string, name: string, firm: string, panel = true) => ({
  _id: id,
  name,
  panel_solicitor: panel,
  law_firm: { _id: `f${id.slice(1)}`, name: firm },
  solicitor: { _id: `s${id.slice(1)}`, first_name: 'Hannah', last_name: 'Lowe', email: null },
  legal_assistants: [],
  thirdfortRecipientEmails: ['x@example.com'],
});
const SELLER_SIDE = lawyerGroup('g00000000000000000000001', 'Avon Sellers', 'Avon Law');
const BUYER_SIDE = lawyerGroup('g00000000000000000000002', 'Kite Buyers', 'Kite Partners');

/** The group page, its Ops tab open, with the replies given (the group's sales list is empty). */
const renderOps = async (
  replies: Parameters<typeof renderAdmin>[1] extends infer O
    ? O extends { replies?: infer R }
      ? R
      : never
    : never,
) => {
  const user = userEvent.setup();
  const rendered = renderAdmin(
    [{ path: '/admin/transactions-groups/:id', element: <GroupDetailPage /> }],
    {
      path: `/admin/transactions-groups/${GROUP._id}`,
      replies: {
        'GET /api/admin/transactions': jsonResponse({
          items: [],
          totalItems: 0,
          totalFilteredItems: 0,
        }),
        'GET /api/estate-agent': jsonResponse(AGENTS),
        'GET /api/admin/lawyer-groups': jsonResponse([SELLER_SIDE, BUYER_SIDE]),
        ...replies,
      },
    },
  );
  expect(await screen.findByRole('heading', { name: 'Quay Point' })).toBeVisible();
  await user.click(screen.getByRole('tab', { name: 'Ops' }));
  return { user, ...rendered };
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
  }, 60_000);

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

  it('assigns solicitors to the whole group in two steps, with the introduction ticks and comments', async () => {
    let current: typeof GROUP = { ...GROUP, valuersWithoutEmail: 1 };
    let sent: unknown;
    let key: string | null = null;
    const { user } = await renderOps({
      [`GET /api/admin/transactions-groups/${GROUP._id}`]: () => jsonResponse(current),
      [`PUT /api/admin/transactions-groups/${GROUP._id}/lawyer-groups`]: async (request) => {
        sent = await request.json();
        key = request.headers.get('Idempotency-Key');
        current = {
          ...current,
          solicitorsAssigned: true,
          lawyerGroups: {
            seller: { _id: SELLER_SIDE._id, name: 'Avon Law - Avon Sellers' },
            buyer: { _id: BUYER_SIDE._id, name: 'Kite Partners - Kite Buyers' },
          },
        };
        return jsonResponse(current);
      },
    });
    expect(screen.getByText('Solicitors not assigned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Assign Solicitors' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getAllByText('Solicitor is required')).toHaveLength(2));
    await choose(user, 'Seller solicitor', 'Avon Sellers (Avon Law)');
    await choose(user, 'Buyer solicitor', 'Kite Buyers (Kite Partners)');
    await user.click(screen.getByRole('checkbox', { name: 'Send the seller introduction email' }));
    fill('Seller comments', 'Development sale');
    expect(
      screen.getByText(
        '1 of the 2 transactions have an estate agent whose primary valuer has no email address, so no introduction email will be sent to their estate agent.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const question = await screen.findByRole('heading', { name: 'Are you sure?' });
    const alert = question.closest('.ant-alert') as HTMLElement;
    expect(alert).toHaveTextContent('Seller solicitor: Avon Sellers (Avon Law)');
    expect(alert).toHaveTextContent('Introduction emails: seller');
    expect(alert).toHaveTextContent(
      'For all 2 transactions of this group: each introduction email ticked is sent for every transaction, with the comments.',
    );
    // 'Go back and amend' returns to the form as it was.
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(screen.getByLabelText('Seller comments')).toHaveValue('Development sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(
      await screen.findByText(
        'Solicitors assigned: seller Avon Law - Avon Sellers, buyer Kite Partners - Kite Buyers',
      ),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      lawyerGroupsIds: { seller: SELLER_SIDE._id, buyer: BUYER_SIDE._id },
      sendCheckedEmails: { seller: true, buyer: false },
      seller_comments: 'Development sale',
    });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    // Every sale shares them: they can be changed for the whole group.
    expect(screen.getByRole('button', { name: 'Update Solicitors' })).toBeInTheDocument();
  }, 60_000);

  it('changes the estate agent while every sale shares it, and links to the sales once a refusal shows they differ', async () => {
    let current: typeof GROUP = {
      ...GROUP,
      estateAgent: HARBOUR,
      estateAgentAssigned: true,
      transactions: GROUP.transactions.map((sale) => ({
        ...sale,
        estate_agent_status: 'assigned',
        estate_agent: HARBOUR,
      })),
    };
    let sent: unknown;
    const { user } = await renderOps({
      [`GET /api/admin/transactions-groups/${GROUP._id}`]: () => jsonResponse(current),
      [`PUT /api/admin/transactions-groups/${GROUP._id}/estate-agent`]: async (request) => {
        sent = await request.json();
        // Someone changed one sale on its own page meanwhile.
        current = {
          ...current,
          estateAgent: null,
          estateAgentAssigned: false,
          estateAgentShared: false,
          transactions: [
            current.transactions[0],
            { ...current.transactions[1], estate_agent_status: 'no_agent', estate_agent: null },
          ],
        };
        return jsonResponse({ statusCode: 409, message: GROUP_MESSAGES.agentDiffers }, 409);
      },
    });
    expect(screen.getByText('Estate agent assigned: Harbour - Bath')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Update Estate Agent' }));
    await choose(user, 'Estate agent', 'Meadow - Wells');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Assign Meadow - Wells to all 2 transactions of this group.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText(GROUP_MESSAGES.agentDiffers)).toBeInTheDocument();
    expect(sent).toEqual({ estateAgentId: 'e00000000000000000000002' });
    const sales = screen.getByRole('list', { name: 'Transactions of the group' });
    expect(
      within(sales).getByRole('link', { name: 'Flat 1, Quay Point, Bristol, BS1 4DJ' }),
    ).toHaveAttribute('href', '/admin/transactions/t00000000000000000000001');
    expect(sales).toHaveTextContent(
      "Flat 2, Quay Point, Bristol, BS1 4DJ: Customer doesn't have an estate agent yet",
    );
    expect(screen.queryByRole('button', { name: 'Update Estate Agent' })).not.toBeInTheDocument();
  }, 60_000);

  it('says why the solicitors cannot be changed group-wide when the sales differ', async () => {
    const differing: typeof GROUP = {
      ...GROUP,
      solicitorsShared: false,
      transactions: [
        {
          ...GROUP.transactions[0],
          lawyer_groups: {
            seller: { _id: SELLER_SIDE._id, name: 'Avon Law - Avon Sellers' },
            buyer: { _id: BUYER_SIDE._id, name: 'Kite Partners - Kite Buyers' },
          },
        },
        GROUP.transactions[1],
      ],
    };
    await renderOps({
      [`GET /api/admin/transactions-groups/${GROUP._id}`]: jsonResponse(differing),
    });
    expect(screen.getByText(GROUP_MESSAGES.solicitorsDiffer)).toBeInTheDocument();
    const sales = screen.getByRole('list', { name: 'Transactions of the group' });
    expect(sales).toHaveTextContent(
      'Flat 1, Quay Point, Bristol, BS1 4DJ: Seller: Avon Law - Avon Sellers; Buyer: Kite Partners - Kite Buyers',
    );
    expect(sales).toHaveTextContent(
      'Flat 2, Quay Point, Bristol, BS1 4DJ: Solicitors not assigned',
    );
    expect(
      within(sales).getByRole('link', { name: 'Flat 2, Quay Point, Bristol, BS1 4DJ' }),
    ).toHaveAttribute('href', '/admin/transactions/t00000000000000000000002');
    expect(screen.queryByRole('button', { name: /Solicitors$/ })).not.toBeInTheDocument();
    // The estate agent is still shared (none yet): it can be assigned.
    expect(screen.getByRole('button', { name: 'Assign Estate Agent' })).toBeInTheDocument();
  });

  it('shows the server’s words, or the spec’s, when a group-wide assignment fails', async () => {
    let assignments = 0;
    const { user } = await renderOps({
      [`GET /api/admin/transactions-groups/${GROUP._id}`]: jsonResponse(GROUP),
      [`PUT /api/admin/transactions-groups/${GROUP._id}/estate-agent`]: () =>
        (assignments += 1) === 1
          ? jsonResponse({ statusCode: 400, message: ['Estate agent not found'] }, 400)
          : jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500),
    });
    await user.click(screen.getByRole('button', { name: 'Assign Estate Agent' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Estate agent is required')).toBeInTheDocument();
    await choose(user, 'Estate agent', 'Harbour - Bath');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Estate agent not found')).toBeInTheDocument();
    // The question stays, to retry (the button's name keeps antd's fading 'loading' icon in jsdom):
    // a failure the server does not explain has the spec's words.
    await user.click(screen.getByRole('button', { name: /Confirm$/ }));
    expect(
      await screen.findByText('There was an error while processing transactions group'),
    ).toBeInTheDocument();
  }, 60_000);

  it("'Go back' after a failed save returns to the form as it was", async () => {
    const user = userEvent.setup();
    storeReadyDraft();
    const { router } = renderAdmin(
      [{ path: '/admin/transactions-groups/add', element: <GroupAddPage /> }],
      {
        path: '/admin/transactions-groups/add',
        replies: {
          'POST /api/admin/transactions-groups': jsonResponse(
            { statusCode: 409, message: 'Transactions group already exists with name "Mill Yard"' },
            409,
          ),
        },
      },
    );
    fill('Stripe transaction id', 'pi_123');
    await user.click(screen.getByRole('button', { name: 'Save and Continue' }));
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/transactions-groups/add');
    const name = screen.getByLabelText(/^Group name/);
    expect(name).toHaveValue('Mill Yard');
    await waitFor(() => expect(name).toHaveFocus());
    expect(screen.getByLabelText(/^Stripe transaction id/)).toHaveValue('pi_123');
    const unit = screen.getByText('Unit 1').closest('.ant-card') as HTMLElement;
    expect(within(unit).getByLabelText(/^Address line 1/)).toHaveValue('1 Mill');
  });
});

describe('the group on other pages', () => {
  it('links the Group Transaction badge and the group name to the group page, in title case', () => {
    renderAdmin(
      <>
        <GroupTransactionBadge group={{ _id: GROUP._id, name: 'quay point' }} />
        <GroupNameLink group={{ _id: GROUP._id, name: 'quay point' }} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Group Transaction: Quay Point' })).toHaveAttribute(
      'href',
      `/admin/transactions-groups/${GROUP._id}`,
    );
    expect(screen.getByText('Group Transaction')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Quay Point' })).toHaveAttribute(
      'href',
      `/admin/transactions-groups/${GROUP._id}`,
    );
  });

  it('shows the badge on a group sale’s row of the transactions list, linking to its group', async () => {
    renderAdmin(<TransactionsPage />, {
      path: '/admin/transactions',
      replies: {
        'GET /api/admin/transactions': jsonResponse({
          items: [
            transactionRow({ group: { _id: GROUP._id, name: 'quay point' } }),
            transactionRow({ _id: 'a2a2a2a2a2a2a2a2a2a2a2a2', property_address: '2 Elm Way' }),
          ],
          totalItems: 2,
          totalFilteredItems: 2,
        }),
      },
    });
    const badge = await screen.findByRole('link', { name: 'Group Transaction: Quay Point' });
    expect(badge).toHaveAttribute('href', `/admin/transactions-groups/${GROUP._id}`);
    expect(screen.getAllByText('Group Transaction')).toHaveLength(1);
  });
});
