/**
 * Whether two entries name the same person: the same e-mail address (letter case and surrounding
 * spaces aside), or the same first and last name (letter case, accents kept, and runs of spaces
 * aside). Used to refuse a person listed twice on one sale, or the signed-in customer listed
 * again as "another seller". The client mirrors this rule (client/src/shared/validation/samePerson.ts).
 */
export type NamedPerson = {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
};

const folded = (value: string | null | undefined): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

export function isSamePerson(a: NamedPerson, b: NamedPerson): boolean {
  const emailA = folded(a.email);
  if (emailA !== '' && emailA === folded(b.email)) return true;
  const firstA = folded(a.firstName);
  const lastA = folded(a.lastName);
  return (
    firstA !== '' && lastA !== '' && firstA === folded(b.firstName) && lastA === folded(b.lastName)
  );
}

export const ALREADY_PRIMARY_SELLER =
  'You are already on this sale as the seller: add only the other people who own the property';
export const SELLER_LISTED_TWICE =
  'The same person is added twice as another seller: add each seller only once';

/**
 * The problem with a list of additional sellers, or null: one of them is the primary seller
 * (matched by e-mail or by first and last name), or two of them are the same person.
 */
export function repeatedSellerProblem(
  primary: NamedPerson,
  additional: readonly NamedPerson[],
): string | null {
  if (additional.some((person) => isSamePerson(person, primary))) return ALREADY_PRIMARY_SELLER;
  const twice = additional.some((person, index) =>
    additional.slice(index + 1).some((other) => isSamePerson(person, other)),
  );
  return twice ? SELLER_LISTED_TWICE : null;
}
