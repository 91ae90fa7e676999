import { classifyError, type ApiError } from '@/api/baseQuery';
import { forgetIdempotencyKey, IDEMPOTENCY_HEADER, idempotencyKeyFor } from '@/api/idempotency';

/**
 * A file upload that reports its progress. RTK Query's `fetch` cannot tell how much of a request
 * body has been sent, so uploads (and only uploads) go through XMLHttpRequest here; everything
 * else uses the generated hooks. It behaves as the base query does (`api/baseQuery.ts`):
 * - the session cookie goes with it (same origin, `withCredentials`);
 * - there is no CSRF token to send: the API refuses a state-changing request whose `Origin` is
 *   another site (`src/common/csrf.ts`), and the browser sets `Origin` on this POST itself;
 * - a failure rejects with the same `ApiError` (the server's own 4xx message in `serverMessage`,
 *   the classified message otherwise), so `errorMessage(error)` shows it;
 * - no time limit (a 20 MB photo on a slow phone line takes minutes); `signal` cancels it;
 * - an `Idempotency-Key`, as every create sends: the same for the same file sent again to the
 *   same place after a failure (its answer may have been lost), a new one after a success.
 * After a success the caller refreshes what the new file changes (`api.util.invalidateTags`).
 */

export type UploadProgress = {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send (the whole multipart body). */
  total: number;
  /** 0–100, whole numbers. */
  percent: number;
};

export type UploadRequest = {
  /** The API path as the OpenAPI document names it, e.g. `/api/documents/...`. */
  url: string;
  file: File;
  /** The multipart field of the file; `file` by default. */
  fileField?: string;
  /** Other multipart fields, sent before the file so a streaming server reads them first. */
  fields?: Record<string, string>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
};

const parseBody = (text: string): unknown => {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const percentOf = (loaded: number, total: number) =>
  total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;

/** Sends `file` as `multipart/form-data`; resolves with the parsed JSON answer. */
export const uploadWithProgress = <T = unknown>({
  url,
  file,
  fileField = 'file',
  fields = {},
  onProgress,
  signal,
}: UploadRequest): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const aborted = (): ApiError =>
      classifyError({ status: 'FETCH_ERROR', error: 'AbortError' }, { aborted: true });
    if (signal?.aborted) {
      reject(aborted());
      return;
    }
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
    body.append(fileField, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', new URL(url, window.location.origin).toString());
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    const attempt = `upload ${url}`;
    xhr.setRequestHeader(
      IDEMPOTENCY_HEADER,
      idempotencyKeyFor(attempt, {
        url,
        fields,
        file: { name: file.name, size: file.size, lastModified: file.lastModified },
      }),
    );

    const handleAbort = () => xhr.abort();
    signal?.addEventListener('abort', handleAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', handleAbort);

    xhr.upload.onprogress = (event) => {
      const total = event.lengthComputable ? event.total : file.size;
      onProgress?.({ loaded: event.loaded, total, percent: percentOf(event.loaded, total) });
    };
    xhr.onload = () => {
      done();
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        forgetIdempotencyKey(attempt);
        resolve(data as T);
        return;
      }
      reject(classifyError({ status: xhr.status, data }));
    };
    xhr.onerror = () => {
      done();
      reject(classifyError({ status: 'FETCH_ERROR', error: 'TypeError: Network request failed' }));
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    xhr.send(body);
  });
