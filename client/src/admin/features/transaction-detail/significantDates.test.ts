import { describe, expect, it } from 'vitest';
import { DATE_MESSAGES, dateError, toIsoDay, toParts } from './significantDates';

describe('significant date boxes', () => {
  it.each([
    [{ day: '31', month: '02', year: '2025' }, DATE_MESSAGES.invalid],
    [{ day: '32', month: '01', year: '2025' }, DATE_MESSAGES.day],
    [{ day: '0', month: '01', year: '2025' }, DATE_MESSAGES.day],
    [{ day: '10', month: '13', year: '2025' }, DATE_MESSAGES.month],
    [{ day: '10', month: '01', year: '1899' }, DATE_MESSAGES.year],
    [{ day: '10', month: '', year: '2025' }, DATE_MESSAGES.invalid],
    [{ day: '10', month: '01', year: '25' }, DATE_MESSAGES.invalid],
  ])('refuses %j with the spec message', (parts, message) => {
    expect(dateError(parts)).toBe(message);
  });

  it('accepts a real day, a leap day and all-blank', () => {
    expect(dateError({ day: '29', month: '2', year: '2024' })).toBeUndefined();
    expect(dateError({ day: '', month: '', year: '' })).toBeUndefined();
  });

  it('reads and writes ISO days, blank meaning cleared', () => {
    expect(toIsoDay({ day: '3', month: '2', year: '2025' })).toBe('2025-02-03');
    expect(toIsoDay({ day: '', month: '', year: '' })).toBeNull();
    expect(toParts('2025-02-03')).toEqual({ day: '03', month: '02', year: '2025' });
  });
});
