import type { NextFunction, Request, Response } from 'express';

/**
 * Reads the Cookie header into plain strings. Unlike cookie-parser it never turns a `j:` value
 * into JSON or unsigns anything, and it never throws: a malformed cookie is kept as text (or
 * skipped), so it cannot break a request.
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals).trim();
    if (!name || name in cookies) continue; // the first of repeated names wins, as in browsers
    let value = part.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1);
    }
    cookies[name] = decode(value);
  }
  return cookies;
}

function decode(value: string): string {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function cookies(req: Request, _res: Response, next: NextFunction): void {
  req.cookies = parseCookieHeader(req.headers.cookie);
  next();
}

/** One cookie of the request, as text. */
export function cookieOf(req: Request, name: string): string | undefined {
  const value: unknown = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}
