import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from '@nestjs/common';
import { withLogContext } from '@/platform/common/logger';

declare module 'express-serve-static-core' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    requestId?: string;
  }
}

const logger = new Logger('HTTP');
/** An incoming id is kept only when it is bounded and made of characters safe in any log. */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives every request an id (kept from `X-Request-Id` when it looks safe), echoes it back, runs
 * the rest of the request with the id on every log line it writes (withLogContext), and, with
 * `logRequests`, logs one line per request when it finishes. The query string is never
 * logged: magic-link tokens and other secrets travel there.
 */
export function requestContext({ logRequests }: { logRequests: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    if (logRequests) {
      const started = process.hrtime.bigint();
      res.on('finish', () => {
        if (!req.originalUrl.startsWith('/api')) return;
        const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
        logger.log({
          msg: 'request',
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        });
      });
    }
    withLogContext({ requestId }, next);
  };
}
