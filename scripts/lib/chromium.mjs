// Finds the Chromium that Playwright drives. Playwright's own browser download cannot work on
// this project's machines (no internet but the npm registry and Debian's packages), so the
// browser tests always use a system Chromium:
//   1. CHROMIUM_PATH, when set (it must point at an executable: a wrong value is an error,
//      never a silent fallback);
//   2. /usr/bin/chromium (Debian's package `chromium`);
//   3. as root with apt-get: `apt-get update && apt-get install -y chromium`, then 2 again;
//   4. otherwise an error that says exactly what to install.
//
// Run directly (`node scripts/lib/chromium.mjs`) it ensures Chromium and prints its path on
// stdout (progress goes to stderr), which is how .ci/run uses it before `npm ci`: this file
// must keep to Node's built-in modules.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const HOW_TO_INSTALL =
  'Install Chromium and run again: on Debian/Ubuntu `apt-get install chromium` (as root), ' +
  'or set CHROMIUM_PATH to a Chromium or Chrome executable. ' +
  '(`npx playwright install` does not work here: it downloads a browser.)';

export class ChromiumNotFoundError extends Error {}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** The Chromium to use without installing anything, or null. Throws on a bad CHROMIUM_PATH. */
export function findChromium(env = process.env) {
  if (env.CHROMIUM_PATH) {
    if (!isExecutable(env.CHROMIUM_PATH)) {
      throw new ChromiumNotFoundError(
        `CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable file. ${HOW_TO_INSTALL}`,
      );
    }
    return env.CHROMIUM_PATH;
  }
  return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : null;
}

function apt(args, log) {
  log(`$ apt-get ${args.join(' ')}`);
  // Quiet unless it fails; then the end of its output tells why.
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trimEnd().split('\n');
    log(output.slice(-40).join('\n'));
    throw new ChromiumNotFoundError(
      `apt-get ${args[0]} failed (exit ${result.status ?? result.signal}). ${HOW_TO_INSTALL}`,
    );
  }
}

/**
 * Returns the path of a usable Chromium, installing Debian's package when that is possible
 * (root and apt-get present). Throws ChromiumNotFoundError with install instructions otherwise.
 */
export function ensureChromium({ log = (line) => console.error(line) } = {}) {
  const found = findChromium();
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !onPath('apt-get')) {
    throw new ChromiumNotFoundError(
      `Chromium was not found at ${DEBIAN_CHROMIUM}. ${HOW_TO_INSTALL}`,
    );
  }
  log(`Chromium was not found at ${DEBIAN_CHROMIUM}: installing Debian's package (about 30 s).`);
  apt(['update', '-qq'], log);
  apt(['install', '-y', '-qq', 'chromium'], log);
  if (!isExecutable(DEBIAN_CHROMIUM)) {
    throw new ChromiumNotFoundError(
      `apt-get installed chromium but ${DEBIAN_CHROMIUM} is still missing. ${HOW_TO_INSTALL}`,
    );
  }
  return DEBIAN_CHROMIUM;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.stdout.write(`${ensureChromium()}\n`);
  } catch (error) {
    console.error(error instanceof ChromiumNotFoundError ? error.message : error);
    process.exit(1);
  }
}
