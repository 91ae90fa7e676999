import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MilestonesApiResponse, UpdateRequestDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { ProgressTab } from './ProgressTab';
import type { Milestone, MilestoneKey, MilestoneRecord } from './progressMessages';
import { lateProgress } from '@/admin/features/progress/testing';

const SALE = 'a10000000000000000000001';
const MILESTONES = `/api/admin/transactions/${SALE}/milestones`;
const UPDATE_REQUESTS = `/api/admin/transactions/${SALE}/update-requests`;

const CATALOGUE: [MilestoneKey, string][] = [
  ['sale_agreed', 'Sale agreed'],
  ['solicitors_instructed', 'Solicitors instructed'],
  ['identity_checks_complete', 'Identity checks complete'],
  ['property_information_complete', 'Property information complete'],
  ['searches_ordered', 'Searches ordered'],
  ['searches_returned', 'Searches returned'],
  ['draft_contract_issued', 'Draft contract issued'],
  ['enquiries_raised', 'Enquiries raised'],
  ['enquiries_answered', 'Enquiries answered'],
  ['mortgage_offered', 'Mortgage offered'],
  ['survey_completed', 'Survey completed'],
  ['contracts_signed', 'Contracts signed'],
  ['exchanged', 'Exchanged'],
  ['completion_date_set', 'Completion date set'],
  ['completed', 'Completed'],
  ['fell_through', 'Fell through'],
  ['withdrawn', 'Withdrawn'],
];

const labelOf = (key: MilestoneKey) => CATALOGUE.find(([k]) => k === key)![1];

const record = (overrides: Partial<MilestoneRecord> = {}): MilestoneRecord => ({
  _id: 'r10000000000000000000001',
  key: 'sale_agreed',
  occurred_at: '2026-02-03T00:00:00.000Z',
  expected_at: null,
  source: 'staff',
  author_name: 'Ada Byron',
  note: null,
  reason: null,
  reason_details: null,
  is_correction: false,
  supersedes_id: null,
  superseded_at: null,
  recorded_at: '2026-02-05T14:02:00.000Z',
  ...overrides,
});

/** Every step, none reached, unless `overrides` says otherwise. */
const items = (overrides: Partial<Record<MilestoneKey, Partial<Milestone>>> = {}): Milestone[] =>
  CATALOGUE.map(([key, label]) => ({
    key,
    label,
    scope: key === 'sale_agreed' || key === 'exchanged' ? 'purchase' : 'sale',
    occurred_at: null,
    expected_at: null,
    lag_days: null,
    source: null,
    author_name: null,
    record: null,
    ...overrides[key],
  }));

const reached = (rec: MilestoneRecord, extra: Partial<Milestone> = {}): Partial<Milestone> => ({
  occurred_at: rec.occurred_at,
  source: rec.source,
  author_name: rec.author_name,
  record: rec,
  ...extra,
});

const saleAgreed = record({ note: 'Agreed at the asking price' });

const milestones = (overrides: Partial<MilestonesApiResponse> = {}): MilestonesApiResponse => ({
  items: items({
    sale_agreed: reached(saleAgreed, { lag_days: 0 }),
    solicitors_instructed: reached(
      record({
        _id: 'r10000000000000000000002',
        key: 'solicitors_instructed',
        occurred_at: '2026-02-20T00:00:00.000Z',
      }),
      { expected_at: '2026-02-17T00:00:00.000Z', lag_days: 3 },
    ),
    searches_returned: { expected_at: '2026-02-26T00:00:00.000Z', lag_days: 12 },
    exchanged: { expected_at: '2026-04-01T00:00:00.000Z', lag_days: 0 },
  }),
  history: [saleAgreed],
  purchase_intent_id: 'p10000000000000000000001',
  progress: null,
  forecast: null,
  ...overrides,
});

const updateRequest = (overrides: Partial<UpdateRequestDto> = {}): UpdateRequestDto => ({
  _id: 'u10000000000000000000001',
  side: 'seller',
  requested_at: '2026-03-09T09:30:00.000Z',
  answered_at: null,
  answer: null,
  answered_by_name: null,
  ...overrides,
});

type Reply = (request: Request) => Response | Promise<Response>;

