import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  baseQuery,
  classifiedMessages,
  classifyError,
  errorMessage,
  errorMessages,
  REQUEST_TIMEOUT_MS,
} from '@/api/baseQuery';
import { jsonResponse, stubFetch } from '@/test/fetchStub';

const nestError = (statusCode: number, message: string | string[], error?: string) => ({
  statusCode,
  message,
  ...(error ? { error } : {}),
});

describe('classifyError', () => {
  it.each([
    [400, classifiedMessages.validation, 'Please check your input and try again.'],
    [422, classifiedMessages.validation, 'Please check your input and try again.'],
    [401, classifiedMessages.unauthenticated, 'Please sign in and try again.'],
    [403, classifiedMessages.forbidden, "You don't have permission to perform this action."],
    [404, classifiedMessages.notFound, 'The requested resource was not found.'],
    [429, classifiedMessages.rateLimited, 'Too many requests. Please wait a moment and try again.'],
    [500, classifiedMessages.server, 'Server error. Please try again later.'],
    [502, classifiedMessages.server, 'Server error. Please try again later.'],
    [503, classifiedMessages.server, 'Server error. Please try again later.'],
    [599, classifiedMessages.server, 'Server error. Please try again later.'],
    [409, classifiedMessages.unexpected, 'An unexpected error occurred. Please try again.'],
    [418, classifiedMessages.unexpected, 'An unexpected error occurred. Please try again.'],
  ])('HTTP %i → %s', (status, constant, wording) => {
    const classified = classifyError({ status, data: null });
    expect(constant).toBe(wording);
    expect(classified).toEqual({ status, message: wording, retryable: false, data: null });
  });

  it('network failure is retryable', () => {
    expect(classifyError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      message: 'Network error. Please check your connection and try again.',
      retryable: true,
    });
  });

  it('timeout reads as a cancelled request', () => {
    expect(classifyError({ status: 'TIMEOUT_ERROR', error: 'TimeoutError' })).toMatchObject({
      status: 'TIMEOUT_ERROR',
      message: 'Request was cancelled. Please try again.',
      retryable: false,
    });
  });

  it('an aborted request reads as cancelled, whatever failure it produced', () => {
    expect(
      classifyError({ status: 'FETCH_ERROR', error: 'AbortError: This operation was aborted' }),
    ).toMatchObject({ status: 'ABORTED', message: 'Request was cancelled. Please try again.' });
    expect(classifyError({ status: 500, data: null }, { aborted: true })).toMatchObject({
      status: 'ABORTED',
      message: 'Request was cancelled. Please try again.',
    });
  });

  it('a non-JSON error page is classified by its HTTP status', () => {
    expect(
      classifyError({
        status: 'PARSING_ERROR',
        originalStatus: 502,
        data: '<html>Bad gateway</html>',
        error: 'SyntaxError',
      }),
    ).toMatchObject({ status: 502, message: 'Server error. Please try again later.' });
  });

  it('an unreadable success body and custom errors are unexpected', () => {
    expect(
      classifyError({ status: 'PARSING_ERROR', originalStatus: 200, data: 'oops', error: 'x' }),
    ).toMatchObject({ message: 'An unexpected error occurred. Please try again.' });
    expect(classifyError({ status: 'CUSTOM_ERROR', error: 'bad shape' })).toMatchObject({
      status: 'CUSTOM_ERROR',
      message: 'An unexpected error occurred. Please try again.',
    });
  });

  it("keeps the server's validation messages, string or list", () => {
    const single = classifyError({ status: 404, data: nestError(404, 'Transaction not found') });
    expect(single.serverMessage).toBe('Transaction not found');
    expect(errorMessage(single)).toBe('Transaction not found');

    const list = classifyError({
      status: 400,
      data: nestError(
        400,
        ['Please enter your first name', 'Invalid mobile number'],
        'Bad Request',
      ),
    });
    expect(list.message).toBe('Please check your input and try again.');
    expect(errorMessages(list)).toEqual(['Please enter your first name', 'Invalid mobile number']);
    expect(errorMessage(list)).toBe('Please enter your first name\nInvalid mobile number');
  });

  it('ignores framework default messages and 5xx bodies in favour of the classified text', () => {
    const cases = [
      classifyError({ status: 401, data: nestError(401, 'Unauthorized') }),
      classifyError({ status: 403, data: nestError(403, 'Forbidden resource', 'Forbidden') }),
      classifyError({ status: 404, data: nestError(404, 'Cannot GET /api/nope', 'Not Found') }),
      classifyError({ status: 500, data: nestError(500, 'Internal server error') }),
    ];
    expect(cases.map(errorMessage)).toEqual([
      'Please sign in and try again.',
      "You don't have permission to perform this action.",
      'The requested resource was not found.',
      'Server error. Please try again later.',
    ]);
  });

  it('errorMessage falls back to the unexpected message for anything else', () => {
    expect(errorMessage(undefined)).toBe('An unexpected error occurred. Please try again.');
    expect(errorMessage({ name: 'Error', message: 'boom' })).toBe(
      'An unexpected error occurred. Please try again.',
    );
  });
});

