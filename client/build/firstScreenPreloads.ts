import { join } from 'node:path';
import type { Plugin } from 'vite';

type ChunkInfo = {
  fileName: string;
  code: string;
  facadeModuleId: string | null;
  imports: readonly string[];
  viteMetadata?: { importedCss: Set<string> };
};

export type FirstScreenRoute = { pattern: RegExp; page: string };

/** What first-screen.json holds: for each path pattern, the files its first screen needs. */
export type FirstScreenManifest = {
  routes: { pattern: string; scripts: string[]; styles: string[] }[];
};

export const FIRST_SCREEN_MANIFEST = 'first-screen.json';

/**
 * Writes first-screen.json next to index.html: for each first-screen route (a path pattern and
 * its page module under `srcDir`), the JavaScript chunks the full app (`appModule`, which main.tsx
 * imports) and that page download before anything renders, largest first, and their CSS. The
 * entry chunk is left out (index.html loads it already). The server names these files in that
 * path's HTML as modulepreload and stylesheet links (src/platform/http/static-assets.ts).
 */
export const firstScreenPreloads = (options: {
  srcDir: string;
  appModule: string;
  routes: readonly FirstScreenRoute[];
}): Plugin => ({
  name: 'threshold-first-screen-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = new Map<string, ChunkInfo>();
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') chunks.set(output.fileName, output as unknown as ChunkInfo);
    }
    const entries = new Set(
      Object.values(bundle)
        .filter((output) => output.type === 'chunk' && output.isEntry)
        .map((output) => output.fileName),
    );
    const chunkOf = (module: string) => {
      const base = join(options.srcDir, module);
      const found = [...chunks.values()].find(
        (chunk) => chunk.facadeModuleId?.replace(/\.[jt]sx?$/, '') === base,
      );
      if (!found) this.error(`first-screen preloads: no chunk for ${module}`);
      return found;
    };
    const closure = (starts: ChunkInfo[]) => {
      const seen = new Map<string, ChunkInfo>();
      const visit = (chunk: ChunkInfo) => {
        if (seen.has(chunk.fileName)) return;
        seen.set(chunk.fileName, chunk);
        for (const file of chunk.imports) {
          const next = chunks.get(file);
          if (next) visit(next);
        }
      };
      starts.forEach(visit);
      return [...seen.values()].filter((chunk) => !entries.has(chunk.fileName));
    };
    const app = chunkOf(options.appModule);
    const manifest: FirstScreenManifest = {
      routes: options.routes.map(({ pattern, page }) => {
        const needed = closure([app, chunkOf(page)]).sort((a, b) => b.code.length - a.code.length);
        return {
          pattern: pattern.source,
          scripts: needed.map((chunk) => `/${chunk.fileName}`),
          styles: [
            ...new Set(needed.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])])),
          ].map((file) => `/${file}`),
        };
      }),
    };
    this.emitFile({
      type: 'asset',
      fileName: FIRST_SCREEN_MANIFEST,
      source: `${JSON.stringify(manifest, null, 2)}\n`,
    });
  },
});
