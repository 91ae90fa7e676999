import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  AdminTransactionDetailDto,
  EventDto,
  LawyerGroupDto,
  MilestonesApiResponse,
} from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { TransactionDetailPage } from './TransactionDetailPage';
import { jsonResponse, type stubFetch } from '@/test/fetchStub';
import { makeBuyer, makePurchaseIntent } from '@/features/buy/testing';

const ID = 'a1a1a1a1a1a1a1a1a1a1a1a1';

const lawyerGroup = (overrides: Partial<LawyerGroupDto>): LawyerGroupDto => ({
  _id: 'c1c1c1c1c1c1c1c1c1c1c1c1',
  name: 'Avon Sellers',
  law_firm: {
    _id: 'f1f1f1f1f1f1f1f1f1f1f1f1',
    name: 'Avon Law',
    email: null,
    phone_number: null,
    address: null,
  },
  solicitor: { _id: 's1', first_name: 'Hannah', last_name: 'Lowe', email: 'hannah@example.com' },
  legal_assistants: [],
  invoicing_address: null,
  thirdfortRecipientEmails: [],
  panel_solicitor: true,
  ...overrides,
});

const panel = lawyerGroup({});
const nonPanel = lawyerGroup({
  _id: 'c2c2c2c2c2c2c2c2c2c2c2c2',
  name: 'Fenwick Residential',
  law_firm: {
    _id: 'f2f2f2f2f2f2f2f2f2f2f2f2',
    name: 'Fenwick Rowe',
    email: null,
    phone_number: null,
    address: null,
  },
  panel_solicitor: false,
});

const sale = (overrides: Partial<AdminTransactionDetailDto> = {}): AdminTransactionDetailDto => ({
  _id: ID,
  type: 'resale',
  property_id: 'b1b1b1b1b1b1b1b1b1b1b1b1',
  property: {
    _id: 'b1b1b1b1b1b1b1b1b1b1b1b1',
    address: {
      line_1: '12 Harbour Row',
      post_town: 'Bristol',
      postcode: 'BS1 5TR',
      country: 'United Kingdom',
    },
    tenure: 'Freehold',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
  },
  primary_seller: {
    user: {
      _id: 'd1d1d1d1d1d1d1d1d1d1d1d1',
      email: 'ada@example.com',
      first_name: 'Ada',
      middle_name: null,
      last_name: 'Lovelace',
      phone_number: null,
    },
    customer_type: 'individual_owner',
  },
  additional_sellers: [],
  asking_price: 350000,
  has_mortgage: true,
  onward_purchase: false,
  is_using_foreign_currency: false,
  requiresMortgageReferral: true,
  terms_and_conditions: true,
  terms_accepted_at: '2026-03-01T10:00:00.000Z',
  estate_agent: null,
  estate_agent_id: null,
  estate_agent_status: 'pending',
  referral_code: null,
  tags: ['Chain'],
  orders: [],
  complete: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  group: { _id: 'e1e1e1e1e1e1e1e1e1e1e1e1', name: 'Riverside Phase 2' },
  lawyer_group: { seller: null, buyer: null },
  date_solicitor_groups_assigned: {
    assigned_at: null,
    date_legal_started: '2026-03-04T09:00:00.000Z',
  },
  estate_agent_primary_valuer: { first_name: 'Val', last_name: 'Uer', email: null },
  paid: true,
  paid_at: '2026-03-02T12:00:00.000Z',
  payment_type: 'Stripe Direct',
  purchase_intents: [],
  searches_ordered: 0,
  status: {
    paid: true,
    estate_agent_complete: false,
    solicitors_assigned: false,
    searches_completed: false,
    identity_status: 'outstanding',
  },
  thirdfort_v2: true,
  company_seller: null,
  withdrawn_at: null,
  withdrawal_reason: null,
  archived_at: null,
  person_users: [],
  thirdfort_email_blocked: { sell: null, buy: null },
  ...overrides,
});

const events: EventDto[] = Array.from({ length: 7 }, (_, index) => ({
  _id: `e${index}`,
  event_name: index === 6 ? 'tags_updated' : 'terms_accepted',
  type: 'system',
  author: null,
  authorName: index === 6 ? 'Demo Admin' : null,
  date_time: `2026-03-0${index + 1}T10:00:00.000Z`,
  comments: index === 6 ? 'Tags: Chain' : null,
  milestone: index !== 6,
}));

