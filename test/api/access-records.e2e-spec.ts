import { eq } from 'drizzle-orm';
import { ExpireAccessRecordsJob } from '@/accounts/access-records/jobs/expire-access-records.job';
import { accessRecords } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn, uniqueEmail } from '@test/support/factories';
import { saleWithCleanDocument } from '@test/support/journeys';
import { customerRow, purchaseIntentRow, saleRow } from '@test/support/sales';

type AccessEntry = {
  _id: string;
  viewed_at: string;
  kind: string;
  label: string;
  staff_id: string;
  staff_name: string;
  subject_type: string;
  record_id: string;
  record_label: string | null;
  transaction_id: string | null;
};
type AccessPage = { items: AccessEntry[]; totalItems: number; totalFilteredItems: number };
type PersonRow = { key: string; first_name: string };
type ChecksView = {
  sellers: PersonRow[];
  purchaseIntents: { buyers: PersonRow[]; giftors: PersonRow[] }[];
};

/**
 * Issue 27: every view of a person's personal data by staff is recorded (who, what, when) and
 * listed on that person's page, newest first. Views are made through the routes staff use.
 */
describe('access records: staff views of personal data', () => {
  let t: TestApp;
  let admin: SignedIn;
  let colleague: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-09-01T09:00:00Z'));
    admin = await signedInAdmin(t);
    colleague = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const minuteLater = () => t.clock.advance(60_000);

  const accessOf = async (subjectId: string, query: Record<string, number> = {}) =>
    (
      await admin.agent
        .get('/api/admin/access-records')
        .query({ subjectId, ...query })
        .expect(200)
    ).body as AccessPage;

  it("records each view of a user's page with who looked and when, newest first, a page at a time", async () => {
    const customer = await signedInCustomer(t);
    await admin.agent
      .get(`/api/admin/users/${customer.user._id}`)
      .set('X-Request-Id', 'view-of-a-user-0001')
      .expect(200);
    // the request's id is kept with the record, to find the request's log lines
    const [stored] = await t.database.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.subject_id, customer.user._id));
    expect(stored.request_id).toBe('view-of-a-user-0001');
    minuteLater();
    await colleague.agent.get(`/api/admin/users/${customer.user._id}`).expect(200);
    minuteLater();
    // the e-mail search answers the same details: it is a view too
    await admin.agent
      .get('/api/admin/users/by-email')
      .query({ email: customer.user.email.toUpperCase() })
      .expect(200);

    const access = await accessOf(customer.user._id);
    expect(access.totalItems).toBe(3);
    expect(access.items).toEqual([
      expect.objectContaining({
        viewed_at: '2026-09-01T09:02:00.000Z',
        kind: 'user_detail',
        label: 'User details viewed',
        staff_id: admin.user._id,
        staff_name: 'Admin User',
        subject_type: 'user',
        record_id: customer.user._id,
        transaction_id: null,
      }),
      expect.objectContaining({
        viewed_at: '2026-09-01T09:01:00.000Z',
        staff_id: colleague.user._id,
      }),
      expect.objectContaining({ viewed_at: '2026-09-01T09:00:00.000Z', staff_id: admin.user._id }),
    ]);

    // the back office's pages: skip and where the page ends
    const second = await accessOf(customer.user._id, { skip: 2, limit: 4 });
    expect(second.items.map((entry) => entry.viewed_at)).toEqual(['2026-09-01T09:00:00.000Z']);
    expect(second.totalItems).toBe(3);

    // viewing the Access list itself is not a view of the person's data
    expect((await accessOf(customer.user._id)).totalItems).toBe(3);
  });

  it('records nothing for a view that failed', async () => {
    const missing = 'abcdefabcdefabcdefabcdef';
    await admin.agent.get(`/api/admin/users/${missing}`).expect(404);
    await admin.agent.get('/api/admin/users/by-email').query({ email: uniqueEmail() }).expect(404);
    await admin.agent.get(`/api/admin/identity-checks/transaction/${missing}/details`).expect(404);
    await admin.agent.get(`/api/admin/documents/${missing}/download`).expect(404);
    expect(await accessOf(missing)).toEqual({ items: [], totalItems: 0, totalFilteredItems: 0 });
  });

  it('refuses the access list to customers and to anyone signed out, and checks the id', async () => {
    const customer = await signedInCustomer(t);
    await customer.agent
      .get('/api/admin/access-records')
      .query({ subjectId: customer.user._id })
      .expect(403);
    await t
      .http()
      .get('/api/admin/access-records')
      .query({ subjectId: customer.user._id })
      .expect(401);
    const bad = await admin.agent
      .get('/api/admin/access-records')
      .query({ subjectId: 'not-an-id' })
      .expect(400);
    expect(JSON.stringify(bad.body)).toContain(
      'subjectId must be a record id (24 hexadecimal characters)',
    );
    // a customer looking at someone (or themselves) through the back office leaves no record
    await customer.agent.get(`/api/admin/users/${customer.user._id}`).expect(403);
    expect((await accessOf(customer.user._id)).totalItems).toBe(0);
  });

  it("records the identity-check full details on every person's list: their account, else their own record", async () => {
    const coSeller = await customerRow(t, { first_name: 'Cora', last_name: 'Coseller' });
    const { sale, seller } = await saleRow(t, {
      seller: { first_name: 'Sally', last_name: 'Seller' },
      createdAt: new Date('2026-08-01T09:00:00Z'),
      // the co-seller has an account under the same e-mail: the view is on that user's list
      additionalSellers: [{ first_name: 'Cora', last_name: 'Coseller', email: coSeller.email }],
    });
    const { buyer } = await purchaseIntentRow(t, sale._id, {
      buyer: { first_name: 'Bob', last_name: 'Buyer' },
      active: true,
      giftors: [{ first_name: 'Gina', last_name: 'Giftor', email: 'gina.giftor@example.com' }],
    });

    // the tab itself (read every few seconds while a check is pending) records nothing
    const tab = (
      await admin.agent.get(`/api/admin/identity-checks/transaction/${sale._id}`).expect(200)
    ).body as ChecksView;
    expect((await accessOf(seller._id)).totalItems).toBe(0);

    minuteLater();
    const details = (
      await colleague.agent
        .get(`/api/admin/identity-checks/transaction/${sale._id}/details`)
        .expect(200)
    ).body as { people: { key: string; details: { fullName: string } }[] };
    expect(details.people.map((person) => person.details.fullName)).toEqual([
      'Sally Seller',
      'Cora Coseller',
      'Bob Buyer',
      'Gina Giftor',
    ]);

    const recorded = expect.objectContaining({
      kind: 'identity_check_details',
      label: 'Identity-check full details viewed',
      staff_id: colleague.user._id,
      record_id: sale._id,
      transaction_id: sale._id,
    });
    for (const userId of [seller._id, coSeller._id, buyer._id]) {
      const access = await accessOf(userId);
      expect(access.items).toEqual([recorded]);
      expect(access.items[0].subject_type).toBe('user');
    }
    // the giftor has no account: the view is on their own record (the person's id)
    const giftorKey = tab.purchaseIntents[0].giftors[0].key;
    const giftorId = giftorKey.split(':').at(-1)!;
    const giftor = await accessOf(giftorId);
    expect(giftor.items).toEqual([recorded]);
    expect(giftor.items[0].subject_type).toBe('person');
  });

  it("records a document's download and preview on the list of the customer whose file it is", async () => {
    const seller = await signedInCustomer(t);
    const { sale, documentId } = await saleWithCleanDocument(admin.agent, seller);
    expect((await accessOf(seller.user._id)).totalItems).toBe(0);

    minuteLater();
    await colleague.agent
      .get(`/api/admin/documents/${documentId}/download`)
      .query({ inline: '1' })
      .expect(200);
    minuteLater();
    await admin.agent.get(`/api/admin/documents/${documentId}/download`).expect(200);

    const access = await accessOf(seller.user._id);
    expect(access.items).toEqual([
      expect.objectContaining({
        kind: 'document_download',
        label: 'Document downloaded',
        staff_id: admin.user._id,
        subject_type: 'user',
        record_id: documentId,
        record_label: 'Water bill.pdf',
        transaction_id: sale._id,
      }),
      expect.objectContaining({
        kind: 'document_preview',
        label: 'Document previewed',
        staff_id: colleague.user._id,
        record_id: documentId,
      }),
    ]);

    // the customer's own download is not a staff view
    await seller.agent.get(`/api/documents/${documentId}/download`).expect(200);
    expect((await accessOf(seller.user._id)).totalItems).toBe(2);
  });

  it('removes the records six years after the view, every day, keeping the newer ones', async () => {
    const customer = await signedInCustomer(t);
    // months and years apart, so each time by someone signed in then (sessions end)
    const viewOn = async (date: string) => {
      t.clock.set(new Date(date));
      const staff = await signedInAdmin(t);
      await staff.agent.get(`/api/admin/users/${customer.user._id}`).expect(200);
    };
    await viewOn('2026-10-01T09:00:00Z');
    await viewOn('2027-03-01T09:00:00Z');
    const job = t.app.get(ExpireAccessRecordsJob);
    const viewedAt = async () => {
      const staff = await signedInAdmin(t);
      const page = (
        await staff.agent
          .get('/api/admin/access-records')
          .query({ subjectId: customer.user._id })
          .expect(200)
      ).body as AccessPage;
      return page.items.map((entry) => entry.viewed_at);
    };

    t.clock.set(new Date('2032-09-30T09:00:00Z'));
    await job.handle();
    expect(await viewedAt()).toEqual(['2027-03-01T09:00:00.000Z', '2026-10-01T09:00:00.000Z']);

    t.clock.set(new Date('2032-10-02T09:00:00Z'));
    await job.handle();
    expect(await viewedAt()).toEqual(['2027-03-01T09:00:00.000Z']);
    // a second run is harmless
    await job.handle();
    expect(await viewedAt()).toEqual(['2027-03-01T09:00:00.000Z']);
  });
});
