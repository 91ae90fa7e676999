import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/mobile';

/**
 * Phone numbers as the server reads them (src/common/phone.ts): mobiles are valid mobiles only,
 * national numbers read in the chosen country (the United Kingdom unless said), stored as E.164.
 * Only forms with a phone field import this module, so only they load the numbering metadata
 * (the mobile-only set, to keep it small).
 */

/** customer.md §5: default phone country code +44. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'GB';

/** A valid mobile number in E.164 (national numbers read in `country`); null when it is not one. */
export const toE164Mobile = (
  value: string,
  country: CountryCode = DEFAULT_PHONE_COUNTRY,
): string | null => {
  const parsed = parsePhoneNumberFromString(value.trim(), country);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
};

/** Whether `value` is a valid mobile number (national numbers read as UK). */
export const isValidMobile = (value: string): boolean => toE164Mobile(value) !== null;

/** Any number that has the shape of a real one (landlines included), read as UK when national. */
export const isPossiblePhoneNumber = (value: string): boolean =>
  parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY)?.isPossible() ?? false;

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

/**
 * A stored number as people write it: UK numbers in national format ('07400 123456'), others
 * in international format ('+33 6 12 34 56 78'); anything unreadable as it is.
 */
export const formatPhoneNumber = (value: string | null | undefined): string => {
  if (!value) return '';
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  if (!parsed) return value;
  return parsed.country === DEFAULT_PHONE_COUNTRY
    ? parsed.formatNational()
    : parsed.formatInternational();
};
