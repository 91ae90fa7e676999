import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { choose } from '@/features/buy/testing';
import { jsonResponse } from '@/test/fetchStub';
import { BrandsPage } from './BrandsPage';
import { EstateAgentPage } from './agent/EstateAgentPage';
import { EstateAgentsPage } from './EstateAgentsPage';
import {
  addValuer,
  removeValuer,
  replaceValuer,
  toggleThirdfort,
  canRemoveRequester,
  NO_THIRDFORT,
  type Valuer,
} from './estateAgentDraft';

const BRANDS = [
  { _id: 'b00000000000000000000001', brandName: 'Harbour & Vale' },
  { _id: 'b00000000000000000000002', brandName: 'Quayside' },
];

const agentRow = (n: number) => ({
  _id: `a0000000000000000000000${n}`,
  brand: BRANDS[0],
  display_name: `Harbour & Vale - Office ${n}`,
  office_phone_number: '0117 496 0000',
  primary_valuer: { name: `Val ${n}`, email: `val${n}@agents.example`, phone_number: null },
});

const valuer = (first_name: string, primary_valuer = false): Valuer => ({
  first_name,
  last_name: '',
  email: '',
  phone_number: '',
  primary_valuer,
});

describe('estate agent rules (admin.md §4, §5)', () => {
  it('makes the first valuer primary, one primary at a time, and promotes on delete', () => {
    let valuers = addValuer([], valuer('Ada'));
    valuers = addValuer(valuers, valuer('Bo'));
    expect(valuers.map((v) => v.primary_valuer)).toEqual([true, false]);
    valuers = replaceValuer(valuers, 1, valuer('Bo', true));
    expect(valuers.map((v) => v.primary_valuer)).toEqual([false, true]);
    valuers = removeValuer(valuers, 1);
    expect(valuers).toEqual([valuer('Ada', true)]);
    expect(removeValuer(valuers, 0)).toEqual(valuers); // the last one stays
  });

  it('adds a blank requester row on ticking a conducts box, clears it on unticking, keeps the last while seller checks are on', () => {
    const on = toggleThirdfort(NO_THIRDFORT, 'requestsSellerThirdfortChecks', true);
    expect(on.thirdfortRequesterEmails).toEqual(['']);
    expect(canRemoveRequester(on)).toBe(false);
    const off = toggleThirdfort(on, 'requestsSellerThirdfortChecks', false);
    expect(off.thirdfortRequesterEmails).toEqual([]);
    const kept = toggleThirdfort(
      { ...on, thirdfortRequesterEmails: ['a@b.example'] },
      'requestsSellerThirdfortChecks',
      false,
    );
    expect(kept.thirdfortRequesterEmails).toEqual(['a@b.example']);
    expect(canRemoveRequester(kept)).toBe(true);
  });
});

