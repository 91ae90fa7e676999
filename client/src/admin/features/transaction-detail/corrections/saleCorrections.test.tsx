import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminTransactionDetailDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse, type stubFetch } from '@/test/fetchStub';
import { makeBuyer, makePurchaseIntent } from '@/features/buy/testing';
import { TransactionDetailPage } from '../TransactionDetailPage';
import { ThirdfortTab } from '../ThirdfortTab';
import { makeDetail, SALE_ID } from './testing';

const DETAIL = `/api/admin/transactions/${SALE_ID}`;

/** The page over a sale that changes as the server's answers say (the page refetches it). */
const renderPage = (
  initial: AdminTransactionDetailDto,
  extra: (state: {
    current: AdminTransactionDetailDto;
  }) => Parameters<typeof stubFetch>[0] = () => ({}),
) => {
  const state = { current: initial };
  const view = renderAdmin(
    [{ path: '/admin/transactions/:id', element: <TransactionDetailPage /> }],
    {
      path: `/admin/transactions/${SALE_ID}`,
      replies: {
        [`GET ${DETAIL}`]: () => jsonResponse(state.current),
        [`GET ${DETAIL}/events`]: () => jsonResponse([]),
        ...extra(state),
      },
    },
  );
  return { ...view, state };
};

const grace = {
  person_id: 'f9f9f9f9f9f9f9f9f9f9f9f9',
  first_name: 'Grace',
  middle_name: null,
  last_name: 'Hopper',
  email: 'grace@example.com',
  phone_number: '+447700900123',
  correspondence_address: null,
};

