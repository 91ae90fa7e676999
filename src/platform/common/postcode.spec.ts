import { isValidGbPostcode, isValidPostcodeFor, normalisePostcode } from './postcode';

describe('postcodes', () => {
  it('upper-cases, removes spaces and puts one before the last three characters in GB', () => {
    expect(normalisePostcode('sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('  m1   1ae ')).toBe('M1 1AE');
    expect(normalisePostcode('d02 x285', 'IE')).toBe('D02X285');
  });

  it('knows a GB postcode from a made-up one', () => {
    expect(isValidGbPostcode('SW1A 1AA')).toBe(true);
    expect(isValidGbPostcode('b33 8th')).toBe(true);
    expect(isValidGbPostcode('XYZ')).toBe(false);
    expect(isValidGbPostcode('12345')).toBe(false);
  });

  it('checks a postcode against its own country', () => {
    expect(isValidPostcodeFor('75008', 'FR')).toBe(true);
    expect(isValidPostcodeFor('SW1A 1AA', 'FR')).toBe(false);
  });
});
