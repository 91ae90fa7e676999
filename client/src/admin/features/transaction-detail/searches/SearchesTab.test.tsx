import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { SearchesTab } from './SearchesTab';

const SALE = 'a10000000000000000000002';
const LIST = `GET /api/admin/searches/transaction/${SALE}`;
const ORDER = `POST /api/admin/searches/transaction/${SALE}`;
const REQUESTS = `GET /api/admin/additional-requests/transaction/${SALE}`;

let ids = 0;
const order = (overrides: Record<string, unknown> = {}) => ({
  _id: `s${String(++ids).padStart(23, '0')}`,
  productId: 'LLC1CON29',
  productName: 'Local',
  status: 'in progress',
  estimatedCompletion: null,
  completionDate: null,
  reference: 'HUB-100',
  request_id: 'q10000000000000000000001',
  createdAt: '2026-08-03T10:00:00.000Z',
  results: [],
  ...overrides,
});

const request = (overrides: Record<string, unknown> = {}) => ({
  _id: 'q10000000000000000000001',
  requester_reference: 'TH-1',
  facilitator_reference: null,
  status: 'acknowledged',
  rejection_reason: null,
  premise: { subBuildingName: null, buildingName: null, buildingNumber: '12' },
  is_reorder: false,
  createdAt: '2026-08-03T10:00:00.000Z',
  ...overrides,
});

const searches = (overrides: Record<string, unknown> = {}) => ({
  orders: [],
  requests: [],
  orderedToday: false,
  premise: { subBuildingName: 'Flat 2', buildingName: null, buildingNumber: '12' },
  providerOrdersUrl: 'https://searches.example/orders',
  salePaid: true,
  ...overrides,
});

type Replies = NonNullable<NonNullable<Parameters<typeof renderAdmin>[1]>['replies']>;

/** The store's scheduled polls, by query (RTK Query answers `<reducerPath>/getPolling` in tests). */
const scheduledPolls = (store: ReturnType<typeof renderAdmin>['store']) =>
  store.dispatch({ type: 'api/getPolling' }) as unknown as Map<string, unknown>;

const renderTab = (replies: Replies, pollingIntervalMs?: number) =>
  renderAdmin(<SearchesTab transactionId={SALE} pollingIntervalMs={pollingIntervalMs} />, {
    replies: { [REQUESTS]: jsonResponse([]), ...replies },
  });

/** The modal's submit button (its label is also the modal's title and the tab's button). */
const submitButton = async (label: string) => {
  const dialog = await screen.findByRole('dialog');
  return within(dialog)
    .getAllByText(label)
    .map((element) => element.closest('button'))
    .find((button): button is HTMLButtonElement => button !== null)!;
};

const posts = (calls: Request[]) => calls.filter((call) => call.method === 'POST');

