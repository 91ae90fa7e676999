import { nextDay, ukDayStart, utcDayStart } from './days';

describe('days of the date filters', () => {
  it('starts a UK day at midnight GMT in winter and midnight BST in summer', () => {
    expect(ukDayStart('2026-01-15').toISOString()).toBe('2026-01-15T00:00:00.000Z');
    expect(ukDayStart('2026-07-01').toISOString()).toBe('2026-06-30T23:00:00.000Z');
  });

  it('reads the days the clocks change by their midnight', () => {
    // BST starts at 01:00 UTC on 29/03/2026 and ends at 01:00 UTC on 25/10/2026
    expect(ukDayStart('2026-03-29').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(ukDayStart('2026-03-30').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(ukDayStart('2026-10-25').toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(ukDayStart('2026-10-26').toISOString()).toBe('2026-10-26T00:00:00.000Z');
  });

  it('starts a significant date at UTC midnight and counts the next day across months', () => {
    expect(utcDayStart('2026-07-01').toISOString()).toBe('2026-07-01T00:00:00.000Z');
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});
