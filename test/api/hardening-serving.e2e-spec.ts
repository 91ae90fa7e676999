import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../client/precompress';
import { createTestApp, TestApp } from '@test/support/app';
import { decodedBody, rawGet } from '@test/support/raw-http';

describe('serving the built client', () => {
  let dist: string;
  let t: TestApp;
  let server: Server;
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(500))};\n`;
  const index = `<!doctype html><html><head><title>Threshold</title></head><body>${'<div></div>'.repeat(200)}<script type="module" src="/assets/index-a1b2c3d4.js"></script></body></html>`;

  beforeAll(async () => {
    // A build's output, compressed by the same Vite plugin the real build uses.
    dist = mkdtempSync(join(tmpdir(), 'threshold-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(join(dist, 'assets', 'index-a1b2c3d4.js'), script);
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // What the build lists for each first page (client/build/firstScreenPreloads.ts).
    writeFileSync(
      join(dist, 'first-screen.json'),
      JSON.stringify({
        routes: [
          { pattern: '^\\/$', scripts: ['/assets/landing-1.js'], styles: [] },
          {
            pattern: '^\\/sign-in$',
            scripts: ['/assets/app-1.js', '/assets/sign-in-1.js'],
            styles: ['/assets/global-1.css'],
          },
        ],
      }),
    );
    const plugin = precompress();
    plugin.configResolved({ build: { outDir: dist } });
    plugin.closeBundle();

    process.env.CLIENT_DIST = dist;
    t = await createTestApp({}, { serveClient: true });
    server = t.app.getHttpServer() as Server;
  });

  afterAll(async () => {
    delete process.env.CLIENT_DIST;
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('precompresses text files at build time with brotli and gzip', () => {
    const original = readFileSync(join(dist, 'assets', 'index-a1b2c3d4.js'));
    const br = readFileSync(join(dist, 'assets', 'index-a1b2c3d4.js.br'));
    const gz = readFileSync(join(dist, 'assets', 'index-a1b2c3d4.js.gz'));
    expect(brotliDecompressSync(br)).toEqual(original);
    expect(gunzipSync(gz)).toEqual(original);
    expect(br.length).toBeLessThan(original.length / 10);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    ['', 'identity'],
  ])(
    'sends a hashed asset to a browser accepting "%s" as %s, cached for a year as immutable',
    async (accept, encoding) => {
      const response = await rawGet(server, '/assets/index-a1b2c3d4.js', {
        ...(accept ? { 'Accept-Encoding': accept } : {}),
      });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decodedBody(response).toString('utf8')).toBe(script);
      if (encoding !== 'identity') expect(response.body.length).toBeLessThan(script.length / 10);
    },
  );

  it('sends index.html, compressed, for every app route, and never lets it be cached unchecked', async () => {
    for (const path of ['/', '/sell/get-started', '/index.html', '/welcome-back']) {
      const response = await rawGet(server, path, { 'Accept-Encoding': 'br, gzip' });
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(decodedBody(response).toString('utf8')).toBe(index);
    }
  });

  it('sends the shell it read at start for app routes, without going to the disk for it', async () => {
    // The build's index.html changed under the running server (as a half-finished deploy
    // would): the server's app routes keep the copy it started with, whole and consistent.
    writeFileSync(join(dist, 'index.html'), '<!doctype html><p>half a deploy</p>');
    try {
      for (const path of ['/', '/sell/get-started', '/dashboard/sell/0123456789abcdef01234567']) {
        for (const accept of ['gzip', '']) {
          const response = await rawGet(server, path, accept ? { 'Accept-Encoding': accept } : {});
          expect(response.status).toBe(200);
          expect(response.headers['cache-control']).toBe('no-cache');
          expect(decodedBody(response).toString('utf8')).toBe(index);
        }
      }
      const revalidated = await rawGet(server, '/sell/get-started', {
        'If-None-Match': (await rawGet(server, '/sell/get-started')).headers.etag!,
      });
      expect(revalidated.status).toBe(304);
    } finally {
      writeFileSync(join(dist, 'index.html'), index);
    }
  });

  it("names a first page's scripts and style sheets in its HTML, so the browser fetches them at once", async () => {
    const links =
      '<link rel="preload" as="fetch" crossorigin href="/api/config/public">' +
      '<link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
      '<link rel="modulepreload" crossorigin href="/assets/sign-in-1.js">' +
      '<link rel="preload" as="style" crossorigin href="/assets/global-1.css">';
    const expected = index.replace('</head>', `${links}</head>`);
    for (const [path, accept, encoding] of [
      ['/sign-in', 'br, gzip', 'br'],
      ['/sign-in/', 'gzip', 'gzip'],
      ['/sign-in?returnTo=%2Fwelcome-back', '', undefined],
    ] as const) {
      const response = await rawGet(server, path, accept ? { 'Accept-Encoding': accept } : {});
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decodedBody(response).toString('utf8')).toBe(expected);
    }
    // Revalidated with its ETag.
    const first = await rawGet(server, '/sign-in');
    const again = await rawGet(server, '/sign-in', { 'If-None-Match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    // `/` is left alone: there the entry picks the light landing or the full app.
    const landing = await rawGet(server, '/', { 'Accept-Encoding': 'br' });
    expect(decodedBody(landing).toString('utf8')).toBe(index);
  });

  it('sends small or unhashed files as they are, revalidated', async () => {
    const response = await rawGet(server, '/favicon.svg', { 'Accept-Encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('leaves the API alone', async () => {
    const response = await rawGet(server, '/api/health', { 'Accept-Encoding': 'br, gzip' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body.toString('utf8')).status).toBe('ok');
    const missing = await rawGet(server, '/api/assets/index-a1b2c3d4.js');
    expect(missing.status).toBe(404);
  });
});
