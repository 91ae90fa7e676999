import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  CheckPersonCardDto,
  CheckPersonRowDto,
  IdentityCheckDto,
  IdentityChecksDto,
} from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { ThirdfortTab } from './ThirdfortTab';

const SALE = 'a20000000000000000000001';
const INTENT = 'b20000000000000000000001';
const CHECKS_URL = `/api/admin/identity-checks/transaction/${SALE}`;
const EMAIL_URL = `/api/admin/transactions/${SALE}/thirdfort-email`;

const check = (overrides: Partial<IdentityCheckDto> = {}): IdentityCheckDto => ({
  _id: 'c20000000000000000000001',
  transaction_id: SALE,
  purchase_intent_id: null,
  thirdfort_id: 'checks/CHK123',
  checkId: 'CHK123',
  checkUrl: 'https://portal.thirdfort.example/checks/CHK123',
  status: 'pending',
  person_type: 'seller',
  person_details: {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone_number: '+447700900001',
  },
  failure_reason: null,
  createdAt: '2026-08-03T10:00:00.000Z',
  updatedAt: '2026-08-03T10:00:00.000Z',
  ...overrides,
});

const person = (
  first_name: string,
  last_name: string,
  overrides: Partial<CheckPersonRowDto> = {},
): CheckPersonRowDto => {
  const email = `${first_name.toLowerCase()}@example.com`;
  const purchase = overrides.purchase_intent_id ?? null;
  return {
    key: `person:${purchase ?? 'sale'}:${first_name}`,
    person_type: 'seller',
    purchase_intent_id: purchase,
    first_name,
    last_name,
    email,
    phone_number: '07700900001',
    check: null,
    action: 'order',
    actionDisabled: false,
    disabledReason: null,
    sharedWith: null,
    ...overrides,
  };
};

/** A row's 'Show Full Details' card, as GET …/details answers it. */
const card = (row: CheckPersonRowDto): CheckPersonCardDto => ({
  fileReference: row.purchase_intent_id ?? SALE,
  fullName: `${row.first_name} ${row.last_name}`,
  phoneNumber: '7700900001',
  email: row.email ?? '',
  propertyAddress: '1 Analytical Row, London, N1 1AA',
  solicitorEmail: 'sam@lawfirm.example',
  recipientEmail: 'checks@lawfirm.example',
});

const buyer = (first: string, last: string, overrides: Partial<CheckPersonRowDto> = {}) =>
  person(first, last, { person_type: 'buyer', purchase_intent_id: INTENT, ...overrides });

const view = (overrides: Partial<IdentityChecksDto> = {}): IdentityChecksDto => ({
  applies: true,
  switchoverDate: '2025-03-01T00:00:00.000Z',
  sellers: [person('Ada', 'Lovelace')],
  purchaseIntents: [{ _id: INTENT, is_active: true, buyers: [], giftors: [] }],
  checks: [],
  ...overrides,
});

const button = async (label: string) => (await screen.findByLabelText(label)).closest('button')!;

