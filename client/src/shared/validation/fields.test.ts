import { describe, expect, it } from 'vitest';
import { phoneCountryOptions, toE164Mobile } from '@/features/auth/forms/phone';
import { isEmailAddress, stripNameCharacters } from '@/features/auth/forms/validation';

describe('sign-up field checks', () => {
  it.each(['jane@example.com', 'j.doe+home@mail.example.co.uk', '  sam@example.org  '])(
    'accepts %s',
    (email) => expect(isEmailAddress(email)).toBe(true),
  );

  it.each([
    '',
    'jane',
    'jane@',
    'jane@example',
    'ja ne@example.com',
    '.jane@example.com',
    'a..b@x.com',
  ])('rejects %j', (email) => expect(isEmailAddress(email)).toBe(false));

  it('reads national numbers in the chosen country and returns E.164 mobiles only', () => {
    expect(toE164Mobile('07400 123456')).toBe('+447400123456');
    expect(toE164Mobile('+44 7400 123456')).toBe('+447400123456');
    expect(toE164Mobile('06 12 34 56 78', 'FR')).toBe('+33612345678');
    expect(toE164Mobile('020 7946 0000')).toBeNull(); // a London landline
    expect(toE164Mobile('12345')).toBeNull();
  });

  it('lists United Kingdom (+44) first', () => {
    expect(phoneCountryOptions[0]).toEqual({ value: 'GB', label: '+44', name: 'United Kingdom' });
  });

  it('keeps letters of any script, apostrophes and hyphens in names, dropping the rest', () => {
    expect(stripNameCharacters("Zoë O'Brien-Łukasz <script>")).toBe("Zoë O'Brien-Łukasz script");
  });
});
