import type { SaleProgressDto } from '@/api/generated';

/** A sale running 12 days late on its searches, due to exchange on 1 April 2026: red. */
export const lateProgress = (overrides: Partial<SaleProgressDto> = {}): SaleProgressDto => ({
  status: 'red',
  lag_days: 12,
  next_key: 'searches_returned',
  next_expected_at: '2026-02-26T00:00:00.000Z',
  due_key: 'exchanged',
  due_at: '2026-04-01T00:00:00.000Z',
  ...overrides,
});
