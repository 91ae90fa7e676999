/**
 * Whether two entries name the same person, as the API decides it (src/people/same-person.ts):
 * the same e-mail address (letter case and surrounding spaces aside), or the same first and last
 * name (letter case and runs of spaces aside).
 */
export type NamedPerson = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const folded = (value: string | null | undefined): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

export const sameEmail = (a: NamedPerson, b: NamedPerson): boolean =>
  folded(a.email) !== '' && folded(a.email) === folded(b.email);

export const sameName = (a: NamedPerson, b: NamedPerson): boolean =>
  folded(a.firstName) !== '' &&
  folded(a.lastName) !== '' &&
  folded(a.firstName) === folded(b.firstName) &&
  folded(a.lastName) === folded(b.lastName);

export const isSamePerson = (a: NamedPerson, b: NamedPerson): boolean =>
  sameEmail(a, b) || sameName(a, b);

/** Someone already on the list, or the signed-in customer (`you`). */
export type ListedPerson = NamedPerson & { you?: boolean };

/** The API's words for the signed-in seller added as another seller. */
export const ALREADY_PRIMARY_SELLER =
  'You are already on this sale as the seller: add only the other people who own the property';
export const ALREADY_ADDED_SELLER = 'This person is already added as another seller';
