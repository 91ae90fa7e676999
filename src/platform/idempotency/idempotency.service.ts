import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { Database } from '@/platform/database/database';
import { IdempotencyKeyInvalidError, IdempotencyKeyReusedError } from './idempotency.errors';
import { IdempotencyRepository } from './idempotency.repository';

/** The request header a client names its attempt to create with (as Stripe's API). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on an answer that repeats the stored one. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,255}$/;
/** How long a key's answer is kept. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** One create request that carries a key: whose, which, and what it asks. */
export type KeyedRequest = {
  userId: string;
  key: string;
  /** Method and path, e.g. 'POST /api/transaction'. */
  route: string;
  query: unknown;
  body: unknown;
};

export type IdempotentAnswer = { replayed: boolean; body: unknown };

/**
 * Idempotency keys on create requests (`@Idempotent()` routes): the first request with a key
 * runs, and its answer is stored in the same DB transaction as what it created; a retry with the
 * same key and the same request gets that answer without creating anything; the same key with
 * another request is refused (422). A duplicate sent while the first is still running waits for
 * it (on the key's unique index) and then gets its answer; if the first failed, nothing was
 * stored and the duplicate runs. Keys are per user and kept 24 hours.
 */
@Injectable()
export class IdempotencyService {
  private readonly logger = new Logger('Idempotency');

  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly keys: IdempotencyRepository,
    private readonly clock: Clock,
  ) {}

  /** Refuses a key that is not 1 to 255 of letters, digits and - _ . : (400). */
  checkKey(key: string): void {
    if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw new IdempotencyKeyInvalidError();
  }

  /** Runs `create` once per user and key (see the class comment). */
  async once(request: KeyedRequest, create: () => Promise<unknown>): Promise<IdempotentAnswer> {
    this.checkKey(request.key);
    const claim = {
      userId: request.userId,
      key: request.key,
      route: request.route,
      requestHash: requestHash(request.query, request.body),
    };
    return this.database.transaction(async () => {
      const now = this.clock.now();
      await this.keys.deleteIfOlder(claim.userId, claim.key, expiredBefore(now));
      const id = await this.keys.claim(claim, now);
      if (!id) {
        const stored = await this.keys.find(claim.userId, claim.key);
        if (!stored || stored.route !== claim.route || stored.request_hash !== claim.requestHash) {
          throw new IdempotencyKeyReusedError();
        }
        return { replayed: true, body: stored.response_body };
      }
      const body = await create();
      await this.keys.storeResponse(id, body === undefined ? null : toJson(body));
      return { replayed: false, body };
    });
  }

  /**
   * Whether the user's key already holds an answer for this route (kept, not expired): the
   * request is a retry, which `once` will answer from it if the request is the same.
   */
  async isAnswered(userId: string, key: string, route: string): Promise<boolean> {
    const stored = await this.keys.find(userId, key);
    return (
      stored !== undefined &&
      stored.route === route &&
      stored.created_at.getTime() >= expiredBefore(this.clock.now()).getTime()
    );
  }

  /** The hourly job (IdempotencyCleanupJob): forgets the keys older than 24 hours. */
  async cleanup(): Promise<void> {
    const deleted = await this.keys.deleteOlderThan(expiredBefore(this.clock.now()));
    if (deleted > 0) this.logger.log({ msg: 'expired idempotency keys deleted', deleted });
  }
}

function expiredBefore(now: Date): Date {
  return new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS);
}

/** The answer as the client received it (JSON), so a replay sends the same bytes. */
function toJson(body: unknown): unknown {
  return JSON.parse(JSON.stringify(body)) as unknown;
}

/** SHA-256 of the query and body with object keys sorted (the order of keys says nothing). */
export function requestHash(query: unknown, body: unknown): string {
  return createHash('sha256')
    .update(canonical({ query: query ?? null, body: body ?? null }))
    .digest('hex');
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) =>
            a < b ? -1 : a > b ? 1 : 0,
          ),
        )
      : inner,
  );
}
