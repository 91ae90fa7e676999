import { createHash, timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { HttpStatus } from '@nestjs/common';
import { AppError } from '@/platform/common/errors';
import type { SearchPush } from './search-provider';
import {
  parsePiscesXml,
  ParsedXml,
  readAuthentication,
  readPush,
  XmlRefusedError,
} from './pisces.xml';
import { scanAuthentication } from './pisces-authentication.scan';

export type PushRefusal = 'unauthorised' | 'malformed' | 'too_large' | 'unsupported';

const REFUSALS: Record<PushRefusal, { status: HttpStatus; message: string }> = {
  unauthorised: { status: HttpStatus.UNAUTHORIZED, message: 'The credentials are not valid.' },
  malformed: { status: HttpStatus.BAD_REQUEST, message: 'The message is not readable PISCES XML.' },
  too_large: { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The message is too large.' },
  unsupported: {
    status: HttpStatus.BAD_REQUEST,
    message: 'The message is not a status update or results.',
  },
};

/** A push the intake refuses; the callback route answers its status and changes nothing. */
export class SearchPushRefusedError extends AppError {
  readonly code = 'SEARCH_PUSH_REFUSED';
  readonly status: HttpStatus;

  constructor(readonly reason: PushRefusal) {
    super(REFUSALS[reason].message);
    this.status = REFUSALS[reason].status;
  }
}

export type PushCredentials = { username: string; password: string };

/**
 * How much of a push may come before its Authentication block has closed. PISCES puts the block
 * first, within a few hundred bytes; a sender that has not shown valid credentials by here is
 * refused without the rest being read.
 */
export const AUTHENTICATION_WINDOW_BYTES = 64 * 1024;

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Reads what the search provider pushes (status updates and results, PISCES XML). The in-band
 * credentials are checked first, in constant time, from the message's first bytes (a bounded
 * scan, no parse); only then is the rest taken, up to the size limit, and parsed without
 * DOCTYPEs or entities (and the credentials checked again on the parsed message). Both the
 * callback route (`readStream`, straight off the request) and the simulator (`read`) go through
 * here.
 */
export class SearchPushIntake {
  private readonly username: Buffer;
  private readonly password: Buffer;
  private readonly windowBytes: number;

  constructor(
    credentials: PushCredentials,
    readonly maxBytes: number,
  ) {
    this.username = digest(credentials.username);
    this.password = digest(credentials.password);
    this.windowBytes = Math.min(AUTHENTICATION_WINDOW_BYTES, maxBytes);
  }

  /** A whole message already in memory (the simulator's pushes). */
  read(raw: Buffer | string): SearchPush {
    const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
    if (bytes.length > this.maxBytes) throw new SearchPushRefusedError('too_large');
    if (this.authenticate(bytes.subarray(0, this.windowBytes), true) !== 'authenticated') {
      throw new SearchPushRefusedError('unauthorised');
    }
    return this.parse(bytes);
  }

  /**
   * A message as it arrives (the callback route's request, unread). Refused at once when the
   * declared length is over the limit; refused without reading further when the first
   * AUTHENTICATION_WINDOW_BYTES carry no valid credentials, or as soon as the body passes the
   * limit. What was refused is never parsed, and its bytes are dropped.
   */
  async readStream(body: Readable, declaredBytes: number | null): Promise<SearchPush> {
    if (declaredBytes !== null && declaredBytes > this.maxBytes) {
      throw new SearchPushRefusedError('too_large');
    }
    return this.parse(await this.collect(body));
  }

  private collect(body: Readable): Promise<Buffer> {
    // Taken already (a body parser ran first): refuse rather than wait for an end that has been.
    if (body.readableEnded) return Promise.reject(new SearchPushRefusedError('malformed'));
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      let size = 0;
      let authenticated = false;
      // The window is scanned again only once what has arrived doubles: linear in the window
      // however small the chunks come.
      let scanAt = 1024;
      let settled = false;
      const stop = () => {
        settled = true;
        body.off('data', onData);
        body.off('end', onEnd);
        body.off('error', onError);
        body.off('aborted', onError);
      };
      const refuse = (reason: PushRefusal) => {
        stop();
        chunks.length = 0;
        body.pause();
        reject(new SearchPushRefusedError(reason));
      };
      const check = (ended: boolean): boolean => {
        const window = Buffer.concat(chunks, size).subarray(0, this.windowBytes);
        const outcome = this.authenticate(window, ended || size >= this.windowBytes);
        if (outcome === 'refused') {
          refuse('unauthorised');
          return false;
        }
        authenticated = outcome === 'authenticated';
        scanAt = size * 2;
        return true;
      };
      const onData = (chunk: Buffer) => {
        if (settled) return;
        size += chunk.length;
        if (size > this.maxBytes) return refuse('too_large');
        chunks.push(chunk);
        if (!authenticated && (size >= scanAt || size >= this.windowBytes)) check(false);
      };
      const onEnd = () => {
        if (settled) return;
        if (!authenticated && !check(true)) return;
        stop();
        resolve(Buffer.concat(chunks, size));
      };
      const onError = () => {
        if (!settled) refuse('malformed');
      };
      body.on('data', onData);
      body.on('end', onEnd);
      body.on('error', onError);
      body.on('aborted', onError);
    });
  }

  /**
   * The credentials in the first bytes of a message: `pending` while the Authentication block may
   * still be coming (`final` false), `refused` when it is missing, incomplete or wrong.
   */
  private authenticate(window: Buffer, final: boolean): 'authenticated' | 'refused' | 'pending' {
    const scan = scanAuthentication(window.toString('utf8'));
    if (!scan.found) return final || scan.complete ? 'refused' : 'pending';
    return this.matches(scan) ? 'authenticated' : 'refused';
  }

  private parse(bytes: Buffer): SearchPush {
    let parsed: ParsedXml;
    try {
      parsed = parsePiscesXml(bytes.toString('utf8'));
    } catch (error) {
      throw new SearchPushRefusedError(
        error instanceof XmlRefusedError ? error.reason : 'malformed',
      );
    }
    const sent = readAuthentication(parsed.body);
    if (!sent || !this.matches(sent)) throw new SearchPushRefusedError('unauthorised');
    const push = readPush(parsed);
    if (!push) throw new SearchPushRefusedError('unsupported');
    return push;
  }

  private matches(sent: PushCredentials): boolean {
    const username = timingSafeEqual(digest(sent.username), this.username);
    const password = timingSafeEqual(digest(sent.password), this.password);
    return username && password;
  }
}
