import PDFDocument from 'pdfkit';
import { formatPence } from '@/sales/payments/order-catalogue';
import { VAT_RATE_PERCENT } from './receipt-amounts';
import type { Receipt } from './receipt';

const PAGE = { left: 50, right: 545 };
const COLUMNS = [
  { label: 'Description', x: 50, width: 235, align: 'left' },
  { label: 'Qty', x: 285, width: 40, align: 'right' },
  { label: 'Net', x: 325, width: 75, align: 'right' },
  { label: `VAT (${VAT_RATE_PERCENT}%)`, x: 400, width: 70, align: 'right' },
  { label: 'Total', x: 470, width: 75, align: 'right' },
] as const;

const DAY = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '26 November 2026', the UK date of an instant. */
export function receiptDate(instant: Date): string {
  return DAY.format(instant);
}

/**
 * The receipt as an A4 PDF (pdfkit, its built-in Helvetica: no font files to ship). Rendered
 * on request, never stored: the same order always gives the same content.
 */
export function renderReceiptPdf(
  receipt: Receipt,
  support: { supportEmail: string },
): Promise<Buffer> {
  const paid = receipt.kind === 'vat-receipt';
  const title = paid ? 'VAT receipt' : 'Confirmation';
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.left,
    info: {
      Title: `${title} ${receipt.number}`,
      Author: receipt.company.name,
      CreationDate: receipt.paidAt,
    },
  });
  const done = collect(doc);

  // the company and the document's title
  doc.font('Helvetica-Bold').fontSize(18).text(receipt.company.name, PAGE.left, 50, { width: 300 });
  doc.fontSize(16).text(title, 330, 52, { width: PAGE.right - 330, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor('#444444');
  let y = 80;
  for (const line of [
    ...receipt.company.registeredAddress,
    `Company number ${receipt.company.companyNumber}`,
    `VAT number ${receipt.company.vatNumber}`,
  ]) {
    doc.text(line, PAGE.left, y);
    y += 12;
  }

  // the receipt's own details, and whom it is for
  y += 18;
  doc.fillColor('#000000').fontSize(10);
  const details: [string, string][] = [
    ['Receipt number', receipt.number],
    [paid ? 'Date of payment' : 'Date confirmed', receiptDate(receipt.paidAt)],
    ['Payment reference', receipt.paymentReference],
  ];
  for (const [label, value] of details) {
    doc.font('Helvetica-Bold').text(label, PAGE.left, y, { width: 120 });
    doc.font('Helvetica').text(value, 175, y, { width: 200 });
    y += 15;
  }
  y += 12;
  doc.font('Helvetica-Bold').text('Customer', PAGE.left, y);
  doc.font('Helvetica');
  y += 15;
  doc.text(receipt.customer.name, PAGE.left, y);
  y += 15;
  doc.text('Sale of the property at:', PAGE.left, y);
  y += 13;
  for (const line of receipt.customer.addressLines) {
    doc.text(line, PAGE.left, y);
    y += 13;
  }

  // the lines
  y += 20;
  doc.font('Helvetica-Bold');
  for (const column of COLUMNS) {
    doc.text(column.label, column.x, y, { width: column.width, align: column.align });
  }
  y += 16;
  rule(doc, y);
  y += 8;
  doc.font('Helvetica');
  for (const line of receipt.amounts.lines) {
    const cells = [
      line.description,
      String(line.quantity),
      formatPence(line.net),
      formatPence(line.vat),
      formatPence(line.gross),
    ];
    COLUMNS.forEach((column, index) =>
      doc.text(cells[index], column.x, y, { width: column.width, align: column.align }),
    );
    y += 18;
  }
  rule(doc, y);
  y += 10;

  // the totals
  const totals: [string, string][] = [
    ['Net', formatPence(receipt.amounts.net)],
    [`VAT at ${VAT_RATE_PERCENT}%`, formatPence(receipt.amounts.vat)],
    [paid ? 'Total paid' : 'Total to pay', formatPence(receipt.amounts.total)],
  ];
  totals.forEach(([label, value], index) => {
    doc.font(index === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 325, y, { width: 145, align: 'right' });
    doc.text(value, 470, y, { width: 75, align: 'right' });
    y += 16;
  });

  // what it means
  y += 20;
  doc.font('Helvetica').fontSize(10);
  const notes = paid
    ? [
        `Prices include VAT at ${VAT_RATE_PERCENT}%. This receipt is your VAT invoice for this payment.`,
      ]
    : [
        `${receipt.noChargeReason}: you were not charged and no VAT was charged.`,
        `The fees covered came to ${formatPence(receipt.coveredAmount)} including VAT.`,
      ];
  for (const note of notes) {
    doc.text(note, PAGE.left, y, { width: PAGE.right - PAGE.left });
    y = doc.y + 6;
  }
  doc
    .fontSize(9)
    .fillColor('#444444')
    .text(`Questions about this receipt: ${support.supportEmail}`, PAGE.left, y + 10);

  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, y: number): void {
  doc.moveTo(PAGE.left, y).lineTo(PAGE.right, y).lineWidth(0.5).strokeColor('#999999').stroke();
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