describe('estate agents list', () => {
  it('shows the columns, searches after typing and filters by brand with counts and a chip', async () => {
    const user = userEvent.setup();
    const { calls } = renderAdmin(<EstateAgentsPage />, {
      path: '/admin/estate-agents',
      replies: {
        'GET /api/admin/estate-agent-brands': jsonResponse(BRANDS),
        'GET /api/admin/estate-agents': jsonResponse({
          items: [
            {
              ...agentRow(1),
              office_phone_number: '+441174960000',
              primary_valuer: { ...agentRow(1).primary_valuer, phone_number: '07911123456' },
            },
            agentRow(2),
          ],
          totalItems: 12,
          totalFilteredItems: 2,
          brandCounts: [{ brand: BRANDS[0]._id, brandName: BRANDS[0].brandName, count: 9 }],
        }),
      },
    });
    const table = await screen.findByRole('table', { name: 'Estate agents' });
    for (const header of [
      'Office Name',
      'Office Phone Number',
      'Primary Valuer Name',
      'Primary Valuer Email',
      'Primary Valuer Phone Number',
    ]) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Harbour & Vale - Office 1')).toBeInTheDocument();
    // Phones read one way however they were stored.
    expect(within(table).getAllByText('0117 496 0000')).toHaveLength(2);
    expect(within(table).getByText('07911 123456')).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.url.includes('/api/admin/estate-agents'));
    const first = new URL(listCalls()[0].url);
    expect(first.searchParams.get('offset')).toBe('0');
    expect(first.searchParams.get('limit')).toBe('10');

    await user.type(screen.getByRole('searchbox', { name: 'Search estate agents' }), 'clif');
    await waitFor(
      () => expect(new URL(listCalls().at(-1)!.url).searchParams.get('searchValue')).toBe('clif'),
      { timeout: 2000 },
    );

    await user.click(screen.getByRole('button', { name: 'Filter by brand' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: 'All (9)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Quayside (0)' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Harbour & Vale (9)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(new URL(listCalls().at(-1)!.url).searchParams.get('brand')).toBe(BRANDS[0]._id),
    );
    expect(screen.getByRole('button', { name: 'Remove filter: Harbour & Vale' })).toBeVisible();
  }, 40_000);

  it('says what failed when the list cannot load', async () => {
    renderAdmin(<EstateAgentsPage />, {
      path: '/admin/estate-agents',
      replies: {
        'GET /api/admin/estate-agent-brands': jsonResponse(BRANDS),
        'GET /api/admin/estate-agents': jsonResponse({ message: 'boom' }, 500),
      },
    });
    expect(
      await screen.findByText('There was an error while fetching estate agents'),
    ).toBeVisible();
  });
});

describe('brands', () => {
  it("disables Save until the name changes, and shows the spec's message with the reason when delete is refused", async () => {
    const user = userEvent.setup();
    renderAdmin(<BrandsPage />, {
      path: '/admin/estate-agent-brands',
      replies: {
        'GET /api/admin/estate-agent-brands': jsonResponse(BRANDS),
        [`DELETE /api/admin/estate-agent-brands/${BRANDS[0]._id}`]: jsonResponse(
          {
            statusCode: 409,
            code: 'BRAND_IN_USE',
            message:
              'This brand cannot be deleted: 3 estate agents use it. Move them to another brand first.',
          },
          409,
        ),
      },
    });
    await user.click(await screen.findByText('Harbour & Vale'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit brand' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    const name = within(dialog).getByLabelText('Brand Name');
    await user.clear(name);
    expect(save).toBeDisabled();
    await user.type(name, 'Harbour and Vale');
    expect(save).toBeEnabled();

    // Deleting asks first, saying what will happen; nothing is sent until confirmed.
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete the brand Harbour & Vale?')).toBeVisible();
    expect(screen.getByText(/This cannot be undone/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete brand' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('There was an errror deleting the brand');
    expect(alert).toHaveTextContent('3 estate agents use it');
  });
});

describe('adding an estate agent', () => {
  it('refuses Submit without a valuer or office, then creates the agent and opens it', async () => {
    const user = userEvent.setup();
    let sent: Record<string, unknown> | undefined;
    const { router } = renderAdmin(
      [
        { path: '/admin/estate-agents/add', element: <EstateAgentPage /> },
        { path: '/admin/estate-agents/:id', element: <p>Agent page</p> },
      ],
      {
        path: '/admin/estate-agents/add',
        replies: {
          'GET /api/admin/estate-agent-brands': jsonResponse(BRANDS),
          'POST /api/admin/estate-agents': async (request) => {
            sent = (await request.json()) as Record<string, unknown>;
            return jsonResponse({ _id: 'a00000000000000000000009' }, 201);
          },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please add at least one valuer');

    await user.click(screen.getByRole('button', { name: 'Add valuer' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add valuer' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('First name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('First name'), 'Ada');
    await user.type(within(dialog).getByLabelText('Email'), 'ada@agents');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@agents.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Primary Valuer')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in the office details');

    await user.click(screen.getByRole('button', { name: 'Add office details' }));
    dialog = await screen.findByRole('dialog', { name: 'Office details' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Brand is required')).toBeInTheDocument();
    await choose(user, 'Brand', 'Quayside');
    await user.type(within(dialog).getByLabelText('Office name'), 'Clifton');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/estate-agents/a00000000000000000000009'),
    );
    expect(sent).toMatchObject({
      brand_id: BRANDS[1]._id,
      office: { name: 'Clifton', phone_number: null, address: null },
      valuers: [{ first_name: 'Ada', email: 'ada@agents.example', primary_valuer: true }],
      negotiators: [],
    });
  }, 40_000);
});

const AGENT = {
  _id: 'a00000000000000000000001',
  brand: BRANDS[0],
  display_name: 'Harbour & Vale - Clifton',
  office: {
    name: 'Clifton',
    phone_number: '+441174960000',
    address: {
      line_1: '1 Quay Street',
      post_town: 'Bristol',
      postcode: 'BS1 4DJ',
      country: 'United Kingdom',
    },
  },
  valuers: [
    {
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@agents.example',
      phone_number: '+447911123456',
      primary_valuer: true,
    },
    {
      first_name: 'Bo',
      last_name: 'Brook',
      email: null,
      phone_number: '07911 123457',
      primary_valuer: false,
    },
  ],
  negotiators: [],
  thirdfort: NO_THIRDFORT,
  createdAt: '2026-05-01T10:00:00.000Z',
  updatedAt: '2026-05-01T10:00:00.000Z',
};

describe('an existing estate agent', () => {
  it('shows phones one way, guards unsaved Thirdfort ticks and confirms each save', async () => {
    const user = userEvent.setup();
    const sent: Record<string, unknown>[] = [];
    const { router } = renderAdmin(
      [
        { path: '/admin/estate-agents/:id', element: <EstateAgentPage /> },
        { path: '/admin/estate-agents', element: <p>Agents list</p> },
      ],
      {
        path: `/admin/estate-agents/${AGENT._id}`,
        replies: {
          'GET /api/admin/estate-agent-brands': jsonResponse(BRANDS),
          [`GET /api/admin/estate-agents/${AGENT._id}`]: jsonResponse(AGENT),
          [`PUT /api/admin/estate-agents/${AGENT._id}`]: async (request) => {
            const body = (await request.json()) as Record<string, unknown>;
            sent.push(body);
            return jsonResponse({ ...AGENT, ...body, brand: BRANDS[0] });
          },
        },
      },
    );
    // Every phone in the national form, the whole card titles there.
    expect(await screen.findByText('07911 123456')).toBeVisible();
    expect(screen.getByText('07911 123457')).toBeVisible();
    expect(screen.getByText('Phone: 0117 496 0000')).toBeVisible();
    expect(screen.getByText('Secondary Valuer')).toHaveStyle({ whiteSpace: 'normal' });

    const save = screen.getByRole('button', { name: 'Save Thirdfort settings' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Receives buyer Thirdfort checks' }));
    expect(screen.getByText(/Unsaved changes/)).toBeVisible();

    // Leaving with the tick unsaved asks first.
    void router.navigate('/admin/estate-agents');
    expect(await screen.findByText('Leave without saving?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe(`/admin/estate-agents/${AGENT._id}`);

    await user.click(save);
    expect(await screen.findByText('Thirdfort settings saved')).toBeVisible();
    expect(sent[0]).toMatchObject({
      thirdfort: { receivesBuyerThirdfortChecks: true, thirdfortRequesterEmails: [] },
    });
    await waitFor(() => expect(screen.queryByText(/Unsaved changes/)).not.toBeInTheDocument());

    // A negotiator's phone must be a mobile number.
    await user.click(screen.getByRole('button', { name: 'Add negotiator' }));
    // (The test ids make every antd dialog's label the first one's: find it by its title.)
    const dialog = (
      await screen.findByText('Add negotiator', { selector: '.ant-modal-title' })
    ).closest<HTMLElement>('[role="dialog"]')!;
    await user.type(within(dialog).getByLabelText('First name'), 'Cy');
    await user.type(within(dialog).getByLabelText('Last name'), 'Nego');
    await user.type(within(dialog).getByLabelText('Email'), 'cy@agents.example');
    await user.type(within(dialog).getByLabelText('Phone number'), '0117 496 0000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Phone number must be a valid mobile number'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Phone number'));
    await user.type(within(dialog).getByLabelText('Phone number'), '07911 123458');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Negotiators saved')).toBeVisible();
    expect(sent[1]).toMatchObject({
      negotiators: [{ first_name: 'Cy', phone_number: '07911 123458' }],
    });

    // Nothing unsaved now: leaving does not ask.
    void router.navigate('/admin/estate-agents');
    expect(await screen.findByText('Agents list')).toBeInTheDocument();
  }, 60_000);
});
