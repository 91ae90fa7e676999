import { Readable, Transform } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { DocumentsSettings } from '@/platform/config/providers/documents';
import { FileNotFoundError, FileStore, StoredObject } from './file-store';
import { assertStorageKey, assertStoragePrefix } from './storage-key';

/** Each multipart part: S3's least (5 MiB), so an upload holds at most QUEUE_SIZE parts in memory. */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

export type S3FileStoreSettings = DocumentsSettings['s3'] & { bucket: string };

/**
 * Any S3-compatible object store, through the AWS SDK's S3 client. A put streams the body in
 * multipart parts (lib-storage's Upload, a few parts in memory at a time); S3 makes an object
 * visible only when its upload completes, and a failed upload is aborted, so a failed or
 * interrupted put leaves no object. (A process killed mid-upload leaves an incomplete multipart
 * upload, invisible and unlisted: the bucket's lifecycle rule AbortIncompleteMultipartUpload
 * clears those, see README.)
 */
export class S3FileStore extends FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3FileStoreSettings) {
    super();
    this.bucket = settings.bucket;
    this.client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint ?? undefined,
      forcePathStyle: settings.forcePathStyle,
      credentials:
        settings.accessKeyId && settings.secretAccessKey
          ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible stores refuse the SDK's
      // default trailing checksums; the documents module keeps and checks its own SHA-256.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Readable, options: { contentType: string }) {
    assertStorageKey(key);
    let size = 0;
    const counted = body.pipe(
      new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      }),
    );
    // pipe() does not pass errors on: an interrupted source must fail the upload.
    body.once('error', (error) => counted.destroy(error));
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: counted, ContentType: options.contentType },
      partSize: PART_SIZE,
      queueSize: QUEUE_SIZE,
      leavePartsOnError: false,
    });
    try {
      await upload.done();
    } catch (error) {
      body.destroy();
      counted.destroy();
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    assertStorageKey(key);
    try {
      const { Body } = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      if (!(Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return Body;
    } catch (error) {
      if (error instanceof NoSuchKey || notFound(error)) throw new FileNotFoundError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertStoragePrefix(prefix);
    const pages = paginateListObjectsV2(
      { client: this.client, pageSize: 1000 },
      { Bucket: this.bucket, Prefix: prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        if (!object.Key) continue;
        yield {
          key: object.Key,
          size: object.Size ?? 0,
          lastModified: object.LastModified ?? new Date(0),
        };
      }
    }
  }

  /**
   * Nothing to do here: a put killed mid-way leaves an incomplete multipart upload, which the
   * bucket's lifecycle rule (AbortIncompleteMultipartUpload, see README) clears.
   */
  sweepTemporary(_olderThan: Date): Promise<number> {
    return Promise.resolve(0);
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}

function notFound(error: unknown): boolean {
  return error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
}
