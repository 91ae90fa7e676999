import { additionalRequests } from '@/database/schema';

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