type UpdateRequestsServer = {
  /** The sale's update requests, newest first (none by default). */
  requests?: UpdateRequestDto[];
  /** What an answer gets; by default the API's answer, the request answered by Ada Byron. */
  answer?: Reply;
};

/**
 * The tab with a server that keeps the milestones: a POST answers `post` when given, otherwise
 * records the step as the API would (the step dated, a record on top of the history). It keeps
 * the update requests too, and records the answers sent (`answers`).
 */
const renderTab = (initial = milestones(), post?: Reply, updates: UpdateRequestsServer = {}) => {
  let state = initial;
  let requests = updates.requests ?? [];
  const sent: { body: unknown; idempotencyKey: string | null }[] = [];
  const answers: { requestId: string; body: unknown }[] = [];
  const answerRoutes = Object.fromEntries(
    requests.map((request): [string, Reply] => [
      `POST ${UPDATE_REQUESTS}/${request._id}/answer`,
      async (http) => {
        const body = (await http.json()) as { answer: string };
        answers.push({ requestId: request._id, body });
        if (updates.answer) return updates.answer(http);
        const answered = updateRequest({
          ...request,
          answer: body.answer,
          answered_at: '2026-03-10T12:00:00.000Z',
          answered_by_name: 'Ada Byron',
        });
        requests = requests.map((candidate) =>
          candidate._id === request._id ? answered : candidate,
        );
        return jsonResponse(answered, 201);
      },
    ]),
  );
  const replies: Record<string, Reply> = {
    [`GET ${UPDATE_REQUESTS}`]: () => jsonResponse(requests),
    ...answerRoutes,
    [`GET ${MILESTONES}`]: () => jsonResponse(state),
    [`POST ${MILESTONES}`]: async (request) => {
      const idempotencyKey = request.headers.get('Idempotency-Key');
      const body = (await request.json()) as { key: MilestoneKey; occurred_at: string };
      sent.push({ body, idempotencyKey });
      if (post) return post(request);
      const created = record({
        _id: `r${String(sent.length + 10).padStart(23, '0')}`,
        key: body.key,
        occurred_at: `${body.occurred_at}T00:00:00.000Z`,
        recorded_at: '2026-03-10T12:00:00.000Z',
      });
      state = {
        ...state,
        items: state.items.map((item) =>
          item.key === body.key ? { ...item, ...reached(created) } : item,
        ),
        history: [created, ...state.history],
      };
      return jsonResponse(created, 201);
    },
  };
  const rendered = renderAdmin(<ProgressTab transactionId={SALE} />, { replies });
  return { ...rendered, sent, answers };
};

const table = () => screen.findByRole('table', { name: 'Milestones' });

/** The cells of a step's row, as text. */
const rowCells = async (label: string) => {
  const row = within(await table())
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryAllByText(label).length > 0)!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

/** antd selects open on mouse down. */
const choose = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  const matches = await screen.findAllByTitle(option);
  fireEvent.click(matches[matches.length - 1]);
};

const typeDay = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  label: string,
  day: string,
) => {
  const input = within(dialog).getByLabelText(label);
  await user.click(input);
  await user.type(input, `${day}{Enter}`);
};

