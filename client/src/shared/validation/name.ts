/**
 * People's names, as the API accepts them (src/common/person-name.ts): letters of any script with
 * their accents, spaces, apostrophes, hyphens and full stops, at least one letter, and no full
 * stop followed directly by two letters (a domain such as 'evil.example'). Initials ('J.R.R.',
 * 'St. John') are fine.
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
const LETTER = /\p{L}/u;
const DOMAIN_LIKE = /\.\p{L}\p{M}*\p{L}/u;

export const isPersonName = (value: string): boolean =>
  NAME_CHARACTERS.test(value) && LETTER.test(value) && !DOMAIN_LIKE.test(value);

/** The API's one message for such a name: 'First name can only contain letters, ...'. */
export const personNameMessage = (label: string): string =>
  `${label} can only contain letters, spaces, hyphens, apostrophes and full stops`;

/**
 * The customer's own name, the one rule of sign-up and about-you (as the API's
 * src/common/person-name.ts): first and last name 1-255 characters, an optional middle name of
 * up to 255 (blank = absent), name characters only. Other people on a person form keep 2-255.
 * The problem with `value` in the API's words, or undefined.
 */
export const OWN_NAME_MAX = 255;

export const ownNameBlankMessage = (label: string): string =>
  `Please enter your ${label.toLowerCase()}`;

export const nameTooLongMessage = (label: string): string =>
  `${label} must be less than 255 characters long`;

export const ownNameProblem = (
  label: string,
  value: unknown,
  { required = true }: { required?: boolean } = {},
): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return required ? ownNameBlankMessage(label) : undefined;
  if (text.length > OWN_NAME_MAX) return nameTooLongMessage(label);
  return isPersonName(text) ? undefined : personNameMessage(label);
};
