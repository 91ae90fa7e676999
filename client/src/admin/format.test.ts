import { describe, expect, it } from 'vitest';
import { eventLabel, formatShortDate, formatShortDateTime } from '@/admin/format';

describe('back office dates (en-GB, Europe/London)', () => {
  it('shows dd/MM/yyyy in UK time, also across midnight in summer', () => {
    expect(formatShortDate('2025-04-05T09:00:00Z')).toBe('05/04/2025');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(formatShortDate('2025-06-30T23:30:00.000Z')).toBe('01/07/2025');
    expect(formatShortDate('2025-12-31T23:30:00Z')).toBe('31/12/2025');
  });

  it('shows the date and 24-hour time', () => {
    expect(formatShortDateTime('2025-06-30T13:05:00Z')).toBe('30/06/2025 14:05');
    expect(formatShortDateTime('2025-01-15T00:07:00Z')).toBe('15/01/2025 00:07');
  });

  it("says 'Invalid date' for text that is not a date", () => {
    expect(formatShortDate('not a date')).toBe('Invalid date');
    expect(formatShortDateTime('')).toBe('Invalid date');
  });
});

describe('timeline event names', () => {
  it('reads an event name as words', () => {
    expect(eventLabel('identity_check_completed')).toBe('Identity check completed');
    expect(eventLabel('searches_ordered')).toBe('Searches ordered');
  });
});
