/**
 * The server sets this readable cookie next to the httpOnly session cookie (it holds '1', never
 * a secret) and clears both when the session ends. Without it there is no session to ask about,
 * so a signed-out visitor's pages never request GET /users/current (no 401 in the console).
 */
export const SESSION_HINT_COOKIE = 'threshold_signed_in';

export const hasSessionHint = (): boolean =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
