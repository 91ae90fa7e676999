import {
  changedDates,
  correctedMilestones,
  datesVersion,
  describeDates,
  orderViolations,
  reachedMilestones,
  readSignificantDate,
  SIGNIFICANT_DATE_MESSAGES as M,
  type SignificantDates,
  ukCalendarDay,
} from './significant-dates.rules';

const day = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const dates = (given: Partial<Record<keyof SignificantDates, string>>): SignificantDates => ({
  sale_agreed: given.sale_agreed ? day(given.sale_agreed) : null,
  exchanged: given.exchanged ? day(given.exchanged) : null,
  completed: given.completed ? day(given.completed) : null,
  aborted: given.aborted ? day(given.aborted) : null,
});

describe('significant dates', () => {
  it('reads a calendar day, a date-time as its day, and null as clearing it', () => {
    expect(readSignificantDate('2024-02-29')).toEqual(day('2024-02-29'));
    expect(readSignificantDate('2025-03-14T00:00:00.000Z')).toEqual(day('2025-03-14'));
    expect(readSignificantDate('2025-03-14T23:30:00+01:00')).toEqual(day('2025-03-14'));
    expect(readSignificantDate('1900-01-01')).toEqual(day('1900-01-01'));
    expect(readSignificantDate(null)).toBeNull();
  });

  it.each([
    ['2025-00-10', 'month'],
    ['2025-13-10', 'month'],
    ['2025-01-00', 'day'],
    ['2025-01-32', 'day'],
    ['1899-12-31', 'year'],
    ['2025-02-29', 'invalid'],
    ['2025-04-31', 'invalid'],
    ['31/02/2025', 'invalid'],
    ['2025-03-14T25:00:00Z', 'invalid'],
    ['', 'invalid'],
  ])('finds what is wrong with %j: %s', (value, problem) => {
    expect(readSignificantDate(value)).toEqual({ problem });
    expect(M[problem as keyof typeof M]).toEqual(expect.any(String));
  });

  it('refuses a value that is not text', () => {
    expect(readSignificantDate(20250314)).toEqual({ problem: 'invalid' });
  });

  describe('their order', () => {
    const today = new Date('2026-12-07T00:00:00.000Z');

    it('accepts dates in order, equal days, today, a sale agreed or an abort alone', () => {
      expect(
        orderViolations(
          dates({ sale_agreed: '2025-01-10', exchanged: '2025-03-01', completed: '2025-03-01' }),
          today,
        ),
      ).toEqual([]);
      expect(orderViolations(dates({ sale_agreed: '2026-12-07' }), today)).toEqual([]);
      expect(orderViolations(dates({ aborted: '2020-01-01' }), today)).toEqual([]);
      expect(
        orderViolations(dates({ sale_agreed: '2025-01-10', aborted: '2025-01-10' }), today),
      ).toEqual([]);
    });

    it('says which step is missing: an exchange needs the sale agreed, a completion the exchange', () => {
      expect(orderViolations(dates({ exchanged: '2025-03-01' }), today)).toEqual([
        M.exchangedWithoutSaleAgreed,
      ]);
      expect(
        orderViolations(dates({ sale_agreed: '2025-01-10', completed: '2025-03-01' }), today),
      ).toEqual([M.completedWithoutExchanged]);
      expect(orderViolations(dates({ completed: '2025-03-01' }), today)).toEqual([
        M.completedWithoutExchanged,
      ]);
    });

    it('refuses an exchange or an abort before the sale was agreed', () => {
      expect(
        orderViolations(
          dates({ sale_agreed: '2025-01-10', exchanged: '2025-01-09', aborted: '2025-01-01' }),
          today,
        ),
      ).toEqual([M.exchangedBeforeSaleAgreed, M.abortedBeforeSaleAgreed]);
    });

    it('judges a completion against the exchange', () => {
      expect(
        orderViolations(
          dates({ sale_agreed: '2025-01-10', exchanged: '2025-03-01', completed: '2025-02-01' }),
          today,
        ),
      ).toEqual([M.completedBeforeExchanged]);
    });

    it('refuses any of the four after today, each by name', () => {
      expect(
        orderViolations(
          dates({
            sale_agreed: '2026-12-08',
            exchanged: '2026-12-09',
            completed: '2030-01-01',
            aborted: '2026-12-08',
          }),
          today,
        ),
      ).toEqual([
        M.saleAgreedInFuture,
        M.exchangedInFuture,
        M.completedInFuture,
        M.abortedInFuture,
      ]);
    });

    it("reads today as the UK's calendar day, in summer time too", () => {
      expect(ukCalendarDay(new Date('2026-07-01T23:30:00.000Z'))).toEqual(
        new Date('2026-07-02T00:00:00.000Z'),
      );
      expect(ukCalendarDay(new Date('2026-12-07T23:30:00.000Z'))).toEqual(
        new Date('2026-12-07T00:00:00.000Z'),
      );
    });
  });
});

describe('what a change of dates tells', () => {
  it('describes only the given dates that change, as the timeline shows them', () => {
    const stored = dates({ sale_agreed: '2026-01-10', exchanged: '2026-02-03' });
    const next = dates({ sale_agreed: '2026-01-10', completed: '2026-03-01' });
    expect(changedDates(['sale_agreed', 'exchanged', 'completed'], stored, next)).toEqual([
      { name: 'exchanged', described: 'Exchanged: cleared' },
      { name: 'completed', described: 'Completed: 01/03/2026' },
    ]);
  });

  it('reaches the milestones newly dated, an aborted date as withdrawn', () => {
    const stored = dates({ sale_agreed: '2026-01-10' });
    const next = dates({
      sale_agreed: '2026-01-12',
      exchanged: '2026-02-03',
      aborted: '2026-02-04',
    });
    expect(reachedMilestones(stored, next)).toEqual(['exchanged', 'withdrawn']);
    expect(reachedMilestones(next, next)).toEqual([]);
  });

  it('tells a correction apart from a first date, and versions the dates by what they say', () => {
    const before = dates({ sale_agreed: '2026-03-02', exchanged: '2026-03-20' });
    expect(
      correctedMilestones(before, dates({ sale_agreed: '2026-03-04', exchanged: '2026-03-20' })),
    ).toEqual([{ milestone: 'sale_agreed', reference: 'corrected' }]);
    expect(correctedMilestones(before, dates({ sale_agreed: '2026-03-02' }))).toEqual([
      { milestone: 'exchanged', reference: 'cleared' },
    ]);
    expect(correctedMilestones(dates({}), before)).toEqual([]);
    expect(datesVersion(before)).toBe(
      datesVersion(dates({ sale_agreed: '2026-03-02', exchanged: '2026-03-20' })),
    );
    expect(datesVersion(before)).not.toBe(datesVersion(dates({ sale_agreed: '2026-03-02' })));
    expect(describeDates(before)).toBe(
      'Sale agreed 02/03/2026, exchanged 20/03/2026, completed none, aborted none',
    );
  });
});
