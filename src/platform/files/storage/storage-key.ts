/**
 * Keys are chosen by the documents module (random), but every adapter checks them again so that no
 * key can reach outside the store: segments of letters, digits, `-`, `_` and `.` joined by `/`,
 * none empty, none starting with a dot (so no `..`, no hidden temp names), at most 512 characters.
 */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key ${JSON.stringify(key.slice(0, 80))}`);
  }
}

export function assertStorageKey(key: string): string {
  if (key.length === 0 || key.length > 512 || !key.split('/').every((s) => SEGMENT.test(s))) {
    throw new InvalidStorageKeyError(key);
  }
  return key;
}

/** A list prefix: empty, or a key, or a key followed by `/`. */
export function assertStoragePrefix(prefix: string): string {
  if (prefix === '') return prefix;
  assertStorageKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}
