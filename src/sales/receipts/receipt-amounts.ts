import type { OrderItem } from '@/platform/database/schema';

/** The UK standard rate, the only one the service's products carry. */
export const VAT_RATE_PERCENT = 20;

export type ReceiptLine = {
  description: string;
  quantity: number;
  /** Pence: the line before VAT, its VAT and the two together. */
  net: number;
  vat: number;
  gross: number;
};

export type ReceiptAmounts = { lines: ReceiptLine[]; net: number; vat: number; total: number };

/**
 * Splits an order's lines into net and VAT at 20 %, in whole pence.
 *
 * Prices marked `incVat` include VAT (the catalogue's all do: 24000 is £240.00 incl. VAT). As on
 * the payment summary, VAT-inclusive amounts are split on their sum: net = sum / 1.2 rounded to
 * the penny (half up), VAT = sum − net, so the receipt agrees with what the customer was shown.
 * That net is then shared between the lines by largest remainder, so the lines add up to the
 * totals exactly. A price without VAT gets 20 % added, rounded half up per line.
 */
export function vatBreakdown(items: readonly OrderItem[]): ReceiptAmounts {
  const inclusiveNets = shareNet(items.filter((item) => item.incVat).map(lineAmount));
  let nextInclusive = 0;
  const lines = items.map((item): ReceiptLine => {
    const amount = lineAmount(item);
    if (item.incVat) {
      const net = inclusiveNets[nextInclusive++];
      return {
        description: item.product_name,
        quantity: item.quantity,
        net,
        vat: amount - net,
        gross: amount,
      };
    }
    const vat = Math.round((amount * VAT_RATE_PERCENT) / 100);
    return {
      description: item.product_name,
      quantity: item.quantity,
      net: amount,
      vat,
      gross: amount + vat,
    };
  });
  return {
    lines,
    net: sum(lines.map((line) => line.net)),
    vat: sum(lines.map((line) => line.vat)),
    total: sum(lines.map((line) => line.gross)),
  };
}

/** Net of a VAT-inclusive amount in pence: amount × 100 / 120, rounded half up. */
export function netOfInclusive(pence: number): number {
  return Math.floor((pence * 100 * 2 + 120) / (120 * 2));
}

/** Shares net(sum of grosses) between the lines: each its floor, the pennies left by remainder. */
function shareNet(grosses: number[]): number[] {
  const totalNet = netOfInclusive(sum(grosses));
  const exact = grosses.map((gross) => (gross * 100) / 120);
  const nets = exact.map(Math.floor);
  let left = totalNet - sum(nets);
  const byRemainder = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    nets[index] += 1;
    left -= 1;
  }
  return nets;
}

function lineAmount(item: OrderItem): number {
  return item.product_price * item.quantity;
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
