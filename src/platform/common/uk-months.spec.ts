import { monthOf, monthRange, previousMonth } from '@/platform/common/uk-months';

describe('UK calendar months', () => {
  it('starts a winter month at midnight GMT and a summer month at midnight BST', () => {
    expect(monthRange({ year: 2026, month: 1 })).toEqual({
      start: new Date('2026-01-01T00:00:00Z'),
      end: new Date('2026-02-01T00:00:00Z'),
    });
    expect(monthRange({ year: 2026, month: 7 })).toEqual({
      start: new Date('2026-06-30T23:00:00Z'),
      end: new Date('2026-07-31T23:00:00Z'),
    });
    // October begins in BST and ends in GMT.
    expect(monthRange({ year: 2026, month: 10 })).toEqual({
      start: new Date('2026-09-30T23:00:00Z'),
      end: new Date('2026-11-01T00:00:00Z'),
    });
  });

  it('reads the month of an instant in UK time', () => {
    expect(monthOf(new Date('2026-06-30T23:30:00Z'))).toEqual({ year: 2026, month: 7 });
    expect(monthOf(new Date('2026-12-31T23:59:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('steps back across a year', () => {
    expect(previousMonth({ year: 2026, month: 1 })).toEqual({ year: 2025, month: 12 });
  });
});
