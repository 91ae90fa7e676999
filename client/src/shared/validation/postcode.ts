/** Postcode checks mirroring the API's (src/common/postcode.ts). */

const GB_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?|GIR)(\d[A-Z]{2}|0AA)$/;

const COUNTRY_POSTCODES: Record<string, RegExp> = {
  IE: /^[A-Z\d]{3}[A-Z\d]{4}$/,
  US: /^\d{5}(-?\d{4})?$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  ES: /^\d{5}$/,
  IT: /^\d{5}$/,
  NL: /^\d{4}[A-Z]{2}$/,
  CA: /^[A-Z]\d[A-Z]\d[A-Z]\d$/,
  AU: /^\d{4}$/,
};

const compact = (postcode: string): string => postcode.toUpperCase().replace(/\s+/g, '');

export const isValidGbPostcode = (postcode: string): boolean => GB_POSTCODE.test(compact(postcode));

export const isValidPostcodeFor = (postcode: string, countryIso2: string): boolean => {
  const iso = countryIso2.toUpperCase();
  if (iso === 'GB') return isValidGbPostcode(postcode);
  const pattern = COUNTRY_POSTCODES[iso];
  const value = compact(postcode);
  return pattern ? pattern.test(value) : /^[A-Z\d-]{2,10}$/.test(value);
};

/**
 * Upper case, no spaces, and in GB one space before the last three characters, but only for a
 * valid UK shape ('sw1a1aa' → 'SW1A 1AA'): anything else is left as typed (trimmed), so '12345'
 * does not become '12 345' and the customer sees what they typed beside the error.
 */
export const normalisePostcode = (postcode: string, countryIso2 = 'GB'): string => {
  const value = compact(postcode);
  if (countryIso2.toUpperCase() !== 'GB') return value;
  return GB_POSTCODE.test(value) ? `${value.slice(0, -3)} ${value.slice(-3)}` : postcode.trim();
};
