import { describe, expect, it } from 'vitest';
import { isValidMobile } from '@/shared/validation/phone';
import type { FormRule } from 'antd';
import { signUpRules } from '@/features/auth/forms/signUpSchema';
import { addressErrors } from '@/shared/validation/address';
import { ownNameRules, personNameRules, priceRules } from '@/shared/validation/rules';
import { personNameMessage } from '@/shared/validation/name';
import { sanitizeName, sanitizeText } from '@/shared/validation/text';
import { normalisePostcode } from '@/shared/validation/postcode';
import { contactSupport, tryAgainOrContactSupport } from '@/shared/supportMessages';

const runPriceRule = async (value: unknown): Promise<string | undefined> => {
  const [rule] = priceRules('Asking price');
  if (!rule || typeof rule === 'function' || !rule.validator) throw new Error('no validator');
  try {
    await rule.validator({}, value, () => undefined);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

/** The first message the rules give for a value, as the form would show it. */
const firstError = async (rules: FormRule[], value: unknown): Promise<string | undefined> => {
  for (const rule of rules) {
    if (typeof rule === 'function' || !rule.validator) continue;
    try {
      await rule.validator({}, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return undefined;
};

describe("people's names, as the API takes them", () => {
  const notNames = [
    'Ada\nURGENT: verify at http://evil.example',
    'www.evil.example',
    'Ada evil.example',
    'ada@evil.example',
  ];

  it('refuse line breaks, web and e-mail addresses with the API message, in person forms', async () => {
    for (const value of notNames) {
      expect(await firstError(personNameRules('First name'), value)).toBe(
        'First name can only contain letters, spaces, hyphens, apostrophes and full stops',
      );
      expect(await firstError(personNameRules('Middle name', { required: false }), value)).toBe(
        'Middle name can only contain letters, spaces, hyphens, apostrophes and full stops',
      );
    }
  });

  it('refuse them at sign-up too', async () => {
    for (const value of notNames) {
      expect(await firstError(signUpRules.lastName, value)).toBe(
        'Last name can only contain letters, spaces, hyphens, apostrophes and full stops',
      );
    }
  });

  it("take O'Brien, Anne-Marie, Zoë, and a one-letter middle name as sign-up does", async () => {
    for (const value of ["O'Brien", 'Anne-Marie', 'Zoë', 'D’Arcy', 'J.R.R.']) {
      expect(await firstError(personNameRules('Last name'), value)).toBeUndefined();
      expect(await firstError(signUpRules.lastName, value)).toBeUndefined();
    }
    expect(await firstError(personNameRules('Middle name', { required: false }), 'J')).toBe(
      undefined,
    );
    expect(await firstError(signUpRules.middleName, 'J')).toBeUndefined();
    expect(await firstError(personNameRules('First name'), 'J')).toBe(
      'First name must be at least 2 characters long',
    );
  });

  it("are one rule for the customer's own name at sign-up and on about-you", async () => {
    for (const [label, value, expected] of [
      ['First name', 'J', undefined],
      ['Last name', 'X', undefined],
      ['First name', '  ', 'Please enter your first name'],
      ['Last name', 'A'.repeat(256), 'Last name must be less than 255 characters long'],
      ['Last name', 'ada@evil.example', personNameMessage('Last name')],
    ] as const) {
      const field = label === 'First name' ? 'firstName' : 'lastName';
      expect(await firstError(ownNameRules(label), value)).toBe(expected);
      expect(await firstError(signUpRules[field], value)).toBe(expected);
    }
    expect(await firstError(ownNameRules('Middle name', { required: false }), '')).toBeUndefined();
    expect(await firstError(signUpRules.middleName, 'J')).toBeUndefined();
  });

  it('keep only name characters as they are typed or pasted', () => {
    expect(sanitizeName('Ada2\nhttp://evil.example ada@x')).toBe('Adahttpevil.example adax');
  });
});

describe('onboarding field rules', () => {
  it('bounds prices from £99,000 to £100,000,000 with the API message', async () => {
    const bounds = 'Asking price must be higher than £99,000 and less than £100,000,000';
    expect(await runPriceRule(undefined)).toBe('Invalid price format');
    expect(await runPriceRule(250_000.5)).toBe('Invalid price format');
    expect(await runPriceRule(Number.NaN)).toBe('Invalid price format');
    expect(await runPriceRule(98_000)).toBe(bounds);
    expect(await runPriceRule(100_000_001)).toBe(bounds);
    expect(await runPriceRule(99_000)).toBeUndefined();
    expect(await runPriceRule(100_000_000)).toBeUndefined();
  });

  it('checks addresses as the API does', () => {
    expect(addressErrors({ line_1: 'x', post_town: '', postcode: 'XYZ', country: '' })).toEqual({
      line_1: 'Address must be at least 2 characters long',
      post_town: 'Town must be at least 2 characters long',
      postcode: 'Invalid postcode',
      country: 'Country must be at least 2 characters long',
    });
    expect(
      addressErrors({
        line_1: '1 Rue de Rivoli',
        post_town: 'Paris',
        postcode: 'ABC',
        country: 'France',
        country_iso_2: 'FR',
      }),
    ).toEqual({ postcode: 'Invalid postcode for the specified country' });
  });

  it('reads national mobile numbers as UK ones', () => {
    expect(isValidMobile('07400 123456')).toBe(true);
    expect(isValidMobile('+44 7400 123456')).toBe(true);
    expect(isValidMobile('020 7946 0000')).toBe(false);
    expect(isValidMobile('12')).toBe(false);
  });

  it('strips characters outside letters, digits and the allowed punctuation', () => {
    expect(sanitizeText("Zoë O'Brien-Smith <script>$%")).toBe("Zoë O'Brien-Smith script");
    expect(sanitizeText('Flat 2/3, 10 High St. (rear) #4')).toBe('Flat 2/3, 10 High St. (rear) #4');
  });

  it('normalises GB postcodes', () => {
    expect(normalisePostcode(' sw1a1aa ')).toBe('SW1A 1AA');
    expect(normalisePostcode('d02 x285', 'IE')).toBe('D02X285');
    // only a UK shape is formatted: anything else stays as typed
    expect(normalisePostcode('12345')).toBe('12345');
    expect(normalisePostcode(' ab12 ')).toBe('ab12');
    expect(normalisePostcode('gir0aa')).toBe('GIR 0AA');
  });

  it('joins messages without doubling the full stop', () => {
    expect(tryAgainOrContactSupport('Server error. Please try again later.', 'help@x.test')).toBe(
      'Server error. Please try again later. Please try again or contact support at help@x.test',
    );
    expect(contactSupport('Not allowed', 'help@x.test')).toBe(
      'Not allowed. Please contact support at help@x.test',
    );
  });
});
