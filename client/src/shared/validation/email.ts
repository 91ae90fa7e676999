/**
 * Field checks shared by the sign-in and sign-up schemas. They mirror the server's DTO rules
 * (src/common/validators.ts; mobile numbers in phone.ts) so a form and the API agree on what is valid.
 */

export const EMAIL_MAX_LENGTH = 320;
export const NAME_MAX_LENGTH = 255;

// Local part of atext and dots (not leading, trailing or doubled); a domain of LDH labels with an
// alphabetic TLD: what class-validator's isEmail accepts for ordinary addresses.
const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isEmailAddress = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.trim().length <= EMAIL_MAX_LENGTH &&
  emailPattern.test(value.trim());

/**
 * customer.md §5: text inputs strip characters outside letters, digits and a limited set of
 * punctuation. Names keep letters (any script), digits, spaces and . , ' ’ -
 */
export const stripNameCharacters = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/[^\p{L}\p{M}\p{N} .,'’-]/gu, '') : '';

/** E-mail addresses lose spaces (pasted addresses often carry them). */
export const stripEmailCharacters = (value: unknown): string =>
  typeof value === 'string' ? value.replace(/\s/g, '') : '';
