/**
 * E-mail addresses, one rule for every form. It mirrors the server's DTO rule
 * (src/common/validators.ts: class-validator's isEmail for ordinary addresses) so a form and the
 * API agree on what is valid.
 */

export const EMAIL_MAX_LENGTH = 320;
export const NAME_MAX_LENGTH = 255;

// Local part of atext and dots (not leading, trailing or doubled); a domain of LDH labels with an
// alphabetic TLD.
const emailPattern =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export const isEmailAddress = (value: unknown): boolean =>
  typeof value === 'string' &&
  value.trim().length <= EMAIL_MAX_LENGTH &&
  emailPattern.test(value.trim());
