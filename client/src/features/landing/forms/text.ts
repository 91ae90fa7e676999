/**
 * customer.md §5: text inputs strip characters outside letters, digits and a limited set of
 * punctuation. Letters include accented and non-Latin ones, so every name can be typed.
 */
const DISALLOWED_TEXT = /[^\p{L}\p{M}\p{N} .,'’"“”!?()&/:;@#+£$€%*_\-–—]/gu;
const DISALLOWED_MULTILINE_TEXT = /[^\p{L}\p{M}\p{N} \n.,'’"“”!?()&/:;@#+£$€%*_\-–—]/gu;
const DISALLOWED_PHONE = /[^\d+() -]/g;

/** For one-line text fields (names, "how did you hear about us"). */
export const stripDisallowedText = (value: unknown): string =>
  typeof value === 'string' ? value.replace(DISALLOWED_TEXT, '') : '';

/** For a message box: as `stripDisallowedText`, keeping line breaks. */
export const stripDisallowedMultilineText = (value: unknown): string =>
  typeof value === 'string'
    ? value.replace(/\r\n?/g, '\n').replace(DISALLOWED_MULTILINE_TEXT, '')
    : '';

/** For phone fields: digits, a leading plus, spaces, brackets and hyphens. */
export const stripDisallowedPhone = (value: unknown): string =>
  typeof value === 'string' ? value.replace(DISALLOWED_PHONE, '') : '';

/** An optional trimmed value: undefined when blank. */
export const optionalTrimmed = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
};
