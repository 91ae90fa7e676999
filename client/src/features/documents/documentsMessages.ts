import type { CustomerDocumentDto, CustomerRequestDto } from './documentsApi';

/** The customer's Documents card in words (issue 26; the spec has no screen for it). */
export const DOCUMENTS_MESSAGES = {
  title: 'Documents',
  loading: 'Loading your documents',
  loadFailed: 'We could not load your documents.',
  notLinked: 'Documents for your purchase appear here once it is linked to the sale.',
  requestsHeading: 'What we need from you',
  answeredHeading: 'Requests you have answered',
  filesHeading: 'Your files',
  noFiles: 'No files yet. Files we share with you and files you send us appear here.',
  sendHeading: 'Send us a document',
  sendLabel: 'Upload a document',
  sendHint: 'Anything your solicitor or our team has asked for by e-mail or phone.',
  sent: (name: string) =>
    `${name} uploaded. We will check it and let you know if we need anything else.`,
  rejectedBefore: (reason: string) =>
    `We could not use the last file you sent: ${reason}. Please upload another.`,
  checking: 'Checking for viruses…',
  infected: 'This file did not pass the virus check and has been deleted.',
  scanFailed: 'We could not check this file. Please upload it again.',
  feeApprove: 'Approve the fee',
  feeQuery: 'Query the fee',
  feeQueryLabel: 'What would you like to query?',
  feeQueryRequired: 'Please tell us what you would like to query',
  feeQueryTooLong: 'Please keep your query to 2000 characters or fewer',
  feeSendQuery: 'Send query',
  feeApproved: 'Thank you: you have approved the fee.',
  feeQueried: 'Thank you: we have your query and will reply soon.',
  feeFailed: 'Your answer was not sent',
} as const;

/** A request's state as the customer reads it. */
export const requestStatusText = (request: CustomerRequestDto): string => {
  if (request.open) return 'Waiting for you';
  if (request.fee_response === 'approved') return 'Fee approved';
  if (request.fee_response === 'queried') return 'Fee queried';
  if (request.status === 'received') return 'With our team';
  return 'Done';
};

/** Who added a file, from the customer's side. */
export const addedByText = (document: CustomerDocumentDto, productName: string): string => {
  if (document.uploaded_by_me) return 'Uploaded by you';
  if (document.uploaded_by_staff) return `Shared by ${productName}`;
  return 'Shared with you';
};

/** What staff made of an answer the customer sent. */
export const reviewText = (document: CustomerDocumentDto): string | null => {
  switch (document.review_status) {
    case 'received':
      return 'Received: our team will review it';
    case 'accepted':
      return 'Accepted';
    case 'rejected':
      return document.rejection_reason
        ? `Not accepted: ${document.rejection_reason}`
        : 'Not accepted';
    default:
      return null;
  }
};
