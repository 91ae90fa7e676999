import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminChunkGuard } from './build/adminChunkGuard.ts';
import { firstScreenPreloads } from './build/firstScreenPreloads.ts';
import { prerender } from './build/prerender.ts';
import { precompress } from './precompress';
import { FIRST_SCREEN_ROUTES, PRERENDERED_PATHS } from './src/app/firstScreenRoutes.ts';

export const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** The back office: one lazily loaded chunk that no customer page may pull in. */
const adminDir = fileURLToPath(new URL('./src/admin/', import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    adminChunkGuard(adminDir),
    // first-screen.json: what the server names in each first page's HTML (modulepreload).
    firstScreenPreloads({
      srcDir: fileURLToPath(new URL('./src', import.meta.url)),
      appModule: 'app/bootApp',
      routes: FIRST_SCREEN_ROUTES,
    }),
    precompress(),
    // prerender.json: the public first screens as HTML and style (build/prerender.ts), and
    // dist-ssr/render.mjs, with which the server renders a signed-in customer's tracker.
    prerender({
      entry: fileURLToPath(new URL('./src/prerender/renderFirstScreen.tsx', import.meta.url)),
      alias,
      paths: PRERENDERED_PATHS,
      // The render module, kept for the server (signed-in trackers); not in dist, so not served.
      ssrOutDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
    }),
  ],
  resolve: { alias },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // dist/.vite/manifest.json: `npm run bench` reads what the landing page loads from it.
    manifest: true,
    rolldownOptions: {
      output: {
        // React, the router and Redux change rarely: keep them in long-cached chunks. React and
        // react-dom are a chunk of their own, the only library the light landing (a signed-out
        // visitor's `/`, see main.tsx) loads; the router and Redux come with the full app.
        // Everything else (antd included) is split automatically along the lazy boundaries.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'framework',
              test: /node_modules[\\/](react-router|react-redux|redux|@reduxjs[\\/]toolkit|immer|reselect)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
