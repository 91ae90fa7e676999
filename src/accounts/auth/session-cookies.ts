import type { CookieOptions, Request, Response } from 'express';
import { cookieOf } from '@/platform/http/cookies';
import { DEVICE_COOKIE, DEVICE_COOKIE_MAX_AGE_MS, SESSION_COOKIE } from './tokens';

/**
 * A readable companion of the httpOnly session cookie. It holds no secret ('1'), only the fact
 * that this browser has a session, so the client asks GET /users/current only when there may be
 * one: a signed-out visitor's pages make no request that answers 401 (and no console error).
 * The server clears it whenever a request finds the session gone.
 */
export const SESSION_HINT_COOKIE = 'threshold_signed_in';

const options = (secure: boolean, httpOnly: boolean): CookieOptions => ({
  httpOnly,
  sameSite: 'lax',
  secure,
  path: '/',
});

export function setSessionCookies(
  response: Response,
  sessionSecret: string,
  expires: Date,
  secure: boolean,
): void {
  response.cookie(SESSION_COOKIE, sessionSecret, { ...options(secure, true), expires });
  response.cookie(SESSION_HINT_COOKIE, '1', { ...options(secure, false), expires });
}

export function clearSessionCookies(response: Response, secure: boolean): void {
  response.clearCookie(SESSION_COOKIE, options(secure, true));
  response.clearCookie(SESSION_HINT_COOKIE, options(secure, false));
}

/**
 * Marks the browser as one that has signed in to this account (a keyed hash of the address,
 * readable only by the sign-in calls): its sign-in requests are not held back by the ceiling
 * strangers can reach (see AuthService.limitAttempts). Sign-out keeps it: the device stays known.
 */
export function setDeviceCookie(response: Response, mark: string, secure: boolean): void {
  response.cookie(DEVICE_COOKIE, mark, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/api/authentication',
    maxAge: DEVICE_COOKIE_MAX_AGE_MS,
  });
}

/** The request carries a session cookie or its hint that no longer matches a live session. */
export function hasStaleSessionCookies(request: Request): boolean {
  return (
    cookieOf(request, SESSION_COOKIE) !== undefined ||
    cookieOf(request, SESSION_HINT_COOKIE) !== undefined
  );
}
