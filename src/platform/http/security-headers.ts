import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { HelmetOptions } from 'helmet';

/**
 * Helmet's response headers, worked out once at start. With static options (no per-request
 * nonces) they are the same for every response, so one middleware sets the list instead of
 * helmet's dozen on every request.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader: () => undefined, // X-Powered-By: the app never sets it
  } as unknown as Response;
  let failure: unknown;
  helmet(options)({} as Request, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}
