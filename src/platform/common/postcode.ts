/** Postcodes as the spec stores them: upper case, no inner spaces, GB with one before the inward code. */

const GB_POSTCODE = /^([A-Z]{1,2}\d[A-Z\d]?|GIR)(\d[A-Z]{2}|0AA)$/;

/** Other countries' postcode shapes (after upper-casing and removing spaces). */
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

function compact(postcode: string): string {
  return postcode.toUpperCase().replace(/\s+/g, '');
}

export function isValidGbPostcode(postcode: string): boolean {
  return GB_POSTCODE.test(compact(postcode));
}

export function isValidPostcodeFor(postcode: string, countryIso2: string): boolean {
  const iso = countryIso2.toUpperCase();
  if (iso === 'GB') return isValidGbPostcode(postcode);
  const pattern = COUNTRY_POSTCODES[iso];
  const value = compact(postcode);
  return pattern ? pattern.test(value) : /^[A-Z\d-]{2,10}$/.test(value);
}

export function normalisePostcode(postcode: string, countryIso2 = 'GB'): string {
  const value = compact(postcode);
  if (countryIso2.toUpperCase() === 'GB' && value.length > 3) {
    return `${value.slice(0, -3)} ${value.slice(-3)}`;
  }
  return value;
}

/**
 * A UK postcode as the API document describes it (a JSON Schema pattern): every value it
 * matches is one isValidGbPostcode accepts (either case, one space or none before the inward code).
 */
export const GB_POSTCODE_SCHEMA_PATTERN =
  '^(?:[A-Za-z]{1,2}[0-9][A-Za-z0-9]?|[Gg][Ii][Rr]) ?[0-9][A-Za-z]{2}$';
