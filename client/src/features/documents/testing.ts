import type {
  CustomerDocumentDto,
  CustomerDocumentsDto,
  CustomerRequestDto,
} from '@/api/generated';

/** Fixtures of the customer's documents as the API answers them. Only test files import this. */

let sequence = 0;
const nextId = (prefix: string) =>
  `${prefix}${String(++sequence).padStart(24 - prefix.length, '0')}`;

export const makeCustomerDocument = (
  overrides: Partial<CustomerDocumentDto> = {},
): CustomerDocumentDto => ({
  _id: nextId('d'),
  name: 'file.pdf',
  content_type: 'application/pdf',
  size: 120_000,
  uploaded_by_me: true,
  uploaded_by_staff: false,
  request_id: null,
  scan_status: 'clean',
  review_status: null,
  rejection_reason: null,
  downloadable: true,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

export const makeCustomerRequest = (
  overrides: Partial<CustomerRequestDto> = {},
): CustomerRequestDto => ({
  _id: nextId('r'),
  type: 'sewer_bill',
  title: 'Water bill',
  instructions: 'Please upload a recent water bill for the property.',
  status: 'sent',
  open: true,
  answer: 'file',
  fee_response: null,
  fee_query: null,
  last_rejection_reason: null,
  sentAt: '2026-11-18T10:00:00.000Z',
  receivedAt: null,
  documents: [],
  ...overrides,
});

export const makeCustomerDocuments = (
  overrides: Partial<CustomerDocumentsDto> = {},
): CustomerDocumentsDto => ({
  transaction_id: 'a00000000000000000000026',
  side: 'seller',
  max_upload_bytes: 20 * 1024 * 1024,
  requests: [],
  documents: [],
  ...overrides,
});
