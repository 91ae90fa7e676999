import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/**
 * Mobile numbers as the server reads them (src/common/phone.ts): valid mobiles only, national
 * numbers read in the chosen country, stored as E.164. Kept apart from the other field checks so
 * only the sign-up form loads the numbering metadata.
 */

/** customer.md §5: default phone country code +44. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'GB';

/** A valid mobile number in E.164 (national numbers read in `country`); null when it is not one. */
export const toE164Mobile = (value: string, country: CountryCode = DEFAULT_PHONE_COUNTRY) => {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
};

export type PhoneCountryOption = {
  value: CountryCode;
  /** '+44', shown in the closed select. */
  label: string;
  /** 'United Kingdom', for search and the open list. */
  name: string;
};

const regionNames = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** Every country with its calling code, United Kingdom first, then by name. */
export const phoneCountryOptions: PhoneCountryOption[] = getCountries()
  .map((code) => ({
    value: code,
    label: `+${getCountryCallingCode(code)}`,
    name: regionNames.of(code) ?? code,
  }))
  .sort((a, b) =>
    a.value === DEFAULT_PHONE_COUNTRY
      ? -1
      : b.value === DEFAULT_PHONE_COUNTRY
        ? 1
        : a.name.localeCompare(b.name, 'en-GB'),
  );

/** Phone numbers keep digits, spaces and + ( ) - */
export const stripPhoneCharacters = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[^\d +()-]/g, '') : '';
