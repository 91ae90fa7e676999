import type { Readable } from 'node:stream';

/** What a store knows of one stored object. */
export type StoredObject = { key: string; size: number; lastModified: Date };

/**
 * Where documents' bytes live (never in the database). Two adapters: a folder on local disk for
 * the embedded default, and any S3-compatible object store for production. Keys are random and
 * chosen by the caller; a put either stores the whole stream under the key or leaves nothing.
 */
export abstract class FileStore {
  /** Streams `body` into the store under `key`; resolves with the bytes written. */
  abstract put(
    key: string,
    body: Readable,
    options: { contentType: string },
  ): Promise<{ size: number }>;
  /** Streams the object back; rejects with FileNotFoundError when there is none. */
  abstract get(key: string): Promise<Readable>;
  /** Removes the object; removing one that is not there is not an error. */
  abstract delete(key: string): Promise<void>;
  /** Every object whose key starts with `prefix` (for the orphan sweep), in pages. */
  abstract list(prefix: string): AsyncIterable<StoredObject>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}
