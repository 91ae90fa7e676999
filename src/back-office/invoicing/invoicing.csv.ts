import { formatAddress } from '@/platform/common/address';
import { neutraliseCsvCell } from '@/platform/common/csv';
import type { InvoiceRecordRow } from './invoicing.query-repository';

/** admin.md §9 'Invoicing CSV export'. */
export const PAYMENT_TERMS = '3 days after Completion of the transaction';

export const INVOICE_COLUMNS = [
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
] as const;

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export const monthName = (month: number) => MONTH_NAMES[month - 1];

/** 'Invoice Transactions November 2026.csv' (admin.md §9). */
export const invoiceFileName = (year: number, month: number) =>
  `Invoice Transactions ${monthName(month)} ${year}.csv`;

/** The last day of the month, dd/MM/yyyy (admin.md §9 'Invoice date'). */
export const invoiceDate = (year: number, month: number) => {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(last).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
};

/** Pence as pounds with two decimals: 24000 → '240.00'. */
export const pounds = (pence: number) => (pence / 100).toFixed(2);

/** One formatter for every row: building an Intl formatter per row costs time and native memory. */
const UK_DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' });
const ukDate = (value: Date | string) => UK_DATE.format(new Date(value));

export function invoiceRow(
  record: InvoiceRecordRow,
  context: { invoiceDate: string; amountPence: number },
): string[] {
  const solicitor = `${record.solicitor.first_name} ${record.solicitor.last_name}`.trim();
  return [
    context.invoiceDate,
    PAYMENT_TERMS,
    record.billed_name,
    record.billing_address ? formatAddress(record.billing_address) : '',
    record.law_firm_name,
    record.lawyer_group_name,
    record.side,
    solicitor,
    formatAddress(record.property_address),
    record.transaction_id,
    ukDate(record.assigned_at),
    pounds(context.amountPence),
  ].map(neutraliseCsvCell);
}

/** The closing row: the total is the invoicing amount times the number of records (§9). */
export const totalRow = (records: number, amountPence: number): string[] => [
  'Total',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  '',
  `${records} records`,
  '',
  pounds(records * amountPence),
];
