import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, phoneCountryOptions, toE164Mobile } from '@/shared/validation/phone';
import { isEmailAddress } from '@/shared/validation/email';
import { sanitizeMultilineText, sanitizeName, sanitizeText } from '@/shared/validation/text';

describe('field checks', () => {
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
    expect(sanitizeName("Zoë O'Brien-Łukasz <script>")).toBe("Zoë O'Brien-Łukasz script");
  });
});

describe('text sanitisers', () => {
  it('keep what addresses and details need, dropping markup characters', () => {
    expect(sanitizeText('Flat 2/3, “The Maltings” – <b>')).toBe('Flat 2/3, “The Maltings” – b');
  });

  it('keep line breaks and money in a message box', () => {
    expect(sanitizeMultilineText('Price £250k\r\n50% done <ok>')).toBe('Price £250k\n50% done ok');
  });

  it('leave values that are not text alone', () => {
    expect(sanitizeText(undefined)).toBeUndefined();
  });
});

describe('phone numbers shown', () => {
  it('in national format for the UK and international for others', () => {
    expect(formatPhoneNumber('+447400123456')).toBe('07400 123456');
    expect(formatPhoneNumber('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhoneNumber('not a number')).toBe('not a number');
    expect(formatPhoneNumber(null)).toBe('');
  });
});
