import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { eventually } from '@test/support/eventually';
import { confirmedPurchase, paidSale } from '@test/support/journeys';
import { outboxTo } from '@test/support/mailbox';
import { rawPost } from '@test/support/raw-http';
import { documents } from '@/platform/database/schema';
import { SweepOrphanFilesJob } from '@/sales/documents/jobs/sweep-orphan-files.job';
import { EICAR_TEST_STRING } from '@/platform/files/scanning/simulator-scanner';
import { FileStore } from '@/platform/files/storage/file-store';

type CustomerDocument = {
  _id: string;
  name: string;
  content_type: string;
  size: number;
  uploaded_by_me: boolean;
  uploaded_by_staff: boolean;
  request_id: string | null;
  scan_status: string;
  review_status: string | null;
  rejection_reason: string | null;
  downloadable: boolean;
};
type CustomerRequest = {
  _id: string;
  type: string;
  title: string;
  status: string;
  open: boolean;
  last_rejection_reason: string | null;
  fee_response: string | null;
  fee_query: string | null;
  documents: CustomerDocument[];
};
type CustomerDocuments = {
  side: string;
  max_upload_bytes: number;
  requests: CustomerRequest[];
  documents: CustomerDocument[];
};
type AdminDocument = CustomerDocument & {
  sha256: string;
  request_label: string | null;
  visible_to_seller: boolean;
  visible_to_buyer: boolean;
  uploaded_by: { name: string | null; email: string | null; is_staff: boolean; side: string };
  previewable: boolean;
};
type Event = { event_name: string; comments: string | null; authorName: string | null };

const MB = 1024 * 1024;
const pdf = (text = 'a water bill') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');
const jpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF photo')]);
const executable = () =>
  Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(200, 7)]);

/**
 * Issue 26: customers answer requests by upload, staff share and review files, all in one store.
 * Everything is made through the calls customers and staff make; the file store is looked at
 * only to prove that nothing is left behind.
 */
