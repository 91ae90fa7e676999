// The landing page's JavaScript weight, from the client build's manifest
// (client/dist/.vite/manifest.json): what a signed-out visitor downloads before `/` can render —
// the entry chunk, everything it imports statically, and the lazily loaded light landing
// (LANDING_SOURCE: main.tsx's branch for a signed-out visitor on `/`) with its static imports —
// raw and gzipped (the .gz files the build writes), plus the largest chunks of the build. The
// cookie pop-up is part of the first screen (plain elements) and counted; the landing's islands
// (contact form, error reporting) load after the first paint and are not. A measurement, like the
// rest of `npm run bench`; bench-phone.mjs measures what a phone really fetches.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

// The module main.tsx imports for a signed-out visitor on `/` (it renders LightLanding).
const LANDING_SOURCE = 'src/features/landing/light/bootLightLanding.tsx';

function sizes(dist, file) {
  const path = join(dist, file);
  const gz = `${path}.gz`;
  return {
    raw: statSync(path).size,
    gzip: existsSync(gz) ? statSync(gz).size : statSync(path).size,
  };
}

/** Chunks reached from `keys` through static imports, each once. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return [...seen];
}

export function measureLandingBundle(clientDir) {
  const dist = join(clientDir, 'dist');
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const landing = Object.keys(manifest).find((key) => key.endsWith(LANDING_SOURCE));
  const initial = closure(manifest, [entry, landing].filter(Boolean));
  const chunks = initial.map((key) => ({
    file: manifest[key].file,
    ...sizes(dist, manifest[key].file),
  }));
  const all = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .map((chunk) => ({ file: chunk.file, ...sizes(dist, chunk.file) }));
  const total = (list, field) => list.reduce((sum, chunk) => sum + chunk[field], 0);
  return {
    landingInitialJs: {
      raw: total(chunks, 'raw'),
      gzip: total(chunks, 'gzip'),
      chunks: chunks.length,
    },
    landingChunks: chunks.sort((a, b) => b.gzip - a.gzip).slice(0, 8),
    largestChunks: all.sort((a, b) => b.gzip - a.gzip).slice(0, 8),
  };
}

export function reportLandingBundle(result) {
  if (!result) {
    console.log('\nLanding page JavaScript: no build manifest (run npm run build)');
    return;
  }
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const { landingInitialJs: js } = result;
  console.log(
    `\nLanding page initial JavaScript: ${kb(js.raw)} raw, ${kb(js.gzip)} gzipped, in ${js.chunks} chunks`,
  );
  for (const chunk of result.landingChunks)
    console.log(`  ${kb(chunk.gzip).padStart(9)} gz  ${chunk.file}`);
  console.log('Largest chunks of the build (gzipped):');
  for (const chunk of result.largestChunks)
    console.log(`  ${kb(chunk.gzip).padStart(9)} gz  ${chunk.file}`);
}

// `node scripts/lib/bench-bundle.mjs`: just this figure, from the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  reportLandingBundle(measureLandingBundle(join(import.meta.dirname, '..', '..', 'client')));
}