describe('the Thirdfort tab', () => {
  it('lists the sellers with their status, action, check link and solicitor', async () => {
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(
          view({
            sellers: [
              person('Ada', 'Lovelace'),
              person('Charles', 'Babbage', {
                check: check({ status: 'failed', checkId: null, failure_reason: 'Bad phone' }),
                action: 'reorder',
              }),
              person('Mary', 'Somerville', {
                check: check({ status: 'pending' }),
                action: 'abort',
                sharedWith: { name: 'Sam Solicitor', email: 'sam@lawfirm.example' },
              }),
            ],
          }),
        ),
      },
    });

    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Sellers')).toBeInTheDocument();
    // Status and action per check (admin.md §4).
    expect(screen.getByText('Not requested')).toBeInTheDocument();
    expect(screen.getByLabelText('Order Check for Ada Lovelace')).toBeEnabled();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getByText('Bad phone')).toBeInTheDocument();
    expect(screen.getByLabelText('Reorder Check for Charles Babbage')).toBeEnabled();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByLabelText('Abort Check for Mary Somerville')).toBeEnabled();

    // Check ID links to the portal in a new tab; '—' while the provider has none yet.
    const link = screen.getByText('CHK123').closest('a')!;
    expect(link).toHaveAttribute('href', 'https://portal.thirdfort.example/checks/CHK123');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getAllByLabelText('No check ID yet')).toHaveLength(2);

    // Shared With Solicitor.
    expect(screen.getByText('Sam Solicitor')).toBeInTheDocument();
    expect(screen.getByText('sam@lawfirm.example')).toBeInTheDocument();
    expect(screen.getAllByText('Not shared')).toHaveLength(2);
  });

  it('lists buyers and giftors per purchase, with disabled actions and their reasons', async () => {
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(
          view({
            sellers: [],
            purchaseIntents: [
              {
                _id: INTENT,
                is_active: true,
                buyers: [buyer('Grace', 'Hopper')],
                giftors: [
                  buyer('Alan', 'Turing', {
                    person_type: 'giftor',
                    check: check({ status: 'complete', person_type: 'giftor' }),
                    action: 'reorder',
                    actionDisabled: true,
                    disabledReason: "A complete check can't be reordered.",
                  }),
                ],
              },
              {
                _id: 'b20000000000000000000002',
                is_active: false,
                buyers: [
                  buyer('Edsger', 'Dijkstra', {
                    purchase_intent_id: 'b20000000000000000000002',
                    actionDisabled: true,
                    disabledReason:
                      'The purchase intent is inactive: its checks cannot be ordered.',
                  }),
                ],
                giftors: [],
              },
            ],
          }),
        ),
      },
    });

    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('No sellers')).toBeInTheDocument();
    expect(screen.getAllByText('Buyers')).toHaveLength(2);
    expect(screen.getAllByText('Giftors')).toHaveLength(2);
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Inactive')).toBeInTheDocument();
    expect(screen.getByText('No giftors')).toBeInTheDocument();
    expect(screen.getAllByText('Not requested')).toHaveLength(2);
    expect(screen.getByLabelText('Order Check for Grace Hopper')).toBeEnabled();

    // A complete check offers a reorder, disabled, and says why.
    expect(screen.getByText('Alan Turing')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    const completeReorder = screen.getByLabelText('Reorder Check for Alan Turing');
    expect(completeReorder).toBeDisabled();
    expect(completeReorder).toHaveAccessibleDescription("A complete check can't be reordered.");
    expect(screen.getByLabelText('Order Check for Edsger Dijkstra')).toBeDisabled();
    expect(
      screen.getByText('The purchase intent is inactive: its checks cannot be ordered.'),
    ).toBeInTheDocument();
  });

  it("orders a buyer's check with the row's details, then shows it pending", async () => {
    const user = userEvent.setup();
    let current = view({
      purchaseIntents: [
        { _id: INTENT, is_active: true, buyers: [buyer('Grace', 'Hopper')], giftors: [] },
      ],
    });
    const bodies: unknown[] = [];
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: () => jsonResponse(current),
        [`POST ${CHECKS_URL}`]: async (request) => {
          bodies.push(await request.json());
          const created = check({
            person_type: 'buyer',
            purchase_intent_id: INTENT,
            checkId: null,
          });
          current = view({
            purchaseIntents: [
              {
                _id: INTENT,
                is_active: true,
                buyers: [buyer('Grace', 'Hopper', { check: created, action: 'abort' })],
                giftors: [],
              },
            ],
            checks: [created],
          });
          return jsonResponse(created, 201);
        },
      },
    });

    await user.click(await button('Order Check for Grace Hopper'));
    expect(await screen.findByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Identity check ordered for Grace Hopper')).toBeInTheDocument();
    expect(await button('Abort Check for Grace Hopper')).toBeEnabled();
    expect(bodies).toEqual([
      {
        first_name: 'Grace',
        last_name: 'Hopper',
        email: 'grace@example.com',
        phone_number: '07700900001',
        person_type: 'buyer',
        purchase_intent_id: INTENT,
      },
    ]);
  });

  it('confirms an abort and says so when it fails', async () => {
    const user = userEvent.setup();
    const pending = check();
    let aborts = 0;
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(
          view({
            sellers: [person('Ada', 'Lovelace', { check: pending, action: 'abort' })],
            checks: [pending],
          }),
        ),
        [`POST /api/admin/identity-checks/${pending._id}/abort`]: () => {
          aborts += 1;
          return jsonResponse(
            { statusCode: 409, message: 'Only a pending check can be aborted', error: 'Conflict' },
            409,
          );
        },
      },
    });

    await user.click(await button('Abort Check for Ada Lovelace'));
    expect(aborts).toBe(0);
    await user.click((await screen.findByText('Yes, abort it')).closest('button')!);
    expect(await screen.findByText('Error trying to abort thirdfort check')).toBeInTheDocument();
    expect(screen.getByText('Only a pending check can be aborted')).toBeInTheDocument();
    expect(aborts).toBe(1);
  });

  it("says it cannot abort when the row's check is missing", async () => {
    const user = userEvent.setup();
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(
          view({ sellers: [person('Ada', 'Lovelace', { action: 'abort' })] }),
        ),
      },
    });
    await user.click(await button('Abort Check for Ada Lovelace'));
    await user.click((await screen.findByText('Yes, abort it')).closest('button')!);
    expect(
      await screen.findByText('Error getting check id, cannot abort check'),
    ).toBeInTheDocument();
  });

  it("reveals each person's full details with copy buttons, read only when asked for", async () => {
    const user = userEvent.setup();
    const data = view();
    let detailReads = 0;
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(data),
        [`GET ${CHECKS_URL}/details`]: () => {
          detailReads += 1;
          return jsonResponse({
            people: data.sellers.map((row) => ({ key: row.key, details: card(row) })),
          });
        },
      },
    });
    await screen.findByText('Ada Lovelace');
    expect(screen.queryByText('File Reference')).not.toBeInTheDocument();
    // each read of the details is recorded on the person's Access list: none until asked
    expect(detailReads).toBe(0);

    await user.click(screen.getByLabelText('Show Full Details'));
    for (const label of [
      'File Reference',
      'Full Name',
      'Phone Number',
      'Email',
      'Property Address',
      'Solicitor Email',
      'Recipient Email',
    ]) {
      expect(await screen.findByText(label)).toBeInTheDocument();
      expect(screen.getByLabelText(`Copy ${label} of Ada Lovelace`)).toBeInTheDocument();
    }
    expect(screen.getByText(SALE)).toBeInTheDocument();
    expect(screen.getByText('7700900001')).toBeInTheDocument();
    expect(screen.getByText('1 Analytical Row, London, N1 1AA')).toBeInTheDocument();
    expect(screen.getByText('checks@lawfirm.example')).toBeInTheDocument();
    expect(detailReads).toBe(1);
  });

  it('says so when the full details cannot be read, and reads them again on Retry', async () => {
    const user = userEvent.setup();
    const data = view();
    let fail = true;
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(data),
        [`GET ${CHECKS_URL}/details`]: () =>
          fail
            ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
            : jsonResponse({
                people: data.sellers.map((row) => ({ key: row.key, details: card(row) })),
              }),
      },
    });
    await screen.findByText('Ada Lovelace');
    await user.click(screen.getByLabelText('Show Full Details'));
    expect(
      await screen.findByText('There was an error while fetching the full details'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('File Reference')).toBeInTheDocument();
  });

  it('emails the estate agent, and shows the server message when it cannot', async () => {
    const user = userEvent.setup();
    const roles: unknown[] = [];
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(view()),
        [`POST ${EMAIL_URL}`]: async (request) => {
          roles.push(((await request.json()) as { role: string }).role);
          return roles.length === 1
            ? jsonResponse({ message: 'Email sent to the estate agent' })
            : jsonResponse(
                {
                  statusCode: 400,
                  message: ['No estate agent is assigned to this transaction'],
                  error: 'Bad Request',
                },
                400,
              );
        },
      },
    });

    await user.click((await screen.findByText('Email Estate Agent (Sellers)')).closest('button')!);
    expect(await screen.findByText('Email sent to the estate agent')).toBeInTheDocument();
    await user.click(screen.getByText('Email Estate Agent (Buyers)').closest('button')!);
    expect(
      await screen.findByText('No estate agent is assigned to this transaction'),
    ).toBeInTheDocument();
    expect(roles).toEqual(['sell', 'buy']);
  });

  it('explains when the sale predates the Thirdfort v2 switchover', async () => {
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse(
          view({
            applies: false,
            sellers: [
              person('Ada', 'Lovelace', {
                actionDisabled: true,
                disabledReason: 'This sale predates identity checks v2.',
              }),
            ],
          }),
        ),
      },
    });
    expect(
      await screen.findByText(
        /only for transactions created after the Thirdfort v2 switchover date \(01\/03\/2025\)/,
      ),
    ).toBeInTheDocument();
    expect(await button('Order Check for Ada Lovelace')).toBeDisabled();
  });

  it('says when the checks cannot be loaded', async () => {
    renderAdmin(<ThirdfortTab transactionId={SALE} />, {
      replies: {
        [`GET ${CHECKS_URL}`]: jsonResponse({ statusCode: 500, message: 'boom' }, 500),
      },
    });
    expect(
      await screen.findByText('There was an error while fetching the estate agent details'),
    ).toBeInTheDocument();
  });
});