describe('documents', () => {
  let t: TestApp;
  let admin: SignedIn;
  let store: FileStore;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    store = t.app.get(FileStore);
  });

  afterAll(async () => {
    await t.close();
  });

  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const object of store.list('documents/')) keys.push(object.key);
    return keys.sort();
  };

  /** A paid sale with a water bill request (e-mailed to the seller at once). */
  const saleWithWaterBillRequest = async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const request = (
      await admin.agent
        .post(`/api/admin/additional-requests/transaction/${sale._id}`)
        .send({ type: 'sewer_bill' })
        .expect(201)
    ).body as { _id: string };
    return { seller, sale, requestId: request._id };
  };

  const mine = async (seller: SignedIn, saleId: string) =>
    (await seller.agent.get(`/api/documents/sale/${saleId}`).expect(200)).body as CustomerDocuments;

  const staffList = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/documents/transaction/${saleId}`).expect(200))
      .body as AdminDocument[];

  const scanned = (saleId: string, id: string) =>
    eventually(
      async () => (await staffList(saleId)).find((document) => document._id === id)!,
      (document) => document.scan_status !== 'pending',
    );

  const timeline = async (saleId: string) =>
    (await admin.agent.get(`/api/admin/transactions/${saleId}/events`).expect(200)).body as Event[];

  it('lets the seller answer a request with a file, which staff accept once it is scanned clean', async () => {
    const { seller, sale, requestId } = await saleWithWaterBillRequest();
    const before = await mine(seller, sale._id);
    expect(before.max_upload_bytes).toBe(20 * MB);
    expect(before.requests).toEqual([
      expect.objectContaining({
        _id: requestId,
        type: 'sewer_bill',
        title: 'Water bill',
        open: true,
      }),
    ]);
    // the request's e-mail links to the dashboard where it is answered
    const [requestMail] = await outboxTo(t, seller.user.email);
    expect(requestMail.text).toContain(`/dashboard/sell/${sale._id}`);

    const content = pdf();
    const uploaded = await seller.agent
      .post(`/api/documents/requests/${requestId}/files`)
      .attach('file', content, {
        filename: '../../Water bill (2026).pdf',
        contentType: 'text/plain',
      })
      .expect(201);
    expect(uploaded.body).toMatchObject({
      name: 'Water bill (2026).pdf',
      content_type: 'application/pdf',
      size: content.length,
      uploaded_by_me: true,
      request_id: requestId,
      scan_status: 'pending',
      review_status: 'received',
      downloadable: false,
    });

    const after = await mine(seller, sale._id);
    expect(after.requests[0]).toMatchObject({ status: 'received', open: false });
    expect(after.requests[0].documents.map((document) => document._id)).toEqual([
      uploaded.body._id,
    ]);

    // staff hear of it: the timeline and a note from the customer (the feed quotes it)
    const notes = (await admin.agent.get(`/api/admin/transactions/${sale._id}/notes`).expect(200))
      .body as { text: string; source: string }[];
    expect(notes[0]).toMatchObject({ source: 'customer' });
    expect(notes[0].text).toContain('Water bill uploaded by the seller: Water bill (2026).pdf');

    const listed = await scanned(sale._id, uploaded.body._id);
    expect(listed).toMatchObject({
      scan_status: 'clean',
      request_label: 'Request Water Bill',
      sha256: createHash('sha256').update(content).digest('hex'),
      uploaded_by: { email: seller.user.email, is_staff: false, side: 'seller' },
      visible_to_seller: true,
      visible_to_buyer: false,
      previewable: true,
    });

    const accepted = await admin.agent
      .post(`/api/admin/documents/${uploaded.body._id}/accept`)
      .expect(200);
    expect(accepted.body.review_status).toBe('accepted');
    await admin.agent.post(`/api/admin/documents/${uploaded.body._id}/accept`).expect(409);
    expect((await mine(seller, sale._id)).requests[0].documents[0].review_status).toBe('accepted');

    const events = await timeline(sale._id);
    const names = events.map((event) => event.event_name);
    expect(names).toEqual(
      expect.arrayContaining(['document_uploaded', 'request_answered', 'document_accepted']),
    );
    const acceptedEvent = events.find((event) => event.event_name === 'document_accepted')!;
    expect(acceptedEvent.authorName).toBe(`${admin.user.first_name} ${admin.user.last_name}`);
  });

  it('asks the seller again when staff reject an answer, and keeps both uploads newest first', async () => {
    const { seller, sale, requestId } = await saleWithWaterBillRequest();
    const first = (
      await seller.agent
        .post(`/api/documents/requests/${requestId}/files`)
        .attach('file', jpeg(), 'photo.jpg')
        .expect(201)
    ).body as CustomerDocument;
    await scanned(sale._id, first._id);
    await admin.agent
      .post(`/api/admin/documents/${first._id}/reject`)
      .send({ reason: '  ' })
      .expect(400);
    const rejected = await admin.agent
      .post(`/api/admin/documents/${first._id}/reject`)
      .send({ reason: 'The bill is older than 12 months' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      review_status: 'rejected',
      rejection_reason: 'The bill is older than 12 months',
    });

    const reopened = (await mine(seller, sale._id)).requests[0];
    expect(reopened).toMatchObject({
      status: 'sent',
      open: true,
      last_rejection_reason: 'The bill is older than 12 months',
    });
    const mails = await outboxTo(t, seller.user.email);
    const again = mails.find((mail) => mail.template === 'document-rejected')!;
    expect(again.text).toContain('The bill is older than 12 months');
    expect(again.text).toContain(`/dashboard/sell/${sale._id}`);

    const second = (
      await seller.agent
        .post(`/api/documents/requests/${requestId}/files`)
        .attach('file', pdf('a newer bill'), 'bill.pdf')
        .expect(201)
    ).body as CustomerDocument;
    const answers = (await mine(seller, sale._id)).requests[0].documents;
    expect(answers.map((document) => document._id)).toEqual([second._id, first._id]);
    // a request that is not waiting for a file refuses another one, before reading it
    const refused = await seller.agent
      .post(`/api/documents/requests/${requestId}/files`)
      .attach('file', pdf(), 'bill.pdf')
      .expect(409);
    expect(refused.body.message).toBe('This request is not waiting for a file');
    expect((await timeline(sale._id)).map((event) => event.event_name)).toContain(
      'document_rejected',
    );
  });

  it('takes a fee approval as approve or query in the product, with no file', async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const created = (
      await admin.agent
        .post(`/api/admin/additional-requests/transaction/${sale._id}`)
        .send({ type: 'fee_approval' })
        .expect(201)
    ).body as { _id: string };
    // pending: not sent to the seller yet, so not theirs to see
    expect((await mine(seller, sale._id)).requests).toEqual([]);
    await seller.agent
      .post(`/api/documents/requests/${created._id}/fee-approval`)
      .send({ decision: 'approve' })
      .expect(404);
    await admin.agent
      .put(`/api/admin/additional-requests/${created._id}`)
      .send({ status: 'sent' })
      .expect(200);
    const noText = await seller.agent
      .post(`/api/documents/requests/${created._id}/fee-approval`)
      .send({ decision: 'query', message: ' ' })
      .expect(400);
    expect(noText.body.message).toEqual(['Please tell us what you would like to query']);
    await seller.agent
      .post(`/api/documents/requests/${created._id}/files`)
      .attach('file', pdf(), 'fee.pdf')
      .expect(409);
    const answered = await seller.agent
      .post(`/api/documents/requests/${created._id}/fee-approval`)
      .send({ decision: 'query', message: 'Why is it higher than quoted?' })
      .expect(200);
    expect(answered.body).toMatchObject({
      status: 'received',
      fee_response: 'queried',
      fee_query: 'Why is it higher than quoted?',
    });
    const staffView = (
      await admin.agent.get(`/api/admin/additional-requests/transaction/${sale._id}`).expect(200)
    ).body as { fee_response: string; fee_query: string; status: string }[];
    expect(staffView[0]).toMatchObject({ status: 'received', fee_response: 'queried' });
  });

  it('shares staff files per side, and keeps every other customer out by id', async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const buyer = await signedInCustomer(t, { role: 'buy' });
    const purchase = await confirmedPurchase(buyer.agent, sale.line1);
    const stranger = await signedInCustomer(t);

    const memo = await admin.agent
      .post(`/api/admin/documents/transaction/${sale._id}`)
      .field('visible_to_seller', 'true')
      .attach('file', pdf('memorandum of sale'), 'Memorandum of sale.pdf')
      .expect(201);
    expect(memo.body).toMatchObject({
      visible_to_seller: true,
      visible_to_buyer: false,
      uploaded_by: { is_staff: true, side: 'staff' },
    });
    const register = await admin.agent
      .post(`/api/admin/documents/transaction/${sale._id}`)
      .attach('file', pdf('title register'), 'Title register.pdf')
      .expect(201);
    expect(register.body).toMatchObject({ visible_to_seller: false, visible_to_buyer: false });
    await scanned(sale._id, memo.body._id);
    await scanned(sale._id, register.body._id);

    const sellerView = await mine(seller, sale._id);
    expect(sellerView.documents.map((document) => document.name)).toEqual([
      'Memorandum of sale.pdf',
    ]);
    const buyerView = (await buyer.agent.get(`/api/documents/purchase/${purchase._id}`).expect(200))
      .body as CustomerDocuments;
    expect(buyerView).toMatchObject({ side: 'buyer', documents: [], requests: [] });

    await admin.agent
      .put(`/api/admin/documents/${memo.body._id}/visibility`)
      .send({ visible_to_seller: true, visible_to_buyer: true })
      .expect(200);
    const shared = (await buyer.agent.get(`/api/documents/purchase/${purchase._id}`).expect(200))
      .body as CustomerDocuments;
    expect(shared.documents.map((document) => document._id)).toEqual([memo.body._id]);
    await buyer.agent.get(`/api/documents/${memo.body._id}/download`).expect(200);
    // not shared with anyone but staff
    await seller.agent.get(`/api/documents/${register.body._id}/download`).expect(404);
    await buyer.agent.get(`/api/documents/${register.body._id}/download`).expect(404);

    // another customer: every route answers as if nothing were there
    const notFound = await stranger.agent
      .get(`/api/documents/${memo.body._id}/download`)
      .expect(404);
    expect(notFound.body.message).toBe('Document not found');
    await stranger.agent.get(`/api/documents/sale/${sale._id}`).expect(404);
    await stranger.agent.get(`/api/documents/purchase/${purchase._id}`).expect(404);
    await stranger.agent
      .post(`/api/documents/sale/${sale._id}/files`)
      .attach('file', pdf(), 'mine.pdf')
      .expect(404);
    await stranger.agent.get(`/api/admin/documents/transaction/${sale._id}`).expect(403);
    // nobody signed in: 401 before anything is read
    const anonymous = t.agent();
    await anonymous.get(`/api/documents/sale/${sale._id}`).expect(401);
    await anonymous.get(`/api/documents/${memo.body._id}/download`).expect(401);
    await anonymous
      .post(`/api/documents/sale/${sale._id}/files`)
      .attach('file', pdf(), 'mine.pdf')
      .expect(401);
    await stranger.agent.get(`/api/admin/documents/${memo.body._id}/download`).expect(403);

    const events = await timeline(sale._id);
    expect(events.map((event) => event.event_name)).toEqual(
      expect.arrayContaining([
        'document_uploaded',
        'document_visibility_changed',
        'document_downloaded',
      ]),
    );
    const download = events.find((event) => event.event_name === 'document_downloaded')!;
    expect(download.authorName).toBe(`${buyer.user.first_name} ${buyer.user.last_name}`);
  });

  it('serves a file as a private attachment, checked against its checksum', async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const content = Buffer.concat([pdf(), Buffer.alloc(300 * 1024, 1)]);
    const uploaded = (
      await seller.agent
        .post(`/api/documents/sale/${sale._id}/files`)
        .attach('file', content, 'Survey «final».pdf')
        .expect(201)
    ).body as CustomerDocument;
    // not downloadable until the scan says it is clean
    expect(uploaded.downloadable).toBe(false);
    await scanned(sale._id, uploaded._id);

    const response = await seller.agent
      .get(`/api/documents/${uploaded._id}/download`)
      .buffer(true)
      .parse((res, callback) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(Buffer.compare(response.body as Buffer, content)).toBe(0);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Survey _final_.pdf"; filename*=UTF-8''Survey%20%C2%ABfinal%C2%BB.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');

    const preview = await admin.agent
      .get(`/api/admin/documents/${uploaded._id}/download?inline=1`)
      .expect(200);
    expect(preview.headers['content-disposition']).toMatch(/^inline; /);
    expect(preview.headers['content-security-policy']).toBe("frame-ancestors 'self'");
    expect(preview.headers['x-content-type-options']).toBe('nosniff');

    // the stored bytes change behind the application's back: refused, never served
    const [row] = await t.database.db
      .select({ key: documents.storage_key })
      .from(documents)
      .where(eq(documents._id, uploaded._id));
    await store.put(row.key, Readable.from([Buffer.concat([pdf('tampered'), Buffer.alloc(10)])]), {
      contentType: 'application/pdf',
    });
    const tampered = await seller.agent.get(`/api/documents/${uploaded._id}/download`).expect(500);
    expect(tampered.body.message).toBe(
      'This file cannot be read back as it was uploaded. Please contact us.',
    );
  });

  it('refuses the EICAR test file: never downloadable, its file deleted, the request open again', async () => {
    const { seller, sale, requestId } = await saleWithWaterBillRequest();
    const infected = Buffer.from(`%PDF-1.4\n${EICAR_TEST_STRING}\n%%EOF\n`, 'latin1');
    const uploaded = (
      await seller.agent
        .post(`/api/documents/requests/${requestId}/files`)
        .attach('file', infected, 'bill.pdf')
        .expect(201)
    ).body as CustomerDocument;
    await seller.agent.get(`/api/documents/${uploaded._id}/download`).expect((res) => {
      // pending, then infected: refused either way
      expect(res.status).toBe(409);
    });
    const listed = await scanned(sale._id, uploaded._id);
    expect(listed).toMatchObject({ scan_status: 'infected', downloadable: false });
    const refused = await seller.agent.get(`/api/documents/${uploaded._id}/download`).expect(409);
    expect(refused.body.message).toBe(
      'This file did not pass the virus check and cannot be downloaded',
    );
    await admin.agent.get(`/api/admin/documents/${uploaded._id}/download`).expect(409);
    await admin.agent.post(`/api/admin/documents/${uploaded._id}/accept`).expect(409);

    const [row] = await t.database.db
      .select({ key: documents.storage_key })
      .from(documents)
      .where(eq(documents._id, uploaded._id));
    expect(await storedKeys()).not.toContain(row.key);
    const view = await mine(seller, sale._id);
    expect(view.requests[0]).toMatchObject({ status: 'sent', open: true });
    expect(view.documents[0]).toMatchObject({ _id: uploaded._id, scan_status: 'infected' });
    expect((await timeline(sale._id)).map((event) => event.event_name)).toContain(
      'document_infected',
    );
  });

  describe('bad input leaves nothing behind', () => {
    let seller: SignedIn;
    let saleId: string;
    let server: Server;

    beforeAll(async () => {
      seller = await signedInCustomer(t);
      saleId = (await paidSale(seller))._id;
      server = t.app.getHttpServer() as Server;
    });

    const upload = (content: Buffer, filename: string, contentType?: string) =>
      seller.agent
        .post(`/api/documents/sale/${saleId}/files`)
        .attach('file', content, contentType ? { filename, contentType } : filename);

    it('refuses an executable renamed .pdf, text, an empty file and a missing one', async () => {
      const before = await storedKeys();
      const wrongType =
        'This type of file is not accepted. Please upload a PDF, JPEG, PNG or HEIC file.';
      const renamed = await upload(executable(), 'invoice.pdf', 'application/pdf').expect(400);
      expect(renamed.body.message).toBe(wrongType);
      const text = await upload(Buffer.from(EICAR_TEST_STRING), 'eicar.txt').expect(400);
      expect(text.body.message).toBe(wrongType);
      const empty = await upload(Buffer.alloc(0), 'empty.pdf').expect(400);
      expect(empty.body.message).toBe('The file is empty');
      const none = await seller.agent
        .post(`/api/documents/sale/${saleId}/files`)
        .field('note', 'no file here')
        .expect(400);
      expect(none.body.message).toBe('Please choose a file to upload');
      const two = await seller.agent
        .post(`/api/documents/sale/${saleId}/files`)
        .attach('file', pdf(), 'one.pdf')
        .attach('file', pdf(), 'two.pdf')
        .expect(400);
      expect(two.body.message).toBe('Please upload one file at a time');
      const json = await seller.agent
        .post(`/api/documents/sale/${saleId}/files`)
        .send({ file: 'JVBERi0=' })
        .expect(415);
      expect(json.body.message).toBe('Content type not supported: send multipart/form-data');

      expect(await storedKeys()).toEqual(before);
      expect((await mine(seller, saleId)).documents).toEqual([]);
    });

    it('refuses a file over 20 MB, declared or not, with the limit in the message', async () => {
      const before = await storedKeys();
      const tooLarge = 'The file is larger than 20 MB. Please upload a file of up to 20 MB.';
      const boundary = 'x-threshold-test-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const megabyte = Buffer.alloc(MB, 0x20);
      const chunks = [head, ...Array.from({ length: 21 }, () => megabyte), tail];
      const cookie = (
        seller.agent as unknown as { _defaults: { fn: string; args: string[] }[] }
      )._defaults.find((d) => d.fn === 'set' && d.args[0] === 'Cookie')!.args[1];
      const headers = {
        Cookie: cookie,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      };
      const declared = await rawPost(server, `/api/documents/sale/${saleId}/files`, {
        headers,
        chunks,
        declaredBytes: chunks.reduce((sum, chunk) => sum + chunk.length, 0),
        end: true,
      });
      expect(declared.status).toBe(413);
      expect(JSON.parse(declared.body).message).toBe(tooLarge);
      const chunked = await rawPost(server, `/api/documents/sale/${saleId}/files`, {
        headers,
        chunks,
        end: true,
      });
      expect(chunked.status).toBe(413);
      expect(JSON.parse(chunked.body).message).toBe(tooLarge);

      expect(await storedKeys()).toEqual(before);
      expect((await mine(seller, saleId)).documents).toEqual([]);
    });

    it('sweeps files an upload left without a record once they are an hour old', async () => {
      const sweep = t.app.get(SweepOrphanFilesJob);
      const kept = (await upload(pdf(), 'kept.pdf').expect(201)).body as CustomerDocument;
      await store.put('documents/orphan0000000000000000000000000', Readable.from([pdf()]), {
        contentType: 'application/pdf',
      });
      expect(await sweep.handle()).toBe(0); // too young: its record may be about to commit
      t.clock.advance(2 * 60 * 60 * 1000);
      try {
        expect(await sweep.handle()).toBe(1);
      } finally {
        t.clock.reset();
      }
      expect(await storedKeys()).not.toContain('documents/orphan0000000000000000000000000');
      await scanned(saleId, kept._id);
      await seller.agent.get(`/api/documents/${kept._id}/download`).expect(200);
    });
  });
});
