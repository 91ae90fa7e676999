import { createHash, timingSafeEqual } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { AppError } from '@/common/errors';
import type { SearchPush } from './search-provider';
import {
  parsePiscesXml,
  ParsedXml,
  readAuthentication,
  readPush,
  XmlRefusedError,
} from './pisces.xml';

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

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Reads what the search provider pushes (status updates and results, PISCES XML) after checking
 * the credentials it carries in-band against ours, in constant time. The body is limited in size
 * and parsed without DOCTYPEs or entities. Both the callback route and the simulator go through
 * here.
 */
export class SearchPushIntake {
  private readonly username: Buffer;
  private readonly password: Buffer;

  constructor(
    credentials: PushCredentials,
    private readonly maxBytes: number,
  ) {
    this.username = digest(credentials.username);
    this.password = digest(credentials.password);
  }

  read(raw: Buffer | string): SearchPush {
    const size = typeof raw === 'string' ? Buffer.byteLength(raw, 'utf8') : raw.length;
    if (size > this.maxBytes) throw new SearchPushRefusedError('too_large');
    let parsed: ParsedXml;
    try {
      parsed = parsePiscesXml(typeof raw === 'string' ? raw : raw.toString('utf8'));
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
