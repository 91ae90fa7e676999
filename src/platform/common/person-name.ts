/**
 * People's names, wherever one is accepted or shown: letters of any script (with their accents),
 * spaces, apostrophes, hyphens and full stops, and at least one letter. So no line breaks, and
 * nothing a mail client would turn into a link: ':', '/' and '@' are not name characters, and a
 * full stop followed directly by two letters reads as a domain ('evil.example', 'www.x.com'),
 * while initials ('J.R.R.', 'St. John') stay fine. The client mirrors this rule
 * (client/src/shared/validation/name.ts).
 */
const NAME_CHARACTERS = /^[\p{L}\p{M} '’.-]+$/u;
const LETTER = /\p{L}/u;
const DOMAIN_LIKE = /\.\p{L}\p{M}*\p{L}/u;

export function isPersonName(value: string): boolean {
  return NAME_CHARACTERS.test(value) && LETTER.test(value) && !DOMAIN_LIKE.test(value);
}

/** The one message for a name that breaks the rule: 'First name can only contain ...'. */
export const personNameMessage = (label: string): string =>
  `${label} can only contain letters, spaces, hyphens, apostrophes and full stops`;

/** Line breaks, other control characters, and the invisible controls that reorder text. */
const CONTROL = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

export function hasControlCharacters(value: string): boolean {
  return CONTROL.test(value);
}

/**
 * The customer's own name, as sign-up and about-you both take it (one rule, so what sign-up
 * accepted about-you saves unchanged): first and last name 1-255 characters, an optional middle
 * name 0-255 (blank = absent), name characters only. Other people's names on a person form
 * (additional sellers and buyers, giftors) keep the spec's 2-255 (customer.md §9).
 * The client mirrors this rule (client/src/shared/validation/name.ts).
 */
export const OWN_NAME_MAX = 255;

/** 'Please enter your first name' / '... last name'. */
export const ownNameBlankMessage = (label: string): string =>
  `Please enter your ${label.toLowerCase()}`;

/** 'First name must be less than 255 characters long'. */
export const nameTooLongMessage = (label: string): string =>
  `${label} must be less than 255 characters long`;
