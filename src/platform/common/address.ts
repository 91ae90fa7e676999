import type { Address } from '@/platform/database/schema';
import { normalisePostcode } from './postcode';

/** One-line address as cards and e-mails show it: "12 High Street, Flat 2, Bristol, BS1 4DJ". */
export function formatAddress(address: Address | null | undefined): string {
  if (!address) return 'No address';
  const parts = [
    address.sub_building_name && !address.line_1?.includes(address.sub_building_name)
      ? address.sub_building_name
      : null,
    address.line_1,
    address.line_2,
    address.line_3,
    address.post_town,
    address.postcode,
  ];
  const text = parts.filter((part): part is string => Boolean(part && part.trim())).join(', ');
  return text || 'No address';
}

/** UK addresses and property addresses always read United Kingdom / GB. */
export function forceUnitedKingdom<T extends Address>(address: T): T {
  return { ...address, country: 'United Kingdom', country_iso_2: 'GB' };
}

export function isUnitedKingdom(address: Address): boolean {
  const iso = address.country_iso_2?.toUpperCase();
  if (iso) return iso === 'GB';
  return /^(united kingdom|uk|great britain|england|wales|scotland|northern ireland)$/i.test(
    address.country?.trim() ?? '',
  );
}

/**
 * The one way an address is stored, whoever entered it: blank parts dropped, UK addresses (and
 * every property address: `inUnitedKingdom`) reading United Kingdom / GB, and the postcode in its
 * country's form (GB: upper case with one space before the inward code).
 */
export function normaliseAddress(
  input: Address,
  options: { inUnitedKingdom?: boolean } = {},
): Address {
  const entries = Object.entries(input).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  let address = Object.fromEntries(entries) as Address;
  if (options.inUnitedKingdom || isUnitedKingdom(address)) address = forceUnitedKingdom(address);
  const iso = address.country_iso_2 ?? 'GB';
  return { ...address, postcode: normalisePostcode(address.postcode ?? '', iso) };
}
