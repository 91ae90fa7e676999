import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that the test drives: it records each upload (method, URL,
 * headers, the multipart body) and sends progress, an answer or a network failure when told.
 * `installFakeXhr()` replaces the global for one test (vitest's unstubGlobals restores it).
 * Only test files import this module.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];

  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    this.onabort?.();
  }

  /** The request's path, e.g. '/api/documents/requests/r1/files'. */
  get path() {
    return new URL(this.url).pathname;
  }

  /** The file part and the text fields of the multipart body. */
  get file() {
    return this.body?.get('file') as File | null;
  }

  field(name: string) {
    return this.body?.get(name);
  }

  progress(loaded: number, total: number) {
    act(() => {
      this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent);
    });
  }

  respond(status: number, body: unknown) {
    act(() => {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    });
  }

  failNetwork() {
    act(() => this.onerror?.());
  }
}

export const installFakeXhr = () => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    /** The latest upload sent (waits for it: the component sends after its checks). */
    latest: async () => {
      await vi.waitFor(() => {
        if (FakeXhr.sent.length === 0) throw new Error('No upload was sent');
      });
      return FakeXhr.sent[FakeXhr.sent.length - 1];
    },
    sent: () => FakeXhr.sent,
  };
};

/** A file of `size` bytes (its content is zeros) as a browser's file picker gives it. */
export const makeFile = (name: string, type: string, size = 1024): File => {
  const file = new File([new Uint8Array(Math.min(size, 1024))], name, { type });
  if (size !== file.size) Object.defineProperty(file, 'size', { value: size });
  return file;
};
