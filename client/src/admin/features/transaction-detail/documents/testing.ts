import type { AdminDocumentDto } from '@/api/generated';

/** A sale's document as the staff API answers it. Only test files import this module. */
let sequence = 0;

export const makeAdminDocument = (overrides: Partial<AdminDocumentDto> = {}): AdminDocumentDto => ({
  _id: `f${String(++sequence).padStart(23, '0')}`,
  transaction_id: 'a10000000000000000000026',
  purchase_intent_id: null,
  request_id: null,
  request_type: null,
  request_label: null,
  name: 'memorandum-of-sale.pdf',
  content_type: 'application/pdf',
  size: 250_000,
  sha256: 'ab'.repeat(32),
  source: 'upload',
  uploaded_by: {
    _id: 'u00000000000000000000001',
    name: 'Dana Staff',
    email: 'dana@threshold.example',
    is_staff: true,
    side: 'staff',
  },
  visible_to_seller: false,
  visible_to_buyer: false,
  scan_status: 'clean',
  review_status: null,
  rejection_reason: null,
  reviewed_by_name: null,
  reviewedAt: null,
  downloadable: true,
  previewable: true,
  createdAt: '2026-11-20T10:30:00.000Z',
  ...overrides,
});
