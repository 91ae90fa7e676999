import { normaliseAddress } from '@/platform/common/address';
import type { Address } from '@/platform/database/schema/types';
import countries from './data/countries.json';

const ISO_BY_NAME = new Map(
  (countries as { name: string; iso2: string }[]).map((country) => [
    country.name.toLowerCase(),
    country,
  ]),
);
const NAME_BY_ISO = new Map(
  (countries as { name: string; iso2: string }[]).map((country) => [country.iso2, country.name]),
);

/**
 * The one address normaliser of the back office's partner records (estate agent offices, law
 * firms, lawyer groups' invoicing addresses), exported for any other module that stores an
 * address someone typed:
 * - every part trimmed, blank parts dropped;
 * - no country given: United Kingdom (admin.md §9 'Default country for UK addresses');
 * - the country's ISO 3166 code filled from its name (or the name from the code), United Kingdom
 *   and its nations reading 'United Kingdom' / 'GB';
 * - the postcode in its country's form: GB upper case with one space before the inward code
 *   ('sa1 1aa' → 'SA1 1AA'), elsewhere upper case without spaces.
 * An address with nothing in it is null.
 */
export function normaliseTypedAddress(input: Address | null | undefined): Address | null {
  if (!input) return null;
  const trimmed = Object.fromEntries(
    Object.entries(input).flatMap(([key, value]): [string, string | number][] => {
      if (typeof value === 'string') return value.trim() ? [[key, value.trim()]] : [];
      return value === null || value === undefined ? [] : [[key, value]];
    }),
  ) as Address;
  if (Object.keys(trimmed).length === 0) return null;
  const withCountry: Address = { ...trimmed };
  const iso = withCountry.country_iso_2?.toUpperCase();
  if (!withCountry.country && !iso) {
    withCountry.country = 'United Kingdom';
    withCountry.country_iso_2 = 'GB';
  } else if (!iso && withCountry.country) {
    const known = ISO_BY_NAME.get(withCountry.country.toLowerCase());
    if (known) {
      withCountry.country = known.name;
      withCountry.country_iso_2 = known.iso2;
    }
  } else if (iso) {
    withCountry.country_iso_2 = iso;
    withCountry.country ??= NAME_BY_ISO.get(iso);
  }
  const normalised = normaliseAddress(withCountry);
  if (!withCountry.postcode) delete normalised.postcode;
  return normalised;
}
