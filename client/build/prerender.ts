import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * What prerender.json holds: the names the server fills in or sets (renderFirstScreen.tsx
 * PRERENDER_NAMES), and each prerendered path's #root HTML, antd <style> elements and the cookie
 * pop-up's copy.
 */
export type PrerenderManifest = {
  names: { attribute: string; productName: string; supportEmail: string };
  pages: { path: string; html: string; css: string; consent: string }[];
};

export const PRERENDER_MANIFEST = 'prerender.json';

type RenderModule = {
  PRERENDER_NAMES: PrerenderManifest['names'];
  renderFirstScreen: (path: string) => Promise<Omit<PrerenderManifest['pages'][number], 'path'>>;
};

/**
 * After the client build: builds `entry` (prerender/renderFirstScreen.tsx) for Node with Vite's
 * SSR build into a temporary folder, everything bundled (one copy of React, antd and its
 * CSS-in-JS, production mode, as in the browser), renders each path with it and writes
 * prerender.json next to index.html. The server puts that HTML in #root and the style in <head>
 * for those paths (src/common/static-assets.ts). A path that fails to render fails the build.
 */
export const prerender = (options: {
  entry: string;
  alias: Record<string, string>;
  paths: readonly string[];
}): Plugin => {
  let outDir = '';
  return {
    name: 'threshold-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const ssrDir = mkdtempSync(join(tmpdir(), 'threshold-prerender-'));
      try {
        await build({
          configFile: false,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          resolve: { alias: options.alias },
          ssr: { noExternal: true },
          build: {
            ssr: options.entry,
            outDir: ssrDir,
            emptyOutDir: true,
            minify: false,
            rolldownOptions: { output: { entryFileNames: 'render.mjs' } },
          },
        });
        const { PRERENDER_NAMES, renderFirstScreen } = (await import(
          pathToFileURL(join(ssrDir, 'render.mjs')).href
        )) as RenderModule;
        const manifest: PrerenderManifest = { names: PRERENDER_NAMES, pages: [] };
        for (const path of options.paths) {
          manifest.pages.push({ path, ...(await renderFirstScreen(path)) });
        }
        writeFileSync(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest)}\n`);
      } finally {
        rmSync(ssrDir, { recursive: true, force: true });
      }
    },
  };
};
