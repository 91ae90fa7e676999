import type { NextFunction, Request, Response } from 'express';
import { errorBody } from './error-body';
import { INPUT_MESSAGES } from '@/platform/common/validation';

declare module 'express-serve-static-core' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface Request {
    /** The bytes of a JSON body as they arrived (webhook signatures are computed over them). */
    rawBody?: Buffer;
  }
}

/** What one route takes as a request body. */
export type BodyPolicy = {
  /** Media types accepted, lower case, without parameters. */
  types: readonly string[];
  /** Past this many bytes the request is refused with 413, and the rest is not read. */
  limitBytes: number;
  /**
   * `json`: read here (up to the limit), parsed into `req.body`, the bytes kept in `req.rawBody`.
   * `stream`: left unread for the route, which reads it itself (after checking credentials).
   */
  read: 'json' | 'stream';
  /** The 413 message, when the route's refusal should say more than the generic one. */
  tooLargeMessage?: string;
};

/** `path` is exact, or has `:name` segments that match any one segment (`/api/x/:id/files`). */
export type BodyRoute = { method: string; path: string; policy: BodyPolicy };

export const JSON_TYPES = ['application/json'] as const;

const BODY_MESSAGES = {
  unsupportedType: 'Content type not supported: send application/json',
  unsupportedEncoding: 'Compressed request bodies are not accepted',
  unsupportedCharset: 'Request bodies must be UTF-8',
  tooLarge: 'Request body is too large',
  malformed: 'Malformed request body',
} as const;

/**
 * Reads request bodies by route, before anything else looks at them (docs/decisions/hardening.md:
 * "Request bodies"). Every route takes JSON unless `routes` says otherwise; another media type,
 * a compressed body or a charset other than UTF-8 is 415 at once, a body past the route's limit is
 * 413 as soon as that shows (at once when Content-Length says so), unreadable JSON is 400 with a
 * fixed message, and a JSON body must be an object. Nothing the client sent is echoed back.
 */
export function requestBodies(routes: readonly BodyRoute[], fallback: BodyPolicy) {
  const exact = routes.filter((route) => !route.path.includes('/:'));
  const policies = new Map(exact.map((route) => [`${route.method} ${route.path}`, route.policy]));
  const patterns = routes
    .filter((route) => route.path.includes('/:'))
    .map((route) => ({
      method: route.method,
      pattern: new RegExp(
        `^${route.path
          .split('/')
          .map((part) =>
            part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
          )
          .join('/')}$`,
      ),
      policy: route.policy,
    }));
  const policyOf = (method: string, path: string): BodyPolicy =>
    policies.get(`${method} ${path}`) ??
    patterns.find((route) => route.method === method && route.pattern.test(path))?.policy ??
    fallback;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const policy = policyOf(req.method, req.path);
    const refusal = refuseHeaders(req, policy);
    if (refusal) return refuse(res, refusal.status, refusal.message, refusal.code);
    if (policy.read === 'stream') return next();
    readJson(req, policy.limitBytes).then(
      (outcome) => {
        if (outcome.ok) {
          req.rawBody = outcome.raw;
          req.body = outcome.body;
          return next();
        }
        refuse(res, outcome.status, outcome.message, outcome.code);
      },
      (error: unknown) => next(error),
    );
  };
}

/** A body is coming when the request says so (Transfer-Encoding, or a Content-Length above 0). */
function hasBody(req: Request): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

type Refusal = { status: number; message: string; code: string };

const UNSUPPORTED = (message: string): Refusal => ({
  status: 415,
  message,
  code: 'UNSUPPORTED_MEDIA_TYPE',
});
const TOO_LARGE: Refusal = {
  status: 413,
  message: BODY_MESSAGES.tooLarge,
  code: 'PAYLOAD_TOO_LARGE',
};

/** What the headers alone decide: the media type, its charset, the encoding and the length. */
function refuseHeaders(
  req: Pick<Request, 'headers'>,
  policy: Pick<BodyPolicy, 'types' | 'limitBytes' | 'tooLargeMessage'>,
): Refusal | null {
  const media = parseMediaType(req.headers['content-type']);
  if (!media || !policy.types.includes(media.type)) {
    return UNSUPPORTED(
      policy.types.length === 1 && policy.types[0] === 'application/json'
        ? BODY_MESSAGES.unsupportedType
        : `Content type not supported: send ${policy.types.join(' or ')}`,
    );
  }
  if (media.charset !== null && media.charset !== 'utf-8' && media.charset !== 'utf8') {
    return UNSUPPORTED(BODY_MESSAGES.unsupportedCharset);
  }
  const encoding = req.headers['content-encoding'];
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    return UNSUPPORTED(BODY_MESSAGES.unsupportedEncoding);
  }
  const length = req.headers['content-length'];
  if (length !== undefined && !(Number(length) <= policy.limitBytes)) {
    return policy.tooLargeMessage ? { ...TOO_LARGE, message: policy.tooLargeMessage } : TOO_LARGE;
  }
  return null;
}

/** `type/subtype` in lower case and the charset parameter, or null when the header is unusable. */
function parseMediaType(
  header: string | undefined,
): { type: string; charset: string | null } | null {
  if (!header || header.length > 256) return null;
  const [type, ...parameters] = header.split(';');
  const mediaType = type.trim().toLowerCase();
  if (!/^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(mediaType)) return null;
  let charset: string | null = null;
  for (const parameter of parameters) {
    const [name, value = ''] = parameter.split('=');
    if (name.trim().toLowerCase() === 'charset') {
      charset = value
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
    }
  }
  return { type: mediaType, charset };
}

type ReadOutcome =
  | { ok: true; raw: Buffer; body: Record<string, unknown> }
  | ({ ok: false } & Refusal);

/** Reads at most `limit` bytes; stops listening (and refuses) the moment the body is larger. */
function readJson(req: Request, limit: number): Promise<ReadOutcome> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const settle = (outcome: ReadOutcome) => {
      if (settled) return;
      settled = true;
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onError);
      resolve(outcome);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        req.pause();
        settle({ ok: false, ...TOO_LARGE });
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      const raw = Buffer.concat(chunks, size);
      settle(parseJsonBody(raw));
    };
    const onError = () =>
      settle({ ok: false, status: 400, message: BODY_MESSAGES.malformed, code: 'MALFORMED_BODY' });
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onError);
  });
}

/** A JSON object, or a fixed refusal: the parser's own message would quote the body. */
function parseJsonBody(raw: Buffer): ReadOutcome {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return { ok: false, status: 400, message: BODY_MESSAGES.malformed, code: 'MALFORMED_BODY' };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, status: 400, message: INPUT_MESSAGES.notAnObject, code: 'VALIDATION' };
  }
  return { ok: true, raw, body: body as Record<string, unknown> };
}

/**
 * Answers at once and closes the connection afterwards, so a refused body is never read to its
 * end (the client gets the answer while it is still sending).
 */
function refuse(res: Response, status: number, message: string, code: string): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  res
    .status(status)
    .json(errorBody(status, status === 400 && code === 'VALIDATION' ? [message] : message, code));
}
