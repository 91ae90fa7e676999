import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { escapeHtml } from '@/platform/common/html';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import { compressRendered, type FirstRender, type PageShell } from './first-render';

/** Vite names these by content hash: a changed file gets a new name, so they never go stale. */
const HASHED_ASSETS = '/assets/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else, index.html first, is checked with the server (ETag) before each use. */
export const REVALIDATE = 'no-cache';
/** A page rendered with a customer's data: kept by no cache, the browser's included. */
export const PRIVATE = 'private, no-store';

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** A URL path as its file would be named; the path itself when it does not decode. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

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

/** The best encoding the request takes for a page: brotli, gzip, or none. */
const encodingFor = (req: Request): Encoding | 'identity' =>
  (['br', 'gzip'] as const).find((name) => acceptsEncoding(req.header('accept-encoding'), name)) ??
  'identity';

/**
 * The build's files by URL path, and the compressed copies the build made of each (see
 * client/precompress.ts). Read once at start: a path that is not one of them never reaches the
 * file system.
 */
function findFiles(root: string): {
  files: Set<string>;
  precompressed: Map<string, Set<Encoding>>;
} {
  const files = new Set<string>();
  const found = new Map<string, Set<Encoding>>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(path);
        continue;
      }
      files.add(`/${relative(root, path).split(sep).join('/')}`);
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
  return { files, precompressed: found };
}

/**
 * first-screen.json, written by the client build (client/build/firstScreenPreloads.ts): for each
 * path pattern of a page a visitor lands on, the scripts and style sheets its first screen needs.
 */
export const FIRST_SCREEN_MANIFEST = 'first-screen.json';
type FirstScreenManifest = {
  routes: { pattern: string; scripts: string[]; styles: string[] }[];
};

/**
 * prerender.json, written by the client build (client/build/prerender.ts): for each public first
 * screen's exact path, the app's HTML for #root (signed out), antd's <style> elements for it and
 * the cookie pop-up's copy that goes after #root (client/src/features/cookie-consent/
 * prerenderedConsent.ts). Its product name and support e-mail are stand-ins
 * (client/src/app/prerendered.ts).
 */
export const PRERENDER_MANIFEST = 'prerender.json';
type PrerenderedPage = { html: string; css: string; consent: string };
type PrerenderManifest = {
  /** The attribute marking #root, and the stand-ins for the deployment's names. */
  names: { attribute: string; productName: string; supportEmail: string };
  pages: ({ path: string } & PrerenderedPage)[];
};

/** The deployment's names, put in place of the prerender's stand-ins. */
export type ClientNames = { productName: string; supportEmail: string };

/**
 * A variant of index.html, sent in each encoding. Its compressed copies are made when first
 * asked for, then kept: a server (or a test's app) that never sends a page never compresses it.
 * Brotli is made at the highest quality on libuv's thread pool (a prerendered page takes about
 * 0.3 s of CPU, which would otherwise hold up start-up or the requests behind it).
 */
type IndexVariant = { etag: string; body: (encoding: Encoding | 'identity') => Promise<Buffer> };

const variantOf = (text: string): IndexVariant => {
  const html = Buffer.from(text);
  const compressed: Partial<Record<Encoding, Promise<Buffer>>> = {};
  const compress = {
    br: () =>
      promisify(brotliCompress)(html, {
        params: { [constants.BROTLI_PARAM_SIZE_HINT]: html.length },
      }),
    gzip: () => promisify(gzip)(html),
  };
  return {
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    body: (encoding) =>
      encoding === 'identity'
        ? Promise.resolve(html)
        : (compressed[encoding] ??= compress[encoding]().catch((error: unknown) => {
            delete compressed[encoding]; // asked again next time
            throw error;
          })),
  };
};

/**
 * The prerendered pages by path, each as its #root element (marked with the path), style and
 * pop-up copy, the deployment's names filled in; none when the build wrote none (or it is
 * unreadable).
 */
function readPrerender(
  root: string,
  deployment: ClientNames,
): Map<string, { root: string; css: string; consent: string }> & { attribute?: string } {
  const file = join(root, PRERENDER_MANIFEST);
  if (!existsSync(file)) return new Map();
  try {
    const { names, pages } = JSON.parse(readFileSync(file, 'utf8')) as PrerenderManifest;
    const fill = (text: string) =>
      text
        .replaceAll(names.productName, escapeHtml(deployment.productName))
        .replaceAll(names.supportEmail, escapeHtml(deployment.supportEmail));
    const byPath = new Map(
      pages.map(({ path, html, css, consent }) => [
        path,
        {
          root: `<div id="root" ${names.attribute}="${escapeHtml(path)}">${fill(html)}</div>`,
          css,
          consent: fill(consent ?? ''),
        },
      ]),
    );
    return Object.assign(byPath, { attribute: names.attribute });
  } catch {
    return new Map();
  }
}

/** What every page of the full app asks for before its first render (main.tsx). */
const PUBLIC_CONFIG_PATH = '/api/config/public';

const ASSET_PATH = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * index.html for each first-screen route, naming what its first screen needs in <head> (the
 * public configuration, modulepreload for scripts, preload for style sheets), so that the browser downloads them
 * while it reads the page instead of only once the entry script has run and asked for them.
 * `/` is left as it is: there the entry picks the light landing or the full app by a cookie.
 * A prerendered path (prerender.json) gets its own: the page's HTML in #root and the pop-up's
 * copy after it, antd's style and the page's style sheets linked in <head>, so that it paints
 * before any script has run.
 * Built once, at start; an unreadable or malformed manifest leaves every page as it is.
 */
