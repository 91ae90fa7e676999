import { createHash, randomBytes } from 'node:crypto';

/** Staff's one-time recovery codes: made, written for copying, compared only as hashes. */
/** Crockford-style letters and digits without look-alikes (no 0/O, 1/I/L, U). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTVWXYZ23456789';

/**
 * A recovery code: 16 characters from a 30-letter alphabet (about 78 bits), written in four
 * groups ('ABCD-EFGH-JKMN-PQRS') so it is easy to copy by hand.
 */
export function newRecoveryCode(): string {
  const chars: string[] = [];
  while (chars.length < 16) {
    for (const byte of randomBytes(32)) {
      // 240 = 8 × 30: rejecting bytes above it keeps every letter equally likely
      if (byte < 240 && chars.length < 16) chars.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]);
    }
  }
  return chars.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/** What is compared: letters upper-cased, spaces and dashes dropped. */
export function normaliseCode(code: string): string {
  return code.toUpperCase().replace(/[\s-]/g, '');
}

export function hashCode(normalised: string): string {
  return createHash('sha256').update(`recovery-code:${normalised}`).digest('hex');
}
