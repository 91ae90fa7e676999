import { normaliseTypedAddress } from './normalise-address';

describe('normaliseTypedAddress', () => {
  it('fills United Kingdom / GB when no country is given and spaces the postcode', () => {
    expect(
      normaliseTypedAddress({
        line_1: ' 3 Trawler Road ',
        line_2: '',
        post_town: 'Swansea',
        postcode: 'sa11aa',
      }),
    ).toEqual({
      line_1: '3 Trawler Road',
      post_town: 'Swansea',
      postcode: 'SA1 1AA',
      country: 'United Kingdom',
      country_iso_2: 'GB',
    });
  });

  it('reads the nations and UK as the United Kingdom', () => {
    expect(
      normaliseTypedAddress({ line_1: '1 Dock Street', country: 'wales', postcode: 'cf10 5al' }),
    ).toMatchObject({ country: 'United Kingdom', country_iso_2: 'GB', postcode: 'CF10 5AL' });
  });

  it("fills another country's ISO code from its name, and its name from the code", () => {
    expect(
      normaliseTypedAddress({ line_1: '1 Rue', country: 'france', postcode: '75 001' }),
    ).toMatchObject({
      country: 'France',
      country_iso_2: 'FR',
      postcode: '75001',
    });
    expect(normaliseTypedAddress({ line_1: '1 Main St', country_iso_2: 'ie' })).toMatchObject({
      country: 'Ireland',
      country_iso_2: 'IE',
    });
  });

  it('leaves an empty address out', () => {
    expect(normaliseTypedAddress({ line_1: ' ', postcode: '' })).toBeNull();
    expect(normaliseTypedAddress(null)).toBeNull();
  });
});