type FirstScreenPages = {
  /** The variant of index.html for `path`, when it has one. */
  variant: (path: string) => IndexVariant | undefined;
  /** What a per-request render of `path` goes into (first-render.ts), when it can have one. */
  shell: (path: string) => PageShell | undefined;
};

function firstScreenPages(root: string, names: ClientNames): FirstScreenPages {
  const none = { variant: () => undefined, shell: () => undefined };
  const manifestFile = join(root, FIRST_SCREEN_MANIFEST);
  if (!existsSync(manifestFile)) return none;
  let routes: { pattern: RegExp; variant: IndexVariant; shell: PageShell }[];
  const prerendered = new Map<string, IndexVariant>();
  try {
    const pages = readPrerender(root, names);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FirstScreenManifest;
    const index = readFileSync(join(root, 'index.html'), 'utf8');
    routes = manifest.routes.map(({ pattern, scripts, styles }) => {
      const regExp = new RegExp(pattern);
      const assets = (list: string[]) => list.filter((href) => ASSET_PATH.test(href));
      const preloads = [
        // First, so that it is not queued behind the scripts: main.tsx's fetch takes this answer.
        `<link rel="preload" as="fetch" crossorigin href="${PUBLIC_CONFIG_PATH}">`,
        ...assets(scripts).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
      ].join('');
      const stylePreloads = assets(styles)
        .map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`)
        .join('');
      // A prerendered page paints with its style sheets: linked (render-blocking, so first), not
      // only preloaded; the app's script links them later and finds them there already. antd's
      // style goes before them, as antd itself puts it first: the app's own rules win ties.
      const stylesheets = assets(styles)
        .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
        .join('');
      for (const [path, page] of pages) {
        if (!regExp.test(path) || prerendered.has(path)) continue;
        prerendered.set(
          path,
          variantOf(
            index
              // Functions, so that a `$` in the page is not read as a replacement pattern.
              .replace('</head>', () => `${page.css}${stylesheets}${preloads}</head>`)
              .replace('<div id="root"></div>', () => `${page.root}${page.consent}`),
          ),
        );
      }
      const modulePreloads = assets(scripts)
        .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
        .join('');
      return {
        pattern: regExp,
        variant: variantOf(index.replace('</head>', `${preloads}${stylePreloads}</head>`)),
        // A page rendered per request comes with its answers: no configuration to preload.
        shell: {
          index,
          head: `${stylesheets}${modulePreloads}`,
          attribute: pages.attribute ?? DEFAULT_ATTRIBUTE,
        },
      };
    });
  } catch {
    return none;
  }
  const normalize = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') || '/' : path);
  const route = (path: string) => routes.find(({ pattern }) => pattern.test(path));
  return {
    variant: (path) => {
      const normalized = normalize(path);
      if (normalized === '/') return undefined;
      return prerendered.get(normalized) ?? route(normalized)?.variant;
    },
    shell: (path) => {
      const normalized = normalize(path);
      if (normalized === '/' || prerendered.has(normalized)) return undefined;
      return route(normalized)?.shell;
    },
  };
}

/** The attribute marking a rendered #root when the build wrote no prerender.json. */
const DEFAULT_ATTRIBUTE = 'data-prerendered';

/**
 * Serves the built client: a file's brotli or gzip copy when the browser takes it (Vary:
 * Accept-Encoding), hashed assets cached for a year as immutable, everything else revalidated.
 * `serveIndex` sends index.html the same way, for the single-page app's routes.
 */
export function clientFiles(
  root: string,
  names: ClientNames = { productName: 'Threshold', supportEmail: 'support@threshold.example' },
  render?: FirstRender,
): { files: RequestHandler; serveIndex: RequestHandler } {
  const { files: built, precompressed } = findFiles(root);
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
    // An app route (not a file of the build) goes straight to the shell, without a stat.
    if (!built.has(req.path) && !built.has(safeDecode(req.path))) return next();
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

  const firstScreen = firstScreenPages(root, names);
  // The shell of every other app route, from memory (compressed once, when first asked for).
  const indexFile = join(root, 'index.html');
  const shell = existsSync(indexFile) ? variantOf(readFileSync(indexFile, 'utf8')) : undefined;
  const sendVariant = (req: Request, res: Response, next: NextFunction) => {
    const variant = firstScreen.variant(req.path) ?? shell;
    if (!variant) {
      req.url = '/index.html';
      files(req, res, next);
      return;
    }
    const encoding = encodingFor(req);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', REVALIDATE);
    res.setHeader('ETag', variant.etag);
    res.type('html');
    if (req.header('if-none-match') === variant.etag) {
      res.status(304).end();
      return;
    }
    void variant.body(encoding).then((body) => {
      if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', body.length);
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    }, next);
  };

  /**
   * A signed-in customer's tracker rendered for them (first-render.ts): their data, so never
   * stored by any cache and never shared; otherwise the page as for anyone.
   */
  const serveIndex: RequestHandler = (req, res, next) => {
    const shell = render && firstScreen.shell(req.path);
    if (!shell) return sendVariant(req, res, next);
    void render(req, shell)
      .then(async (rendered) => {
        if (rendered === undefined) return sendVariant(req, res, next);
        const encoding = encodingFor(req);
        const body = await compressRendered(rendered.html, encoding);
        res.setHeader('Server-Timing', rendered.serverTiming);
        res.vary('Accept-Encoding');
        res.vary('Cookie');
        res.setHeader('Cache-Control', PRIVATE);
        res.type('html');
        if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
        res.setHeader('Content-Length', body.length);
        res.end(body);
      })
      .catch(next);
  };

  return { files, serveIndex };
}
