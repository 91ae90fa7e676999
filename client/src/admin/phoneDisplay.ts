/**
 * A stored E.164 number as staff read it: UK numbers in national form ('+447911123456' →
 * '07911 123456'), others as stored.
 */
export const formatPhoneForDisplay = (e164: string): string => {
  const uk = /^\+44(\d{10})$/.exec(e164.replace(/\s/g, ''));
  if (!uk) return e164;
  const national = `0${uk[1]}`;
  return `${national.slice(0, 5)} ${national.slice(5)}`;
};
