import type { AdminDocumentDto } from './adminDocumentsApi';

/** The Documents tab in words (issue 26; admin.md has no screen for it). */
export const DOCUMENTS_TAB_MESSAGES = {
  load: 'There was an error getting the documents',
  empty: 'No documents yet',
  uploadHeading: 'Add a file',
  uploadLabel: 'Upload a file to this sale',
  uploadHint: 'A memorandum of sale, a title register, or anything else for the file.',
  whoSees: 'Who can see it',
  uploaded: (name: string) => `${name} uploaded.`,
  accepted: (name: string) => `${name} accepted`,
  rejected: (name: string) => `${name} rejected: the customer has been asked again`,
  visibilityChanged: (name: string, who: string) => `${name}: now visible to ${who}`,
  acceptFailed: 'The document was not accepted',
  rejectFailed: 'The document was not rejected',
  visibilityFailed: 'The visibility was not changed',
  rejectReason: 'Reason for the rejection',
  rejectReasonHint: 'The customer reads this in the e-mail asking them for the file again.',
  rejectReasonRequired: 'Please give a reason for the rejection',
  rejectReasonTooLong: 'reason must be at most 500 characters',
  notDownloadable: 'Available once the virus check passes',
  infected: 'This file did not pass the virus check and has been deleted.',
} as const;

/** Who sees a file: staff always; the seller, the buyer, both or neither besides. */
export type Audience = 'staff' | 'seller' | 'buyer' | 'both';

export const AUDIENCE_OPTIONS: { value: Audience; label: string }[] = [
  { value: 'staff', label: 'Staff only' },
  { value: 'seller', label: 'Seller' },
  { value: 'buyer', label: 'Buyer' },
  { value: 'both', label: 'Seller and buyer' },
];

export const audienceLabel = (audience: Audience): string =>
  AUDIENCE_OPTIONS.find((option) => option.value === audience)?.label ?? 'Staff only';

export const audienceOf = (
  document: Pick<AdminDocumentDto, 'visible_to_seller' | 'visible_to_buyer'>,
): Audience => {
  if (document.visible_to_seller && document.visible_to_buyer) return 'both';
  if (document.visible_to_seller) return 'seller';
  if (document.visible_to_buyer) return 'buyer';
  return 'staff';
};

export const visibilityOf = (audience: Audience) => ({
  visible_to_seller: audience === 'seller' || audience === 'both',
  visible_to_buyer: audience === 'buyer' || audience === 'both',
});

export const SCAN_DISPLAY: Record<
  AdminDocumentDto['scan_status'],
  { text: string; color: 'processing' | 'success' | 'error' }
> = {
  pending: { text: 'Pending', color: 'processing' },
  clean: { text: 'Clean', color: 'success' },
  infected: { text: 'Infected', color: 'error' },
  failed: { text: 'Check failed', color: 'error' },
};

export const REVIEW_DISPLAY: Record<
  NonNullable<AdminDocumentDto['review_status']>,
  { text: string; color: 'warning' | 'success' | 'error' }
> = {
  received: { text: 'To review', color: 'warning' },
  accepted: { text: 'Accepted', color: 'success' },
  rejected: { text: 'Rejected', color: 'error' },
};

const SIDE_TEXT: Record<AdminDocumentDto['uploaded_by']['side'], string> = {
  staff: 'Staff',
  seller: 'Seller',
  buyer: 'Buyer',
  provider: 'Search provider',
};

/** 'Seller', 'Staff', 'Search provider': which side added the file. */
export const addedBySide = (document: AdminDocumentDto): string =>
  SIDE_TEXT[document.uploaded_by.side];

/** A request's label without its verb: 'Request Water Bill' → 'Water Bill'. */
export const requestName = (label: string | null | undefined): string | null =>
  label ? label.replace(/^Request /, '') : null;
