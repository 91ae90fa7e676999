import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn, uniqueEmail } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import { createSale, propertyAddress } from '@test/support/seller';

type Event = { event_name: string; author: string | null; comments: string | null };
type Note = {
  _id: string;
  source: string;
  text: string;
  doneAt: string | null;
  doneByName: string | null;
};

/**
 * Issue 35, item 22: staff correct a customer's name, e-mail and mobile number, with history on
 * the user and on their sales' timelines; a new e-mail is confirmed by signing in with it; the
 * customer's change request is marked done. Everything through the calls customers and staff make.
 */
describe("staff correct a customer's details", () => {
  let t: TestApp;
  let admin: SignedIn;
  let street = 0;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  async function sellerWithSale() {
    street += 1;
    const seller = await signedInCustomer(t, { firstName: 'Aisha', lastName: 'Khan' });
    const sale = await createSale(seller.agent, {
      propertyAddress: propertyAddress({ line_1: `${street} Correction Road` }),
    });
    return { seller, sale };
  }

  const userOf = async (id: string) =>
    (await admin.agent.get(`/api/admin/users/${id}`).expect(200)).body as {
      email: string;
      first_name: string;
      middle_name: string | null;
      last_name: string;
      phone_number: string | null;
      active: boolean;
    };
  const saleEvents = async (id: string) =>
    (await admin.agent.get(`/api/admin/transactions/${id}/events`).expect(200)).body as Event[];

  it("corrects a name and mobile number: on the user's history and the sale's timeline with its author", async () => {
    const { seller, sale } = await sellerWithSale();
    const corrected = await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ last_name: 'Khan-Ali', middle_name: 'Noor', phone_number: '07911 123457' })
      .expect(200);
    expect(corrected.body).toMatchObject({
      last_name: 'Khan-Ali',
      middle_name: 'Noor',
      phone_number: '+447911123457',
      active: true,
    });

    const history = (
      await admin.agent.get(`/api/admin/users/${seller.user._id}/events`).expect(200)
    ).body as Event[];
    const entry = history.find((event) => event.event_name === 'user_details_corrected');
    expect(entry?.author).toBe(admin.user._id);
    expect(entry?.comments).toBe(
      'Corrected by staff: Middle name: (none) → Noor; Last name: Khan → Khan-Ali; Mobile number: +447911123456 → +447911123457',
    );
    const onSale = (await saleEvents(sale._id)).find(
      (event) => event.event_name === 'customer_details_corrected',
    );
    expect(onSale?.author).toBe(admin.user._id);
    expect(onSale?.comments).toContain('Aisha Khan: Corrected by staff: ');
    // a name-only change keeps the customer signed in
    await seller.agent.get('/api/users/current').expect(200);

    // clearing the middle name again
    const cleared = await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ middle_name: null })
      .expect(200);
    expect(cleared.body.middle_name).toBeNull();
  });

  it('re-verifies a new e-mail: signed out, not activated until they sign in with it, both addresses told', async () => {
    const { seller } = await sellerWithSale();
    const oldEmail = seller.user.email;
    const newEmail = uniqueEmail('aisha.new');
    await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ email: newEmail.toUpperCase() })
      .expect(200);

    const user = await userOf(seller.user._id);
    expect(user.email).toBe(newEmail);
    expect(user.active).toBe(false);
    await seller.agent.get('/api/users/current').expect(401);
    const toNew = await outboxTo(t, newEmail);
    expect(toNew.map((mail) => mail.subject)).toEqual([
      'Confirm your e-mail address for Threshold',
    ]);
    expect(toNew[0].text).toContain('sign in with this address');
    const toOld = await outboxTo(t, oldEmail);
    expect(toOld.map((mail) => mail.subject)).toContain(
      'Your Threshold e-mail address has changed',
    );
  });

  it('refuses an e-mail someone else has, nothing to change, bad names, and customers, changing nothing', async () => {
    const { seller } = await sellerWithSale();
    const other = await signedInCustomer(t);
    const taken = await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ email: other.user.email, last_name: 'Changed' })
      .expect(409);
    expect(taken.body.message).toBe(
      'User with this email already exists. Use the search bar to find user.',
    );
    const nothing = await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ first_name: 'Aisha' })
      .expect(400);
    expect(nothing.body.message).toEqual(['Please provide at least one field to update']);
    await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ first_name: 'Ai<sha>' })
      .expect(400);
    await admin.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ phone_number: 'not a number' })
      .expect(400);
    await seller.agent
      .patch(`/api/admin/users/${seller.user._id}`)
      .send({ last_name: 'Mine' })
      .expect(403);
    const user = await userOf(seller.user._id);
    expect(user).toMatchObject({
      first_name: 'Aisha',
      last_name: 'Khan',
      email: seller.user.email,
    });
  });

  it("marks the customer's change request done (and open again), on the timeline; a staff note is no request", async () => {
    const { seller, sale } = await sellerWithSale();
    await seller.agent
      .post(`/api/transaction/${sale._id}/change-requests`)
      .send({ text: 'Please spell my surname Khan-Ali' })
      .expect(201);
    const notes = async () =>
      (await admin.agent.get(`/api/admin/transactions/${sale._id}/notes`).expect(200))
        .body as Note[];
    const request = (await notes()).find((note) => note.source === 'customer')!;
    expect(request.doneAt).toBeNull();

    const done = await admin.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${request._id}`)
      .send({ done: true })
      .expect(200);
    expect(done.body.doneAt).toEqual(expect.any(String));
    expect(done.body.doneByName).toBe(`${admin.user.first_name} ${admin.user.last_name}`);
    const marked = (await saleEvents(sale._id)).find(
      (event) => event.event_name === 'request_done',
    );
    expect(marked?.author).toBe(admin.user._id);
    expect(marked?.comments).toContain('Please spell my surname Khan-Ali');

    await admin.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${request._id}`)
      .send({ done: false })
      .expect(200);
    expect((await notes()).find((note) => note._id === request._id)?.doneAt).toBeNull();

    const staffNote = await admin.agent
      .post(`/api/admin/transactions/${sale._id}/notes`)
      .set('Idempotency-Key', `note-${sale._id}`)
      .send({ text: 'Called the seller' })
      .expect(201);
    const refused = await admin.agent
      .patch(`/api/admin/transactions/${sale._id}/notes/${staffNote.body._id}`)
      .send({ done: true })
      .expect(400);
    expect(refused.body.message).toEqual(["Only a customer's request can be marked done"]);
  });
});
