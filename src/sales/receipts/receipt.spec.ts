import { DEFAULT_COMPANY } from '@/platform/config/company';
import { SELLER_ONBOARDING_PRODUCTS } from '@/sales/payments/order-catalogue';
import { pdfText, pdfTextRuns } from '@test/support/pdf-text';
import { buildReceipt, receiptFileName, type ReceiptOrder } from './receipt';
import { renderReceiptPdf } from './receipt-pdf';

const customer = {
  fullName: 'Ada Mary Lovelace',
  addressLines: ['12 High Street', 'Bristol', 'BS1 5TR'],
};
const paidAt = new Date('2026-07-01T23:30:00Z'); // 2 July in London (BST)

const cardOrder: ReceiptOrder & { receipt_number: number } = {
  items: [...SELLER_ONBOARDING_PRODUCTS],
  total_amount: 72000,
  code: null,
  paid_at: paidAt,
  updatedAt: paidAt,
  receipt_number: 42,
  stripe_transaction_id: 'pi_sim_123',
};

const render = (order: ReceiptOrder & { receipt_number: number }) =>
  renderReceiptPdf(buildReceipt(order, customer, DEFAULT_COMPANY), {
    supportEmail: 'support@threshold.example',
  });

describe('a VAT receipt', () => {
  it('is a PDF naming the company, the customer, each line, net, VAT at 20 % and the total', async () => {
    const pdf = await render(cardOrder);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    for (const expected of [
      'Threshold Property Services Ltd',
      'VAT receipt',
      '1 Example Street',
      'Company number 01234567',
      'VAT number GB123456789',
      'R-000042',
      '2 July 2026',
      'pi_sim_123',
      'Ada Mary Lovelace',
      '12 High Street',
      'BS1 5TR',
      'Service fee',
      'Search pack',
      '£200.00',
      '£40.00',
      '£240.00',
      '£400.00',
      '£80.00',
      '£480.00',
      'Net',
      '£600.00',
      'VAT at 20%',
      '£120.00',
      'Total paid',
      '£720.00',
    ]) {
      expect(text).toContain(expected);
    }
    expect(receiptFileName(buildReceipt(cardOrder, customer, DEFAULT_COMPANY))).toBe(
      'receipt-R-000042.pdf',
    );
  });
});

describe('a referral-code confirmation', () => {
  it('charges £0.00, says the code covered the fees and that no VAT was charged', async () => {
    const receipt = buildReceipt(
      {
        ...cardOrder,
        total_amount: 0,
        code: 'THRESHOLD100',
        stripe_transaction_id: null,
        receipt_number: 7,
      },
      customer,
      DEFAULT_COMPANY,
    );
    expect(receipt).toMatchObject({
      kind: 'no-charge',
      number: 'R-000007',
      paymentReference: 'Referral code THRESHOLD100',
      amounts: { net: 0, vat: 0, total: 0 },
      coveredAmount: 72000,
    });
    const pdf = await renderReceiptPdf(receipt, { supportEmail: 's@example.com' });
    const runs = pdfTextRuns(pdf);
    const text = runs.join('\n');
    expect(text).toContain('Confirmation');
    expect(text).toContain('Total to pay');
    expect(text).toContain('Covered by referral code THRESHOLD100');
    expect(text).toContain('no VAT was charged');
    expect(text).toContain('£0.00');
    expect(text).not.toContain('VAT receipt');
    expect(runs[runs.indexOf('Total to pay') + 1]).toBe('£0.00');
    expect(text).toContain('The fees covered came to £720.00 including VAT.');
  });
});
