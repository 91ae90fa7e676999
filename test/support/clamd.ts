import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EICAR_SIGNATURE, EICAR_TEST_STRING } from '@/platform/files/scanning/simulator-scanner';

/** Debian's clamav-daemon puts clamd here; PATH is tried too. */
export function findClamd(): string | null {
  if (existsSync('/usr/sbin/clamd')) return '/usr/sbin/clamd';
  const which = spawnSync('sh', ['-c', 'command -v clamd'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : null;
}

export type LocalClamd = { tcpUrl: string; unixUrl: string; stop: () => Promise<void> };

/**
 * Starts a ClamAV daemon of the test's own: a temp config listening on a free port of 127.0.0.1
 * and on a unix socket, and a temp database holding one body signature (.ndb) for the EICAR test
 * string, written here (no freshclam download). It loads in about a second.
 */
export async function startClamd({
  streamMaxBytes,
}: {
  streamMaxBytes: number;
}): Promise<LocalClamd> {
  const clamd = findClamd();
  if (!clamd) {
    throw new Error('clamd is not installed: apt-get install -y clamav-daemon (.ci/run does)');
  }
  const dir = mkdtempSync(join(tmpdir(), 'threshold-clamd-'));
  mkdirSync(join(dir, 'db'));
  const hex = Buffer.from(EICAR_TEST_STRING, 'latin1').toString('hex');
  // name:target type (0 = any file):offset (* = anywhere):body bytes in hex
  writeFileSync(join(dir, 'db', 'eicar.ndb'), `${EICAR_SIGNATURE}:0:*:${hex}\n`);
  const port = await freePort();
  const socket = join(dir, 'clamd.sock');
  writeFileSync(
    join(dir, 'clamd.conf'),
    [
      'Foreground yes',
      `LocalSocket ${socket}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `DatabaseDirectory ${join(dir, 'db')}`,
      `LogFile ${join(dir, 'clamd.log')}`,
      `StreamMaxLength ${streamMaxBytes}`,
      'Bytecode no',
      'SelfCheck 0',
      '',
    ].join('\n'),
  );
  const child = spawn(clamd, ['-c', join(dir, 'clamd.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(child, port, () => log(dir));
  } catch (error) {
    await stop();
    throw error;
  }
  return { tcpUrl: `tcp://127.0.0.1:${port}`, unixUrl: `unix://${socket}`, stop };
}

function log(dir: string): string {
  try {
    return readFileSync(join(dir, 'clamd.log'), 'utf8').slice(-2000);
  } catch {
    return '(no log)';
  }
}

async function waitUntilListening(child: ChildProcess, port: number, log: () => string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`clamd exited at start:\n${log()}`);
    if (await accepts(port)) return;
    if (Date.now() > deadline) throw new Error(`clamd did not listen within 30 s:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
