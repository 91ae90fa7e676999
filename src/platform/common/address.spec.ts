import { formatAddress, normaliseAddress } from './address';

describe('normaliseAddress', () => {
  it('stores a UK address as United Kingdom / GB with a GB postcode and no blank parts', () => {
    expect(
      normaliseAddress({
        line_1: '12 Harbour Row',
        line_2: null,
        post_town: 'Bristol',
        postcode: 'bs15tr',
        country: 'UK',
      }),
    ).toEqual({
      line_1: '12 Harbour Row',
      post_town: 'Bristol',
      postcode: 'BS1 5TR',
      country: 'United Kingdom',
      country_iso_2: 'GB',
    });
  });

  it("keeps an address abroad in its own country, postcode in that country's form", () => {
    expect(
      normaliseAddress({
        line_1: '10 Rue de Rivoli',
        post_town: 'Paris',
        postcode: ' 75 001',
        country: 'France',
        country_iso_2: 'FR',
      }),
    ).toMatchObject({ country: 'France', country_iso_2: 'FR', postcode: '75001' });
  });

  it('puts a property address in the United Kingdom whatever country was sent', () => {
    expect(
      normaliseAddress(
        { line_1: '1 Dock Street', post_town: 'Cardiff', postcode: 'cf10 5al', country: 'France' },
        { inUnitedKingdom: true },
      ),
    ).toMatchObject({ country: 'United Kingdom', country_iso_2: 'GB', postcode: 'CF10 5AL' });
  });
});

describe('formatAddress', () => {
  it('reads one line, and says when there is no address', () => {
    expect(
      formatAddress({ line_1: '12 Harbour Row', post_town: 'Bristol', postcode: 'BS1 5TR' }),
    ).toBe('12 Harbour Row, Bristol, BS1 5TR');
    expect(formatAddress(null)).toBe('No address');
  });
});
