import { createServer, Server, Socket } from 'node:net';
import { Readable } from 'node:stream';
import { findClamd, LocalClamd, startClamd } from '@test/support/clamd';
import { ClamdScanner, ScanSizeLimitError } from './clamd-scanner';
import { ScannerUnavailableError } from './malware-scanner';
import { itScansLikeAMalwareScanner, textBody } from '@test/support/scanner-contract';

const MB = 1024 * 1024;

// Against Debian's real clamav-daemon, started here. Only a machine without clamd that is not
// CI skips it; CI installs clamav-daemon (.ci/run), and there it must run.
const withClamd = findClamd() || process.env.CI ? describe : describe.skip;

withClamd('ClamdScanner against a real clamd', () => {
  let clamd: LocalClamd;
  const scanner = (url: string, overrides: { maxBytes?: number; timeoutMs?: number } = {}) =>
    new ClamdScanner({ url, timeoutMs: 20_000, maxBytes: 25 * MB, ...overrides });

  beforeAll(async () => {
    clamd = await startClamd({ streamMaxBytes: 8 * MB });
  });

  afterAll(async () => {
    await clamd?.stop();
  });

  describe('over TCP', () => {
    itScansLikeAMalwareScanner(() => scanner(clamd.tcpUrl));
  });

  describe('over a unix socket', () => {
    itScansLikeAMalwareScanner(() => scanner(clamd.unixUrl));
  });

  it('refuses a file over its own size cap without sending the rest', async () => {
    await expect(
      scanner(clamd.tcpUrl, { maxBytes: MB }).scan(textBody(2 * MB)),
    ).rejects.toBeInstanceOf(ScanSizeLimitError);
  });

  it("never reports a file over the daemon's own stream limit as clean", async () => {
    // clamd answers 'INSTREAM size limit exceeded' and hangs up while the rest is still being
    // sent; when the hang-up overtakes its answer only "no answer" is left. Either way: not clean.
    await expect(scanner(clamd.tcpUrl).scan(textBody(10 * MB))).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
  });

  it('answers with the daemon version, which shows it is reachable', async () => {
    await expect(scanner(clamd.unixUrl).version()).resolves.toMatch(/^ClamAV \d/);
  });
});

describe('ClamdScanner without a daemon that answers', () => {
  let silent: Server;
  let silentPort: number;
  const connections: Socket[] = [];

  beforeAll(async () => {
    // Accepts connections, reads everything, and never answers nor hangs up.
    silent = createServer({ allowHalfOpen: true }, (socket) => {
      connections.push(socket);
      socket.resume(); // read and ignore
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    silentPort = (silent.address() as { port: number }).port;
  });

  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('is unavailable when nothing listens', async () => {
    const closed = new ClamdScanner({
      url: 'unix:///nonexistent/threshold/clamd.sock',
      timeoutMs: 2000,
      maxBytes: MB,
    });
    await expect(closed.scan(Readable.from([Buffer.from('x')]))).rejects.toBeInstanceOf(
      ScannerUnavailableError,
    );
  });

  it('gives up when the daemon never answers', async () => {
    const mute = new ClamdScanner({
      url: `tcp://127.0.0.1:${silentPort}`,
      timeoutMs: 300,
      maxBytes: MB,
    });
    const error = await mute.scan(Readable.from([Buffer.from('x')])).catch((caught) => caught);
    expect(error).toBeInstanceOf(ScannerUnavailableError);
    expect(error).not.toBeInstanceOf(ScanSizeLimitError);
  });
});
