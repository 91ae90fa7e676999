import type { FetchArgs } from '@reduxjs/toolkit/query/react';

/** The header the API's create routes take (documented on each in the OpenAPI document). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Where the keys of creates not yet answered live: this tab, across reloads. */
const STORAGE_KEY = 'pendingIdempotencyKeys';

type Pending = Record<string, { request: string; key: string }>;

let memory: Pending = {};

const storage = (): Storage | undefined => {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
};

const readPending = (): Pending => {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return memory;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Pending) : {};
  } catch {
    return {};
  }
};

const writePending = (pending: Pending): void => {
  memory = pending;
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(pending));
  } catch {
    // Storage off or full: the keys live in memory for this page.
  }
};

/** 128 random bits in hex (crypto.randomUUID needs a secure context; this does not). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The key of an attempt to create with `endpoint`: the same as last time while the request is
 * the same (a retry after a lost answer, even after a reload), a new one for another request.
 */
export const idempotencyKeyFor = (endpoint: string, request: unknown): string => {
  const pending = readPending();
  const text = JSON.stringify(request);
  const known = pending[endpoint];
  if (known?.request === text) return known.key;
  const key = newIdempotencyKey();
  writePending({ ...pending, [endpoint]: { request: text, key } });
  return key;
};

/** The create with `endpoint` was answered: the next attempt is a new one, with a new key. */
export const forgetIdempotencyKey = (endpoint: string): void => {
  const { [endpoint]: _answered, ...rest } = readPending();
  writePending(rest);
};

/**
 * For the generated endpoints whose route takes an `Idempotency-Key` (their request carries the
 * header, undefined unless the caller chose a key): the request with this attempt's key. Other
 * requests are answered unchanged, with no key.
 */
export const withIdempotencyKey = (
  args: FetchArgs,
  endpoint: string,
): { args: FetchArgs; keyed: boolean } => {
  const headers = args.headers;
  const takesKey =
    headers !== undefined &&
    !(headers instanceof Headers) &&
    !Array.isArray(headers) &&
    IDEMPOTENCY_HEADER in headers;
  if (!takesKey || headers[IDEMPOTENCY_HEADER] !== undefined) return { args, keyed: false };
  const key = idempotencyKeyFor(endpoint, { url: args.url, body: args.body as unknown });
  return { args: { ...args, headers: { ...headers, [IDEMPOTENCY_HEADER]: key } }, keyed: true };
};
