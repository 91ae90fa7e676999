/**
 * customer.md §5: text inputs strip characters outside letters, digits and a limited set of
 * punctuation. Letters include accented ones (Zoë, Siân, Łukasz); the punctuation is what names
 * and addresses need.
 */
const DISALLOWED_TEXT = /[^\p{L}\p{M}\p{N} '’\-.,&/()#@+:;!?"]/gu;

/** For antd `Form.Item normalize`: drops disallowed characters as they are typed or pasted. */
export const sanitizeText = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(DISALLOWED_TEXT, '') : value;

/** E-mail addresses: no spaces. */
export const sanitizeEmail = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/\s+/g, '') : value;

/** Phone numbers: digits, spaces, one leading plus and brackets/dashes people type. */
export const sanitizePhone = (value: unknown): unknown =>
  typeof value === 'string' ? value.replace(/[^\d+() -]/g, '') : value;
