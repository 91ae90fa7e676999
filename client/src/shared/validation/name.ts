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
