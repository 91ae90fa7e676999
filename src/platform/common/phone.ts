import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A valid mobile number in E.164, reading national numbers as UK (+44); null when it is not one. */
export function toE164Mobile(value: string, defaultCountry: 'GB' = 'GB'): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}
