import { describe, expect, it } from 'vitest';
import {
  dueText,
  lateByText,
  MILESTONE_LABELS,
  progressDetailText,
  type SaleProgress,
} from '@/admin/features/progress/progressStatus';

const progress = (overrides: Partial<SaleProgress> = {}): SaleProgress => ({
  status: 'amber',
  lag_days: 3,
  next_key: 'solicitors_instructed',
  next_expected_at: '2026-12-01T00:00:00.000Z',
  due_key: 'exchanged',
  due_at: '2026-12-31T00:00:00.000Z',
  ...overrides,
});

describe('the progress wording', () => {
  it.each([
    [progress(), 'Solicitors instructed 3 days late · due to exchange 31/12/2026'],
    [progress({ lag_days: 1 }), 'Solicitors instructed 1 day late · due to exchange 31/12/2026'],
    [progress({ lag_days: 0 }), 'Solicitors instructed: On time · due to exchange 31/12/2026'],
    [
      progress({ next_key: 'completed', due_key: 'completed', due_at: '2027-01-15T00:00:00.000Z' }),
      'Completed 3 days late · due to complete 15/01/2027',
    ],
  ])('words the detail of %o', (value, text) => {
    expect(progressDetailText(value)).toBe(text);
  });

  it("says how late: '12 days', '1 day', 'On time'", () => {
    expect([lateByText(12), lateByText(1), lateByText(0)]).toEqual(['12 days', '1 day', 'On time']);
  });

  it("says what is due, and when: 'Exchange 31/12/2026', 'Completion 15/01/2027'", () => {
    expect(dueText(progress())).toBe('Exchange 31/12/2026');
    expect(dueText({ due_key: 'completed', due_at: '2027-01-15T00:00:00.000Z' })).toBe(
      'Completion 15/01/2027',
    );
  });

  it('names every step as the milestones list does', () => {
    expect(MILESTONE_LABELS.searches_returned).toBe('Searches returned');
    expect(MILESTONE_LABELS.property_information_complete).toBe('Property information complete');
  });
});
