import type { Response } from 'superagent';
import { createTestApp, TestApp } from '@test/support/app';
import { agentFor, signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { eventually } from '@test/support/eventually';
import { confirmedPurchase, paidSale, saleWithCleanDocument } from '@test/support/journeys';
import { waitForEmail } from '@test/support/mailbox';
import { identityCheckRow } from '@test/support/sales';
import { RetentionJob } from '@/accounts/data-rights/jobs/retention.job';
import { FileStore } from '@/platform/files/storage/file-store';

type DataExport = {
  _id: string;
  status: string;
  expiresAt: string | null;
  downloadUrl: string | null;
};
type MyDataRights = {
  export: DataExport | null;
  erasure: { _id: string; status: string } | null;
  retention: { kind: string; years: number; reason: string }[];
};
type Held = { kind: string; reason: string; deleteAfter: string };
type AdminErasure = {
  _id: string;
  userId: string;
  status: string;
  name: string | null;
  email: string | null;
  erasedBy: string | null;
  held: Held[];
};
type HistoryEvent = { event_name: string; authorName: string | null; comments: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const YEAR_MS = 365.25 * DAY_MS;

/** The entries of a ZIP whose entries are stored (as the export writes them), by name. */
function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.length - 22;
  expect(zip.readUInt32LE(end)).toBe(0x06054b50);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let i = 0; i < count; i += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    entries.set(name, zip.subarray(dataAt, dataAt + size));
    at += 46 + skip;
  }
  return entries;
}

