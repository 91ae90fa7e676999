/**
 * What may leave the process about an error (logs, the error reporter, a failed job's record):
 * its kind, a message without data, and where it happened. A failed query says which statement
 * (its shape, with `$1` placeholders) and the SQLSTATE code, never the parameter values, and
 * never the driver's own message or detail line, which quote values ('Key (email)=(…)').
 */
export type SafeError = { name: string; message: string; code?: string; stack?: string };

type DatabaseFailure = {
  code?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
};

const SQLSTATE = /^[0-9A-Z]{5}$/;

function isDatabaseFailure(value: unknown): value is Error & DatabaseFailure {
  if (!(value instanceof Error)) return false;
  const { code, severity } = value as DatabaseFailure;
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/** A query that failed, as Drizzle reports it: `query` and `params`, the driver error as cause. */
function isFailedQuery(value: unknown): value is Error & { query: string; cause?: unknown } {
  return (
    value instanceof Error &&
    typeof (value as { query?: unknown }).query === 'string' &&
    'params' in value
  );
}

/** The stack frames of an error without its first line(s), which repeat the raw message. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const first = stack.indexOf('\n    at ');
  return first === -1 ? '' : stack.slice(first);
}

/** Mail servers quote the recipient in their refusals; the address is personal data. */
function withoutAddresses(message: string): string {
  return message.replace(/[^\s<>()"',;:@]+@[^\s<>()"',;:@]+/g, '[e-mail address]');
}

/** Collapses whitespace so a multi-line statement reads on one log line. */
function shapeOf(query: string): string {
  const oneLine = query.replace(/\s+/g, ' ').trim();
  return oneLine.length > 2000 ? `${oneLine.slice(0, 2000)}…` : oneLine;
}

function describeDatabaseFailure(failure: DatabaseFailure): { code?: string; suffix: string } {
  const code = typeof failure.code === 'string' ? failure.code : undefined;
  const parts = [code ? `SQLSTATE ${code}` : 'database error'];
  for (const key of ['constraint', 'table', 'column'] as const) {
    const value = failure[key];
    if (typeof value === 'string' && value) parts.push(`${key} ${value}`);
  }
  return { code, suffix: parts.join(', ') };
}

export function safeError(error: unknown): SafeError {
  if (isFailedQuery(error)) {
    const cause = (error.cause ?? {}) as DatabaseFailure;
    const { code, suffix } = describeDatabaseFailure(cause);
    const message = `Failed query (${suffix}): ${shapeOf(error.query)}`;
    return { name: 'QueryError', message, code, stack: `QueryError: ${message}${framesOf(error)}` };
  }
  if (isDatabaseFailure(error)) {
    const { code, suffix } = describeDatabaseFailure(error);
    const message = `Database error (${suffix})`;
    return {
      name: 'DatabaseError',
      message,
      code,
      stack: `DatabaseError: ${message}${framesOf(error)}`,
    };
  }
  if (error instanceof Error) {
    const message = withoutAddresses(error.message);
    return { name: error.name, message, stack: `${error.name}: ${message}${framesOf(error)}` };
  }
  return { name: 'Error', message: withoutAddresses(String(error)) };
}

/** An Error carrying only the safe description, for reporters that take an Error. */
export function toSafeError(error: unknown): Error {
  const safe = safeError(error);
  const copy = new Error(safe.message);
  copy.name = safe.name;
  if (safe.stack) copy.stack = safe.stack;
  return copy;
}

export const UNIQUE_VIOLATION = '23505';

/** The SQLSTATE of a failed query or database error (also when Drizzle wrapped it), if any. */
export function databaseErrorCode(error: unknown): string | undefined {
  const failure = isFailedQuery(error) ? error.cause : error;
  return isDatabaseFailure(failure) ? (failure.code as string) : undefined;
}

/** Node's socket errors for a server that cannot be reached or went away. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Shutting down, cannot connect now, too many connections, and a statement cancelled by the
 * statement timeout (57014: the server is too slow to answer in time, docs/decisions/
 * hardening.md "A black-holed database").
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** What node-postgres and PGlite say when there is no connection to run a query on. */
const CONNECTION_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
  // node-postgres's own wait (query_timeout) ran out: the server stopped answering at all.
  'Query read timeout',
];

/**
 * The database cannot be reached (refused, gone, shutting down, out of connections), as opposed
 * to a query it refused: SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown,
 * cannot connect now), 53300 (too many connections), a socket error, or the driver's own words.
 * The request may succeed if retried in a moment, so it answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code)) return true;
      if (code.startsWith('08') || UNAVAILABLE_SQLSTATES.has(code)) return true;
    }
    const message = (current as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      CONNECTION_MESSAGES.some((known) => message.includes(known))
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
