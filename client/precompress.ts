import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesIn(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * The parts of a Vite plugin this one uses, spelt out so that the server's tests can run it
 * without Vite's types (vite.config.ts checks it against Vite's Plugin).
 */
export type PrecompressPlugin = {
  name: string;
  apply: 'build';
  configResolved: (config: { build: { outDir: string } }) => void;
  closeBundle: () => void;
};

/**
 * Writes a brotli (`.br`, best quality) and a gzip (`.gz`) copy next to every compressible file
 * of the build, once, at build time: the server sends them as they are to browsers that accept
 * them, instead of compressing on every request.
 */
export function precompress(): PrecompressPlugin {
  let outDir = '';
  return {
    name: 'threshold-precompress',
    apply: 'build' as const,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesIn(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
        const content = readFileSync(file);
        const brotli = brotliCompressSync(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        });
        const gzip = gzipSync(content, { level: constants.Z_BEST_COMPRESSION });
        if (brotli.length < content.length) writeFileSync(`${file}.br`, brotli);
        if (gzip.length < content.length) writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}
