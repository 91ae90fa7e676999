/**
 * Where to go back to after signing in (issue 25): a signed-out visit to a protected page, or a
 * session that ended mid-form, returns to that page. Only same-origin relative paths are taken,
 * never the sign-in pages themselves, so the parameter cannot send anyone elsewhere.
 */

export const RETURN_TO_PARAM = 'returnTo';
export const SESSION_EXPIRED_PARAM = 'expired';
/** localStorage: the path survives the magic link opening in another tab (a path, no personal data). */
const RETURN_TO_KEY = 'returnTo';
/** A remembered path older than this is stale (a magic link lives 10 minutes). */
const RETURN_TO_MAX_AGE_MS = 30 * 60_000;

const AUTH_PATHS = ['/sign-in', '/authenticate', '/sell/get-started', '/buy/get-started'];

/** `value` as a path of this site (path, query, hash), or null when it is anything else. */
export const safeReturnPath = (value: string | null | undefined): string | null => {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  if (value.startsWith('//') || value.startsWith('/\\') || value.length > 2000) return null;
  try {
    const url = new URL(value, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    if (AUTH_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`))) {
      return null;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
};

/** /sign-in with the way back to `path` (and the 'signed out' notice when the session ended). */
export const signInPathFor = (path: string, sessionExpired: boolean): string => {
  const params = new URLSearchParams();
  if (sessionExpired) params.set(SESSION_EXPIRED_PARAM, 'true');
  const back = safeReturnPath(path);
  if (back && back !== '/') params.set(RETURN_TO_PARAM, back);
  const query = params.toString();
  return query ? `/sign-in?${query}` : '/sign-in';
};

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/** Remembers the way back for the magic link's landing page. */
export const rememberReturnPath = (path: string, now: number = Date.now()): void => {
  const safe = safeReturnPath(path);
  if (!safe) return;
  try {
    storage()?.setItem(RETURN_TO_KEY, JSON.stringify({ path: safe, at: now }));
  } catch {
    // Storage refused: the user lands on the usual page after signing in.
  }
};

/** The remembered way back (once: it is forgotten as it is read), or null. */
export const takeReturnPath = (now: number = Date.now()): string | null => {
  const store = storage();
  const raw = store?.getItem(RETURN_TO_KEY);
  if (!raw) return null;
  store?.removeItem(RETURN_TO_KEY);
  try {
    const parsed = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof parsed.at !== 'number' || now - parsed.at > RETURN_TO_MAX_AGE_MS) return null;
    return safeReturnPath(typeof parsed.path === 'string' ? parsed.path : null);
  } catch {
    return null;
  }
};
