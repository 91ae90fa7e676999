import { neutraliseCsvCell } from '@/platform/common/csv';
import type { AdminTransactionRowDto } from './dto/admin-sale.dto';

/**
 * The transactions table's CSV ('Download CSV'; not the invoicing file): the table's 15 columns
 * in its order and wording, then what the table does not show but a spreadsheet needs to tell the
 * rows apart and follow them up.
 */
export const TRANSACTION_CSV_COLUMNS = [
  'Seller Full Name(s)',
  'Property Address',
  'Asking Price',
  'Payment Status',
  'Seller Solicitor',
  'Buyer Solicitor',
  'Latest Buyer Full Name(s)',
  'Date Legals Started',
  'Date Sale Agreed',
  'Date Exchanged',
  'Date Completed',
  'Time Offer To Exchange In Days',
  'Time Saved In Days',
  '% Time Saved',
  'Tags',
  'Seller Email',
  'Estate Agent',
  'Transactions Group',
  'Date Created',
  'Transaction ID',
] as const;

const ukDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** '05/04/2025' in UK time, '' for none. */
const day = (iso: string | null): string => (iso ? ukDate.format(new Date(iso)) : '');
const figure = (value: number | null, suffix = ''): string =>
  value === null ? 'TBC' : `${value}${suffix}`;
const names = (people: readonly { first_name: string; last_name: string }[]): string =>
  people
    .map((person) => [person.first_name, person.last_name].filter(Boolean).join(' '))
    .join(', ');
const solicitor = (value: AdminTransactionRowDto['seller_solicitor']): string =>
  value ? `${value.law_firm_name} (${value.name})` : '';

/** One sale as a CSV record, every cell safe from formula injection. */
export function transactionCsvRow(row: AdminTransactionRowDto): string[] {
  return [
    names(row.sellers),
    row.property_address,
    row.asking_price === null ? '' : String(row.asking_price),
    row.paid ? 'Paid' : 'Unpaid',
    solicitor(row.seller_solicitor),
    solicitor(row.buyer_solicitor),
    names(row.latest_buyers),
    day(row.date_legal_started),
    day(row.sale_agreed_at),
    day(row.exchanged_at),
    day(row.completed_at),
    figure(row.time_offer_to_exchange_days),
    figure(row.time_saved_days),
    figure(row.time_saved_percent, '%'),
    row.tags.join(', '),
    row.seller.email,
    row.estate_agent?.name ?? '',
    row.group?.name ?? '',
    day(row.createdAt),
    row._id,
  ].map(neutraliseCsvCell);
}
