import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay, phoneOrEmpty } from './phoneDisplay';

describe('formatPhoneForDisplay', () => {
  it.each([
    ['+447911123456', '07911 123456'],
    ['07911123456', '07911 123456'],
    ['07911 123 456', '07911 123456'],
    ['+44 (0)7911 123456', '07911 123456'],
    ['00447911123456', '07911 123456'],
    ['+442079460000', '020 7946 0000'],
    ['+441174960000', '0117 496 0000'],
    ['0121 496 0000', '0121 496 0000'],
    ['+441792000000', '01792 000000'],
    ['+33612345678', '+33612345678'],
    ['ext 12', 'ext 12'],
  ])('shows %s as %s', (stored, shown) => {
    expect(formatPhoneForDisplay(stored)).toBe(shown);
  });

  it('says when there is no number', () => {
    expect(phoneOrEmpty(null)).toBe('—');
    expect(phoneOrEmpty(' ', 'No phone number')).toBe('No phone number');
    expect(phoneOrEmpty('+447911123456')).toBe('07911 123456');
  });
});
