import type { CompanySettings } from '@/platform/config/company';
import type { OrderItem } from '@/platform/database/schema';
import { vatBreakdown, type ReceiptAmounts } from './receipt-amounts';

/**
 * A sale's receipt: a VAT receipt for a paid fee, or a £0.00 confirmation when nothing was
 * charged (a referral code covered the fee, or the sale's items were priced at £0).
 */
export type Receipt = {
  kind: 'vat-receipt' | 'no-charge';
  /** 'R-000042': the order's receipt number, one per settled order. */
  number: string;
  paidAt: Date;
  paymentReference: string;
  customer: { name: string; addressLines: string[] };
  company: CompanySettings;
  amounts: ReceiptAmounts;
  /** No charge: why, e.g. 'Covered by referral code THRESHOLD100' (null on a VAT receipt). */
  noChargeReason: string | null;
  /** No charge: what the fees would have cost (pence, VAT included). */
  coveredAmount: number;
};

/** The settled order a receipt is for (the fields it reads). */
export type ReceiptOrder = {
  items: OrderItem[];
  total_amount: number;
  code: string | null;
  paid_at: Date | null;
  updatedAt: Date;
  receipt_number: number | null;
  stripe_transaction_id: string | null;
};

export type ReceiptCustomer = { fullName: string; addressLines: string[] };

export function receiptNumber(sequence: number): string {
  return `R-${String(sequence).padStart(6, '0')}`;
}

export function receiptFileName(receipt: Pick<Receipt, 'number'>): string {
  return `receipt-${receipt.number}.pdf`;
}

export function buildReceipt(
  order: ReceiptOrder & { receipt_number: number },
  customer: ReceiptCustomer,
  company: CompanySettings,
): Receipt {
  const listed = vatBreakdown(order.items);
  const free = order.total_amount === 0;
  const amounts: ReceiptAmounts = free
    ? {
        lines: listed.lines.map((line) => ({ ...line, net: 0, vat: 0, gross: 0 })),
        net: 0,
        vat: 0,
        total: 0,
      }
    : listed;
  return {
    kind: free ? 'no-charge' : 'vat-receipt',
    number: receiptNumber(order.receipt_number),
    paidAt: order.paid_at ?? order.updatedAt,
    paymentReference: paymentReference(order),
    customer: { name: customer.fullName, addressLines: customer.addressLines },
    company,
    amounts,
    noChargeReason: free
      ? order.code
        ? `Covered by referral code ${order.code}`
        : 'No charge for this sale'
      : null,
    coveredAmount: free ? listed.total : 0,
  };
}

function paymentReference(order: ReceiptOrder): string {
  if (order.code) return `Referral code ${order.code}`;
  if (order.total_amount > 0 && order.stripe_transaction_id) return order.stripe_transaction_id;
  return 'No payment taken';
}
