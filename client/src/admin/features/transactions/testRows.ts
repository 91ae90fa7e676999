import type { AdminTransactionRow } from '@/admin/features/transactions/transactionsListApi';

/** A row of GET /api/admin/transactions for component tests; override what a test is about. */
export const transactionRow = (
  overrides: Partial<AdminTransactionRow> = {},
): AdminTransactionRow => ({
  _id: 'a1a1a1a1a1a1a1a1a1a1a1a1',
  type: 'resale',
  property_address: '14 Orchard Row, Malvern, WR14 3AB',
  seller: {
    _id: 'b1b1b1b1b1b1b1b1b1b1b1b1',
    first_name: 'Priya',
    last_name: 'Shah',
    email: 'p@example.com',
  },
  sellers: [
    { first_name: 'Priya', last_name: 'Shah', email: 'p@example.com' },
    { first_name: 'Dev', last_name: 'Shah', email: 'd@example.com' },
  ],
  asking_price: 425000,
  paid: true,
  estate_agent: null,
  estate_agent_status: 'no_agent',
  estate_agent_complete: true,
  seller_solicitor: {
    lawyer_group_id: 'c1c1c1c1c1c1c1c1c1c1c1c1',
    name: 'Residential Team A',
    law_firm_name: 'Ashcombe Legal LLP',
  },
  buyer_solicitor: null,
  solicitors_assigned: true,
  searches_completed: false,
  identity_status: 'in progress',
  identity_failure: null,
  progress: null,
  latest_buyers: [{ first_name: 'Tom', last_name: 'Reid', email: 't@example.com' }],
  active_buyers: [{ first_name: 'Tom', last_name: 'Reid', email: 't@example.com' }],
  group: null,
  date_legal_started: '2026-02-03T10:00:00.000Z',
  sale_agreed_at: '2026-01-01T10:00:00.000Z',
  exchanged_at: '2026-03-02T10:00:00.000Z',
  completed_at: null,
  time_offer_to_exchange_days: 60,
  time_saved_days: 80,
  time_saved_percent: 57,
  latest_event: { event_name: 'solicitors_assigned', date_time: '2026-02-03T10:00:00.000Z' },
  tags: ['Priority'],
  createdAt: '2025-12-20T09:30:00.000Z',
  ...overrides,
});

export const pageOf = (
  items: AdminTransactionRow[],
  totals: { totalItems?: number; totalFilteredItems?: number; totalIsCapped?: boolean } = {},
) => ({
  items,
  totalItems: totals.totalItems ?? items.length,
  totalFilteredItems: totals.totalFilteredItems ?? items.length,
  totalIsCapped: totals.totalIsCapped ?? false,
});
