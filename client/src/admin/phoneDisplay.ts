/**
 * The one way the back office shows a phone number, whatever way it was stored or typed:
 * UK numbers ('+447911123456', '07911123456', '+44 (0)7911 123 456', '0044 7911…') in national
 * form with the usual grouping ('07911 123456', '020 7946 0000', '0117 496 0000'); any other
 * number as stored. Nothing loads the numbering metadata, so lists stay light.
 */
export const formatPhoneForDisplay = (value: string): string => {
  const compact = value.trim().replace(/[\s\-().]/g, '');
  const uk = /^(?:\+44|0044)0?(\d{10})$/.exec(compact) ?? /^0(\d{10})$/.exec(compact);
  if (!uk) return value.trim();
  const national = `0${uk[1]}`;
  // London, Southampton, Portsmouth, Coventry, Cardiff, Northern Ireland: 02x xxxx xxxx.
  if (national.startsWith('02')) {
    return `${national.slice(0, 3)} ${national.slice(3, 7)} ${national.slice(7)}`;
  }
  // Cities with a 011x or 01x1 code, and 03, 08, 09 numbers: 0xxx xxx xxxx.
  if (/^(01\d1|011\d|0[389])/.test(national)) {
    return `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`;
  }
  // Mobiles (07) and other area codes: 0xxxx xxxxxx.
  return `${national.slice(0, 5)} ${national.slice(5)}`;
};

/** A phone number for a list or card: formatted, or `empty` when there is none. */
export const phoneOrEmpty = (value: string | null | undefined, empty = '—'): string =>
  value?.trim() ? formatPhoneForDisplay(value) : empty;
