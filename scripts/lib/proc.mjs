// Small helpers shared by the scripts in scripts/: running commands with streamed output,
// building the app when its output is missing, and finding a free loopback port.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs a command with inherited stdio (output streams as it comes) and resolves with its exit
 * code; a child killed by a signal counts as 128 + signal number, as in a shell. SIGINT and
 * SIGTERM sent to this process are passed on, so Ctrl-C stops the whole run.
 */
export function run(command, args, { env = process.env, cwd = ROOT, onOutput } = {}) {
  return new Promise((resolve) => {
    // With `onOutput`, stdout and stderr are handed over as they come instead of inherited
    // (to run two commands at once without interleaving their lines).
    const child = spawn(command, args, {
      cwd,
      env,
      stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    if (onOutput) {
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
    }
    const forward = (signal) => child.kill(signal);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    const done = (code) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve(code);
    };
    child.on('error', (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      done(127);
    });
    // 'close' comes after the output streams are drained; 'exit' may come before.
    child.on(onOutput ? 'close' : 'exit', (code, signal) => {
      const signalNumbers = { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 };
      done(code ?? 128 + (signalNumbers[signal] ?? 1));
    });
  });
}

/** The files that `npm run build` makes and that starting the app needs. */
export const BUILD_OUTPUTS = ['dist/main.js', 'client/dist/index.html'];

export function missingBuildOutputs() {
  return BUILD_OUTPUTS.filter((file) => !existsSync(join(ROOT, file)));
}

/** Runs `npm run build` when an output is missing; resolves with the exit code (0: ready). */
export async function buildIfNeeded(log = (line) => console.log(line)) {
  const missing = missingBuildOutputs();
  if (missing.length === 0) return 0;
  log(`${missing.join(' and ')} missing: running npm run build first.`);
  return run('npm', ['run', 'build']);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    // The app listens on every interface, so test the wildcard address, not only loopback.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first port from `start` on that nothing listens on. */
export async function freePort(start, tries = 100) {
  for (let port = start; port < start + tries; port += 1) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port in ${start}-${start + tries - 1}.`);
}
