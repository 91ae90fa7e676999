import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A valid mobile number in E.164, reading national numbers as UK (+44); null when it is not one. */
export function toE164Mobile(value: string, defaultCountry: 'GB' = 'GB'): string | null {
  const parsed = parsePhoneNumberFromString(value.trim(), defaultCountry);
  if (!parsed || !parsed.isValid()) return null;
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return parsed.number;
}

/**
 * UK mobile numbers as the API document describes them (a JSON Schema pattern): +44 7… or 07…
 * in the ranges libphonenumber reads as mobile (071-075, 078, 079), so every value it matches is
 * accepted; toE164Mobile also takes other countries' mobile numbers, which no pattern can list.
 */
export const UK_MOBILE_SCHEMA_PATTERN = '^(?:\\+44 ?7|07)[1-589][0-9]{2} ?[0-9]{6}$';
