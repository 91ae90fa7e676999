import { hasControlCharacters, isPersonName, personNameMessage } from './person-name';

describe("a person's name", () => {
  it.each([
    "O'Brien",
    'Anne-Marie',
    'Zoë',
    'Siân Łukasz',
    'D’Arcy',
    'J',
    'J.R.R.',
    'St. John',
    '𠮷野',
    'Zoe\u0308', // e + combining diaeresis
  ])('takes %j', (name) => expect(isPersonName(name)).toBe(true));

  it.each([
    'Ada\nLovelace',
    'Ada\tLovelace',
    'http://evil.example',
    'URGENT: verify at evil',
    'www.evil.example',
    'evil.example',
    'Anne.Marie',
    'ada@evil.example',
    'Ada <b>',
    'Henry 8',
    "'-.",
    '',
  ])('refuses %j', (name) => expect(isPersonName(name)).toBe(false));

  it('has one message, naming the field', () => {
    expect(personNameMessage('First name')).toBe(
      'First name can only contain letters, spaces, hyphens, apostrophes and full stops',
    );
  });
});

describe('control characters in other names', () => {
  it('are line breaks, other controls and direction overrides, not & or digits', () => {
    for (const text of ['A\nB', 'A\rB', 'A\u0007B', 'A\u2028B', 'A\u202EB']) {
      expect(hasControlCharacters(text)).toBe(true);
    }
    expect(hasControlCharacters('Smith & Sons (2020) Ltd')).toBe(false);
  });
});
