import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { AdditionalRequestsCard } from './AdditionalRequestsCard';

const SALE = 'a10000000000000000000001';
const row = (overrides: Record<string, unknown>) => ({
  _id: 'r10000000000000000000001',
  transaction_id: SALE,
  type: 'title_plan',
  label: 'Request Title Plan',
  status: 'pending',
  createdAt: '2026-08-03T10:00:00.000Z',
  sentAt: null,
  receivedAt: null,
  ...overrides,
});

describe('additional information requests', () => {
  it('sends a water bill request, then hides its button and says it was sent', async () => {
    const user = userEvent.setup();
    let rows: unknown[] = [];
    renderAdmin(<AdditionalRequestsCard transactionId={SALE} />, {
      replies: {
        [`GET /api/admin/additional-requests/transaction/${SALE}`]: () => jsonResponse(rows),
        [`POST /api/admin/additional-requests/transaction/${SALE}`]: () => {
          rows = [
            row({
              type: 'sewer_bill',
              label: 'Request Water Bill',
              status: 'sent',
              sentAt: '2026-08-03T10:00:00.000Z',
            }),
          ];
          return jsonResponse(rows[0], 201);
        },
      },
    });
    expect(await screen.findByText('No additional requests yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request Water Bill' }));
    expect(await screen.findByText('Water bill request sent to customer')).toBeInTheDocument();
    expect(
      await screen.findByText('A water bill request has been sent to the customer.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request Water Bill' })).not.toBeInTheDocument();
    for (const label of [
      'Request Title Plan',
      'Request Address Confirmation',
      'Request Fee Approval',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
  });

  it("names the rules a refused request broke after 'Validation error: '", async () => {
    const user = userEvent.setup();
    renderAdmin(<AdditionalRequestsCard transactionId={SALE} />, {
      replies: {
        [`GET /api/admin/additional-requests/transaction/${SALE}`]: () => jsonResponse([]),
        [`POST /api/admin/additional-requests/transaction/${SALE}`]: () =>
          jsonResponse(
            {
              statusCode: 400,
              message: ['type must be one of the request types', 'transaction id must be valid'],
              error: 'Bad Request',
            },
            400,
          ),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Request Title Plan' }));
    expect(
      await screen.findByText(
        'Validation error: type must be one of the request types, transaction id must be valid',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('No additional requests yet')).toBeInTheDocument();
  });

  it('marks a pending request sent, and says so when the change fails', async () => {
    const user = userEvent.setup();
    let failNext = false;
    let current = row({});
    renderAdmin(<AdditionalRequestsCard transactionId={SALE} />, {
      replies: {
        [`GET /api/admin/additional-requests/transaction/${SALE}`]: () => jsonResponse([current]),
        [`PUT /api/admin/additional-requests/${current._id}`]: () => {
          if (failNext) return jsonResponse({ statusCode: 500, message: 'boom' }, 500);
          current = row({ status: 'sent', sentAt: '2026-08-04T10:00:00.000Z' });
          return jsonResponse(current);
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Additional requests' });
    await user.click(await within(table).findByRole('button', { name: 'Mark as Sent' }));
    expect(await screen.findByText('Status updated to Sent')).toBeInTheDocument();
    failNext = true;
    // A role query over the whole card is slow in jsdom; the button by its text.
    await user.click((await screen.findByText('Mark as Received')).closest('button')!);
    expect(
      await screen.findByText('Failed to update status. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows the seller's answer to a fee approval: approved, or queried with their words", async () => {
    renderAdmin(<AdditionalRequestsCard transactionId={SALE} />, {
      replies: {
        [`GET /api/admin/additional-requests/transaction/${SALE}`]: jsonResponse([
          row({
            type: 'fee_approval',
            label: 'Request Fee Approval',
            status: 'received',
            fee_response: 'queried',
            fee_query: 'Why is it higher than quoted?',
          }),
          row({
            _id: 'r10000000000000000000002',
            type: 'fee_approval',
            label: 'Request Fee Approval',
            status: 'received',
            fee_response: 'approved',
          }),
        ]),
      },
    });
    const [queried, approved] = (await screen.findAllByText('Fee Approval')).map(
      (cell) => cell.closest('tr')!,
    );
    expect(within(queried).getByText('Fee queried')).toBeInTheDocument();
    expect(queried).toHaveTextContent('Why is it higher than quoted?');
    expect(within(approved).getByText('Fee approved')).toBeInTheDocument();
  });
});
