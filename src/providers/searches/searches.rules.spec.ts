import {
  isSearchProductCode,
  londonDay,
  PREMISE_REQUIRED,
  premiseProblem,
  SEARCH_PRODUCTS,
  searchStatusKind,
} from './searches.rules';

describe('search products', () => {
  it('names each product as the back office shows it', () => {
    expect(SEARCH_PRODUCTS).toEqual({
      LLC1CON29: 'Local',
      ONESEARCHDW: 'Drainage & Water',
      ENVRES: 'Environmental',
      HOMECHECKPRO: 'Environmental',
      LANDREGPLAN: 'Land Registry Plan',
    });
    expect(isSearchProductCode('LANDREGPLAN')).toBe(true);
    expect(isSearchProductCode('toString')).toBe(false);
    expect(isSearchProductCode('REFRESH')).toBe(false);
  });
});

describe('the search order form', () => {
  it('needs a building name or a building number', () => {
    expect(premiseProblem({ buildingName: 'Harbour House' })).toBeNull();
    expect(premiseProblem({ buildingNumber: '4' })).toBeNull();
    expect(
      premiseProblem({ subBuildingName: 'Flat 2', buildingName: ' ', buildingNumber: null }),
    ).toBe(PREMISE_REQUIRED);
    expect(PREMISE_REQUIRED).toBe('Either building name or number is required');
  });
});

describe('search order statuses', () => {
  it('reads in progress and cancelled as such, and anything else as complete', () => {
    expect(searchStatusKind('in progress')).toBe('in progress');
    expect(searchStatusKind('cancelled')).toBe('cancelled');
    expect(searchStatusKind('complete')).toBe('complete');
    expect(searchStatusKind('results_received')).toBe('complete');
  });
});

describe('one search order a day', () => {
  it('counts London calendar days, across midnight UTC in summer time', () => {
    expect(londonDay(new Date('2025-07-01T22:30:00Z'))).toBe('2025-07-01'); // 23:30 in London
    expect(londonDay(new Date('2025-07-01T23:00:00Z'))).toBe('2025-07-02'); // midnight
    expect(londonDay(new Date('2025-12-31T23:30:00Z'))).toBe('2025-12-31'); // GMT in winter
    expect(londonDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});
