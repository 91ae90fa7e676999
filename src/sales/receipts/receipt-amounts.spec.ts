import type { OrderItem } from '@/platform/database/schema';
import { netOfInclusive, vatBreakdown } from './receipt-amounts';

const item = (product_price: number, incVat = true, quantity = 1): OrderItem => ({
  product_name: `Item ${product_price}`,
  product_price,
  quantity,
  incVat,
});

describe('vatBreakdown', () => {
  it("splits the seller's fees (£240 + £480 incl. VAT) into net £600 and VAT £120", () => {
    const amounts = vatBreakdown([item(24000), item(48000)]);
    expect(amounts.lines.map(({ net, vat, gross }) => [net, vat, gross])).toEqual([
      [20000, 4000, 24000],
      [40000, 8000, 48000],
    ]);
    expect(amounts).toMatchObject({ net: 60000, vat: 12000, total: 72000 });
  });

  it('rounds the net of a VAT-inclusive total half up to the penny, as the payment summary does', () => {
    expect(netOfInclusive(100)).toBe(83); // 83.33
    expect(netOfInclusive(101)).toBe(84); // 84.17
    expect(netOfInclusive(3)).toBe(3); // 2.5 rounds up
    expect(netOfInclusive(0)).toBe(0);
    expect(vatBreakdown([item(999)])).toMatchObject({ net: 833, vat: 166, total: 999 });
  });

  it('shares the net between lines so they add up to the totals exactly', () => {
    // each £1.00 alone would be 83.33p net; together £3.00 is exactly £2.50 net
    const amounts = vatBreakdown([item(100), item(100), item(100)]);
    expect(amounts.net).toBe(250);
    expect(amounts.vat).toBe(50);
    expect(amounts.lines.map((line) => line.net).reduce((a, b) => a + b)).toBe(250);
    expect(amounts.lines.every((line) => line.net + line.vat === line.gross)).toBe(true);
    expect(amounts.lines.map((line) => line.net)).toEqual([84, 83, 83]);
  });

  it('counts quantities and adds 20 % to a price given without VAT', () => {
    const amounts = vatBreakdown([item(1001, false, 2), item(1200)]);
    expect(amounts.lines[0]).toMatchObject({ quantity: 2, net: 2002, vat: 400, gross: 2402 });
    expect(amounts.lines[1]).toMatchObject({ net: 1000, vat: 200, gross: 1200 });
    expect(amounts).toMatchObject({ net: 3002, vat: 600, total: 3602 });
  });

  it('answers zero for free items', () => {
    expect(vatBreakdown([item(0), item(0)])).toMatchObject({ net: 0, vat: 0, total: 0 });
  });
});
