import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** customer.md §5: default phone country code +44. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

/**
 * A valid mobile number in E.164 (national numbers read as UK), or null when it is not one.
 * Mirrors the server's rule (`src/common/phone.ts`), with the mobile-only metadata to keep the
 * client bundle small.
 */
export const toE164Mobile = (value: string): string | null => {
  const parsed = parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY);
  if (!parsed?.isValid()) return null;
  const type = parsed.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE' ? parsed.number : null;
};

/** Any number that has the shape of a real one (landlines included), read as UK when national. */
export const isPossiblePhoneNumber = (value: string): boolean =>
  parsePhoneNumberFromString(value.trim(), DEFAULT_PHONE_COUNTRY)?.isPossible() ?? false;
