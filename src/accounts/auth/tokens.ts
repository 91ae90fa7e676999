import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 32 random bytes, URL-safe: what travels in a magic link or a session cookie. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a database leak holds no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * The sign-in token for one request (its job), derived from the server's key: a job that runs
 * again after its e-mail went out (a crash before the delivery was recorded) re-creates the same
 * token, so every copy it sends carries the one working link, and no table ever holds it.
 */
export function loginSecretFor(key: string, requestKey: string): string {
  return createHmac('sha256', key).update(`login-token:${requestKey}`).digest('base64url');
}

/** The mark a browser keeps once it has signed in to the account of this e-mail address. */
export function deviceMarkFor(key: string, email: string): string {
  return createHmac('sha256', key)
    .update(`known-device:${email.trim().toLowerCase()}`)
    .digest('base64url');
}

/** Whether `mark` (a cookie's value, maybe absent) is this address's device mark. */
export function isDeviceMarkFor(key: string, email: string, mark: unknown): boolean {
  if (typeof mark !== 'string' || mark.length !== 43) return false;
  return timingSafeEqual(Buffer.from(mark), Buffer.from(deviceMarkFor(key, email)));
}

export const LOGIN_TOKEN_TTL_MS = 10 * 60 * 1000;
/** A session ends 30 days after sign-in at the latest ... */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** ... or after 7 days without a request. */
export const SESSION_IDLE_MS = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, not on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 10 * 60 * 1000;
export const SESSION_COOKIE = 'threshold_session';
/** Set when a link is verified; marks the browser as one that has signed in to that account. */
export const DEVICE_COOKIE = 'threshold_device';
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60 * 1000;
export const RATE_LIMIT_WINDOW_SECONDS = 5 * 60;
/**
 * Sign-in e-mails to one address, counted as links actually sent since the later of an hour ago
 * and the last link of the account that was used: past `fromUnknownDevices`, only requests from
 * a browser that has signed in to the account before are sent one, and past `fromKnownDevices`
 * none is (docs/decisions/hardening.md, 'Sign-in limits nobody else can use up').
 */
export const SIGN_IN_EMAILS_PER_ADDRESS = {
  fromUnknownDevices: 5,
  fromKnownDevices: 20,
  windowMs: 60 * 60 * 1000,
} as const;
