import { additionalRequests } from '@/platform/database/schema';

export type AdditionalRequestType = (typeof additionalRequests.$inferSelect)['type'];
export type AdditionalRequestStatus = (typeof additionalRequests.$inferSelect)['status'];

/** admin.md §9 'Additional request types': each type's button label. */
export const REQUEST_LABELS: Record<AdditionalRequestType, string> = {
  sewer_bill: 'Request Water Bill',
  title_plan: 'Request Title Plan',
  address_confirmation: 'Request Address Confirmation',
  fee_approval: 'Request Fee Approval',
};

export const REQUEST_TYPES = Object.keys(REQUEST_LABELS) as AdditionalRequestType[];
export const REQUEST_STATUSES: readonly AdditionalRequestStatus[] = [
  'pending',
  'sent',
  'received',
  'forwarded',
];

/**
 * admin.md §4: an admin moves pending → sent ('Mark as Sent') and sent → received ('Mark as
 * Received'); no other manual transition exists.
 */
export const MANUAL_TRANSITIONS: Partial<Record<AdditionalRequestStatus, AdditionalRequestStatus>> =
  { pending: 'sent', sent: 'received' };

export const canMove = (from: AdditionalRequestStatus, to: AdditionalRequestStatus) =>
  MANUAL_TRANSITIONS[from] === to;

/** What the seller is asked for, as their dashboard names each request. */
export const REQUEST_CUSTOMER_TEXT: Record<
  AdditionalRequestType,
  { title: string; instructions: string }
> = {
  sewer_bill: {
    title: 'Water bill',
    instructions:
      'Upload a recent water bill for the property (from the last 12 months, showing the water and sewerage supplier): a photo or a PDF.',
  },
  title_plan: {
    title: 'Title plan',
    instructions: "Upload the property's title plan, or any plan of its boundaries you hold.",
  },
  address_confirmation: {
    title: 'Proof of address',
    instructions:
      'Upload a document showing your name and current address, such as a recent utility bill or bank statement.',
  },
  fee_approval: {
    title: 'Fee approval',
    instructions: 'Please approve the fee, or tell us what you would like to query about it.',
  },
};

/** A request the seller can answer: it was sent to them and nothing came back yet. */
export const isOpenForCustomer = (status: AdditionalRequestStatus) => status === 'sent';

/** Requests the seller sees at all: every one staff sent them (a pending one is not sent yet). */
export const isVisibleToCustomer = (status: AdditionalRequestStatus) => status !== 'pending';
