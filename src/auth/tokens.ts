import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what travels in a magic link or a session cookie. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak holds no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export const LOGIN_TOKEN_TTL_MS = 10 * 60 * 1000;
/** A session ends 30 days after sign-in at the latest ... */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** ... or after 7 days without a request. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;
export const SESSION_COOKIE = 'threshold_session';
export const RATE_LIMIT_WINDOW_SECONDS = 5 * 60;
