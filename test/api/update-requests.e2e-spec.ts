import { createTestApp, TestApp } from '@test/support/app';
import { agentFor, signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { saleWithBuyer as journeySaleWithBuyer } from '@test/support/journeys';
import { outboxTo } from '@test/support/mailbox';

type UpdateRequest = {
  _id: string;
  side: 'seller' | 'buyer';
  requested_at: string;
  answered_at: string | null;
  answer: string | null;
  answered_by_name: string | null;
};

/**
 * "Request an update" (issue 36): a seller or buyer asks from their tracker, at most once a day;
 * staff see it on the sale and answer it, and the customer gets the answer by e-mail.
 */
describe('update requests', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const saleWithBuyer = (lastName: string) =>
    journeySaleWithBuyer(t, lastName, { seller: 'Uma', buyer: 'Ugo' });

  const requests = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/transactions/${saleId}/update-requests`).expect(200))
      .body as UpdateRequest[];

  it('lets a seller ask once a day, shows staff the request, and e-mails the answer', async () => {
    const { seller, sale } = await saleWithBuyer('Asking');
    const asked = await seller.agent
      .post(`/api/tracker/sales/${sale._id}/update-requests`)
      .expect(201);
    expect(asked.body).toMatchObject({ side: 'seller', answered_at: null, answer: null });
    const again = await seller.agent
      .post(`/api/tracker/sales/${sale._id}/update-requests`)
      .expect(409);
    expect(again.body.code).toBe('UPDATE_ALREADY_REQUESTED');
    expect(again.body.message).toBe(
      'You asked for an update today. We will reply by e-mail, and you can ask again tomorrow.',
    );

    // staff see it on the sale: the request, and the customer's note on the Events tab
    expect((await requests(sale._id)).map((request) => request._id)).toEqual([asked.body._id]);
    const notes = (await admin.agent.get(`/api/admin/transactions/${sale._id}/notes`).expect(200))
      .body as { text: string; source: string }[];
    expect(notes).toContainEqual(
      expect.objectContaining({
        source: 'customer',
        text: 'Asked for an update on their sale (answer it on the Progress tab)',
      }),
    );

    const url = `/api/admin/transactions/${sale._id}/update-requests/${asked.body._id}/answer`;
    await admin.agent.post(url).send({ answer: '   ' }).expect(400);
    const answered = await admin.agent
      .post(url)
      .send({ answer: "The buyer's mortgage offer is due this week." })
      .expect(201);
    expect(answered.body).toMatchObject({
      answer: "The buyer's mortgage offer is due this week.",
      answered_by_name: `${admin.user.first_name} ${admin.user.last_name}`,
    });
    expect((await admin.agent.post(url).send({ answer: 'Again' }).expect(409)).body.code).toBe(
      'UPDATE_ALREADY_ANSWERED',
    );
    const [mail, ...more] = (await outboxTo(t, seller.user.email)).filter(
      (message) => message.template === 'update-answer',
    );
    expect(more).toEqual([]);
    expect(mail.subject).toBe(`An update on your sale of ${sale.line1}, Bristol, BS1 5TR`);
    expect(mail.text).toContain("The buyer's mortgage offer is due this week.");
    expect(mail.text).toContain(`/dashboard/sell/${sale._id}`);

    // the next day they may ask again
    t.clock.advance(24 * 60 * 60 * 1000);
    try {
      const tomorrow = await agentFor(t, seller.user._id);
      await tomorrow.post(`/api/tracker/sales/${sale._id}/update-requests`).expect(201);
    } finally {
      t.clock.advance(-24 * 60 * 60 * 1000);
    }
  });

  it("lets the buyer ask about their purchase's sale, and nobody else", async () => {
    const { buyer, sale, purchase, seller } = await saleWithBuyer('Buying');
    const asked = await buyer.agent
      .post(`/api/tracker/purchases/${purchase._id}/update-requests`)
      .expect(201);
    expect(asked.body.side).toBe('buyer');
    // each customer asks for themselves: the seller may still ask today
    await seller.agent.post(`/api/tracker/sales/${sale._id}/update-requests`).expect(201);

    const stranger = await signedInCustomer(t, { firstName: 'Sid', lastName: 'Stranger' });
    await stranger.agent.post(`/api/tracker/sales/${sale._id}/update-requests`).expect(404);
    await stranger.agent.post(`/api/tracker/purchases/${purchase._id}/update-requests`).expect(404);
    await buyer.agent.post(`/api/tracker/sales/${sale._id}/update-requests`).expect(404);
    await t.http().post(`/api/tracker/sales/${sale._id}/update-requests`).expect(401);
    await seller.agent.get(`/api/admin/transactions/${sale._id}/update-requests`).expect(403);
    expect(await requests(sale._id)).toHaveLength(2);

    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/update-requests/${asked.body._id}/answer`)
      .send({ answer: 'Searches are back; enquiries next.' })
      .expect(201);
    const mails = (await outboxTo(t, buyer.user.email)).filter(
      (message) => message.template === 'update-answer',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`/dashboard/buy/${purchase._id}`);
  });
});
