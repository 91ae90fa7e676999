import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Logger } from '@nestjs/common';
import type { Request } from 'express';
import { escapeHtml } from '@/platform/common/html';

/*
 * A signed-in customer's tracker (/dashboard/sell/{id}, /dashboard/buy/{id} and their aliases),
 * rendered on the server per request (issue 25): on a slow phone the page painted only once about
 * 300 KB of the app's code had arrived and run (4.5-6.9 s), although its HTML arrives in a few
 * hundred milliseconds. The server reads what the browser's first screen would read, through its
 * own API (the same guards, ownership checks and JSON), renders the app with those answers using
 * the build's render module (client/src/prerender/renderFirstScreen.tsx, kept in
 * client/dist-ssr), and sends the HTML with the answers in a JSON element; the browser puts the
 * same answers in its store and hydrates the same HTML (client/src/app/earlyRequests.ts).
 * Anything that does not go to plan (no session, not theirs, a slow or failed read, no render
 * module, too many renders at once) sends the page as before, which the app renders itself.
 */

/** The render module's file in the build's SSR folder (client/build/prerender.ts). */
export const RENDER_MODULE = 'render.cjs';

/** The page's JSON element with the answers (client/src/app/earlyRequests.ts FIRST_ANSWERS_ID). */
const FIRST_ANSWERS_ID = 'th-first-answers';

/** What a read may take before the page is sent unrendered instead. */
const READ_TIMEOUT_MS = 2000;
/**
 * The share of the process's time renders may take: a render holds the event loop for about
 * 60-100 ms (antd's components), and each of its reads is a request through the whole API (both
 * ends of it in this process), so renders draw on a budget that fills at 250 ms a second, up to
 * 500 ms. A render reserves its expected cost before it starts, one render at a time; a request
 * that finds a render under way, or the budget short of the cost, is sent unrendered. Under a
 * rush of trackers the API keeps three quarters of the process, the loop is never held by more
 * than one render, and the pages still work (the app renders them).
 */
const RENDER_BUDGET_PER_SECOND_MS = 250;
const RENDER_BUDGET_MAX_MS = 500;
/** What a render is expected to cost before any has been measured (its reads included). */
const FIRST_ESTIMATE_MS = 100;
/** The CPU time one of a render's reads costs, both ends of the request (the bench's figure). */
export const READ_COST_MS = 2;

/** One render's place, its expected cost already taken off the budget. */
export type RenderReservation = {
  /** The render is over: its place is free again and the budget pays what it really cost. */
  settle: (costMs: number) => void;
};

/**
 * The time renders may still take, refilled as time passes (see above), and the one place for a
 * render under way.
 */
export function renderBudget(now: () => number = () => performance.now()) {
  let available = RENDER_BUDGET_MAX_MS;
  let at = now();
  let underWay = false;
  /** What the next render is expected to cost: a moving average of the last ones. */
  let estimateMs = FIRST_ESTIMATE_MS;
  const refill = () => {
    const t = now();
    available = Math.min(
      RENDER_BUDGET_MAX_MS,
      available + ((t - at) * RENDER_BUDGET_PER_SECOND_MS) / 1000,
    );
    at = t;
  };
  return {
    /**
     * A place for one render with `reads` reads, its expected cost reserved at once; null while
     * another render is under way or when the budget cannot pay for it.
     */
    reserve: (reads: number): RenderReservation | null => {
      refill();
      const reserved = estimateMs + reads * READ_COST_MS;
      if (underWay || available < reserved) return null;
      underWay = true;
      available -= reserved;
      let settled = false;
      return {
        settle: (costMs) => {
          if (settled) return;
          settled = true;
          underWay = false;
          refill();
          const renderMs = Math.max(0, costMs - reads * READ_COST_MS);
          estimateMs = 0.8 * estimateMs + 0.2 * renderMs;
          available += reserved - costMs;
        },
      };
    },
  };
}

/**
 * The API paths a signed-in first screen reads (client/src/app/earlyRequests.ts FirstReads): the
 * configuration, the user, and on a tracker the sale or the purchase and its tracker (NEEDED);
 * any other path is read too and left out when it does not answer (the app asks for it again).
 */
type Reads = {
  config: string;
  user?: string;
  sale?: SideReads;
  purchase?: SideReads;
} & Record<string, string | SideReads | undefined>;
type SideReads = { id: string } & Record<string, string>;
/** A side's reads a render cannot do without: the sale (or purchase) and its tracker. */
const NEEDED = new Set(['transaction', 'intent', 'tracker']);

type RenderModule = {
  signedInReads: (pathname: string) => Reads;
  renderSignedIn: (
    url: string,
    answers: unknown,
  ) => Promise<{ html: string; css: string; consent: string }>;
};

/** The parts of a page's index.html a render goes between. */
export type PageShell = {
  index: string;
  /** Style sheets (render-blocking) and modulepreloads of the page's first screen. */
  head: string;
  /** The attribute marking #root as rendered, with the path (client/src/app/prerendered.ts). */
  attribute: string;
};

/**
 * JSON that can sit inside a <script> element whatever its strings hold: `<`, `>` and `&` as
 * escapes, so that no `</script>` or `<!--` can end or change the element, and the two line
 * separators JavaScript once refused.
 */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The module, or undefined (with a warning) when the build has none or it cannot be loaded. */