describe('searches tab', () => {
  it('shows the empty state, the one-a-day rule, the View link and Order Searches', async () => {
    renderTab({ [LIST]: jsonResponse(searches()) });
    expect(await screen.findByText('No searches ordered yet')).toBeInTheDocument();
    expect(screen.getByText('Searches are limited to one order per day.')).toBeInTheDocument();
    const view = screen.getByText('View').closest('a')!;
    expect(view).toHaveAttribute('href', 'https://searches.example/orders');
    expect(view).toHaveAttribute('target', '_blank');
    expect(view).toHaveAttribute('rel', 'noopener noreferrer');
    expect(view).toHaveAccessibleName(
      'View previous orders with the search provider (opens in a new tab)',
    );
    const button = screen.getByText('Order Searches').closest('button')!;
    expect(button).toBeEnabled();
    expect(screen.queryByText('Reorder Searches')).not.toBeInTheDocument();
  });

  it('lists each product with its status, ordered date and result files', async () => {
    renderTab({
      [LIST]: jsonResponse(
        searches({
          orders: [
            order({ productName: 'Local', estimatedCompletion: '2026-12-12T09:00:00.000Z' }),
            order({ productId: 'ONESEARCHDW', productName: 'Drainage & Water' }),
            order({ productId: 'ENVRES', productName: 'Environmental', status: 'cancelled' }),
            order({
              productId: 'LANDREGPLAN',
              productName: 'Land Registry Plan',
              status: 'complete',
              completionDate: '2026-08-10T09:00:00.000Z',
              results: [
                {
                  _id: 'f10000000000000000000001',
                  file_name: 'title-plan.pdf',
                  description: 'Title plan',
                  createdAt: '2026-08-10T09:00:00.000Z',
                },
              ],
            }),
            order({ productId: 'HOMECHECKPRO', productName: 'Home check', status: 'complete' }),
          ],
          requests: [request()],
        }),
      ),
    });
    expect(await screen.findByText('In progress · estimated 12/12/2026')).toBeInTheDocument();
    expect(screen.getByText('In progress · estimation date unknown')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByText('Complete · completed 10/08/2026')).toBeInTheDocument();
    expect(screen.getByText('Complete · completion date unknown')).toBeInTheDocument();
    for (const product of ['Local', 'Drainage & Water', 'Environmental', 'Land Registry Plan']) {
      expect(screen.getByText(product)).toBeInTheDocument();
    }
    expect(screen.getAllByText('03/08/2026')).toHaveLength(5);
    // colour follows the status (the text says it too)
    expect(screen.getByText('Cancelled').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(screen.getByText('In progress · estimated 12/12/2026').closest('.ant-tag')).toHaveClass(
      'ant-tag-warning',
    );
    expect(screen.getByText('Complete · completed 10/08/2026').closest('.ant-tag')).toHaveClass(
      'ant-tag-success',
    );
    const download = screen.getByText('title-plan.pdf').closest('a')!;
    expect(download).toHaveAttribute(
      'href',
      '/api/admin/searches/results/f10000000000000000000001',
    );
    expect(download).toHaveAttribute('download');
    expect(screen.getByText('Reorder Searches')).toBeInTheDocument();
  });

  it('refuses an order without a building name or number, without asking the server', async () => {
    const user = userEvent.setup();
    const { calls } = renderTab({
      [LIST]: jsonResponse(searches({ premise: { subBuildingName: 'Flat 2' } })),
      [ORDER]: () => jsonResponse(searches(), 201),
    });
    await user.click(await screen.findByText('Order Searches'));
    expect(screen.getByLabelText('Sub-building')).toHaveValue('Flat 2');
    expect(screen.getByLabelText('Building name')).toHaveValue('');
    expect(screen.getByLabelText('Building number')).toHaveValue('');
    await user.click(await submitButton('Order Searches'));
    expect(
      await screen.findByText('Either building name or number is required'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Building number')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(calls)).toHaveLength(0);
  });

  it('orders the searches with the premise, then lists them and disables ordering again today', async () => {
    const user = userEvent.setup();
    let current = searches();
    const { calls } = renderTab({
      [LIST]: () => jsonResponse(current),
      [ORDER]: () => {
        current = searches({
          orders: [order({ productName: 'Local' }), order({ productName: 'Drainage & Water' })],
          requests: [request({ status: 'acknowledged' })],
          orderedToday: true,
        });
        return jsonResponse(current, 201);
      },
    });
    await user.click(await screen.findByText('Order Searches'));
    expect(screen.getByLabelText('Building number')).toHaveValue('12');
    await user.click(screen.getByLabelText('Building name'));
    await user.paste('  Rose Cottage ');
    await user.click(await submitButton('Order Searches'));

    expect(await screen.findByText('Searches ordered')).toBeInTheDocument();
    expect(await screen.findByText('Drainage & Water')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(await post.json()).toEqual({
      subBuildingName: 'Flat 2',
      buildingName: 'Rose Cottage',
      buildingNumber: '12',
      isReorder: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const note = screen.getByText(
      'Searches were already ordered today. The next order can be placed tomorrow.',
    );
    const button = screen.getByText('Reorder Searches').closest('button')!;
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(note.textContent!);
  });

  it('states the cost, and on an unpaid sale asks for the reason for the override before ordering', async () => {
    const user = userEvent.setup();
    const { calls } = renderTab({
      [LIST]: jsonResponse(searches({ salePaid: false })),
      [ORDER]: () => jsonResponse(searches({ orderedToday: true }), 201),
    });
    expect(
      await screen.findByText('This sale has not been paid for: ordering searches needs a reason.'),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Order Searches'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Ordering the search pack costs £480.00 including VAT, which the seller pays with the onboarding fee.',
    );
    expect(dialog).toHaveTextContent('This sale has not been paid for');
    await user.click(await submitButton('Order Searches'));
    expect(
      await within(dialog).findByText('Give the reason for ordering before payment'),
    ).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);

    await user.click(within(dialog).getByLabelText('Reason for ordering before payment'));
    await user.paste('Seller pays by bank transfer today');
    await user.click(await submitButton('Order Searches'));
    expect(await screen.findByText('Searches ordered')).toBeInTheDocument();
    const [post] = posts(calls);
    expect(await post.json()).toMatchObject({
      buildingNumber: '12',
      unpaidOverrideReason: 'Seller pays by bank transfer today',
    });
  });

  it("shows the server's refusal in the form when searches were ordered today", async () => {
    const user = userEvent.setup();
    const { calls } = renderTab({
      [LIST]: jsonResponse(searches({ orders: [order()], requests: [request()] })),
      [ORDER]: jsonResponse(
        {
          statusCode: 409,
          message:
            'Searches have already been ordered today for this transaction. Searches are limited to one order per day.',
          error: 'Conflict',
        },
        409,
      ),
    });
    await user.click(await screen.findByText('Reorder Searches'));
    await user.click(await submitButton('Reorder Searches'));
    const alert = await screen.findByText(
      'Searches have already been ordered today for this transaction. Searches are limited to one order per day.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    const [post] = posts(calls);
    expect(await post.json()).toMatchObject({ isReorder: true, buildingNumber: '12' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("says plainly when the provider refused the latest order, with the provider's reason", async () => {
    renderTab({
      [LIST]: jsonResponse(
        searches({
          orders: [order({ status: 'cancelled' })],
          requests: [request({ status: 'rejected', rejection_reason: 'Address not recognised' })],
        }),
      ),
    });
    const alert = await screen.findByText(
      'The search provider refused the order of 03/08/2026: Address not recognised',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(screen.getByText('Reorder Searches').closest('button')).toBeEnabled();
  });

  it('asks again while an order is on its way, and stops once nothing is moving', async () => {
    const answers = [
      searches({ orders: [order()], requests: [request({ status: 'queued' })] }),
      searches({
        orders: [order({ estimatedCompletion: '2026-09-01T09:00:00.000Z' })],
        requests: [request()],
      }),
      searches({
        orders: [order({ status: 'complete', completionDate: '2026-08-20T09:00:00.000Z' })],
        requests: [request()],
      }),
    ];
    let asked = 0;
    const { store } = renderTab(
      { [LIST]: () => jsonResponse(answers[Math.min(asked++, answers.length - 1)]) },
      20,
    );
    expect(
      await screen.findByText('The order of 03/08/2026 is being sent to the search provider.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Complete · completed 20/08/2026')).toBeInTheDocument();
    expect(
      screen.queryByText('The order of 03/08/2026 is being sent to the search provider.'),
    ).not.toBeInTheDocument();
    // Stopped, not merely slow: no timer is left to ask again (RTK Query's own test hook answers
    // its scheduled polls), so nothing can be asked later.
    await waitFor(() => expect(scheduledPolls(store).size).toBe(0));
    expect(asked).toBeGreaterThanOrEqual(answers.length);
  });

  it('says when the searches cannot be loaded, with Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderTab({
      [LIST]: () =>
        fail ? jsonResponse({ statusCode: 500, message: 'boom' }, 500) : jsonResponse(searches()),
    });
    expect(
      await screen.findByText('There was an error while fetching the searches'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByText('Retry'));
    expect(await screen.findByText('No searches ordered yet')).toBeInTheDocument();
  });
});
