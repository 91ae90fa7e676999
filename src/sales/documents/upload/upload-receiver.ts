import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import { FileStore, isOutOfSpace } from '@/platform/files/storage/file-store';
import {
  cleanFileName,
  MAX_UPLOAD_BYTES,
  MULTIPART_OVERHEAD_BYTES,
  sniffContentType,
  SNIFF_BYTES,
  type DocumentContentType,
} from '../documents.rules';
import { UploadRefusedError, UploadStorageFullError } from '../documents.errors';

/** Where every document's bytes live in the store: `documents/<32 random hex>`. */
export const DOCUMENTS_PREFIX = 'documents/';

export const newStorageKey = () => `${DOCUMENTS_PREFIX}${randomBytes(16).toString('hex')}`;

/** A file stored in full, and the text fields that came with it. */
export type ReceivedUpload = {
  key: string;
  name: string;
  contentType: DocumentContentType;
  size: number;
  sha256: string;
  fields: Record<string, string>;
};

/** The text fields an upload may carry, and how long each may be. */
const FIELD_LIMITS = { fields: 8, fieldSize: 1024, parts: 10, headerPairs: 20 };

/**
 * Streams one multipart upload into the store: the file part's first bytes decide its type (PDF,
 * JPEG, PNG, HEIC; anything else is refused before a byte is stored), its SHA-256 and size are
 * computed on the way, and past MAX_UPLOAD_BYTES it is refused. Memory stays flat whatever the
 * size: the request is read as fast as the store takes it. On any refusal or failure nothing is
 * left in the store; the caller commits the record and deletes the object if that fails.
 *
 * A refused request is read to its end (up to the largest allowed body) so the client hears the
 * reason rather than a reset connection; `res.shouldClose` tells the route to close it after.
 */
export function receiveUpload(req: Request, store: FileStore): Promise<ReceivedUpload> {
  const type = req.headers['content-type'] ?? '';
  if (!/^multipart\/form-data\s*;/i.test(type)) {
    return Promise.reject(new UploadRefusedError('notMultipart'));
  }
  return new Promise<ReceivedUpload>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        // one byte more than allowed, so the receiver sees it is too large; busboy drops the rest
        limits: { ...FIELD_LIMITS, files: 1, fileSize: MAX_UPLOAD_BYTES + 1 },
        defParamCharset: 'utf8',
      });
    } catch {
      reject(new UploadRefusedError('notMultipart'));
      return;
    }
    const fields: Record<string, string> = {};
    let stored: Promise<StoredFile> | null = null;
    let refusal: UploadRefusedError | null = null;
    let settled = false;
    let received = 0;

    const finish = async (error: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      const file = await stored?.catch(() => null);
      if (error) {
        if (file) await store.delete(file.key).catch(() => undefined);
        await drain(req);
        reject(error);
        return;
      }
      if (!file) {
        reject(new UploadRefusedError('noFile'));
        return;
      }
      resolve({ ...file, fields });
    };

    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || stored) {
        refusal ??= new UploadRefusedError(name === 'file' ? 'oneFile' : 'noFile');
        stream.resume();
        return;
      }
      stored = storeFile(store, stream, info.filename);
      stored.catch((error: unknown) => {
        refusal ??= error instanceof UploadRefusedError ? error : null;
        void finish(refusal ?? error);
      });
    });
    parser.on('filesLimit', () => {
      refusal ??= new UploadRefusedError('oneFile');
    });
    parser.on('field', (name, value, info) => {
      if (!info.valueTruncated) fields[name] = value;
    });
    parser.on('close', () => {
      void (async () => {
        const file = await stored?.catch(() => null);
        if (refusal) return finish(refusal);
        if (stored && !file) return; // its own failure settles
        await finish(null);
      })();
    });
    parser.on('error', () => void finish(refusal ?? new UploadRefusedError('interrupted')));
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      // a chunked body larger than any allowed one: stop reading it at all
      if (received > MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES && !settled) {
        refusal = new UploadRefusedError('tooLarge');
        req.unpipe(parser);
        parser.destroy();
        void finish(refusal);
      }
    });
    req.on('aborted', () => {
      // The client hung up: end the file's stream with an error, so the store gives up (and
      // removes) what it began instead of waiting for bytes that will never come.
      const interrupted = new UploadRefusedError('interrupted');
      req.unpipe(parser);
      parser.destroy(interrupted);
      void finish(interrupted);
    });
    req.pipe(parser);
  });
}

type StoredFile = Omit<ReceivedUpload, 'fields'>;

/** Sniffs, hashes, counts and stores one file part; the store keeps nothing if this fails. */
async function storeFile(
  store: FileStore,
  stream: Readable,
  rawName: string | undefined,
): Promise<StoredFile> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  let head = Buffer.alloc(0);
  let done = false;
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) throw new UploadRefusedError('empty');
  const contentType = sniffContentType(head);
  if (!contentType) {
    await drainIterator(chunks, done);
    throw new UploadRefusedError('wrongType');
  }
  const hash = createHash('sha256');
  let size = 0;
  let tooLarge = false;
  async function* body(): AsyncGenerator<Buffer> {
    const take = (chunk: Buffer): Buffer | null => {
      size += chunk.length;
      if (size > MAX_UPLOAD_BYTES) tooLarge = true;
      if (tooLarge) return null; // read on (busboy drops what is past the limit), store no more
      hash.update(chunk);
      return chunk;
    };
    const first = take(head);
    if (first) yield first;
    while (!done) {
      const next = await chunks.next();
      if (next.done) break;
      const chunk = take(next.value);
      if (chunk) yield chunk;
    }
    if (tooLarge) throw new UploadRefusedError('tooLarge');
  }
  const key = newStorageKey();
  try {
    await store.put(key, Readable.from(body(), { objectMode: false }), { contentType });
  } catch (error) {
    await store.delete(key).catch(() => undefined);
    if (tooLarge) throw new UploadRefusedError('tooLarge');
    if (error instanceof UploadRefusedError) throw error;
    if (isOutOfSpace(error)) throw new UploadStorageFullError();
    throw new UploadRefusedError('interrupted');
  }
  return {
    key,
    name: cleanFileName(rawName, contentType),
    contentType,
    size,
    sha256: hash.digest('hex'),
  };
}

async function drainIterator(chunks: AsyncIterator<Buffer>, done: boolean): Promise<void> {
  while (!done) done = (await chunks.next()).done === true;
}

/**
 * Reads what is left of a refused request (it has passed the size checks, so it is bounded), so
 * the client is not cut off while still sending; gives up after a few seconds of silence.
 */
function drain(req: Request): Promise<void> {
  if (req.readableEnded || req.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, 5000);
    req.on('end', done);
    req.on('close', done);
    req.on('error', done);
    req.resume();
  });
}