function loadRenderModule(ssrDir: string, logger: Logger): RenderModule | undefined {
  const file = join(ssrDir, RENDER_MODULE);
  if (!existsSync(file)) return undefined;
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output, CommonJS
    const loaded = require(file) as Partial<RenderModule>;
    if (typeof loaded.renderSignedIn !== 'function' || typeof loaded.signedInReads !== 'function')
      throw new Error(`${RENDER_MODULE} lacks renderSignedIn or signedInReads`);
    return loaded as RenderModule;
  } catch (error) {
    logger.warn(
      `Trackers are sent unrendered: the render module could not be loaded (${(error as Error).message})`,
    );
    return undefined;
  }
}

/** GET `path` on this very server with the request's cookies; the JSON, or undefined. */
async function readOwnApi(req: Request, path: string): Promise<unknown> {
  const { localAddress, localPort } = req.socket;
  if (!localAddress || !localPort) return undefined;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  try {
    const response = await fetch(`http://${host}:${localPort}${path}`, {
      headers: {
        accept: 'application/json',
        cookie: req.header('cookie') ?? '',
        ...(req.header('x-request-id') ? { 'x-request-id': req.header('x-request-id')! } : {}),
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(READ_TIMEOUT_MS),
    });
    if (response.status !== 200) return undefined;
    const data: unknown = await response.json();
    return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Each path's answer, under the same name (undefined where it failed). */
async function readEach(req: Request, paths: Record<string, string>) {
  const entries = Object.entries(paths);
  const answers = await Promise.all(entries.map(([, path]) => readOwnApi(req, path)));
  return Object.fromEntries(entries.map(([name], at) => [name, answers[at]]));
}

/**
 * Every read of `reads`, or undefined when a needed one failed: a tracker renders only with the
 * configuration, the customer, their sale or purchase and its tracker all answered (else the app
 * asks and shows what the API said, as before).
 */
async function readAll(req: Request, reads: Reads) {
  const { sale, purchase, ...top } = reads;
  const sideName = sale ? 'sale' : 'purchase';
  const side = sale ?? purchase;
  if (!side) return undefined;
  const { id, ...sidePaths } = side;
  const needed = Object.keys(sidePaths).filter((name) => NEEDED.has(name));
  const [answers, sideAnswers] = await Promise.all([
    readEach(req, top as Record<string, string>),
    readEach(req, sidePaths),
  ]);
  if (
    !answers.config ||
    !answers.user ||
    needed.length < 2 ||
    needed.some((name) => !sideAnswers[name])
  ) {
    return undefined;
  }
  return { ...answers, [sideName]: { id, ...sideAnswers } };
}

/** A rendered page, and how long its reads and its render took (a Server-Timing header). */
export type Rendered = { html: string; serverTiming: string };
export type FirstRender = (req: Request, shell: PageShell) => Promise<Rendered | undefined>;

/**
 * The server's render of signed-in trackers, from the build's SSR folder: for a request, the
 * page's HTML with the tracker in #root and the answers after it, or undefined to send the page
 * unrendered. `sessionCookie`: only a request holding it is worth reading for.
 */
export function firstRender(ssrDir: string, sessionCookie: string): FirstRender | undefined {
  const logger = new Logger('FirstRender');
  const render = loadRenderModule(ssrDir, logger);
  if (!render) return undefined;
  const budget = renderBudget();
  const holdsSession = (req: Request) =>
    (req.header('cookie') ?? '')
      .split(';')
      .some((pair) => pair.trim().startsWith(`${sessionCookie}=`));

  return async (req, shell) => {
    if (req.method !== 'GET' || !holdsSession(req)) return undefined;
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') || '/' : req.path;
    const reads = render.signedInReads(path);
    if (!reads.user || (!reads.sale && !reads.purchase)) return undefined;
    const count = readCount(reads);
    const reservation = budget.reserve(count);
    if (!reservation) return undefined;
    let renderMs = 0;
    try {
      const readsFrom = performance.now();
      const answers = await readAll(req, reads);
      if (!answers) return undefined;
      const url = req.originalUrl;
      const renderFrom = performance.now();
      const page = await render
        .renderSignedIn(url, answers)
        .finally(() => (renderMs = performance.now() - renderFrom));
      const ms = (from: number, to: number) => (to - from).toFixed(1);
      const serverTiming =
        `reads;dur=${ms(readsFrom, renderFrom)};desc="${count} reads", ` +
        `render;dur=${ms(renderFrom, performance.now())}`;
      const html = shell.index
        .replace('</head>', () => `${page.css}${shell.head}</head>`)
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root" ${shell.attribute}="${escapeHtml(path)}">${page.html}</div>` +
            page.consent +
            `<script type="application/json" id="${FIRST_ANSWERS_ID}">` +
            `${jsonForScript({ url, answers })}</script>`,
        );
      return { html, serverTiming };
    } catch (error) {
      logger.warn(`A tracker was sent unrendered: ${(error as Error).message}`);
      return undefined;
    } finally {
      // The render's own time and its reads' (made whether or not it rendered).
      reservation.settle(renderMs + count * READ_COST_MS);
    }
  };
}

/** How many requests a render's reads make (its top-level paths and its side's). */
function readCount(reads: Reads): number {
  let count = 0;
  for (const value of Object.values(reads)) {
    if (typeof value === 'string') count += 1;
    else if (value) count += Object.keys(value).filter((key) => key !== 'id').length;
  }
  return count;
}

/** A rendered page in the encoding asked for (brotli at a quality quick enough per request). */
export async function compressRendered(html: string, encoding: 'br' | 'gzip' | 'identity') {
  const body = Buffer.from(html);
  if (encoding === 'br')
    return promisify(brotliCompress)(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  if (encoding === 'gzip') return promisify(gzip)(body);
  return body;
}
