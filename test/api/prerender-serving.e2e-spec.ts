import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '@test/support/app';
import { decodedBody, rawGet, type RawResponse } from '@test/support/raw-http';

const text = (response: RawResponse) => decodedBody(response).toString('utf8');

// Issue 25: the public first screens arrive as HTML and style (client/build/prerender.ts), so
// that their heading paints before any JavaScript has run.
describe('serving the prerendered first screens', () => {
  let dist: string;
  let t: TestApp;
  let server: Server;
  const index =
    '<!doctype html><html><head><title>Threshold</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  const signIn =
    '<div class="ant-app css-var-_R_0_"><main><h1 class="ant-typography">Sign in</h1>' +
    '<p>Need help? Email us at <a href="mailto:__THRESHOLD_SUPPORT_EMAIL__">__THRESHOLD_SUPPORT_EMAIL__</a></p>' +
    '<span>__THRESHOLD_PRODUCT_NAME__</span> costs $1</main></div>';
  const signInStyle =
    '<style data-rc-order="prependQueue" data-css-hash="abc">:where(.css-1).ant-typography{margin:0}</style>';
  const consent =
    '<div id="th-prerendered-consent"><div role="dialog" class="th-cookie-sheet">Cookies on __THRESHOLD_PRODUCT_NAME__</div></div>';

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'threshold-prerender-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(
      join(dist, 'first-screen.json'),
      JSON.stringify({
        routes: [
          {
            pattern: '^\\/sign-in$',
            scripts: ['/assets/app-1.js', '/assets/sign-in-1.js'],
            styles: ['/assets/global-1.css'],
          },
          {
            pattern: '^\\/(dashboard\\/)?sell\\/[0-9a-f]{24}$',
            scripts: ['/assets/app-1.js', '/assets/tracker-1.js'],
            styles: ['/assets/global-1.css'],
          },
        ],
      }),
    );
    writeFileSync(
      join(dist, 'prerender.json'),
      JSON.stringify({
        names: {
          attribute: 'data-prerendered',
          productName: '__THRESHOLD_PRODUCT_NAME__',
          supportEmail: '__THRESHOLD_SUPPORT_EMAIL__',
        },
        pages: [{ path: '/sign-in', html: signIn, css: signInStyle, consent }],
      }),
    );
    process.env.CLIENT_DIST = dist;
    // No render module: trackers are not rendered here (tracker-first-render.e2e-spec.ts).
    process.env.CLIENT_SSR_DIST = join(dist, 'no-render-module');
    t = await createTestApp(
      { PRODUCT_NAME: 'Homes & <Co>', SUPPORT_EMAIL: 'help@homes.example' },
      { serveClient: true },
    );
    server = t.app.getHttpServer() as Server;
  });

  afterAll(async () => {
    delete process.env.CLIENT_DIST;
    delete process.env.CLIENT_SSR_DIST;
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("sends /sign-in with its heading in #root and its style in <head>, in the deployment's names", async () => {
    const response = await rawGet(server, '/sign-in', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    const html = text(response);
    const [head, body] = html.split('</head>');
    // antd's style first, then the page's style sheets (linked, render-blocking), then the
    // preloads of what the app needs next.
    expect(head).toContain(
      `${signInStyle}<link rel="stylesheet" crossorigin href="/assets/global-1.css">` +
        '<link rel="preload" as="fetch" crossorigin href="/api/config/public">' +
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">',
    );
    expect(head).not.toContain('rel="preload" as="style"');
    // The page, its stand-ins replaced (HTML-escaped), `$` kept as it is; the pop-up's copy after.
    expect(body).toContain(
      '<div id="root" data-prerendered="/sign-in"><div class="ant-app css-var-_R_0_"><main>' +
        '<h1 class="ant-typography">Sign in</h1>' +
        '<p>Need help? Email us at <a href="mailto:help@homes.example">help@homes.example</a></p>' +
        '<span>Homes &amp; &lt;Co&gt;</span> costs $1</main></div></div>' +
        '<div id="th-prerendered-consent"><div role="dialog" class="th-cookie-sheet">' +
        'Cookies on Homes &amp; &lt;Co&gt;</div></div>',
    );
    expect(html).not.toContain('__THRESHOLD_');
  });

  it('sends the same page whatever the encoding, query or trailing slash, revalidated with its ETag', async () => {
    const first = await rawGet(server, '/sign-in', { 'Accept-Encoding': 'br' });
    for (const [path, accept] of [
      ['/sign-in/', 'gzip'],
      ['/sign-in?returnTo=%2Fwelcome-back', ''],
    ] as const) {
      const response = await rawGet(server, path, accept ? { 'Accept-Encoding': accept } : {});
      expect(response.headers['content-encoding']).toBe(accept || undefined);
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(text(response)).toBe(text(first));
    }
    const again = await rawGet(server, '/sign-in', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await rawGet(server, '/sign-in', { 'Accept-Encoding': 'gzip' });
    expect(Number(head.headers['content-length'])).toBe(head.body.length);
  });

  it('leaves a first screen with no prerender (a tracker) empty, with its preloads', async () => {
    const html = text(await rawGet(server, '/dashboard/sell/0123456789abcdef01234567'));
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/global-1.css">',
    );
    expect(html).not.toContain('<style');
    expect(html).not.toContain('th-prerendered-consent');
  });
});
