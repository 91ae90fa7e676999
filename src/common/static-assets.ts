import { existsSync, readdirSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';

/** Vite names these by content hash: a changed file gets a new name, so they never go stale. */
const HASHED_ASSETS = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first, is checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Whether an Accept-Encoding header takes this encoding (a q-value of 0 refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: Encoding): boolean {
  let wildcard = false;
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const accepted = q === undefined || Number(q.slice(2)) > 0;
    if (name === encoding) return accepted;
    if (name === '*') wildcard = accepted;
  }
  return wildcard;
}

/** URL path → the compressed copies the build made of that file (see client/precompress.ts). */
function findPrecompressed(root: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      for (const encoding of ['br', 'gzip'] as const) {
        if (!entry.name.endsWith(SUFFIX[encoding])) continue;
        const original = path.slice(0, -SUFFIX[encoding].length);
        if (!existsSync(original)) continue;
        const urlPath = `/${relative(root, original).split(sep).join('/')}`;
        found.set(urlPath, (found.get(urlPath) ?? new Set()).add(encoding));
      }
    }
  };
  walk(root);
  return found;
}

/**
 * Serves the built client: a file's brotli or gzip copy when the browser takes it (Vary:
 * Accept-Encoding), hashed assets cached for a year as immutable, everything else revalidated.
 * `serveIndex` sends index.html the same way, for the single-page app's routes.
 */
export function clientFiles(root: string): { files: RequestHandler; serveIndex: RequestHandler } {
  const precompressed = findPrecompressed(root);
  const statics = express.static(root, {
    index: false,
    cacheControl: false,
    setHeaders: (res: Response, filePath: string) => {
      const encoding = (Object.keys(SUFFIX) as Encoding[]).find(
        (name) => filePath.endsWith(SUFFIX[name]) && res.locals.precompressed === name,
      );
      const original = encoding ? filePath.slice(0, -SUFFIX[encoding].length) : filePath;
      if (encoding) {
        res.setHeader('Content-Encoding', encoding);
        res.type(extname(original));
      }
      const urlPath = `/${relative(root, original).split(sep).join('/')}`;
      res.setHeader('Cache-Control', urlPath.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
    },
  });

  const files: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const encodings = precompressed.get(req.path);
    if (encodings) {
      res.vary('Accept-Encoding');
      const accept = req.header('accept-encoding');
      const encoding = (['br', 'gzip'] as const).find(
        (name) => encodings.has(name) && acceptsEncoding(accept, name),
      );
      if (encoding) {
        res.locals.precompressed = encoding;
        const query = req.url.slice(req.path.length);
        req.url = `${req.path}${SUFFIX[encoding]}${query}`;
      }
    }
    statics(req, res, next);
  };

  const serveIndex: RequestHandler = (req, res, next) => {
    req.url = '/index.html';
    files(req, res, next);
  };

  return { files, serveIndex };
}
