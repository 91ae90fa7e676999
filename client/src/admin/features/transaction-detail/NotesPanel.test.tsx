import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NoteDto } from '@/api/generated';
import { renderAdmin } from '@/admin/testing';
import { jsonResponse } from '@/test/fetchStub';
import { EventsTimeline } from './EventsTimeline';

const SALE = 'a10000000000000000000001';
const NOTES = `/api/admin/transactions/${SALE}/notes`;
const EVENTS = `/api/admin/transactions/${SALE}/events`;

const note = (overrides: Partial<NoteDto>): NoteDto => ({
  _id: 'n10000000000000000000001',
  transaction_id: SALE,
  text: 'A note',
  pinned: false,
  source: 'staff',
  author: 'u10000000000000000000001',
  authorName: 'Ada Byron',
  createdAt: '2026-03-01T10:00:00.000Z',
  editedAt: null,
  mine: true,
  doneAt: null,
  doneByName: null,
  ...overrides,
});

const event = (overrides: Record<string, unknown>) => ({
  _id: 'e10000000000000000000001',
  event_name: 'tags_updated',
  type: 'system',
  author: 'u10000000000000000000001',
  authorName: 'Ada Byron',
  date_time: '2026-03-01T09:00:00.000Z',
  comments: null,
  milestone: false,
  ...overrides,
});

/** The Events tab with a server that keeps `notes` and records each call's body. */
const renderTab = (initial: NoteDto[], events: unknown[] = []) => {
  let notes = [...initial];
  const bodies: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    bodies.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
  };
  const replies = {
    [`GET ${NOTES}`]: () => jsonResponse(notes),
    [`GET ${EVENTS}`]: () => jsonResponse(events),
    [`POST ${NOTES}`]: async (request: Request) => {
      await record(request);
      const body = bodies[bodies.length - 1].body as { text: string; pinned: boolean };
      const created = note({
        _id: 'n10000000000000000000099',
        text: body.text,
        pinned: body.pinned,
        createdAt: '2026-03-05T10:00:00.000Z',
      });
      notes = [created, ...notes];
      return jsonResponse(created, 201);
    },
  } as Record<string, (request: Request) => Response | Promise<Response>>;
  for (const existing of initial) {
    replies[`PATCH ${NOTES}/${existing._id}`] = async (request) => {
      await record(request);
      const { done, ...changes } = bodies[bodies.length - 1].body as Partial<NoteDto> & {
        done?: boolean;
      };
      const marked =
        done === undefined
          ? {}
          : done
            ? { doneAt: '2026-03-06T10:00:00.000Z', doneByName: 'Ada Byron' }
            : { doneAt: null, doneByName: null };
      notes = notes.map((row) =>
        row._id === existing._id ? { ...row, ...changes, ...marked } : row,
      );
      return jsonResponse(notes.find((row) => row._id === existing._id));
    };
    replies[`DELETE ${NOTES}/${existing._id}`] = async (request) => {
      await record(request);
      notes = notes.filter((row) => row._id !== existing._id);
      return new Response(null, { status: 204 });
    };
  }
  const rendered = renderAdmin(<EventsTimeline transactionId={SALE} />, { replies });
  return { ...rendered, bodies };
};

const notesList = () => screen.getByRole('list', { name: 'Notes' });
const noteTexts = () =>
  within(notesList())
    .getAllByRole('article')
    .map((article) => article.querySelector('.th-note-text')?.textContent);

