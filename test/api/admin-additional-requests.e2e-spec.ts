import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn, uniqueEmail } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import { saleRow } from '@test/support/sales';

describe('the back office: additional information requests', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-08-03T10:00:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const newSale = async () => {
    const email = uniqueEmail('seller');
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Wendy', last_name: 'Waters', email },
      line1: '9 Mill Lane',
      createdAt: new Date('2026-07-01T09:00:00Z'),
    });
    return { id: sale._id, email };
  };
  const base = (id: string) => `/api/admin/additional-requests/transaction/${id}`;

  it('e-mails the seller for a water bill once, and refuses a second one', async () => {
    const sale = await newSale();
    const created = await admin.agent.post(base(sale.id)).send({ type: 'sewer_bill' }).expect(201);
    expect(created.body).toMatchObject({
      type: 'sewer_bill',
      label: 'Request Water Bill',
      status: 'sent',
      sentAt: '2026-08-03T10:00:00.000Z',
    });
    const again = await admin.agent.post(base(sale.id)).send({ type: 'sewer_bill' }).expect(409);
    expect(again.body.message).toBe(
      'A water bill request has already been sent for this transaction',
    );
    const mails = await outboxTo(t, sale.email);
    expect(mails.map((mail) => mail.template)).toEqual(['water-bill-request']);
    expect(mails[0].text).toContain('9 Mill Lane');
  });

  it('moves a request pending → sent → received only, each change on the timeline', async () => {
    const sale = await newSale();
    const plan = (await admin.agent.post(base(sale.id)).send({ type: 'title_plan' }).expect(201))
      .body;
    expect(plan).toMatchObject({ status: 'pending', sentAt: null, label: 'Request Title Plan' });
    const skip = await admin.agent
      .put(`/api/admin/additional-requests/${plan._id}`)
      .send({ status: 'received' })
      .expect(400);
    expect(skip.body.message).toEqual([
      'A request that is pending cannot be marked received: requests go pending → sent → received',
    ]);
    await admin.agent
      .put(`/api/admin/additional-requests/${plan._id}`)
      .send({ status: 'sent' })
      .expect(200);
    const received = await admin.agent
      .put(`/api/admin/additional-requests/${plan._id}`)
      .send({ status: 'received' })
      .expect(200);
    expect(received.body.status).toBe('received');
    await admin.agent
      .put(`/api/admin/additional-requests/${plan._id}`)
      .send({ status: 'forwarded' })
      .expect(400);

    const list = (await admin.agent.get(base(sale.id)).expect(200)).body;
    expect(list.map((row: { type: string; status: string }) => [row.type, row.status])).toEqual([
      ['title_plan', 'received'],
    ]);
    const events = (await admin.agent.get(`/api/admin/transactions/${sale.id}/events`).expect(200))
      .body as { event_name: string; comments: string }[];
    expect(
      events
        .filter((event) => event.event_name.startsWith('additional_request'))
        .map((event) => event.comments),
    ).toEqual([
      'Request Title Plan: pending',
      'Request Title Plan: pending → sent',
      'Request Title Plan: sent → received',
    ]);
  });

  it('refuses an unknown type or sale', async () => {
    const sale = await newSale();
    await admin.agent.post(base(sale.id)).send({ type: 'council_tax' }).expect(400);
    await admin.agent
      .post(base('0'.repeat(24)))
      .send({ type: 'title_plan' })
      .expect(404);
    await admin.agent.get(base('0'.repeat(24))).expect(404);
    await admin.agent
      .put(`/api/admin/additional-requests/${'0'.repeat(24)}`)
      .send({ status: 'sent' })
      .expect(404);
  });
});
