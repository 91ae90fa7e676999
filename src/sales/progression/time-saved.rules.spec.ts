import { timeSaved } from './time-saved.rules';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('timeSaved', () => {
  it('counts the days from sale agreed to exchanged against the benchmark', () => {
    expect(timeSaved(day('2026-01-01'), day('2026-03-02'), 100)).toEqual({
      offerToExchangeDays: 60,
      savedDays: 40,
      savedPercent: 40,
    });
  });

  it('rounds the percentage and lets a slow sale save negative time', () => {
    expect(timeSaved(day('2026-01-01'), day('2026-01-31'), 90).savedPercent).toBe(67);
    expect(timeSaved(day('2026-01-01'), day('2026-05-01'), 100)).toEqual({
      offerToExchangeDays: 120,
      savedDays: -20,
      savedPercent: -20,
    });
  });

  it('is unknown (TBC) without both dates or without a benchmark', () => {
    expect(timeSaved(null, day('2026-01-31'), 90)).toEqual({
      offerToExchangeDays: null,
      savedDays: null,
      savedPercent: null,
    });
    expect(timeSaved(day('2026-01-01'), null, 90).offerToExchangeDays).toBeNull();
    expect(timeSaved(day('2026-01-01'), day('2026-01-11'), null)).toEqual({
      offerToExchangeDays: 10,
      savedDays: null,
      savedPercent: null,
    });
  });
});