describe('the Events tab: notes and the timeline', () => {
  it('shows the notes as the server orders them, who wrote each, and events with their comments', async () => {
    renderTab(
      [
        note({ _id: 'n1'.padEnd(24, '0'), text: 'Pinned one', pinned: true, mine: false }),
        note({
          _id: 'n2'.padEnd(24, '0'),
          text: 'Line one\nLine two',
          authorName: 'Grace Hopper',
          mine: false,
          editedAt: '2026-03-02T11:00:00.000Z',
        }),
        note({
          _id: 'n3'.padEnd(24, '0'),
          text: 'From a customer',
          source: 'customer',
          authorName: 'Nora Tull',
          mine: false,
        }),
        note({
          _id: 'n4'.padEnd(24, '0'),
          text: 'Automatic',
          source: 'system',
          author: null,
          authorName: null,
          mine: false,
        }),
      ],
      [
        event({ comments: 'Tags: Priority, Chain' }),
        event({ _id: 'e2'.padEnd(24, '0'), event_name: 'note_added', comments: null }),
      ],
    );
    await waitFor(() =>
      expect(noteTexts()).toEqual([
        'Pinned one',
        'Line one\nLine two',
        'From a customer',
        'Automatic',
      ]),
    );
    const [pinned, edited, customer, system] = within(notesList()).getAllByRole('article');
    expect(within(pinned).getByText('Pinned')).toBeInTheDocument();
    expect(within(pinned).getByText('Note by Ada Byron')).toBeInTheDocument();
    expect(
      within(edited).getByText('01/03/2026 10:00 · edited 02/03/2026 11:00'),
    ).toBeInTheDocument();
    expect(within(customer).getByText('Note by Nora Tull (customer)')).toBeInTheDocument();
    expect(within(system).getByText('Note by the system')).toBeInTheDocument();
    // nobody's own: they may be pinned, not edited or deleted
    expect(
      within(edited).getByRole('button', { name: /^Pin note by Grace Hopper/ }),
    ).toBeInTheDocument();
    expect(within(edited).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(edited).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();

    // the timeline below: the comments under their event
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(await within(timeline).findByText('Tags: Priority, Chain')).toBeInTheDocument();
    expect(within(timeline).getByText('Note added')).toBeInTheDocument();
  });

  it('says when there are no notes yet', async () => {
    renderTab([]);
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });

  it('adds a trimmed note, pinned when asked, and refuses a blank one without calling the API', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTab([note({ text: 'Older note' })]);
    await screen.findByText('Older note');

    await user.click(screen.getByLabelText('Add a note'));
    await user.paste('   ');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await screen.findByText('Please write the note')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(screen.getByLabelText('Add a note'));
    await user.click(screen.getByLabelText('Add a note'));
    await user.paste('  Call the buyer on Monday  ');
    await user.click(screen.getByRole('checkbox', { name: 'Pin it to the top' }));
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(noteTexts()).toEqual(['Call the buyer on Monday', 'Older note']));
    expect(bodies).toEqual([
      { method: 'POST', path: NOTES, body: { text: 'Call the buyer on Monday', pinned: true } },
    ]);
    expect(screen.getByLabelText('Add a note')).toHaveValue('');
    expect(screen.getByText('Note added and pinned.')).toBeInTheDocument();
  });

  it("shows the API's message under the box when it refuses the note", async () => {
    const user = userEvent.setup();
    renderAdmin(<EventsTimeline transactionId={SALE} />, {
      replies: {
        [`GET ${NOTES}`]: () => jsonResponse([]),
        [`GET ${EVENTS}`]: () => jsonResponse([]),
        [`POST ${NOTES}`]: () =>
          jsonResponse(
            {
              statusCode: 400,
              message: ['A note can be at most 5,000 characters long'],
              error: 'Bad Request',
            },
            400,
          ),
      },
    });
    await screen.findByText('No notes yet');
    await user.click(screen.getByLabelText('Add a note'));
    await user.paste('Something');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(
      await screen.findByText('A note can be at most 5,000 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Add a note')).toHaveValue('Something');
  });

  it('pins and unpins any note', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTab([
      note({ text: 'Colleague note', authorName: 'Grace Hopper', mine: false }),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Pin note by Grace Hopper/ }));
    expect(
      await screen.findByRole('button', { name: /^Unpin note by Grace Hopper/ }),
    ).toBeInTheDocument();
    expect(within(notesList()).getByText('Pinned')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Unpin note by Grace Hopper/ }));
    expect(
      await screen.findByRole('button', { name: /^Pin note by Grace Hopper/ }),
    ).toBeInTheDocument();
    expect(bodies.map((call) => call.body)).toEqual([{ pinned: true }, { pinned: false }]);
  });

  it("marks a customer's change request done, says who and when, and opens it again", async () => {
    const user = userEvent.setup();
    const { bodies } = renderTab([
      note({
        text: 'Change requested by the seller: my surname is Khan-Ali',
        source: 'customer',
        authorName: 'Aisha Khan',
        mine: false,
      }),
      note({ _id: 'n10000000000000000000002', text: 'Staff note', authorName: 'Ada Byron' }),
    ]);
    await user.click(await screen.findByRole('button', { name: /^Mark done note by Aisha Khan/ }));
    expect(await screen.findByText('Done by Ada Byron, 06/03/2026 10:00')).toBeInTheDocument();
    // a staff note is no request
    expect(screen.queryByRole('button', { name: /^Mark done note by Ada Byron/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Reopen note by Aisha Khan/ }));
    expect(
      await screen.findByRole('button', { name: /^Mark done note by Aisha Khan/ }),
    ).toBeInTheDocument();
    expect(bodies.map((call) => call.body)).toEqual([{ done: true }, { done: false }]);
  });

  it('lets the author edit their note', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTab([note({ text: 'Typo in here' })]);
    await user.click(await screen.findByRole('button', { name: /^Edit note by Ada Byron/ }));
    const box = screen.getByLabelText('Edit note');
    expect(box).toHaveValue('Typo in here');
    expect(screen.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await user.clear(box);
    await user.paste('No typo in here ');
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(noteTexts()).toEqual(['No typo in here']));
    expect(bodies.map((call) => call.body)).toEqual([{ text: 'No typo in here' }]);
    expect(screen.queryByLabelText('Edit note')).not.toBeInTheDocument();
  });

  it('deletes the author’s note only after confirming', async () => {
    const user = userEvent.setup();
    const { bodies } = renderTab([note({ text: 'Delete me' })]);
    await user.click(await screen.findByRole('button', { name: /^Delete note by Ada Byron/ }));
    expect(screen.getByText('Are you sure?')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The note will be deleted for everyone. The timeline keeps a record of what it said.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go back and amend' }));
    expect(screen.queryByText('Are you sure?')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('button', { name: /^Delete note by Ada Byron/ }));
    await user.click(screen.getByRole('button', { name: 'Delete note' }));
    expect(await screen.findByText('No notes yet')).toBeInTheDocument();
    expect(bodies).toEqual([
      { method: 'DELETE', path: `${NOTES}/n10000000000000000000001`, body: undefined },
    ]);
  });
});
