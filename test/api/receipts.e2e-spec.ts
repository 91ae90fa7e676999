import { eq } from 'drizzle-orm';
import type { Response } from 'superagent';
import TestAgent from 'supertest/lib/agent';
import { orders } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, type SignedIn } from '@test/support/factories';
import { paidSale } from '@test/support/journeys';
import { waitForEmail } from '@test/support/mailbox';
import { pdfText } from '@test/support/pdf-text';
import { createSale, seedReferralCode } from '@test/support/seller';
import { ReceivedMail, SmtpTestServer } from '@test/support/smtp-server';

/** Reads a binary answer whole (supertest parses only text and JSON by itself). */
function binary(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

function download(agent: TestAgent, saleId: string, prefix = '/api/transaction') {
  return agent.get(`${prefix}/${saleId}/receipt`).buffer(true).parse(binary);
}

type MailAttachment = { contentType: string; fileName: string; content: Buffer };

/** The base64 parts of a raw MIME message that carry a file name. */
function attachmentsIn(mail: ReceivedMail): MailAttachment[] {
  const parts = mail.data.split(/\r\n--[^\r\n]+\r\n/);
  return parts.flatMap((part) => {
    const [head, ...body] = part.split('\r\n\r\n');
    const headers = head.replace(/\r\n[ \t]+/g, ' ');
    const fileName = /filename="?([^";\r\n]+)"?/.exec(headers)?.[1];
    const contentType = /Content-Type: ([^;\r\n]+)/i.exec(headers)?.[1];
    if (!fileName || !contentType || !/Content-Transfer-Encoding: base64/i.test(headers)) return [];
    const encoded = body.join('\r\n\r\n').replace(/\r\n--[\s\S]*$/, '');
    return [{ contentType, fileName, content: Buffer.from(encoded.replace(/\s/g, ''), 'base64') }];
  });
}