describe('baseQuery over the network', () => {
  const makeApi = (signal = new AbortController().signal) =>
    ({
      signal,
      abort: () => {},
      dispatch: () => {},
      getState: () => ({}),
      extra: undefined,
      endpoint: 'test',
      type: 'query',
    }) as unknown as BaseQueryApi;

  /** A server that never answers: the request only ends when its signal aborts, as fetch does. */
  const hangingFetch = (request: Request) =>
    new Promise<Response>((_resolve, reject) => {
      if (request.signal.aborted) reject(request.signal.reason);
      request.signal.addEventListener('abort', () => reject(request.signal.reason));
    });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls /api on this origin with credentials, without doubling the /api prefix', async () => {
    const { calls } = stubFetch({ 'GET /api/health': jsonResponse({ status: 'ok' }) });
    const result = await baseQuery({ url: '/api/health' }, makeApi(), {});
    expect(result.data).toEqual({ status: 'ok' });
    expect(calls[0]?.url).toBe(`${window.location.origin}/api/health`);
    expect(calls[0]?.credentials).toBe('include');
  });

  it('returns a classified error with the server message for a 400', async () => {
    stubFetch({
      'POST /api/authentication/sign-in': jsonResponse(
        nestError(400, ['Please enter a valid email address'], 'Bad Request'),
        400,
      ),
    });
    const result = await baseQuery(
      { url: '/authentication/sign-in', method: 'POST', body: { destination: 'x' } },
      makeApi(),
      {},
    );
    expect(result.error).toMatchObject({
      status: 400,
      message: 'Please check your input and try again.',
      serverMessage: ['Please enter a valid email address'],
    });
  });

  it('reports a network failure as retryable', async () => {
    stubFetch({ 'GET /api/health': new TypeError('Failed to fetch') });
    const result = await baseQuery('/health', makeApi(), {});
    expect(result.error).toMatchObject({
      status: 'FETCH_ERROR',
      message: 'Network error. Please check your connection and try again.',
      retryable: true,
    });
  });

  it(`gives up after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    const neverAnswers = vi.fn(hangingFetch);
    vi.stubGlobal('fetch', neverAnswers);
    const pending = baseQuery('/health', makeApi(), {});
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(neverAnswers).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.error).toMatchObject({
      status: 'TIMEOUT_ERROR',
      message: 'Request was cancelled. Please try again.',
    });
  });

  it('reports a request aborted by the caller as cancelled', async () => {
    const controller = new AbortController();
    vi.stubGlobal('fetch', hangingFetch);
    const pending = baseQuery('/health', makeApi(controller.signal), {});
    controller.abort();
    expect((await pending).error).toMatchObject({
      status: 'ABORTED',
      message: 'Request was cancelled. Please try again.',
    });
  });
});
