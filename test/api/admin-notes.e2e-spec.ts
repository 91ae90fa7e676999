import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { createSale, propertyAddress } from '@test/support/seller';
import { NotesService } from '@/sales/notes/notes.service';

type Note = {
  _id: string;
  transaction_id: string;
  text: string;
  pinned: boolean;
  source: 'staff' | 'customer' | 'system';
  author: string | null;
  authorName: string | null;
  createdAt: string;
  editedAt: string | null;
  mine: boolean;
};
type Event = {
  event_name: string;
  authorName: string | null;
  comments: string | null;
  date_time: string;
};
type Row = {
  _id: string;
  latest_event: {
    event_name: string;
    date_time: string;
    note?: { author_name: string | null; source: string; text: string } | null;
  } | null;
};

/**
 * Back office IV, item 4: notes on a sale. Sales are made through the seller's own calls; notes
 * through the staff's, and through NotesService for the customer and system ones.
 */
describe('notes on a sale: /api/admin/transactions/{id}/notes', () => {
  let t: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    colleague = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => t.clock.reset());

  /** Business time a few minutes from now (sessions stay valid), whole minutes apart. */
  const start = Math.ceil(Date.now() / 60_000) * 60_000;
  const at = (minute: number) => new Date(start + minute * 60_000);
  const iso = (minute: number) => at(minute).toISOString();

  let street = 0;
  /** A seller onboards a sale of a property of their own (a unique address). */
  async function sellerSale() {
    street += 1;
    const seller = await signedInCustomer(t, { firstName: 'Nora', lastName: 'Tull' });
    const sale = await createSale(seller.agent, {
      propertyAddress: propertyAddress({ line_1: `${street} Note Lane`, postcode: 'BS1 5TR' }),
    });
    return { seller, sale };
  }

  const notesOf = async (saleId: string, who: SignedIn = admin) =>
    (await who.agent.get(`/api/admin/transactions/${saleId}/notes`).expect(200)).body as Note[];
  const eventsOf = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/transactions/${saleId}/events`).expect(200)).body as Event[];
  const rowOf = async (saleId: string) => {
    const page = await admin.agent.get('/api/admin/transactions?limit=100').expect(200);
    return (page.body.items as Row[]).find((row) => row._id === saleId);
  };
  const nameOf = (who: SignedIn) => `${who.user.first_name} ${who.user.last_name}`.trim();

  it("adds a trimmed note: on the notes, on the sale's timeline and as the feed's latest event", async () => {
    const { sale } = await sellerSale();
    t.clock.set(at(1));
    const created = await admin.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .send({ text: '  Seller prefers calls after 5pm.  ' })
      .expect(201);
    expect(created.body).toMatchObject({
      transaction_id: sale._id,
      text: 'Seller prefers calls after 5pm.',
      pinned: false,
      source: 'staff',
      author: admin.user._id,
      authorName: nameOf(admin),
      createdAt: iso(1),
      editedAt: null,
      mine: true,
    });

    expect(await notesOf(sale._id)).toEqual([created.body]);
    // another member of staff sees it, not as theirs
    expect(await notesOf(sale._id, colleague)).toEqual([{ ...created.body, mine: false }]);

    // the Events tab's timeline has who added it and what it said
    const added = (await eventsOf(sale._id)).filter((event) => event.event_name === 'note_added');
    expect(added).toEqual([
      expect.objectContaining({
        authorName: nameOf(admin),
        comments: 'Seller prefers calls after 5pm.',
        date_time: iso(1),
      }),
    ]);

    // the feed card's latest event is the note, by its author
    expect((await rowOf(sale._id))?.latest_event).toEqual({
      event_name: 'note_added',
      date_time: iso(1),
      note: {
        author_name: nameOf(admin),
        source: 'staff',
        text: 'Seller prefers calls after 5pm.',
      },
    });
  });

  it('shows the latest event or note, whichever is newer, on the feed', async () => {
    const { sale } = await sellerSale();
    t.clock.set(at(2));
    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .send({ text: 'Chasing the agent' })
      .expect(201);

    // a later staff change is newer than the note
    t.clock.set(at(3));
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent-status`)
      .send({ status: 'not_listed' })
      .expect(200);
    const afterChange = (await rowOf(sale._id))?.latest_event;
    expect(afterChange).toMatchObject({ date_time: iso(3), note: null });
    expect(afterChange?.event_name).not.toBe('note_added');

    // then a newer note wins again, quoting at most its first 200 characters
    t.clock.set(at(4));
    const long = `${'Long note. '.repeat(40)}`.trim();
    await colleague.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .send({ text: long })
      .expect(201);
    expect((await rowOf(sale._id))?.latest_event).toEqual({
      event_name: 'note_added',
      date_time: iso(4),
      note: { author_name: nameOf(colleague), source: 'staff', text: long.slice(0, 200) },
    });
  });

  it('lists pinned notes first, then the newest; anyone pins and unpins, on the timeline', async () => {
    const { sale } = await sellerSale();
    const add = async (text: string, minute: number, extra: Record<string, unknown> = {}) => {
      t.clock.set(at(minute));
      return (
        await admin.agent
          .post(`/api/admin/transactions/${sale._id}/notes`)
          .send({ text, ...extra })
          .expect(201)
      ).body as Note;
    };
    const first = await add('First', 5);
    const second = await add('Second', 6);
    const pinnedAtOnce = await add('Pinned at once', 7, { pinned: true });
    expect(pinnedAtOnce.pinned).toBe(true);
    expect((await notesOf(sale._id)).map((note) => note.text)).toEqual([
      'Pinned at once',
      'Second',
      'First',
    ]);

    // a colleague pins the admin's oldest note: it goes on top with the other pinned one
    const pinned = await colleague.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${first._id}`)
      .send({ pinned: true })
      .expect(200);
    expect(pinned.body).toMatchObject({ pinned: true, text: 'First', editedAt: null, mine: false });
    expect((await notesOf(sale._id)).map((note) => note.text)).toEqual([
      'Pinned at once',
      'First',
      'Second',
    ]);

    await admin.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${pinnedAtOnce._id}`)
      .send({ pinned: false })
      .expect(200);
    expect((await notesOf(sale._id)).map((note) => `${note.text}:${note.pinned}`)).toEqual([
      'First:true',
      'Pinned at once:false',
      'Second:false',
    ]);
    expect(second.pinned).toBe(false);

    const pins = (await eventsOf(sale._id))
      .filter((event) => event.event_name.startsWith('note_') && event.event_name !== 'note_added')
      .map((event) => [event.event_name, event.authorName, event.comments]);
    expect(pins).toEqual([
      ['note_pinned', nameOf(admin), 'Pinned at once'],
      ['note_pinned', nameOf(colleague), 'First'],
      ['note_unpinned', nameOf(admin), 'Pinned at once'],
    ]);
  });

  it("lets the author edit and delete their note, and refuses a colleague's edit or delete", async () => {
    const { sale } = await sellerSale();
    t.clock.set(at(8));
    const note = (
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/notes`)
        .send({ text: 'Buyer is a cash buyer' })
        .expect(201)
    ).body as Note;
    const url = `/api/admin/transactions/${sale._id}/notes/${note._id}`;

    // a colleague may not change the text (even with a pin), nor delete it
    const refused = await colleague.agent
      .patch(url)
      .send({ text: 'Rewritten by someone else', pinned: true })
      .expect(403);
    expect(refused.body).toMatchObject({ code: 'NOT_YOUR_NOTE' });
    expect(refused.body.message).toMatch(/Only the author of a note can edit or delete it/);
    await colleague.agent.delete(url).expect(403);
    expect(await notesOf(sale._id)).toEqual([note]);

    // the author edits it: trimmed, marked edited, the timeline keeps the old and new text
    t.clock.set(at(9));
    const edited = await admin.agent
      .patch(url)
      .send({ text: ' Buyer is a cash buyer (proof of funds seen) ' })
      .expect(200);
    expect(edited.body).toMatchObject({
      text: 'Buyer is a cash buyer (proof of funds seen)',
      createdAt: iso(8),
      editedAt: iso(9),
      mine: true,
    });
    const editEvent = (await eventsOf(sale._id)).find((e) => e.event_name === 'note_edited');
    expect(editEvent).toMatchObject({
      authorName: nameOf(admin),
      comments: 'Was: Buyer is a cash buyer\nNow: Buyer is a cash buyer (proof of funds seen)',
    });

    // the author deletes it: gone from the notes, on the timeline with what it said
    await admin.agent.delete(url).expect(204);
    expect(await notesOf(sale._id)).toEqual([]);
    expect((await eventsOf(sale._id)).find((e) => e.event_name === 'note_deleted')).toMatchObject({
      authorName: nameOf(admin),
      comments: 'Buyer is a cash buyer (proof of funds seen)',
    });
    await admin.agent.delete(url).expect(404);
    await admin.agent.patch(url).send({ pinned: true }).expect(404);
  });

  it('refuses invalid input with clear messages and changes nothing', async () => {
    const { sale } = await sellerSale();
    const note = (
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/notes`)
        .send({ text: 'Keep me' })
        .expect(201)
    ).body as Note;
    const notesBefore = await notesOf(sale._id);
    const eventsBefore = await eventsOf(sale._id);
    const base = `/api/admin/transactions/${sale._id}/notes`;

    const blank = await admin.agent.post(base).send({ text: '   ' }).expect(400);
    expect(blank.body.message).toEqual(['Please write the note']);
    const missing = await admin.agent.post(base).send({}).expect(400);
    expect(missing.body.message).toEqual(['Please write the note']);
    const tooLong = await admin.agent
      .post(base)
      .send({ text: 'x'.repeat(5001) })
      .expect(400);
    expect(tooLong.body.message).toEqual(['A note can be at most 5,000 characters long']);
    await admin.agent.post(base).send({ text: 'ok', pinned: 'yes' }).expect(400);
    await admin.agent.post(base).send({ text: 'ok', author: colleague.user._id }).expect(400);

    const patchBlank = await admin.agent
      .patch(`${base}/${note._id}`)
      .send({ text: '' })
      .expect(400);
    expect(patchBlank.body.message).toEqual(['Please write the note']);
    const nothing = await admin.agent.patch(`${base}/${note._id}`).send({}).expect(400);
    expect(nothing.body.message).toEqual(['Please provide at least one field to update']);
    await admin.agent.patch(`${base}/not-an-id`).send({ pinned: true }).expect(400);

    // unknown sale; a note of another sale through this one
    await admin.agent
      .post('/api/admin/transactions/0123456789abcdef01234567/notes')
      .send({ text: 'Lost' })
      .expect(404);
    const other = await sellerSale();
    await admin.agent
      .patch(`/api/admin/transactions/${other.sale._id}/notes/${note._id}`)
      .send({ pinned: true })
      .expect(404);

    // exactly 5,000 characters is fine (on another sale, so this one is unchanged)
    await admin.agent
      .post(`/api/admin/transactions/${other.sale._id}/notes`)
      .send({ text: 'y'.repeat(5000) })
      .expect(201);

    expect(await notesOf(sale._id)).toEqual(notesBefore);
    expect(await eventsOf(sale._id)).toEqual(eventsBefore);
  });

  it('creates once per Idempotency-Key', async () => {
    const { sale } = await sellerSale();
    const send = () =>
      admin.agent
        .post(`/api/admin/transactions/${sale._id}/notes`)
        .set('Idempotency-Key', 'note-attempt-1')
        .send({ text: 'Only once' });
    const first = await send().expect(201);
    const retry = await send().expect(201);
    expect(retry.body._id).toBe(first.body._id);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect((await notesOf(sale._id)).map((note) => note.text)).toEqual(['Only once']);
    expect(
      (await eventsOf(sale._id)).filter((event) => event.event_name === 'note_added'),
    ).toHaveLength(1);
  });

  it('never serves notes to customers, even the seller of the sale', async () => {
    const { seller, sale } = await sellerSale();
    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .send({ text: 'Internal: seller seemed unsure about the price' })
      .expect(201);
    const refused = await seller.agent.get(`/api/admin/transactions/${sale._id}/notes`).expect(403);
    expect(refused.body.code).toBe('ADMIN_ONLY');
    await seller.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .send({ text: 'Hello' })
      .expect(403);
    // the seller's own reads of the sale say nothing of it
    const own = await seller.agent.get(`/api/transaction/${sale._id}`).expect(200);
    expect(JSON.stringify(own.body)).not.toContain('seemed unsure');
    expect((await notesOf(sale._id)).map((note) => note.text)).toEqual([
      'Internal: seller seemed unsure about the price',
    ]);
  });

  it('takes notes from other modules on behalf of a customer or the system', async () => {
    const { seller, sale } = await sellerSale();
    const notes = t.app.get(NotesService);
    t.clock.set(at(10));
    const fromCustomer = await notes.add({
      transactionId: sale._id,
      text: '  Please change the asking price to £360,000  ',
      author: seller.user,
      source: 'customer',
    });
    t.clock.set(at(11));
    const fromSystem = await notes.add({
      transactionId: sale._id,
      text: 'Reminder: searches due back',
      source: 'system',
    });
    expect(fromCustomer).toMatchObject({
      text: 'Please change the asking price to £360,000',
      source: 'customer',
      author: seller.user._id,
      authorName: 'Nora Tull',
    });
    expect(fromSystem).toMatchObject({ source: 'system', author: null, authorName: null });

    // staff see them, newest first, as nobody's own; nobody edits or deletes them
    const listed = await notesOf(sale._id);
    expect(listed.map((note) => [note.source, note.mine])).toEqual([
      ['system', false],
      ['customer', false],
    ]);
    await admin.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${fromCustomer._id}`)
      .send({ text: 'Changed' })
      .expect(403);
    await admin.agent
      .delete(`/api/admin/transactions/${sale._id}/notes/${fromSystem._id}`)
      .expect(403);

    // the timeline says who it came from; the feed says it is the system's
    const added = (await eventsOf(sale._id)).filter((event) => event.event_name === 'note_added');
    expect(added.map((event) => [event.authorName, event.comments])).toEqual([
      [null, 'From Nora Tull: Please change the asking price to £360,000'],
      [null, 'From the system: Reminder: searches due back'],
    ]);
    expect((await rowOf(sale._id))?.latest_event?.note).toEqual({
      author_name: null,
      source: 'system',
      text: 'Reminder: searches due back',
    });

    // the same rules as the API
    await expect(
      notes.add({ transactionId: sale._id, text: '  ', source: 'system' }),
    ).rejects.toThrow('Please write the note');
    await expect(
      notes.add({ transactionId: sale._id, text: 'z'.repeat(5001), source: 'system' }),
    ).rejects.toThrow('A note can be at most 5,000 characters long');
    expect(await notesOf(sale._id)).toHaveLength(2);
  });
});
