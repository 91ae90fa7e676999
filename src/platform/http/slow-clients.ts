import type { Server } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import type { OperationsSettings } from '@/platform/config/operations';
import { errorBody } from './error-body';

type HttpLimits = OperationsSettings['http'];

export const TOO_SLOW_MESSAGE =
  'The request arrived too slowly and was stopped. Please try again on a better connection.';

/**
 * Bounds how long a client may take over its request (Node's own timers, checked every 30 s or
 * so): the headers within `headersTimeoutMs`, the whole request within `requestTimeoutMs`; past
 * either Node answers 408 and closes the connection.
 */
export function limitRequestTime(server: Server, limits: HttpLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
}

/**
 * Cuts off a body that trickles in: once a window goes by in which fewer than
 * `minBodyBytesPerSecond × window` bytes arrived, the request is answered 408 and its connection
 * closed, so the route reading it (an upload) hears it aborted and lets go of what it began (the
 * temp file). A window in which the server held the body back (its reader was full or paused, as
 * when the store is slow) does not count against the client. Nothing is read here: the bytes are
 * counted on the socket.
 */
export function minimumBodyRate(limits: HttpLimits) {
  const windowMs = limits.bodyRateWindowMs;
  const minBytes = Math.ceil((limits.minBodyBytesPerSecond * windowMs) / 1000);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const socket = req.socket;
    let seen = socket.bytesRead;
    const timer = setInterval(() => {
      if (req.complete || socket.destroyed) return stop();
      const read = socket.bytesRead;
      const arrived = read - seen;
      seen = read;
      const heldBack = req.isPaused() || req.readableLength >= req.readableHighWaterMark;
      if (arrived >= minBytes || heldBack) return;
      stop();
      cutOff(req, res);
    }, windowMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once('end', stop);
    req.once('close', stop);
    next();
  };
}

/**
 * Answers 408 and then destroys the request (which closes its socket): a request whose answer
 * has gone out is no longer aborted by its socket closing, so it is destroyed here, and its
 * reader hears `aborted`.
 */
function cutOff(req: Request, res: Response): void {
  if (res.headersSent) {
    req.destroy();
    return;
  }
  const body = JSON.stringify(errorBody(408, TOO_SLOW_MESSAGE, 'REQUEST_TOO_SLOW'));
  res.writeHead(408, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    Connection: 'close',
  });
  res.end(body, () => req.destroy());
}

function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