describe('receipts', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;

  beforeAll(async () => {
    smtp = await SmtpTestServer.start();
    t = await createTestApp({ SMTP_URL: smtp.url, COMPANY_NAME: 'Receipts Test Homes Ltd' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Waits until the mail server has a message to `to` whose subject matches. */
  async function deliveredTo(to: string, subject: RegExp): Promise<ReceivedMail> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const found = smtp.deliveredTo(to).find((mail) => subject.test(mail.data));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`No e-mail to ${to} matching ${subject}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function sellerWithPaidSale(): Promise<{
    seller: SignedIn;
    saleId: string;
    line1: string;
  }> {
    const seller = await signedInCustomer(t, { firstName: 'Rosalind', lastName: 'Paidwell' });
    const sale = await paidSale(seller);
    return { seller, saleId: sale._id, line1: sale.line1 };
  }

  it('gives a seller who paid a VAT receipt PDF, as a private attachment', async () => {
    const { seller, saleId, line1 } = await sellerWithPaidSale();
    const view = await seller.agent.get(`/api/transaction/${saleId}`).expect(200);
    const paymentIntentId = view.body.orders[0].stripe_transaction_id as string;

    const res = await download(seller.agent, saleId).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-R-\d{6}\.pdf"$/,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.body as Buffer;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'VAT receipt',
      'Receipts Test Homes Ltd',
      'VAT number GB123456789',
      'Company number 01234567',
      'Rosalind Paidwell',
      line1,
      'BS1 5TR',
      paymentIntentId,
      'Service fee',
      'Search pack',
      '£600.00',
      'VAT at 20%',
      '£120.00',
      'Total paid',
      '£720.00',
    ]) {
      expect(text).toContain(expected);
    }

    // the same receipt every time, and another sale has another number
    const again = await download(seller.agent, saleId).expect(200);
    expect(again.headers['content-disposition']).toBe(res.headers['content-disposition']);
    const other = await sellerWithPaidSale();
    const otherRes = await download(other.seller.agent, other.saleId).expect(200);
    expect(otherRes.headers['content-disposition']).not.toBe(res.headers['content-disposition']);
  });

  it('e-mails the seller the VAT receipt with the payment confirmation', async () => {
    const { seller, saleId } = await sellerWithPaidSale();
    const mail = await deliveredTo(seller.user.email, /Payment received/);
    expect(mail.data).toContain('Your VAT receipt is attached');
    const [attachment] = attachmentsIn(mail);
    expect(attachment).toMatchObject({ contentType: 'application/pdf' });
    const downloaded = await download(seller.agent, saleId).expect(200);
    expect(downloaded.headers['content-disposition']).toContain(attachment.fileName);
    expect(pdfText(attachment.content)).toContain('£720.00');
    expect(pdfText(attachment.content)).toContain('VAT receipt');
  });

  it('gives a sale covered by a referral code a £0.00 confirmation, by e-mail and download', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Cora', lastName: 'Codeholder' });
    const sale = await createSale(seller.agent);
    const code = await seedReferralCode(t);
    await seller.agent
      .put(`/api/transaction/${sale._id}/referral-code`)
      .send({ referralCode: code })
      .expect(200);

    const res = await download(seller.agent, sale._id).expect(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="receipt-R-\d{6}\.pdf"$/,
    );
    const text = pdfText(res.body as Buffer);
    expect(text).toContain('Confirmation');
    expect(text).not.toContain('VAT receipt');
    expect(text).toContain(`Covered by referral code ${code}`);
    expect(text).toContain('no VAT was charged');
    expect(text).toContain('Cora Codeholder');
    expect(text).toMatch(/Total to pay\n£0\.00/);

    const mail = await deliveredTo(seller.user.email, /Your sale is registered/);
    const [attachment] = attachmentsIn(mail);
    expect(attachment.contentType).toBe('application/pdf');
    expect(pdfText(attachment.content)).toContain(`Covered by referral code ${code}`);
  });

  it('numbers the receipt of a sale paid before receipts were numbered when first asked', async () => {
    const { seller, saleId } = await sellerWithPaidSale();
    // as the orders settled before migration 0020 (and the demo data) are: no number yet
    await t.database.db
      .update(orders)
      .set({ receipt_number: null })
      .where(eq(orders.transaction_id, saleId));
    const first = await download(seller.agent, saleId).expect(200);
    expect(first.headers['content-disposition']).toMatch(/filename="receipt-R-\d{6}\.pdf"/);
    const again = await download(seller.agent, saleId).expect(200);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
  });

  it('refuses another customer, an unpaid sale and a visitor; staff download any receipt', async () => {
    const { saleId } = await sellerWithPaidSale();
    const stranger = await signedInCustomer(t);
    const refused = await download(stranger.agent, saleId).expect(404);
    expect(JSON.parse((refused.body as Buffer).toString())).toMatchObject({ statusCode: 404 });
    await download(t.http(), saleId).expect(401);

    const unpaidSeller = await signedInCustomer(t);
    const unpaid = await createSale(unpaidSeller.agent);
    const notYet = await download(unpaidSeller.agent, unpaid._id).expect(404);
    expect(JSON.parse((notYet.body as Buffer).toString()).message).toBe('Receipt not found');
    await download(unpaidSeller.agent, 'not-an-id').expect(400);

    const admin = await signedInAdmin(t);
    const staff = await download(admin.agent, saleId, '/api/admin/transactions').expect(200);
    expect(staff.headers['content-disposition']).toMatch(/^attachment; filename="receipt-R-/);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    await download(admin.agent, unpaid._id, '/api/admin/transactions').expect(404);
    await download(stranger.agent, saleId, '/api/admin/transactions').expect(403);
  });
});

describe('receipts in the development mailbox', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('lists the receipt attached to the payment e-mail by its file name', async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const mail = await waitForEmail(t, seller.user.email, /Payment received/);
    const res = await download(seller.agent, sale._id).expect(200);
    const fileName = /filename="([^"]+)"/.exec(res.headers['content-disposition'])?.[1];
    expect(mail.attachments).toEqual([fileName]);
  });
});
