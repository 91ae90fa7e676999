import { connect, Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { MalwareScanner, ScannerUnavailableError, ScanResult } from './malware-scanner';

/** The largest piece sent in one INSTREAM chunk. */
const MAX_CHUNK = 64 * 1024;

export type ClamdSettings = {
  /** tcp://host:port or unix:///path/to/socket */
  url: string;
  /** How long the daemon may stay silent (connecting, reading, answering) before giving up. */
  timeoutMs: number;
  /** The most bytes sent; keep it at or below clamd's StreamMaxLength. */
  maxBytes: number;
};

/** The file is larger than the scanner takes: it cannot be declared clean. */
export class ScanSizeLimitError extends ScannerUnavailableError {}

/**
 * The ClamAV daemon, through its INSTREAM command (clamd(8)): the bytes go in length-prefixed
 * chunks as they are read, never held whole, and the daemon answers `stream: OK` or
 * `stream: <signature> FOUND`. No answer (daemon down, timeout, an error line) is
 * ScannerUnavailableError: the caller keeps the file unavailable and tries again later.
 */
export class ClamdScanner extends MalwareScanner {
  constructor(private readonly settings: ClamdSettings) {
    super();
  }

  async scan(body: Readable): Promise<ScanResult> {
    const socket = await this.connect();
    const answer = readAnswer(socket);
    answer.catch(() => undefined); // observed below; this only keeps it from being unhandled
    try {
      await this.send(socket, body, answer);
      return parseAnswer(await answer);
    } catch (error) {
      if (error instanceof ScannerUnavailableError) throw error;
      if (body.errored) throw error; // the source failed: not the scanner's fault
      throw new ScannerUnavailableError(`clamd did not answer: ${(error as Error).message}`);
    } finally {
      socket.destroy();
      body.destroy();
    }
  }

  /** A line such as "ClamAV 1.4.6/27500/...", or ScannerUnavailableError. */
  async version(): Promise<string> {
    const socket = await this.connect();
    try {
      const answer = readAnswer(socket);
      socket.end('zVERSION\0');
      return await answer;
    } finally {
      socket.destroy();
    }
  }

  private connect(): Promise<Socket> {
    const url = new URL(this.settings.url);
    const socket =
      url.protocol === 'unix:'
        ? connect({ path: decodeURIComponent(url.pathname) })
        : connect({ host: url.hostname, port: Number(url.port) });
    socket.setTimeout(this.settings.timeoutMs);
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => {
        socket.destroy();
        reject(new ScannerUnavailableError(`clamd at ${this.settings.url} ${reason}`));
      };
      socket.once('connect', () => {
        socket.removeAllListeners('error');
        socket.removeAllListeners('timeout');
        resolve(socket);
      });
      socket.once('error', (error) => fail(`refused the connection (${error.message})`));
      socket.once('timeout', () => fail('did not accept the connection in time'));
    });
  }

  private async send(socket: Socket, body: Readable, answer: Promise<string>): Promise<void> {
    // An answer before the end means the daemon stopped listening (a size limit, an error).
    let early = false;
    const stopped = answer.then(
      () => (early = true),
      () => (early = true),
    );
    const write = async (data: Buffer) => {
      if (!socket.write(data)) {
        await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), stopped]);
      }
    };
    await write(Buffer.from('zINSTREAM\0'));
    let sent = 0;
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      for (let offset = 0; offset < bytes.length && !early; offset += MAX_CHUNK) {
        const piece = bytes.subarray(offset, offset + MAX_CHUNK);
        sent += piece.length;
        if (sent > this.settings.maxBytes) {
          throw new ScanSizeLimitError(
            `The file is larger than the scanner takes (${this.settings.maxBytes} bytes)`,
          );
        }
        const length = Buffer.alloc(4);
        length.writeUInt32BE(piece.length);
        await write(Buffer.concat([length, piece]));
      }
      if (early) return;
    }
    socket.end(Buffer.alloc(4)); // a zero-length chunk ends the stream
  }
}

/** Everything the daemon writes until its NUL terminator or the end of the connection. */
function readAnswer(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const line = text.split('\0')[0].trim();
      if (line) resolve(line);
      else reject(new ScannerUnavailableError('clamd closed the connection without an answer'));
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (chunk.includes(0)) finish();
    });
    socket.once('end', finish);
    socket.once('close', finish);
    socket.once('error', (error) => {
      // The daemon may answer (a size limit) and hang up while we still write: keep its answer.
      if (Buffer.concat(chunks).toString('utf8').trim()) finish();
      else reject(new ScannerUnavailableError(`clamd connection failed (${error.message})`));
    });
    socket.once('timeout', () => {
      reject(new ScannerUnavailableError('clamd did not answer in time'));
      socket.destroy();
    });
  });
}

function parseAnswer(line: string): ScanResult {
  const text = line.replace(/^stream:\s*/, '');
  if (text === 'OK') return { clean: true };
  const found = /^(.+) FOUND$/.exec(text);
  if (found) return { clean: false, signature: found[1] };
  if (/size limit exceeded/i.test(text)) {
    throw new ScanSizeLimitError(`clamd refused the file as too large (${text})`);
  }
  throw new ScannerUnavailableError(`clamd answered with an error (${text.slice(0, 200)})`);
}