const binary = (res: Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/**
 * Issue 27: a customer downloads all their data and asks for erasure; staff carry it out; what
 * the law and the terms keep is held and then deleted by the daily retention job.
 */
describe('data rights', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });

  afterEach(async () => {
    t.clock.reset();
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
  });

  afterAll(async () => {
    await t.close();
  });

  const myRights = async (customer: SignedIn) =>
    (await customer.agent.get('/api/me/data-rights').expect(200)).body as MyDataRights;

  const saleWithDocument = (seller: SignedIn, text: string) =>
    saleWithCleanDocument(admin.agent, seller, text);

  const history = async (userId: string) =>
    (await admin.agent.get(`/api/admin/users/${userId}/events`).expect(200)).body as HistoryEvent[];

  it('prepares a ZIP of the customer’s data in the background, e-mails its link, and lets only them download it for 7 days', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Export', lastName: 'Owner' });
    const { sale, documentId } = await saleWithDocument(seller, 'my own water bill');
    await identityCheckRow(t, sale._id, 'seller', seller.user, 'complete');
    const other = await signedInCustomer(t, { firstName: 'Someone', lastName: 'Else' });
    const otherSale = await paidSale(other);

    const asked = (await seller.agent.post('/api/me/data-exports').expect(200)).body as DataExport;
    expect(asked.status).toBe('pending');
    // asking again while it is prepared answers the same export
    const again = (await seller.agent.post('/api/me/data-exports').expect(200)).body as DataExport;
    expect(again._id).toBe(asked._id);

    const ready = await eventually(
      () => myRights(seller),
      (rights) => rights.export?.status === 'ready',
      20_000,
    );
    expect(ready.export!._id).toBe(asked._id);
    const mail = await waitForEmail(t, seller.user.email, /Your data is ready/);
    expect(mail.text).toContain('/account/your-data');

    const zip = (
      await seller.agent.get(ready.export!.downloadUrl!).buffer(true).parse(binary).expect(200)
    ).body as Buffer;
    const entries = readZip(zip);
    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as {
      account: { email: string; first_name: string };
      sales: { sale: { id: string }; orders_and_payments: { total_amount: number }[] }[];
      identityChecks: { status: string }[];
      documents: { id: string; file: string | null }[];
    };
    expect(data.account).toMatchObject({ email: seller.user.email, first_name: 'Export' });
    expect(data.sales.map((row) => row.sale.id)).toEqual([sale._id]);
    expect(data.sales[0].orders_and_payments.length).toBeGreaterThan(0);
    expect(data.identityChecks).toEqual([expect.objectContaining({ status: 'complete' })]);
    const document = data.documents.find((row) => row.id === documentId)!;
    expect(entries.get(document.file!)!.toString('latin1')).toContain('my own water bill');
    // nothing of the other customer's
    const whole = zip.toString('latin1');
    expect(whole).not.toContain(other.user.email);
    expect(whole).not.toContain(otherSale._id);

    // nobody else can download it, staff included
    await other.agent.get(ready.export!.downloadUrl!).expect(404);
    await admin.agent.get(ready.export!.downloadUrl!).expect(404);
    await t.http().get(ready.export!.downloadUrl!).expect(401);

    // 7 days on, the link is dead and the retention job deletes the file
    t.clock.advance(7 * DAY_MS + 60_000);
    const later = { ...seller, agent: await agentFor(t, seller.user._id) };
    await later.agent.get(ready.export!.downloadUrl!).expect(404);
    expect((await myRights(later)).export).toMatchObject({ status: 'expired', downloadUrl: null });
    const outcome = await t.app.get(RetentionJob).handle();
    expect(outcome.exportsDeleted).toBe(1);
    const keys: string[] = [];
    for await (const object of t.app.get(FileStore).list('data-exports/')) keys.push(object.key);
    expect(keys).toEqual([]);
  });

  it('erases a customer once staff carry out their request, holds what must be kept, and deletes it when each period is over', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Erasmus', lastName: 'Gone' });
    const { sale } = await saleWithDocument(seller, 'a bill to forget');
    await identityCheckRow(t, sale._id, 'seller', seller.user, 'complete');

    const asked = (await seller.agent.post('/api/me/erasure-request').expect(200)).body as {
      _id: string;
      status: string;
    };
    expect(asked.status).toBe('pending');
    const again = (await seller.agent.post('/api/me/erasure-request').expect(200)).body as {
      _id: string;
    };
    expect(again._id).toBe(asked._id);

    // a customer cannot reach the staff's list
    await seller.agent.get('/api/admin/erasure-requests').expect(403);
    const tasks = (await admin.agent.get('/api/admin/erasure-requests').expect(200)).body as {
      items: AdminErasure[];
    };
    expect(tasks.items).toContainEqual(
      expect.objectContaining({
        _id: asked._id,
        userId: seller.user._id,
        status: 'pending',
        name: 'Erasmus Gone',
        email: seller.user.email,
      }),
    );

    const erased = (
      await admin.agent.post(`/api/admin/erasure-requests/${asked._id}/erase`).expect(200)
    ).body as AdminErasure;
    expect(erased).toMatchObject({ status: 'erased', name: null, email: null });
    expect(erased.erasedBy).toBe('Admin User');
    expect(erased.held.map((held) => held.kind).sort()).toEqual([
      'customer_due_diligence',
      'transaction_records',
    ]);
    const cdd = erased.held.find((held) => held.kind === 'customer_due_diligence')!;
    const records = erased.held.find((held) => held.kind === 'transaction_records')!;
    expect(cdd.reason).toContain('regulation 40');
    expect(new Date(cdd.deleteAfter).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 5);
    expect(new Date(records.deleteAfter).getUTCFullYear()).toBe(new Date().getUTCFullYear() + 10);
    // carrying it out twice changes nothing
    await admin.agent.post(`/api/admin/erasure-requests/${asked._id}/erase`).expect(200);

    // signed out at once
    await seller.agent.get('/api/users/current').expect(401);
    // the user page no longer says who they were
    const user = (await admin.agent.get(`/api/admin/users/${seller.user._id}`).expect(200))
      .body as Record<string, unknown>;
    expect(JSON.stringify(user)).not.toContain(seller.user.email);
    expect(user).toMatchObject({ first_name: 'Erased', last_name: 'customer', phone_number: null });
    // searches find nothing by their e-mail or name; the sale stays, naming no one
    await admin.agent
      .get(`/api/admin/users/by-email?email=${encodeURIComponent(seller.user.email)}`)
      .expect(404);
    const found = (
      await admin.agent.get(`/api/admin/search?q=${encodeURIComponent('Erasmus Gone')}`).expect(200)
    ).body as unknown[];
    expect(found).toEqual([]);
    const checks = JSON.stringify(
      (await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200)).body,
    );
    expect(checks).not.toContain(seller.user.email);
    // the History says who erased them
    expect(await history(seller.user._id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event_name: 'erasure_requested' }),
        expect.objectContaining({ event_name: 'customer_erased', authorName: 'Admin User' }),
      ]),
    );

    // nothing is deleted before its time
    t.clock.advance(4 * YEAR_MS);
    await t.app.get(RetentionJob).handle();
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
    const atFour = (await admin.agent.get(`/api/admin/erasure-requests/${asked._id}`).expect(200))
      .body as AdminErasure;
    expect(atFour.held).toHaveLength(2);

    // five years on, the identity checks go; ten years on, the rest
    t.clock.advance(1 * YEAR_MS + 2 * DAY_MS);
    await t.app.get(RetentionJob).handle();
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
    const atFive = (await admin.agent.get(`/api/admin/erasure-requests/${asked._id}`).expect(200))
      .body as AdminErasure;
    expect(atFive.held.map((held) => held.kind)).toEqual(['transaction_records']);

    t.clock.advance(5 * YEAR_MS + 2 * DAY_MS);
    await t.app.get(RetentionJob).handle();
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
    const atTen = (await admin.agent.get(`/api/admin/erasure-requests/${asked._id}`).expect(200))
      .body as AdminErasure;
    expect(atTen.held).toEqual([]);
    expect(
      (await history(seller.user._id)).filter(
        (event) => event.event_name === 'held_records_deleted',
      ),
    ).toHaveLength(2);
  });

  it('erases an account with no activity for 10 years, and anonymises identity checks five years after a sale ended', async () => {
    const idle = await signedInCustomer(t, { firstName: 'Idle', lastName: 'Account' });
    const seller = await signedInCustomer(t, { firstName: 'Withdrawn', lastName: 'Seller' });
    const sale = await paidSale(seller);
    await identityCheckRow(t, sale._id, 'seller', seller.user, 'complete');
    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/withdraw`)
      .send({ reason: 'The seller changed their mind' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    // a sale that completed (the buyer's purchase, its dates recorded by staff) and one still
    // going on, each with a check
    const completer = await signedInCustomer(t, { firstName: 'Completed', lastName: 'Seller' });
    const completed = await paidSale(completer);
    await identityCheckRow(t, completed._id, 'seller', completer.user, 'complete');
    const buyer = await signedInCustomer(t, { firstName: 'Moving', lastName: 'Buyer' });
    const purchase = await confirmedPurchase(buyer.agent, completed.line1);
    const today = t.clock.now().toISOString().slice(0, 10);
    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ sale_agreed: today, exchanged: today, completed: today })
      .expect(200);
    const ongoingSeller = await signedInCustomer(t, { firstName: 'Ongoing', lastName: 'Seller' });
    const ongoing = await paidSale(ongoingSeller);
    await identityCheckRow(t, ongoing._id, 'seller', ongoingSeller.user, 'complete');

    t.clock.advance(5 * YEAR_MS + 2 * DAY_MS);
    expect((await t.app.get(RetentionJob).handle()).checksAnonymised).toBe(2);
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
    type Tab = { checks: { status: string; person_details: Record<string, string> }[] };
    const checksOf = async (saleId: string) =>
      (
        (await admin.agent.get(`/api/admin/identity-checks/transaction/${saleId}`).expect(200))
          .body as Tab
      ).checks;
    // the checks no longer name them (the sellers' own accounts stay until their 10 years)
    for (const [ended, person] of [
      [sale, seller],
      [completed, completer],
    ] as const) {
      const checks = await checksOf(ended._id);
      expect(checks).toEqual([
        expect.objectContaining({
          status: 'complete',
          person_details: expect.objectContaining({ first_name: 'Erased', phone_number: '' }),
        }),
      ]);
      expect(JSON.stringify(checks)).not.toContain(person.user.email);
    }
    // the sale still going on keeps its due diligence, and a second run finds nothing to do
    expect(JSON.stringify(await checksOf(ongoing._id))).toContain(ongoingSeller.user.email);
    expect((await t.app.get(RetentionJob).handle()).checksAnonymised).toBe(0);

    t.clock.advance(5 * YEAR_MS + 2 * DAY_MS);
    await t.app.get(RetentionJob).handle();
    admin = { ...admin, agent: await agentFor(t, admin.user._id) };
    const user = (await admin.agent.get(`/api/admin/users/${idle.user._id}`).expect(200))
      .body as Record<string, unknown>;
    expect(user).toMatchObject({ first_name: 'Erased', last_name: 'customer' });
    expect(await history(idle.user._id)).toContainEqual(
      expect.objectContaining({ event_name: 'customer_erased', authorName: null }),
    );
  });

  it('keeps staff accounts out of customers’ data rights', async () => {
    await admin.agent.post('/api/me/data-exports').expect(403);
    await admin.agent.post('/api/me/erasure-request').expect(403);
  });
});
