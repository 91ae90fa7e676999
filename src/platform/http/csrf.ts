import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site. Browsers always send `Origin` on
 * cross-site POST/PUT/DELETE; server-to-server calls (webhooks) send none and are not affected.
 */
export function sameOriginOnly(allowedOrigin: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.header('origin') ?? originOf(req.header('referer'));
    if (!origin || origin === allowedOrigin) return next();
    res.status(403).json({
      statusCode: 403,
      message: 'Cross-site request refused',
      error: 'Forbidden',
      code: 'CROSS_SITE_REFUSED',
    });
  };
}

function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}
