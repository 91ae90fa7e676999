import { writeFileSync } from 'node:fs';
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
 * The render module's file name in `ssrOutDir`: CommonJS, which the server (CommonJS, and its
 * tests under Jest) can require.
 */
export const RENDER_MODULE = 'render.cjs';

/**
 * After the client build: builds `entry` (prerender/renderFirstScreen.tsx) for Node with Vite's
 * SSR build into `ssrOutDir` (beside the client's folder, not served), everything bundled (one
 * copy of React, antd and its CSS-in-JS, production mode, as in the browser), renders each path
 * with it and writes prerender.json next to index.html. The server puts that HTML in #root and
 * the style in <head> for those paths (src/platform/http/static-assets.ts), and loads the same module to
 * render a signed-in customer's tracker per request (src/platform/http/first-render.ts). A path that
 * fails to render fails the build.
 */
export const prerender = (options: {
  entry: string;
  alias: Record<string, string>;
  paths: readonly string[];
  ssrOutDir: string;
}): Plugin => {
  let outDir = '';
  return {
    name: 'threshold-prerender',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const ssrDir = options.ssrOutDir;
      await build({
        configFile: false,
        mode: 'production',
        logLevel: 'warn',
        plugins: [react()],
        resolve: { alias: options.alias },
        ssr: { noExternal: true },
        // React and antd in production mode wherever the module runs: the server's own
        // NODE_ENV (development on a developer's machine) would otherwise pick their
        // development builds, whose class names and output differ from the browser's.
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: options.entry,
          outDir: ssrDir,
          emptyOutDir: true,
          minify: false,
          rolldownOptions: { output: { format: 'cjs', entryFileNames: RENDER_MODULE } },
        },
      });
      const loaded = (await import(pathToFileURL(join(ssrDir, RENDER_MODULE)).href)) as {
        default: RenderModule;
      };
      const { PRERENDER_NAMES, renderFirstScreen } = loaded.default;
      const manifest: PrerenderManifest = { names: PRERENDER_NAMES, pages: [] };
      for (const path of options.paths) {
        manifest.pages.push({ path, ...(await renderFirstScreen(path)) });
      }
      writeFileSync(join(outDir, PRERENDER_MANIFEST), `${JSON.stringify(manifest)}\n`);
    },
  };
};