const renderPage = (detail = sale(), extra: Parameters<typeof stubFetch>[0] = {}) =>
  renderAdmin([{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }], {
    path: `/admin/transactions/${ID}`,
    replies: {
      [`GET /api/admin/transactions/${ID}`]: () => jsonResponse(detail),
      [`GET /api/admin/transactions/${ID}/events`]: () => jsonResponse(events),
      ...extra,
    },
  });

describe('TransactionDetailPage', () => {
  it('shows the address as title, the badges and the summary', async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: '12 Harbour Row, Bristol, BS1 5TR' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Group Transaction')).toBeInTheDocument();
    expect(screen.getByText('Paid · Stripe Direct · 02/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Legals started on 04/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy ID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy Property' })).toBeInTheDocument();
    expect(screen.getByText('Riverside Phase 2')).toBeInTheDocument();
    // missing solicitors, estate agent and searches are flagged on their tabs
    expect(screen.getByRole('img', { name: 'No lawyer group assigned' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No estate agent assigned' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'No searches ordered' })).toBeInTheDocument();
  });

  it('shows a card payment that came after a referral code on the Orders tab, to refund', async () => {
    const user = userEvent.setup();
    renderPage(
      sale({
        referral_code: 'THRESHOLD100',
        orders: [
          {
            _id: 'o1o1o1o1o1o1o1o1o1o1o1o1',
            items: [],
            total_amount: 0,
            currency: 'gbp',
            code: 'THRESHOLD100',
            payment_type: 'invoice',
            paid_at: '2026-03-02T12:00:00.000Z',
            stripe_transaction_id: 'pi_twice',
            stripe_transaction_status: 'succeeded',
            needs_refund: [
              {
                payment_intent_id: 'pi_twice',
                amount: 72000,
                currency: 'gbp',
                recorded_at: '2026-03-02T12:00:01.000Z',
              },
            ],
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ],
      }),
    );
    await user.click(await screen.findByRole('tab', { name: /Orders/ }));
    expect(await screen.findByText('Paid twice: refund £720.00 (pi_twice)')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Refund needed' })).toBeInTheDocument();
  });

  it('shows the events newest first, five until All events', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'Events' }));
    expect(await screen.findByText('Tags: Chain')).toBeInTheDocument();
    const items = () => document.querySelectorAll('.ant-timeline-item');
    expect(items()).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'All events' }));
    expect(items()).toHaveLength(7);
    fireEvent.click(screen.getByRole('button', { name: 'Show less' }));
    expect(items()).toHaveLength(5);
  });

  it('assigns solicitors in two steps, with no seller e-mail to a non-panel solicitor', async () => {
    let sent: unknown;
    const { calls } = renderPage(sale(), {
      'GET /api/admin/lawyer-groups': () => jsonResponse([panel, nonPanel]),
      [`PUT /api/admin/transactions/${ID}/lawyer-groups`]: async (request: Request) => {
        sent = await request.json();
        return jsonResponse(sale({ lawyer_group: { seller: nonPanel, buyer: panel } }));
      },
    });
    // antd selects open on mouse down; plain events keep this long form quick to drive
    const choose = async (label: string, option: string) => {
      fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
      const matches = await screen.findAllByTitle(option);
      fireEvent.click(matches[matches.length - 1]);
    };
    fireEvent.click(await screen.findByRole('tab', { name: /Solicitors/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Assign Solicitors' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // both messages, however the two checks interleave
    await waitFor(() => expect(screen.getAllByText('Solicitor is required')).toHaveLength(2));

    await choose('Seller solicitor', 'Fenwick Residential (Fenwick Rowe) (Non-Panel)');
    await waitFor(() =>
      expect(
        screen.getByRole('checkbox', { name: 'Send the seller introduction email' }),
      ).toBeDisabled(),
    );
    await choose('Buyer solicitor', 'Avon Sellers (Avon Law)');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Send the buyer introduction email' }));
    expect(
      screen.getByText(
        "The estate agent's primary valuer has no email address, so no introduction email will be sent to the estate agent.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toEqual({
      lawyerGroupsIds: { seller: nonPanel._id, buyer: panel._id },
      sendCheckedEmails: { seller: false, buyer: true },
    });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  }, 30_000); // a long antd form: slow on a busy two-core machine

  it('refuses 31/02 on the significant dates before asking the server', async () => {
    const user = userEvent.setup();
    const intent = makePurchaseIntent(makeBuyer(), { is_active: true });
    const { calls } = renderPage(sale({ purchase_intents: [intent] }));
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (1)' }));
    const form = screen.getByRole('form', { name: 'Significant dates' });
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged day' }), '31');
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged month' }), '02');
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged year' }), '2025');
    await user.click(within(form).getByRole('button', { name: 'Save dates' }));
    expect(
      await within(form).findByText('Please enter a valid date or clear all date fields'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it("shows a development's company seller on the Sellers tab", async () => {
    const user = userEvent.setup();
    renderPage(
      sale({
        company_seller: {
          _id: 'c9c9c9c9c9c9c9c9c9c9c9c9',
          name: 'Riverside Homes Ltd',
          company_number: '01234567',
          address: {
            line_1: '1 Quay Street',
            post_town: 'Bristol',
            postcode: 'BS1 4DJ',
            country: 'United Kingdom',
          },
        },
      }),
    );
    await user.click(await screen.findByRole('tab', { name: /Sellers/ }));
    expect(
      await screen.findByText(
        'Company: Riverside Homes Ltd · Company number 01234567 · 1 Quay Street, Bristol, BS1 4DJ',
      ),
    ).toBeInTheDocument();
  });

  it('moves a purchase to another transaction found by search, in two steps', async () => {
    const user = userEvent.setup();
    const intent = makePurchaseIntent(makeBuyer(), { is_active: true });
    const other = 'a2a2a2a2a2a2a2a2a2a2a2a2';
    let sent: unknown;
    const { calls } = renderPage(sale({ purchase_intents: [intent] }), {
      'GET /api/admin/search': () =>
        jsonResponse([
          {
            id: ID,
            address: '12 Harbour Row, Bristol, BS1 5TR',
            seller: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
            buyer: null,
          },
          {
            id: other,
            address: '14 Harbour Row, Bristol, BS1 5TR',
            seller: { first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' },
            buyer: null,
          },
        ]),
      [`PUT /api/admin/purchase-intents/${intent._id}/transaction`]: async (request: Request) => {
        sent = await request.json();
        return jsonResponse({ ...intent, transaction_id: other });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (1)' }));
    await user.click(screen.getByRole('button', { name: 'Move to another transaction' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another transaction' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please choose the transaction')).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole('searchbox', { name: /Find the transaction/ }),
      'harbour{Enter}',
    );
    // this sale is not offered as a place to move to
    const choices = await within(dialog).findByRole('radiogroup', { name: 'Transactions found' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    await user.click(within(choices).getByRole('radio', { name: /14 Harbour Row/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Comments/ }), 'Wrong flat');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('heading', { name: 'Are you sure?' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual({ transactionId: other, comments: 'Wrong flat' }));
  }, 30_000);

  it("attaches one of a buyer's purchases found by e-mail", async () => {
    const user = userEvent.setup();
    const buyer = makeBuyer();
    const waiting = makePurchaseIntent(buyer, { transaction_id: null });
    let sent: unknown;
    renderPage(sale(), {
      'GET /api/admin/users/by-email': () => jsonResponse(buyer),
      [`GET /api/admin/purchase-intents/user/${buyer._id}`]: () => jsonResponse([waiting]),
      [`PUT /api/admin/purchase-intents/${waiting._id}/transaction`]: async (request: Request) => {
        sent = await request.json();
        return jsonResponse({ ...waiting, transaction_id: ID });
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (0)' }));
    await user.click(screen.getByRole('button', { name: 'Attach a purchase intent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a purchase intent' });
    await user.type(
      within(dialog).getByRole('searchbox', { name: "Buyer's e-mail" }),
      `${buyer.email}{Enter}`,
    );
    const choices = await within(dialog).findByRole('radiogroup', {
      name: "The buyer's purchase intents",
    });
    await user.click(within(choices).getAllByRole('radio')[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sent).toEqual({ transactionId: ID }));
  }, 30_000);

  it('saves the significant dates and says so', async () => {
    const user = userEvent.setup();
    const intent = makePurchaseIntent(makeBuyer(), { is_active: true });
    let sent: unknown;
    renderPage(sale({ purchase_intents: [intent] }), {
      [`PUT /api/admin/purchase-intents/${intent._id}/significant-dates`]: async (
        request: Request,
      ) => {
        sent = await request.json();
        return jsonResponse(intent);
      },
    });
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (1)' }));
    const form = screen.getByRole('form', { name: 'Significant dates' });
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged day' }), '3');
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged month' }), '2');
    await user.type(within(form).getByRole('textbox', { name: 'Exchanged year' }), '2025');
    await user.click(within(form).getByRole('button', { name: 'Save dates' }));
    // the save tells the customers something: staff confirm it first, seeing what
    const confirm = await screen.findByRole('dialog', { name: 'Save and tell the customers?' });
    expect(within(confirm).getByText('Exchanged: 03/02/2025')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toBeUndefined();
    await user.click(within(form).getByRole('button', { name: 'Save dates' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save and tell the customers?' })).getByRole(
        'button',
        { name: 'Save and tell them' },
      ),
    );
    expect(await within(form).findByText('Significant dates saved')).toBeInTheDocument();
    expect(sent).toEqual({
      sale_agreed: null,
      exchanged: '2025-02-03',
      completed: null,
      aborted: null,
      version: intent.significant_dates_version,
    });
  });

  it('shows what changed when someone else saved the dates first, keeping what was typed', async () => {
    const user = userEvent.setup();
    const intent = makePurchaseIntent(makeBuyer(), {
      is_active: true,
      significant_dates: {
        sale_agreed: '2025-01-10',
        exchanged: null,
        completed: null,
        aborted: null,
      },
    });
    const message =
      'Someone else changed these dates after you opened them. They are now: Sale agreed 10/01/2025, exchanged 14/02/2025, completed none, aborted none. Check them and save again.';
    renderPage(sale({ purchase_intents: [intent] }), {
      [`PUT /api/admin/purchase-intents/${intent._id}/significant-dates`]: async () =>
        jsonResponse({ statusCode: 409, code: 'SIGNIFICANT_DATES_CHANGED', message }, 409),
    });
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (1)' }));
    const form = screen.getByRole('form', { name: 'Significant dates' });
    await user.type(within(form).getByRole('textbox', { name: 'Completed day' }), '1');
    await user.type(within(form).getByRole('textbox', { name: 'Completed month' }), '3');
    await user.type(within(form).getByRole('textbox', { name: 'Completed year' }), '2025');
    await user.click(within(form).getByRole('button', { name: 'Save dates' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save and tell the customers?' })).getByRole(
        'button',
        { name: 'Save and tell them' },
      ),
    );
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Completed year' })).toHaveValue('2025');
  });

  it('a milestone recorded on the Progress tab shows in the significant dates and the events', async () => {
    const user = userEvent.setup();
    const intent = makePurchaseIntent(makeBuyer(), { is_active: true });
    let detail = sale({ purchase_intents: [intent] });
    let timeline: EventDto[] = events.slice(0, 1);
    let milestones: MilestonesApiResponse = {
      items: [
        {
          key: 'exchanged',
          label: 'Exchanged',
          scope: 'purchase',
          occurred_at: null,
          expected_at: null,
          lag_days: null,
          source: null,
          author_name: null,
          record: null,
        },
      ],
      history: [],
      purchase_intent_id: intent._id,
      progress: null,
      forecast: null,
    };
    renderAdmin([{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }], {
      path: `/admin/transactions/${ID}`,
      replies: {
        [`GET /api/admin/transactions/${ID}`]: () => jsonResponse(detail),
        [`GET /api/admin/transactions/${ID}/events`]: () => jsonResponse(timeline),
        [`GET /api/admin/transactions/${ID}/milestones`]: () => jsonResponse(milestones),
        [`GET /api/admin/transactions/${ID}/update-requests`]: () => jsonResponse([]),
        [`POST /api/admin/transactions/${ID}/milestones`]: async (request: Request) => {
          const body = (await request.json()) as { occurred_at: string };
          const created: MilestonesApiResponse['history'][number] = {
            _id: 'r1r1r1r1r1r1r1r1r1r1r1r1',
            key: 'exchanged',
            occurred_at: `${body.occurred_at}T00:00:00.000Z`,
            expected_at: null,
            source: 'staff',
            author_name: 'Demo Admin',
            note: null,
            reason: null,
            reason_details: null,
            is_correction: false,
            supersedes_id: null,
            superseded_at: null,
            recorded_at: '2026-03-10T12:00:00.000Z',
          };
          // the API dates the purchase and says so on the timeline
          detail = sale({
            purchase_intents: [
              {
                ...intent,
                significant_dates: { ...intent.significant_dates, exchanged: body.occurred_at },
              },
            ],
          });
          timeline = [
            ...timeline,
            {
              _id: 'e-exchanged',
              event_name: 'exchanged',
              type: 'system',
              author: null,
              authorName: 'Demo Admin',
              date_time: '2026-03-10T12:00:00.000Z',
              comments: 'Exchanged: 02/03/2026',
              milestone: true,
            },
          ];
          milestones = {
            ...milestones,
            items: [{ ...milestones.items[0], occurred_at: created.occurred_at, record: created }],
            history: [created],
          };
          return jsonResponse(created, 201);
        },
      },
    });
    // both tabs seen first, so what they show is cached and must be refreshed
    await user.click(await screen.findByRole('tab', { name: 'Purchase Intents (1)' }));
    const form = screen.getByRole('form', { name: 'Significant dates' });
    expect(within(form).getByRole('textbox', { name: 'Exchanged day' })).toHaveValue('');
    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByText('Terms accepted')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Progress' }));
    await user.click(await screen.findByRole('button', { name: 'Record Exchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    const date = within(dialog).getByLabelText('Date');
    await user.click(date);
    await user.type(date, '02/03/2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await screen.findByText('Milestone recorded')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Events' }));
    expect(await screen.findByText('Exchanged: 02/03/2026')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Purchase Intents (1)' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Exchanged day' })).toHaveValue('02'),
    );
    expect(within(form).getByRole('textbox', { name: 'Exchanged month' })).toHaveValue('03');
  }, 30_000);

  it('saves the tags ticked, and says why in the modal when the save fails', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    let fail = true;
    renderPage(sale(), {
      'GET /api/admin/config': () =>
        jsonResponse({
          benchmark_in_days: null,
          invoicing_amount: null,
          tags: ['Chain', 'Urgent'],
          thirdfort_v2_switchover_date: null,
        }),
      [`PUT /api/admin/transactions/${ID}/tags`]: async (request: Request) => {
        bodies.push(await request.json());
        return fail
          ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
          : jsonResponse(sale({ tags: ['Chain', 'Urgent'] }));
      },
    });
    await user.click(await screen.findByRole('button', { name: '+/- Tags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add/Edit Tags' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Urgent' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toEqual([{ tags: ['Chain', 'Urgent'] }, { tags: ['Chain', 'Urgent'] }]);
  });

  it('says when no sale has this id, with a way back and nothing to retry', async () => {
    renderAdmin([{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }], {
      path: `/admin/transactions/${ID}`,
      replies: {
        [`GET /api/admin/transactions/${ID}`]: () =>
          jsonResponse(
            { statusCode: 404, message: 'Transaction not found', error: 'Not Found' },
            404,
          ),
      },
    });
    expect(await screen.findByText('No transaction with this id')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transactions' })).toHaveAttribute(
      'href',
      '/admin/transactions',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('treats an id that is not one (/admin/transactions/123) as not found, asking nothing', async () => {
    const asked: string[] = [];
    renderAdmin([{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }], {
      path: '/admin/transactions/123',
      replies: {
        'GET /api/admin/transactions/123': () => {
          asked.push('123');
          return jsonResponse(
            { statusCode: 400, message: 'Invalid ObjectId format', error: 'Bad Request' },
            400,
          );
        },
      },
    });
    expect(await screen.findByText('No transaction with this id')).toBeInTheDocument();
    expect(screen.queryByText('Invalid ObjectId format')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says when the transaction cannot be loaded, and offers to retry', async () => {
    renderAdmin([{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }], {
      path: `/admin/transactions/${ID}`,
      replies: {
        [`GET /api/admin/transactions/${ID}`]: () =>
          jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500),
      },
    });
    expect(
      await screen.findByText('There was an error getting the transaction'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
