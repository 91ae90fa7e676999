import { eq } from 'drizzle-orm';
import { invoiceFiles, lawyerGroups, transactions } from '@/platform/database/schema';
import { InvoicingService } from '@/back-office/invoicing/invoicing.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import { createTestApp, TestApp } from '@test/support/app';
import { outboxTo } from '@test/support/mailbox';
import { signedInAdmin, SignedIn } from '@test/support/factories';
import { lawyerGroupRow, purchaseIntentRow, saleRow } from '@test/support/sales';

/** RFC 4180 lines: quoted cells may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (char !== '\r') cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

describe('the back office: the monthly invoicing export', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ INVOICING_EMAIL: 'finance@threshold.example' });
    t.clock.set(new Date('2026-11-20T09:00:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const download = (path: string, query: Record<string, string> = {}) =>
    admin.agent
      .get(path)
      .query(query)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const exportMonth = (month?: string) =>
    download('/api/admin/invoicing/export', month ? { month } : {});

  it('refuses without an invoicing amount configured, and without a period', async () => {
    const refused = await exportMonth('2026-10').expect(409);
    expect(JSON.parse(refused.body.toString()).message).toBe(
      'There is no invoicing amount configured. Please set it before continuing.',
    );
    await admin.agent.put('/api/admin/config').send({ invoicing_amount: 24000 }).expect(200);
    const missing = await exportMonth().expect(400);
    expect(JSON.parse(missing.body.toString()).message).toContain('Period is required');
    await exportMonth('2026-13').expect(400);
  });

  it("streams the month's records grouped by billed firm, by date, with the total and a BOM", async () => {
    await admin.agent.put('/api/admin/config').send({ invoicing_amount: 24000 }).expect(200);
    const zeta = await lawyerGroupRow(t, 'Zeta Law', 'Zeta Team');
    const alpha = await lawyerGroupRow(t, 'Alpha Law', 'Alpha Team');
    // A group billed at its own invoicing address, whose organisation name sorts first.
    const invoiced = await lawyerGroupRow(t, 'Middle Law', 'Middle Team');
    await t.database.db
      .update(lawyerGroups)
      .set({
        invoicing_address: {
          organisation_name: '=Aardvark Billing',
          line_1: '1 Ledger Lane',
          post_town: 'Leeds',
          postcode: 'LS1 4AP',
        },
      })
      .where(eq(lawyerGroups._id, invoiced._id));

    const sale = async (
      line1: string,
      seller: string,
      buyer: string,
      assignedAt: string,
      purchase: 'active' | 'inactive' | 'none' = 'active',
    ) => {
      const { sale: row } = await saleRow(t, {
        seller: {
          first_name: 'Sam',
          last_name: 'Seller',
          email: `${line1.replace(/\W/g, '')}@x.example`,
        },
        line1,
        createdAt: new Date('2026-09-01T09:00:00Z'),
        sellerLawyerGroupId: seller,
        buyerLawyerGroupId: buyer,
      });
      await t.database.db
        .update(transactions)
        .set({ solicitors_assigned_at: new Date(assignedAt) })
        .where(eq(transactions._id, row._id));
      if (purchase !== 'none') {
        await purchaseIntentRow(t, row._id, {
          buyer: { first_name: 'Bo', last_name: 'Buyer', email: `b${row._id}@x.example` },
          active: purchase === 'active',
        });
      }
      return row;
    };
    await sale('2 Late Road', zeta._id, alpha._id, '2026-10-20T10:00:00Z');
    await sale('1 Early Road', zeta._id, invoiced._id, '2026-10-02T10:00:00Z');
    // 31 October 23:30 UTC: GMT again since 25 October, so still October in the UK.
    await sale('3 Edge Road', alpha._id, alpha._id, '2026-10-31T23:30:00Z');
    // 30 September 23:30 UTC is 1 October 00:30 BST: October in the UK.
    await sale('4 Bst Road', alpha._id, zeta._id, '2026-09-30T23:30:00Z');
    await sale('5 November Road', alpha._id, zeta._id, '2026-11-01T00:30:00Z');
    // A buyer solicitor with no buyer, or only one who never confirmed fees, is not billed.
    await sale('6 Unsold Road', zeta._id, alpha._id, '2026-10-05T10:00:00Z', 'none');
    await sale('7 Unconfirmed Road', zeta._id, alpha._id, '2026-10-06T10:00:00Z', 'inactive');

    const response = await exportMonth('2026-10').expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain(
      'attachment; filename="Invoice Transactions October 2026.csv"',
    );
    const text = response.body.toString('utf8');
    expect(text.startsWith('\ufeff')).toBe(true);
    const [header, ...rows] = parseCsv(text.slice(1));
    expect(header).toEqual([
      'Invoice Date',
      'Payment Terms',
      'Billed To',
      'Billing Address',
      'Law Firm',
      'Lawyer Group',
      'Side',
      'Solicitor',
      'Property Address',
      'Transaction ID',
      'Solicitors Assigned',
      'Amount (£)',
    ]);
    const records = rows.slice(0, -1);
    expect(records).toHaveLength(10);
    for (const row of records) {
      expect(row[0]).toBe('31/10/2026');
      expect(row[1]).toBe('3 days after Completion of the transaction');
      expect(row.at(-1)).toBe('240.00');
    }
    // Billed party, then assignment date; the formula-like name is neutralised.
    expect(records.map((row) => [row[2], row[6], row[10]])).toEqual([
      ["'=Aardvark Billing", 'Buyer', '02/10/2026'],
      ['Alpha Law', 'Seller', '01/10/2026'],
      ['Alpha Law', 'Buyer', '20/10/2026'],
      ['Alpha Law', 'Seller', '31/10/2026'],
      ['Alpha Law', 'Buyer', '31/10/2026'],
      ['Zeta Law', 'Buyer', '01/10/2026'],
      ['Zeta Law', 'Seller', '02/10/2026'],
      ['Zeta Law', 'Seller', '05/10/2026'],
      ['Zeta Law', 'Seller', '06/10/2026'],
      ['Zeta Law', 'Seller', '20/10/2026'],
    ]);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.at(-1)!.at(-1)).toBe('2400.00');

    const empty = await exportMonth('2025-01').expect(200);
    const emptyRows = parseCsv(empty.body.toString('utf8').slice(1));
    expect(emptyRows).toHaveLength(2);
    expect(emptyRows[1][0]).toBe('Total');
    expect(emptyRows[1].at(-1)).toBe('0.00');
  });

  describe('the monthly file', () => {
    const waitForFile = async (month: string) => {
      const deadline = Date.now() + 15_000;
      for (;;) {
        const [file] = await t.database.db
          .select()
          .from(invoiceFiles)
          .where(eq(invoiceFiles.month, month));
        if (file) return file;
        if (Date.now() > deadline) throw new Error(`No invoicing file for ${month}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    it("the job keeps the previous month's file once, e-mails finance once, and serves it", async () => {
      await admin.agent.put('/api/admin/config').send({ invoicing_amount: 24000 }).expect(200);
      // The cron run carries no month: on 1 December it is November's file.
      t.clock.set(new Date('2026-12-01T06:00:00Z'));
      admin = await signedInAdmin(t, admin.user.email); // the old session went idle meanwhile
      const jobs = t.app.get(JobsService);
      await jobs.enqueue('invoicing.monthly', {});
      const file = await waitForFile('2026-11');
      expect(file).toMatchObject({
        file_name: 'Invoice Transactions November 2026.csv',
        // '5 November Road' (assigned 1 November): both sides.
        records: 2,
        total_pence: 48000,
      });

      const october = await t.app.get(InvoicingService).produceMonth({ year: 2026, month: 10 });
      expect(october).toBe('produced');
      // A repeated run (a retry, a second process) changes nothing.
      expect(await t.app.get(InvoicingService).produceMonth({ year: 2026, month: 10 })).toBe(
        'exists',
      );
      const mails = await outboxTo(t, 'finance@threshold.example');
      expect(mails.map((mail) => mail.subject)).toEqual([
        'Invoicing file for November 2026',
        'Invoicing file for October 2026',
      ]);
      expect(mails[1].text).toContain('10 records, £2400.00 in total');
      expect(mails[1].text).toContain('/api/admin/invoicing/files/2026-10');

      const listed = await admin.agent.get('/api/admin/invoicing/files').expect(200);
      expect(listed.body.map((row: { month: string }) => row.month)).toEqual([
        '2026-10',
        '2026-11',
      ]);
      const kept = await download('/api/admin/invoicing/files/2026-10').expect(200);
      expect(kept.headers['content-disposition']).toContain(
        'filename="Invoice Transactions October 2026.csv"',
      );
      const live = await exportMonth('2026-10').expect(200);
      expect(kept.body.equals(live.body)).toBe(true);
      await download('/api/admin/invoicing/files/2025-01').expect(404);
      await download('/api/admin/invoicing/files/nope').expect(400);
    });
  });
});
