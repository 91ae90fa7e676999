import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { forgetIdempotencyKey, withIdempotencyKey } from '@/api/idempotency';

/** customer.md §9: request timeout 10 s. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** customer.md §8 'Classified request errors', word for word. */
export const classifiedMessages = {
  validation: 'Please check your input and try again.',
  network: 'Network error. Please check your connection and try again.',
  unauthenticated: 'Please sign in and try again.',
  forbidden: "You don't have permission to perform this action.",
  notFound: 'The requested resource was not found.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  server: 'Server error. Please try again later.',
  cancelled: 'Request was cancelled. Please try again.',
  unexpected: 'An unexpected error occurred. Please try again.',
} as const;

export type ApiErrorStatus =
  | number
  | 'FETCH_ERROR'
  | 'TIMEOUT_ERROR'
  | 'ABORTED'
  | 'PARSING_ERROR'
  | 'CUSTOM_ERROR';

export type ApiError = {
  /** HTTP status, or what went wrong before one arrived. */
  status: ApiErrorStatus;
  /** The classified, user-facing message. */
  message: string;
  /** Worth trying the same request again as it is (network failures). */
  retryable: boolean;
  /** The response body (or text), when there was one. */
  data?: unknown;
  /** The server's own `message` from a 4xx `{statusCode, message, error}` body (spec wording). */
  serverMessage?: string | string[];
};

type ClassifyOptions = {
  /** The request was aborted by the caller (component unmounted, query cancelled). */
  aborted?: boolean;
};

/**
 * Framework defaults that say nothing the classified message doesn't say better
 * (Nest's `new NotFoundException()`, guards, the throttler, unknown routes).
 */
const genericServerMessages = new Set([
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Forbidden resource',
  'Not Found',
  'Conflict',
  'Unprocessable Entity',
  'Too Many Requests',
  'ThrottlerException: Too Many Requests',
  'Internal server error',
  'Internal Server Error',
]);
const unknownRoutePattern = /^Cannot [A-Z]+ \//;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isUseful = (message: string, reason: unknown): boolean =>
  message.trim() !== '' &&
  message !== reason &&
  !genericServerMessages.has(message) &&
  !unknownRoutePattern.test(message);

/** The server's own message(s) from a Nest-style error body, when they carry information. */
export const extractServerMessage = (data: unknown): string | string[] | undefined => {
  if (!isRecord(data)) return undefined;
  const { message, error } = data;
  if (typeof message === 'string') return isUseful(message, error) ? message : undefined;
  if (Array.isArray(message)) {
    const messages = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    return messages.length > 0 ? messages : undefined;
  }
  return undefined;
};

const classifyStatus = (status: number): Pick<ApiError, 'message' | 'retryable'> => {
  const fixed = (message: string) => ({ message, retryable: false });
  if (status === 400 || status === 422) return fixed(classifiedMessages.validation);
  if (status === 401) return fixed(classifiedMessages.unauthenticated);
  if (status === 403) return fixed(classifiedMessages.forbidden);
  if (status === 404) return fixed(classifiedMessages.notFound);
  if (status === 429) return fixed(classifiedMessages.rateLimited);
  if (status >= 500 && status <= 599) return fixed(classifiedMessages.server);
  return fixed(classifiedMessages.unexpected);
};

const isAbortText = (text: string): boolean => /AbortError|aborted/i.test(text);

/** Turns any fetchBaseQuery failure into the one error shape the UI handles. */
export const classifyError = (
  error: FetchBaseQueryError,
  { aborted = false }: ClassifyOptions = {},
): ApiError => {
  if (aborted) {
    return { status: 'ABORTED', message: classifiedMessages.cancelled, retryable: false };
  }
  if (typeof error.status === 'number') {
    const serverMessage =
      error.status >= 400 && error.status < 500 ? extractServerMessage(error.data) : undefined;
    return {
      status: error.status,
      ...classifyStatus(error.status),
      data: error.data,
      ...(serverMessage === undefined ? {} : { serverMessage }),
    };
  }
  switch (error.status) {
    case 'FETCH_ERROR':
      return isAbortText(error.error)
        ? { status: 'ABORTED', message: classifiedMessages.cancelled, retryable: false }
        : { status: 'FETCH_ERROR', message: classifiedMessages.network, retryable: true };
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT_ERROR', message: classifiedMessages.cancelled, retryable: false };
    case 'PARSING_ERROR':
      // A non-JSON body (a proxy's HTML error page, say): the HTTP status still tells the story.
      return error.originalStatus >= 400
        ? {
            status: error.originalStatus,
            ...classifyStatus(error.originalStatus),
            data: error.data,
          }
        : {
            status: 'PARSING_ERROR',
            message: classifiedMessages.unexpected,
            retryable: false,
            data: error.data,
          };
    default:
      return {
        status: 'CUSTOM_ERROR',
        message: classifiedMessages.unexpected,
        retryable: false,
        data: error.data,
      };
  }
};

export const isApiError = (value: unknown): value is ApiError =>
  isRecord(value) &&
  typeof value.message === 'string' &&
  typeof value.retryable === 'boolean' &&
  (typeof value.status === 'number' || typeof value.status === 'string');

/** Every message to show for a failure: the server's own ones first, else the classified one. */
export const errorMessages = (err: unknown): string[] => {
  if (!isApiError(err)) return [classifiedMessages.unexpected];
  if (err.serverMessage === undefined) return [err.message];
  return typeof err.serverMessage === 'string' ? [err.serverMessage] : err.serverMessage;
};

/**
 * The text to show for a failed request: the server's message (the spec's validation text) when
 * there is one, otherwise the classified message. Several server messages are joined by newlines.
 */
export const errorMessage = (err: unknown): string => errorMessages(err).join('\n');

/** The server's own message when it sent one, otherwise `fallback` (the screen's own wording). */
export const serverMessageOr = (err: unknown, fallback: string): string =>
  isApiError(err) && err.serverMessage !== undefined ? errorMessage(err) : fallback;

const rawBaseQuery = fetchBaseQuery({
  // No window in the build's prerender (prerender/renderFirstScreen.tsx), which asks for nothing.
  baseUrl: `${typeof window === 'undefined' ? '' : window.location.origin}/api`,
  credentials: 'include',
  timeout: REQUEST_TIMEOUT_MS,
});

/**
 * The generated endpoints use the OpenAPI paths, which carry Nest's global `/api` prefix; the base
 * URL already ends in `/api`, so drop the prefix once rather than request `/api/api/...`.
 */
const withoutApiPrefix = (url: string): string =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? url.slice(4) : url;

export const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  ApiError,
  object,
  FetchBaseQueryMeta
> = async (args, api, extraOptions) => {
  // A create the API takes an Idempotency-Key on gets one per attempt (see api/idempotency.ts).
  const keyed =
    typeof args === 'string' ? { args, keyed: false } : withIdempotencyKey(args, api.endpoint);
  const request =
    typeof keyed.args === 'string'
      ? withoutApiPrefix(keyed.args)
      : { ...keyed.args, url: withoutApiPrefix(keyed.args.url) };
  const result = await rawBaseQuery(request, api, extraOptions);
  if (result.error === undefined) {
    if (keyed.keyed) forgetIdempotencyKey(api.endpoint);
    return { data: result.data, meta: result.meta };
  }
  return { error: classifyError(result.error, { aborted: api.signal.aborted }), meta: result.meta };
};
