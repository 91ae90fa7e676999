import { UpstreamError } from '@/platform/common/errors';

/** What a provider adapter reads the time from (the app's injected clock, or a test's). */
export type ClockLike = { now(): Date };

/** Why a call to a third party failed, as far as the caller's retry policy is concerned. */
export type ProviderFailure =
  | 'timeout'
  | 'network'
  | 'rate_limited'
  | 'server'
  | 'unauthorised'
  | 'not_found'
  | 'rejected'
  | 'invalid_response'
  | 'not_configured';

const RETRYABLE: ReadonlySet<ProviderFailure> = new Set([
  'timeout',
  'network',
  'rate_limited',
  'server',
]);

export type ProviderErrorDetails = {
  httpStatus?: number;
  /** The provider's own error code (e.g. google.rpc.Status `status`), never its message. */
  providerCode?: string;
  retryAfterSeconds?: number;
};

/**
 * A failed third-party call. `retryable` tells a job whether trying again later can help
 * (timeouts, 429, 5xx) or not (refused credentials, a request the provider rejects). The message
 * is safe to show; it never holds a secret, a token or what the provider answered.
 */
export class ProviderError extends UpstreamError {
  readonly retryable: boolean;

  constructor(
    readonly provider: string,
    readonly failure: ProviderFailure,
    message: string,
    readonly details: ProviderErrorDetails = {},
  ) {
    super(message);
    this.retryable = RETRYABLE.has(failure);
  }
}

/** The failure an HTTP status stands for. */
export function failureForStatus(status: number): ProviderFailure {
  if (status === 401 || status === 403) return 'unauthorised';
  if (status === 404) return 'not_found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'rejected';
}

/** Seconds to wait from a Retry-After header (delta-seconds or an HTTP date). */
export function readRetryAfter(header: string | null, now: Date): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}

export type ProviderResponse = { status: number; headers: Headers; text: string };

/**
 * One HTTP exchange with a provider, body read in full within `timeoutMs`. Network failures and
 * timeouts come back as a retryable ProviderError; any HTTP status is returned for the adapter
 * to judge.
 */
export async function providerFetch(
  provider: string,
  unavailable: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<ProviderResponse> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  } catch (error) {
    const name = (error as Error)?.name;
    const failure = name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network';
    throw new ProviderError(provider, failure, unavailable);
  }
}