describe('correcting a sale from its detail page', () => {
  it('withdraws the sale with a reason, in two steps, and shows it as withdrawn', async () => {
    const sent: unknown[] = [];
    renderPage(makeDetail(), (state) => ({
      [`POST ${DETAIL}/withdraw`]: async (request: Request) => {
        sent.push(await request.json());
        state.current = makeDetail({
          withdrawn_at: '2026-04-02T10:00:00.000Z',
          withdrawal_reason: 'Seller changed their mind',
        });
        return jsonResponse(state.current);
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Sale' }));
    const form = screen.getByRole('form', { name: 'Withdraw the sale' });
    // no reason: the form says so and asks nothing
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw Sale' }));
    expect(
      await within(form).findByText('Please give the reason for withdrawing the sale'),
    ).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Why is the sale withdrawn?'), {
      target: { value: 'Seller changed their mind' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw Sale' }));
    expect(await screen.findByRole('heading', { name: 'Are you sure?' })).toBeInTheDocument();
    expect(screen.getByText('Withdraw this sale. Reason: Seller changed their mind')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(screen.queryByRole('heading', { name: 'Are you sure?' })).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Withdraw Sale' }));
    const question = (await screen.findByRole('heading', { name: 'Are you sure?' })).closest(
      '.ant-alert',
    ) as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Withdraw Sale' }));

    expect(await screen.findByText('This sale is withdrawn')).toBeInTheDocument();
    expect(screen.getByText('Withdrawn on 02/04/2026: Seller changed their mind')).toBeVisible();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument(); // the badge
    expect(sent).toEqual([{ reason: 'Seller changed their mind' }]);
    expect(screen.getByRole('button', { name: 'Reinstate Sale' })).toBeInTheDocument();
  }, 30_000);

  it('reinstates an archived sale after Are you sure?, and says why when it fails', async () => {
    let fail = true;
    renderPage(makeDetail({ archived_at: '2026-04-03T10:00:00.000Z' }), (state) => ({
      [`POST ${DETAIL}/reinstate`]: () => {
        if (fail) {
          return jsonResponse(
            { statusCode: 409, message: 'This sale is neither withdrawn nor archived' },
            409,
          );
        }
        state.current = makeDetail();
        return jsonResponse(state.current);
      },
    }));
    expect(await screen.findByText('This sale is archived')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate Sale' }));
    expect(screen.getByText('Reinstate this sale: it will no longer be archived.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Reinstate Sale' }));
    expect(
      await screen.findByText('This sale is neither withdrawn nor archived'),
    ).toBeInTheDocument();
    expect(screen.getByText('There was an error reinstating the sale')).toBeInTheDocument();
    fail = false;
    // still asking: confirm again (the button may still carry antd's fading loading icon)
    fireEvent.click(screen.getByRole('button', { name: /Reinstate Sale/ }));
    await waitFor(() =>
      expect(screen.queryByText('This sale is archived')).not.toBeInTheDocument(),
    );
  }, 30_000);

  it('un-assigns the estate agent in two steps', async () => {
    let deleted = 0;
    renderPage(
      makeDetail({
        estate_agent_status: 'assigned',
        estate_agent_id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
        estate_agent: {
          _id: 'e5e5e5e5e5e5e5e5e5e5e5e5',
          brand: 'Harbour Homes',
          office: { name: 'Clifton' },
          label: 'Harbour Homes - Clifton',
        },
      }),
      (state) => ({
        [`DELETE ${DETAIL}/estate-agent`]: () => {
          deleted += 1;
          state.current = makeDetail();
          return jsonResponse(state.current);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: /Estate Agent/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Un-assign Estate Agent' }));
    expect(
      screen.getByText(
        "Take Harbour Homes - Clifton off this transaction. Its status goes back to 'Estate agent not assigned'.",
      ),
    ).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(deleted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Un-assign Estate Agent' }));
    fireEvent.click(screen.getByRole('button', { name: 'Un-assign Estate Agent' }));
    expect(await screen.findByRole('button', { name: 'Assign Estate Agent' })).toBeInTheDocument();
    expect(deleted).toBe(1);
  }, 30_000);

  it('adds a co-seller by the person form rules, in two steps', async () => {
    const sent: unknown[] = [];
    const { calls } = renderPage(makeDetail(), (state) => ({
      [`POST ${DETAIL}/co-sellers`]: async (request: Request) => {
        sent.push(await request.json());
        state.current = makeDetail({ additional_sellers: [grace] });
        return jsonResponse(state.current, 201);
      },
    }));
    fireEvent.click(await screen.findByRole('tab', { name: 'Sellers (1)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add Co-seller' }));
    const form = screen.getByRole('form', { name: 'Add a co-seller' });
    fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Grace' } });
    fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Hopper' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Co-seller' }));
    expect(await within(form).findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText('Email'), {
      target: { value: 'grace@example.com' },
    });
    fireEvent.change(within(form).getByLabelText('Mobile Number'), {
      target: { value: '07911 123456' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add Co-seller' }));
    expect(
      await screen.findByText('Add Grace Hopper (grace@example.com) as a seller of this sale.'),
    ).toBeVisible();
    const question = screen
      .getByRole('heading', { name: 'Are you sure?' })
      .closest('.ant-alert') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Add Co-seller' }));
    expect(await screen.findByRole('tab', { name: 'Sellers (2)' })).toBeInTheDocument();
    expect(sent).toEqual([
      expect.objectContaining({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        mobileNumber: expect.stringContaining('7911123456'),
      }),
    ]);
  }, 30_000);

  it('links co-sellers with an account, shows their phone, and removes one in two steps', async () => {
    const removed: string[] = [];
    const noAccount = { ...grace, person_id: 'f8f8f8f8f8f8f8f8f8f8f8f8', first_name: 'Alan' };
    renderPage(
      makeDetail({
        additional_sellers: [grace, noAccount],
        person_users: [{ person_id: grace.person_id, user_id: 'u1u1u1u1u1u1u1u1u1u1u1u1' }],
      }),
      (state) => ({
        [`DELETE ${DETAIL}/co-sellers/${noAccount.person_id}`]: () => {
          removed.push(noAccount.person_id);
          state.current = makeDetail({
            additional_sellers: [grace],
            person_users: state.current.person_users,
          });
          return jsonResponse(state.current);
        },
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Sellers (3)' }));
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/admin/users/u1u1u1u1u1u1u1u1u1u1u1u1',
    );
    expect(screen.queryByRole('link', { name: 'Alan Hopper' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Alan Hopper/)).toBeInTheDocument();
    expect(screen.getAllByText(/07700 900123/)).toHaveLength(2);
    // the primary seller's phone, as staff read it
    expect(screen.getByText(/07911 123456/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Alan Hopper' }));
    expect(screen.getByText('Remove Alan Hopper from the sellers of this sale.')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Alan Hopper' }));
    expect(await screen.findByRole('tab', { name: 'Sellers (2)' })).toBeInTheDocument();
    expect(removed).toEqual([noAccount.person_id]);
  }, 30_000);

  it('corrects the asking price alone, sending only what changed', async () => {
    const sent: unknown[] = [];
    renderPage(makeDetail(), (state) => ({
      [`PUT ${DETAIL}/details`]: async (request: Request) => {
        sent.push(await request.json());
        state.current = makeDetail({ asking_price: 425000 });
        return jsonResponse(state.current);
      },
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Correct Property Details' }));
    const form = screen.getByRole('form', { name: 'Correct property details' });
    // nothing changed: nothing to confirm
    fireEvent.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(
      await screen.findByText('Nothing has changed yet: change a field first.'),
    ).toBeInTheDocument();
    const price = within(form).getByLabelText('Asking price');
    fireEvent.change(price, { target: { value: '5000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(
      await within(form).findByText(
        'Asking price must be higher than £99,000 and less than £100,000,000',
      ),
    ).toBeInTheDocument();
    fireEvent.change(price, { target: { value: '425000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByText('Asking price: £425,000')).toBeVisible();
    const question = screen
      .getByRole('heading', { name: 'Are you sure?' })
      .closest('.ant-alert') as HTMLElement;
    fireEvent.click(within(question).getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(sent).toEqual([{ askingPrice: 425000 }]));
    expect(await screen.findAllByText('£425,000')).not.toHaveLength(0);
  }, 30_000);
});

describe('the detail page in words', () => {
  it('shows order statuses, mortgages and people of a purchase in plain words', async () => {
    const intent = makePurchaseIntent(makeBuyer(), {
      is_active: true,
      mortgage_required_for_purchase: 'yes',
      mortgage_provider: null,
      additional_buyers: [
        {
          ...grace,
          person_id: 'b7b7b7b7b7b7b7b7b7b7b7b7',
          first_name: 'Bert',
          last_name: 'Cobuyer',
        },
      ],
    });
    renderPage(
      makeDetail({
        purchase_intents: [intent],
        person_users: [
          { person_id: 'b7b7b7b7b7b7b7b7b7b7b7b7', user_id: 'u2u2u2u2u2u2u2u2u2u2u2u2' },
        ],
        orders: [
          {
            _id: 'o1',
            items: [
              { product_name: 'Service fee', product_price: 24000, quantity: 1, incVat: true },
            ],
            total_amount: 24000,
            currency: 'gbp',
            payment_type: 'stripe_direct',
            stripe_transaction_status: 'succeeded',
            paid_at: '2026-03-02T12:00:00.000Z',
            needs_refund: [],
            createdAt: '2026-03-01T10:00:00.000Z',
          },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByRole('cell', { name: 'Paid' })).toBeInTheDocument();
    expect(screen.queryByText('succeeded')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Purchase Intents (1)' }));
    expect(await screen.findByText('Yes (lender not given)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bert Cobuyer' })).toHaveAttribute(
      'href',
      '/admin/users/u2u2u2u2u2u2u2u2u2u2u2u2',
    );
  }, 30_000);

  it("disables the estate agent's Thirdfort e-mail with the reason, before any click", async () => {
    const reason = 'No estate agent is assigned to this transaction';
    const { calls } = renderAdmin(<ThirdfortTab transactionId={SALE_ID} />, {
      replies: {
        [`GET ${DETAIL}`]: jsonResponse(
          makeDetail({ thirdfort_email_blocked: { sell: reason, buy: null } }),
        ),
        [`GET /api/admin/identity-checks/transaction/${SALE_ID}`]: jsonResponse({
          applies: true,
          switchoverDate: null,
          sellers: [],
          purchaseIntents: [],
          checks: [],
        }),
      },
    });
    const sellers = (await screen.findByText('Email Estate Agent (Sellers)')).closest('button')!;
    await waitFor(() => expect(sellers).toBeDisabled());
    const note = screen.getByText(`Email Estate Agent (Sellers): ${reason}`);
    expect(sellers).toHaveAttribute('aria-describedby', note.id);
    expect(screen.getByText('Email Estate Agent (Buyers)').closest('button')).toBeEnabled();
    fireEvent.click(sellers);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  }, 30_000);
});
