/**
 * customer.md §5: text inputs strip characters outside letters, digits and a limited set of
 * punctuation, as they are typed or pasted (antd `Form.Item normalize`, or an onChange).
 * Letters include accented and non-Latin ones (Zoë, Siân, Łukasz), so every name can be typed.
 * Non-string values pass through untouched.
 */

const NAMES = /[^\p{L}\p{M} .'’-]/gu;
const TEXT = /[^\p{L}\p{M}\p{N} '’\-.,&/()#@+:;!?"“”–—]/gu;
const MULTILINE_TEXT = /[^\p{L}\p{M}\p{N} \n'’\-.,&/()#@+:;!?"“”–—£$€%*_]/gu;
const PHONE = /[^\d+() -]/g;

const replacing =
  (pattern: RegExp) =>
  <T>(value: T): T | string =>
    typeof value === 'string' ? value.replace(pattern, '') : value;

/** People's names: letters, spaces and . ' ’ - (the API's name characters, ./name.ts). */
export const sanitizeName = replacing(NAMES);

/** One-line text (addresses, details, "how did you hear about us"). */
export const sanitizeText = replacing(TEXT);

/** A message box: as `sanitizeText`, keeping line breaks and a few symbols people write. */
export const sanitizeMultilineText = <T>(value: T): T | string =>
  typeof value === 'string' ? value.replace(/\r\n?/g, '\n').replace(MULTILINE_TEXT, '') : value;

/** Phone numbers: digits, a leading plus, spaces, brackets and hyphens. */
export const sanitizePhone = replacing(PHONE);

/** E-mail addresses: no spaces (pasted addresses often carry them). */
export const sanitizeEmail = replacing(/\s+/g);

/** An optional trimmed value: undefined when blank. */
export const optionalTrimmed = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};
