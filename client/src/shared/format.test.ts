import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatPence,
  formatPounds,
  formatThousands,
} from '@/shared/format';

describe('en-GB formatters', () => {
  it('shows fees from pence as pounds and pence', () => {
    expect(formatPence(24000)).toBe('£240.00');
    expect(formatPence(48000)).toBe('£480.00');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(12345678)).toBe('£123,456.78');
  });

  it('shows property prices in whole pounds with thousands separators', () => {
    expect(formatPounds(250000)).toBe('£250,000');
    expect(formatPounds(100000000)).toBe('£100,000,000');
    expect(formatThousands(99000)).toBe('99,000');
  });

  it('shows instants in UK time, summer and winter', () => {
    expect(formatDate('2024-01-01T00:30:00Z')).toBe('1 January 2024');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatDate('2024-06-30T23:30:00Z')).toBe('1 July 2024');
    expect(formatDateTime('2024-07-01T12:05:09Z')).toBe('1 Jul 2024, 13:05:09');
    expect(formatDateTime(new Date('2024-12-25T08:00:00Z'))).toBe('25 Dec 2024, 08:00:00');
  });
});
