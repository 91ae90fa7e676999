import type { TrackerDto } from '@/api/generated';

/** A seller's tracker midway: paid, solicitors instructed, a co-seller's check failed, searches ordered. */
export const makeTracker = (overrides: Partial<TrackerDto> = {}): TrackerDto => ({
  side: 'seller',
  milestones: [
    {
      key: 'paid',
      label: 'Onboarded and paid',
      state: 'done',
      date: '2026-02-02T10:00:00.000Z',
      detail: null,
    },
    {
      key: 'estate_agent',
      label: 'Estate agent confirmed',
      state: 'done',
      date: null,
      detail: 'Harbour Homes - Clifton',
    },
    {
      key: 'solicitors',
      label: 'Solicitors instructed',
      state: 'done',
      date: '2026-02-05T10:00:00.000Z',
      detail: 'Avon Law: Hannah Lowe, hannah@avon.example',
    },
    {
      key: 'identity_checks',
      label: 'Identity checks',
      state: 'failed',
      date: null,
      detail: 'A check could not be completed: see below for what to do',
    },
    {
      key: 'searches',
      label: 'Searches ordered',
      state: 'current',
      date: '2026-02-06T10:00:00.000Z',
      detail: '0 of 2 returned',
    },
    { key: 'sale_agreed', label: 'Sale agreed', state: 'upcoming', date: null, detail: null },
    { key: 'exchanged', label: 'Exchanged', state: 'upcoming', date: null, detail: null },
    { key: 'completed', label: 'Completed', state: 'upcoming', date: null, detail: null },
  ],
  checks: [
    {
      name: 'Sabine Trackwell',
      role: 'you',
      status: 'complete',
      completed_at: '2026-02-07T10:00:00.000Z',
      next_step: null,
    },
    {
      name: 'Grace Hopper',
      role: 'co_seller',
      status: 'failed',
      completed_at: null,
      next_step:
        'Their check could not be completed. Please contact us and we will help them try again.',
    },
  ],
  searches: [
    {
      product: 'Local',
      state: 'ordered',
      ordered_at: '2026-02-06T10:00:00.000Z',
      expected_at: '2026-02-20T10:00:00.000Z',
      returned_at: null,
    },
    {
      product: 'Drainage & Water',
      state: 'returned',
      ordered_at: '2026-02-06T10:00:00.000Z',
      expected_at: null,
      returned_at: '2026-02-10T10:00:00.000Z',
    },
  ],
  other_side: {
    title: 'The buyer',
    items: [
      { key: 'buyer_found', label: 'Buyer found', done: true },
      { key: 'solicitor_instructed', label: "Buyer's solicitor instructed", done: false },
      { key: 'checks_complete', label: "Buyer's checks complete", done: false },
    ],
  },
  timing: {
    sale_agreed_at: null,
    exchanged_at: null,
    offer_to_exchange_days: null,
    benchmark_in_days: 123,
    time_saved_days: null,
    time_saved_percent: null,
  },
  own_check_complete: true,
  forecast: null,
  ...overrides,
});
