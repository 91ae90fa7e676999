import { randomBytes } from 'node:crypto';

/** 24-hex ObjectId-style identifiers: 4 bytes of seconds, 5 random bytes, a 3-byte counter. */
const processRandom = randomBytes(5).toString('hex');
let counter = randomBytes(3).readUIntBE(0, 3);

export function newId(now: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(now.getTime() / 1000)
    .toString(16)
    .padStart(8, '0');
  return seconds + processRandom + counter.toString(16).padStart(6, '0');
}

export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/i;

export function isObjectId(value: unknown): value is string {
  return typeof value === 'string' && OBJECT_ID_PATTERN.test(value);
}

/** OBJECT_ID_PATTERN as the API document writes it (a JSON Schema pattern). */
export const OBJECT_ID_SCHEMA_PATTERN = '^[0-9a-fA-F]{24}$';
