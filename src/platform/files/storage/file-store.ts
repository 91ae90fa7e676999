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
  /**
   * Removes what puts began and never finished (a process killed mid-write), untouched since
   * `olderThan`: a put still in progress keeps touching its own. Answers how many went.
   */
  abstract sweepTemporary(olderThan: Date): Promise<number>;
}

export class FileNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under ${key}`);
  }
}

/** Error codes of a file system with no room left: the disk is full, or the user's quota is. */
const OUT_OF_SPACE_CODES = new Set(['ENOSPC', 'EDQUOT']);
/** What S3-compatible stores call refusing an object for want of space (MinIO, Ceph, others). */
const OUT_OF_SPACE_NAMES = new Set(['XMinioStorageFull', 'InsufficientStorage', 'StorageFull']);

/**
 * Whether a store's failure was for want of space (a full disk, a quota, an object store that
 * refuses for space): the service's trouble, not the sender's, and no retry soon will help.
 */
export function isOutOfSpace(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, name, Code, $metadata } = error as {
    code?: unknown;
    name?: unknown;
    Code?: unknown;
    $metadata?: { httpStatusCode?: unknown };
  };
  return (
    (typeof code === 'string' && OUT_OF_SPACE_CODES.has(code)) ||
    (typeof name === 'string' && OUT_OF_SPACE_NAMES.has(name)) ||
    (typeof Code === 'string' && OUT_OF_SPACE_NAMES.has(Code)) ||
    $metadata?.httpStatusCode === 507
  );
}
