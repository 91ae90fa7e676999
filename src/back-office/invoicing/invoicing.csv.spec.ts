import { invoiceRow } from './invoicing.csv';

describe('an invoicing CSV row', () => {
  it('neutralises every cell a spreadsheet could evaluate, whoever typed it', () => {
    const row = invoiceRow(
      {
        transaction_id: '0123456789abcdef01234567',
        assigned_at: '2026-10-02T10:00:00Z',
        side: 'Buyer',
        billed_name: '\u200B=HYPERLINK("http://evil.example")',
        billing_address: null,
        law_firm_name: '＝1+1',
        lawyer_group_name: ' @SUM(A1)',
        solicitor: { first_name: '＋Hannah', last_name: 'Lowe' },
        property_address: { line_1: '\t1 High Street', post_town: 'Bristol', postcode: 'BS1 4DJ' },
      } as Parameters<typeof invoiceRow>[0],
      { invoiceDate: '31/10/2026', amountPence: 24000 },
    );
    expect(row.slice(2, 9)).toEqual([
      `'\u200B=HYPERLINK("http://evil.example")`,
      '',
      "'＝1+1",
      "' @SUM(A1)",
      'Buyer',
      "'＋Hannah Lowe",
      "'\t1 High Street, Bristol, BS1 4DJ",
    ]);
    expect(row.at(-1)).toBe('240.00');
  });
});
