import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/AppProviders';
import { makeStore } from '@/app/store';
import { jsonResponse, publicConfigFixture, stubFetch } from '@/test/fetchStub';
import { ProgressCard } from './ProgressCard';
import { REQUEST_UPDATE_MESSAGES } from './RequestUpdate';
import { makeTracker } from './testing';
import type { TrackerKind } from './trackerApi';

const SALE_ID = 'a00000000000000000000025';
const PURCHASE_ID = 'b00000000000000000000025';

type Replies = Parameters<typeof stubFetch>[0];

const trackerPath = (kind: TrackerKind) =>
  kind === 'sale' ? `/api/tracker/sales/${SALE_ID}` : `/api/tracker/purchases/${PURCHASE_ID}`;

/** The card of a sale (or purchase) whose tracker is `reply`, with any other replies given. */
const renderCard = (
  reply: Response | (() => Response),
  { kind = 'sale', replies = {} }: { kind?: TrackerKind; replies?: Replies } = {},
) => {
  const stub = stubFetch({
    'GET /api/config/public': jsonResponse(publicConfigFixture),
    [`GET ${trackerPath(kind)}`]: reply,
    ...replies,
  });
  render(
    <AppProviders store={makeStore()}>
      <ProgressCard kind={kind} id={kind === 'sale' ? SALE_ID : PURCHASE_ID} />
    </AppProviders>,
  );
  return stub;
};

