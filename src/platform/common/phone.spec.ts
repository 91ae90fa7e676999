import { toE164Mobile } from './phone';

describe('toE164Mobile', () => {
  it('reads UK mobile numbers in every usual spelling as E.164', () => {
    expect(toE164Mobile('07911 123456')).toBe('+447911123456');
    expect(toE164Mobile('+44 7911 123456')).toBe('+447911123456');
    expect(toE164Mobile('447911123456')).toBe('+447911123456');
  });

  it('accepts foreign mobiles given with their country code', () => {
    expect(toE164Mobile('+33 6 12 34 56 78')).toBe('+33612345678');
  });

  it('refuses landlines, short numbers and words', () => {
    expect(toE164Mobile('020 7946 0000')).toBeNull();
    expect(toE164Mobile('12345')).toBeNull();
    expect(toE164Mobile('call me')).toBeNull();
  });
});