describe('the Progress tab', () => {
  beforeEach(() => {
    // The app's clock: 'today' is 10/03/2026, so later days cannot be picked.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows every step with its date, expected day, lag and who recorded it, and the history', async () => {
    renderTab();
    expect(within(await table()).getAllByRole('row')).toHaveLength(CATALOGUE.length + 1);
    expect(await rowCells('Sale agreed')).toEqual([
      'Sale agreed',
      '03/02/2026',
      '—',
      'On time',
      'Ada Byron (staff)',
      'Correct',
    ]);
    // reached, but late
    expect(await rowCells('Solicitors instructed')).toEqual([
      'Solicitors instructed',
      '20/02/2026',
      '17/02/2026',
      '3 days late',
      'Ada Byron (staff)',
      'Correct',
    ]);
    // not reached and past its day: said in words, not only by colour
    expect(await rowCells('Searches returned')).toEqual([
      'Searches returnedRunning late',
      '—',
      '26/02/2026',
      '12 days late',
      '—',
      'Record',
    ]);
    expect(await rowCells('Exchanged')).toEqual([
      'Exchanged',
      '—',
      '01/04/2026',
      'On time',
      '—',
      'Record',
    ]);
    expect(await rowCells('Draft contract issued')).toEqual([
      'Draft contract issued',
      '—',
      '—',
      '—',
      '—',
      'Record',
    ]);
    expect(screen.getByRole('button', { name: 'Record Exchanged' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Correct Sale agreed' })).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'History' });
    expect(
      within(history).getByText(
        'Sale agreed: 03/02/2026 — by Ada Byron (staff), recorded 05/02/2026 14:02',
      ),
    ).toBeInTheDocument();
    expect(within(history).getByText('Agreed at the asking price')).toBeInTheDocument();
    expect(screen.queryByText(/no buyer's purchase/)).not.toBeInTheDocument();
  });

  it('shows corrections, the records they replaced, and why a sale fell through', async () => {
    const first = record({
      _id: 'r10000000000000000000003',
      key: 'fell_through',
      occurred_at: '2026-03-01T00:00:00.000Z',
      reason: 'chain_break',
      superseded_at: '2026-03-03T09:00:00.000Z',
      recorded_at: '2026-03-01T10:00:00.000Z',
    });
    const correction = record({
      _id: 'r10000000000000000000004',
      key: 'fell_through',
      occurred_at: '2026-03-02T00:00:00.000Z',
      reason: 'other',
      reason_details: 'The buyer moved abroad',
      is_correction: true,
      supersedes_id: first._id,
      author_name: 'Grace Hopper',
      recorded_at: '2026-03-03T09:00:00.000Z',
    });
    renderTab(
      milestones({
        items: items({ fell_through: reached(correction) }),
        history: [first, correction],
      }),
    );
    // the ending step reached is set apart
    const fellThrough = await rowCells('Fell through');
    expect(fellThrough.slice(0, 2)).toEqual(['Fell through', '02/03/2026']);
    expect(
      within(await table())
        .getByText('Fell through')
        .closest('.ant-tag'),
    ).not.toBeNull();

    const history = screen.getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('article');
    // newest first
    expect(entries.map((entry) => entry.textContent)).toEqual([
      'Fell through: 02/03/2026 — by Grace Hopper (staff), recorded 03/03/2026 09:00CorrectionReason: Other: The buyer moved abroad',
      'Fell through: 01/03/2026 — by Ada Byron (staff), recorded 01/03/2026 10:00ReplacedReason: The chain broke',
    ]);
  });

  it('records a step: sends the day chosen, and the list shows it', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Record Exchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    expect(within(dialog).getByRole('combobox', { name: 'Milestone' })).toBeInTheDocument();
    expect(within(dialog).getByTitle('Exchanged')).toBeInTheDocument();
    // no planned day or reason for this step, and nothing to warn about
    expect(within(dialog).queryByLabelText('Planned completion day')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Reason')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/old record stays/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Please enter the date')).toBeInTheDocument();
    await typeDay(user, dialog, 'Date', '02/03/2026');
    await user.type(within(dialog).getByLabelText('Note'), 'Exchanged at noon');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    expect(await screen.findByText('Milestone recorded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      key: 'exchanged',
      occurred_at: '2026-03-02',
      note: 'Exchanged at noon',
    });
    expect(sent[0].idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    // the list was read again
    await waitFor(async () => expect((await rowCells('Exchanged'))[1]).toBe('02/03/2026'));
    expect(screen.getByRole('button', { name: 'Correct Exchanged' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'History' })).getByText(
        'Exchanged: 02/03/2026 — by Ada Byron (staff), recorded 10/03/2026 12:00',
      ),
    ).toBeInTheDocument();
  });

  it('corrects a dated step from its current day, warning that the old record stays', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Correct Sale agreed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct a milestone' });
    expect(
      within(dialog).getByText(
        'This step already has a date. The old record stays in the history, and the customers may be told about the change.',
      ),
    ).toBeInTheDocument();
    const date = within(dialog).getByLabelText('Date');
    expect(date).toHaveValue('03/02/2026');
    await user.click(date);
    await user.clear(date);
    await user.type(date, '04/02/2026{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save correction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({ key: 'sale_agreed', occurred_at: '2026-02-04' });
  });

  it("shows the server's reasons in the modal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { sent } = renderTab(milestones(), () =>
      jsonResponse(
        {
          statusCode: 400,
          message: [
            'An exchanged date needs the sale agreed date first',
            'The exchanged date cannot be in the future',
          ],
          error: 'Bad Request',
        },
        400,
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Record Exchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    await typeDay(user, dialog, 'Date', '02/03/2026');
    await user.type(within(dialog).getByLabelText('Note'), 'Keep me');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The milestone was not recorded');
    expect(alert).toHaveTextContent('An exchanged date needs the sale agreed date first');
    expect(alert).toHaveTextContent('The exchanged date cannot be in the future');
    expect(within(dialog).getByLabelText('Date')).toHaveValue('02/03/2026');
    expect(within(dialog).getByLabelText('Note')).toHaveValue('Keep me');
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('Milestone recorded')).not.toBeInTheDocument();
  });

  it('says why when the sale has no purchase to record the step on', async () => {
    const user = userEvent.setup();
    renderTab(milestones({ purchase_intent_id: null }), () =>
      jsonResponse(
        {
          statusCode: 409,
          code: 'MILESTONE_NEEDS_PURCHASE',
          message: "This sale has no buyer's purchase yet",
          error: 'Conflict',
        },
        409,
      ),
    );
    expect(await screen.findByText(/no buyer's purchase going ahead yet/)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Record Exchanged' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    await typeDay(user, dialog, 'Date', '02/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "This sale has no buyer's purchase yet",
    );
  });

  it('asks why a sale fell through, and for the details when the reason is Other', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Record Fell through' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    await typeDay(user, dialog, 'Date', '09/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('Please choose why the sale fell through'),
    ).toBeInTheDocument();

    await choose(dialog, 'Reason', 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(await within(dialog).findByText('Please give the details')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason details'), 'The buyer moved abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      key: 'fell_through',
      occurred_at: '2026-03-09',
      reason: 'other',
      reason_details: 'The buyer moved abroad',
    });
  });

  it('asks for the planned completion day when the completion date is set, a later day allowed', async () => {
    const user = userEvent.setup();
    const { sent } = renderTab();
    await user.click(await screen.findByRole('button', { name: 'Record a milestone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a milestone' });
    await choose(dialog, 'Milestone', labelOf('completion_date_set'));
    await typeDay(user, dialog, 'Date', '10/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    expect(
      await within(dialog).findByText('Please enter the planned completion day'),
    ).toBeInTheDocument();
    await typeDay(user, dialog, 'Planned completion day', '17/04/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      key: 'completion_date_set',
      occurred_at: '2026-03-10',
      expected_at: '2026-04-17',
    });
  });

  it("says at the top how the sale is doing: its status in words and the next step's lag", async () => {
    renderTab(
      milestones({
        progress: lateProgress(),
      }),
    );
    const standing = await screen.findByRole('region', { name: 'Sale status' });
    expect(within(standing).getByText('At risk')).toBeInTheDocument();
    expect(
      within(standing).getByText('Searches returned 12 days late · due to exchange 01/04/2026'),
    ).toBeInTheDocument();
  });

  it('says a sale on time is on track, and one not in progress is not', async () => {
    const { unmount } = renderTab(
      milestones({
        progress: {
          status: 'on_track',
          lag_days: 0,
          next_key: 'completed',
          next_expected_at: '2026-04-20T00:00:00.000Z',
          due_key: 'completed',
          due_at: '2026-04-20T00:00:00.000Z',
        },
      }),
    );
    const standing = await screen.findByRole('region', { name: 'Sale status' });
    expect(standing).toHaveTextContent('On trackCompleted: On time · due to complete 20/04/2026');
    unmount();

    renderTab(milestones({ progress: null }));
    expect(await screen.findByRole('region', { name: 'Sale status' })).toHaveTextContent(
      'Not in progress',
    );
    expect(screen.queryByText('On track')).not.toBeInTheDocument();
  });

  it('says when nothing has been recorded yet', async () => {
    renderTab(milestones({ items: items(), history: [] }));
    expect(await screen.findByText('No milestones recorded yet')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Correct / })).toHaveLength(0);
  });

  it('says when the milestones cannot be loaded, and loads them on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderAdmin(<ProgressTab transactionId={SALE} />, {
      replies: {
        [`GET ${MILESTONES}`]: () =>
          fail
            ? jsonResponse({ statusCode: 500, message: 'Internal server error' }, 500)
            : jsonResponse(milestones()),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There was an error while fetching the milestones',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await table()).toBeInTheDocument();
  });

  describe('update requests', () => {
    const updates = () => screen.findByRole('region', { name: 'Update requests' });

    it('lists the requests newest first: the open ones to answer, the answered ones with their answer', async () => {
      renderTab(milestones(), undefined, {
        requests: [
          updateRequest({ side: 'buyer' }),
          updateRequest({
            _id: 'u10000000000000000000002',
            requested_at: '2026-03-02T16:05:00.000Z',
            answered_at: '2026-03-03T10:00:00.000Z',
            answer: 'The searches are back.\nWe expect the draft contract next week.',
            answered_by_name: 'Grace Hopper',
          }),
        ],
      });
      const section = await updates();
      const [open, answered] = await within(section).findAllByRole('article');
      expect(open).toHaveAccessibleName('Asked by the buyer on 09/03/2026 09:30');
      expect(within(open).getByText('Open')).toBeInTheDocument();
      const box = within(open).getByRole('textbox', { name: 'Answer to the buyer' });
      expect(box).toHaveAttribute('maxlength', '2000');
      expect(within(open).getByText('0 / 2000')).toBeInTheDocument();
      expect(within(open).getByRole('button', { name: 'Send answer' })).toBeInTheDocument();

      expect(answered).toHaveAccessibleName('Asked by the seller on 02/03/2026 16:05');
      expect(within(answered).queryByText('Open')).not.toBeInTheDocument();
      expect(within(answered).queryByRole('textbox')).not.toBeInTheDocument();
      expect(answered).toHaveTextContent('The searches are back.');
      expect(
        within(answered).getByText('Answered by Grace Hopper on 03/03/2026'),
      ).toBeInTheDocument();
    });

    it('says when no customer has asked for an update', async () => {
      renderTab();
      expect(await within(await updates()).findByText('No update requests')).toBeInTheDocument();
    });

    it('sends the answer, says so, and shows the request answered', async () => {
      const user = userEvent.setup();
      const { answers } = renderTab(milestones(), undefined, { requests: [updateRequest()] });
      const section = await updates();
      const box = await within(section).findByRole('textbox', { name: 'Answer to the seller' });
      await user.click(within(section).getByRole('button', { name: 'Send answer' }));
      expect(await within(section).findByText('Please write the answer')).toBeInTheDocument();
      expect(answers).toHaveLength(0);

      await user.type(box, '  Searches are back; exchange is planned for April.  ');
      await user.click(within(section).getByRole('button', { name: 'Send answer' }));

      expect(await screen.findByText('Answer sent')).toBeInTheDocument();
      expect(answers).toEqual([
        {
          requestId: 'u10000000000000000000001',
          body: { answer: 'Searches are back; exchange is planned for April.' },
        },
      ]);
      // the list was read again
      expect(
        await within(section).findByText('Answered by Ada Byron on 10/03/2026'),
      ).toBeInTheDocument();
      expect(section).toHaveTextContent('Searches are back; exchange is planned for April.');
      expect(within(section).queryByText('Open')).not.toBeInTheDocument();
      expect(within(section).queryByRole('textbox')).not.toBeInTheDocument();
    });

    it("shows the server's message in the request and keeps the answer typed", async () => {
      const user = userEvent.setup();
      const { answers } = renderTab(milestones(), undefined, {
        requests: [updateRequest()],
        answer: () =>
          jsonResponse(
            { statusCode: 400, message: ['Please write the answer'], error: 'Bad Request' },
            400,
          ),
      });
      const section = await updates();
      const box = await within(section).findByRole('textbox', { name: 'Answer to the seller' });
      await user.type(box, 'On its way');
      await user.click(within(section).getByRole('button', { name: 'Send answer' }));

      const alert = await within(section).findByRole('alert');
      expect(alert).toHaveTextContent('The answer was not sent');
      expect(alert).toHaveTextContent('Please write the answer');
      expect(box).toHaveValue('On its way');
      expect(answers).toHaveLength(1);
      expect(screen.queryByText('Answer sent')).not.toBeInTheDocument();
      expect(within(section).getByText('Open')).toBeInTheDocument();
    });
  });
});