describe('ProgressCard', () => {
  it('shows the milestones in order, ticks, the current step and the failed one', async () => {
    renderCard(jsonResponse(makeTracker()));
    const timeline = await screen.findByRole('list', { name: 'Milestones' });
    const items = within(timeline).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Onboarded and paid: Done'),
      expect.stringContaining('Estate agent confirmed: Done'),
      expect.stringContaining('Solicitors instructed: Done'),
      expect.stringContaining('Identity checks: Needs attention'),
      expect.stringContaining('Searches ordered: Current step'),
      expect.stringContaining('Sale agreed: Not started yet'),
      expect.stringContaining('Exchanged'),
      expect.stringContaining('Completed'),
    ]);
    // dates in UK style, the customer's solicitor's contact, the current step marked
    expect(items[0]).toHaveTextContent('2 February 2026');
    expect(items[2]).toHaveTextContent('Avon Law: Hannah Lowe, hannah@avon.example');
    expect(items[4]).toHaveAttribute('aria-current', 'step');
    expect(items.filter((item) => item.getAttribute('aria-current'))).toHaveLength(1);
    expect(items[3]).toHaveTextContent('A check could not be completed');
  });

  it("lists the people's checks with what to do, the searches and the buyer in outline", async () => {
    renderCard(jsonResponse(makeTracker()));
    const checks = await screen.findByRole('region', { name: 'Identity checks' });
    expect(within(checks).getByText('Sabine Trackwell')).toBeInTheDocument();
    expect(within(checks).getByText('Complete')).toBeInTheDocument();
    expect(within(checks).getByText('Failed')).toBeInTheDocument();
    expect(within(checks).getByText(/Their check could not be completed/)).toBeInTheDocument();

    const searches = screen.getByRole('region', { name: 'Searches' });
    expect(searches).toHaveTextContent(
      'LocalOrdered 6 February 2026, expected by 20 February 2026',
    );
    expect(searches).toHaveTextContent('Drainage & WaterReturned 10 February 2026');

    const buyer = screen.getByRole('region', { name: 'The buyer' });
    expect(
      within(buyer)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Buyer found: Done',
      "Buyer's solicitor instructed: Not yet",
      "Buyer's checks complete: Not yet",
    ]);
  });

  it('shows the estimate of exchange and completion, worded as an estimate, only while there is one', async () => {
    const basis =
      'An estimate from the steps recorded so far, the time each usually takes and how long sales take across England and Wales. It is not a promise: dates can move.';
    renderCard(
      jsonResponse(
        makeTracker({
          forecast: {
            exchange: {
              from: '2027-02-12T00:00:00.000Z',
              to: '2027-02-19T00:00:00.000Z',
              text: 'Likely to exchange between 12 and 19 February',
            },
            completion: {
              from: '2027-02-26T00:00:00.000Z',
              to: '2027-03-21T00:00:00.000Z',
              text: 'Likely to complete between 26 February and 21 March',
            },
            basis,
          },
        }),
      ),
    );
    const estimate = await screen.findByRole('region', { name: 'Our estimate' });
    expect(estimate).toHaveTextContent('Likely to exchange between 12 and 19 February');
    expect(estimate).toHaveTextContent('Likely to complete between 26 February and 21 March');
    expect(estimate).toHaveTextContent('It is not a promise');
  });

  it('shows no estimate when the sale is not in progress', async () => {
    renderCard(jsonResponse(makeTracker({ forecast: null })));
    await screen.findByRole('region', { name: 'Timing' });
    expect(screen.queryByRole('region', { name: 'Our estimate' })).not.toBeInTheDocument();
  });

  it("reads 'TBC' for timing until it is known, then the days and the time saved", async () => {
    renderCard(jsonResponse(makeTracker()));
    const timing = await screen.findByRole('region', { name: 'Timing' });
    expect(timing).toHaveTextContent('Offer to exchange so farTBC');
    expect(timing).toHaveTextContent('A typical sale takes123 days');
    expect(timing).toHaveTextContent('Time savedTBC');
  });

  it('shows the figures once exchanged', async () => {
    renderCard(
      jsonResponse(
        makeTracker({
          timing: {
            sale_agreed_at: '2026-03-02T00:00:00.000Z',
            exchanged_at: '2026-04-11T00:00:00.000Z',
            offer_to_exchange_days: 40,
            benchmark_in_days: 100,
            time_saved_days: 60,
            time_saved_percent: 60,
          },
        }),
      ),
    );
    const timing = await screen.findByRole('region', { name: 'Timing' });
    expect(timing).toHaveTextContent('Offer to exchange40 days');
    expect(timing).toHaveTextContent('Time saved60 days (60%)');
  });

  it('shows a loading skeleton, then an error with Retry that loads again', async () => {
    let failing = true;
    renderCard(() =>
      failing
        ? jsonResponse({ statusCode: 400, message: 'Something went wrong' }, 400)
        : jsonResponse(makeTracker()),
    );
    expect(screen.getByText('Loading your progress')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('We could not load your progress.');
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Milestones' })).toBeInTheDocument();
  });

  it('shows nothing for a sale the tracker does not answer for', async () => {
    const { calls } = renderCard(
      jsonResponse({ statusCode: 404, message: 'Transaction not found' }, 404),
    );
    await vi.waitFor(() =>
      expect(calls.some((request) => request.url.includes('/api/tracker/'))).toBe(true),
    );
    await vi.waitFor(() => expect(screen.queryByText('Loading your progress')).toBeNull());
    expect(screen.queryByText('Your progress')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  describe('Request an update', () => {
    const updateRequest = (side: 'seller' | 'buyer') => ({
      _id: 'u00000000000000000000001',
      side,
      requested_at: '2026-03-10T12:00:00.000Z',
      answered_at: null,
      answer: null,
      answered_by_name: null,
    });

    /** The POSTs that reached the server, each with its body and Idempotency-Key. */
    const posts = (calls: Request[]) => calls.filter((request) => request.method === 'POST');

    it.each([
      ['sale', `/api/tracker/sales/${SALE_ID}/update-requests`, 'seller'],
      ['purchase', `/api/tracker/purchases/${PURCHASE_ID}/update-requests`, 'buyer'],
    ] as const)(
      'asks for an update on the %s with a body-less POST, then says it was sent',
      async (kind, path, side) => {
        const user = userEvent.setup();
        const { calls } = renderCard(jsonResponse(makeTracker()), {
          kind,
          replies: { [`POST ${path}`]: jsonResponse(updateRequest(side), 201) },
        });
        await user.click(await screen.findByRole('button', { name: 'Request an update' }));

        const status = await screen.findByRole('status');
        expect(status).toHaveTextContent(REQUEST_UPDATE_MESSAGES.sent);
        expect(status).toHaveAttribute('aria-live', 'polite');
        // the message takes the button's place
        expect(screen.queryByRole('button', { name: 'Request an update' })).toBeNull();
        const sent = posts(calls);
        expect(sent).toHaveLength(1);
        expect(new URL(sent[0].url).pathname).toBe(path);
        expect(await sent[0].text()).toBe('');
        expect(sent[0].headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
      },
    );

    it("shows the server's message in the button's place when an update was asked for today", async () => {
      const user = userEvent.setup();
      const message =
        'You asked for an update today. We will reply by e-mail, and you can ask again tomorrow.';
      renderCard(jsonResponse(makeTracker()), {
        replies: {
          [`POST /api/tracker/sales/${SALE_ID}/update-requests`]: jsonResponse(
            { statusCode: 409, code: 'UPDATE_ALREADY_REQUESTED', message, error: 'Conflict' },
            409,
          ),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Request an update' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('button', { name: 'Request an update' })).toBeNull();
      expect(screen.queryByText(REQUEST_UPDATE_MESSAGES.sent)).toBeNull();
    });

    it('says the request was not sent when it fails, and sends it again on a second press', async () => {
      const user = userEvent.setup();
      let failing = true;
      const { calls } = renderCard(jsonResponse(makeTracker()), {
        replies: {
          [`POST /api/tracker/sales/${SALE_ID}/update-requests`]: () =>
            failing
              ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
              : jsonResponse(updateRequest('seller'), 201),
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Request an update' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(REQUEST_UPDATE_MESSAGES.failed);
      failing = false;
      // (jsdom never ends antd's motion, so the spinner's label lingers in the button's name)
      await user.click(screen.getByRole('button', { name: /Request an update$/ }));
      expect(await screen.findByRole('status')).toHaveTextContent(REQUEST_UPDATE_MESSAGES.sent);
      expect(screen.queryByRole('alert')).toBeNull();
      expect(posts(calls)).toHaveLength(2);
    });
  });
});
