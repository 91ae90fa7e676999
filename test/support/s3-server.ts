import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { listenLocally } from './local-server';

/** s3rver keeps each object's bytes in a file named after its key with this suffix. */
const OBJECT_SUFFIX = '._S3rver_object';

/** s3rver's fixed credentials: it checks every request's signature against them. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type LocalS3 = {
  /** The settings an app or an S3FileStore needs to use it (as the environment spells them). */
  env: Record<string, string>;
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects, to look for leftovers. */
  directory: string;
  /**
   * Multipart uploads begun and neither completed nor aborted. (s3rver accepts an abort but
   * keeps the parts, and lists no uploads, so the requests themselves are counted.)
   */
  openMultipartUploads: () => string[];
  /** How many multipart uploads were begun so far. */
  multipartUploadsBegun: () => number;
  /** The keys of the finished objects s3rver keeps (as its files show them), sorted. */
  objectKeys: () => string[];
  close: () => Promise<void>;
};

/**
 * A local server speaking the S3 protocol (s3rver, objects in a temp folder) on a free port of
 * 127.0.0.1, with one empty bucket: the S3 store is tested against it, with no cloud account.
 */
export async function startLocalS3(bucket = 'threshold-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'threshold-s3-'));
  const s3rver = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.getMiddleware();
  const begun = new Set<string>();
  const ended = new Set<string>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    if (uploadId && (req.method === 'DELETE' || req.method === 'POST')) ended.add(uploadId);
    if (req.method === 'POST' && url.searchParams.has('uploads')) {
      // The upload id is in the answer: read it from the XML s3rver sends back.
      const write = res.write.bind(res);
      const end = res.end.bind(res);
      const body: Buffer[] = [];
      res.write = ((chunk: Buffer | string, ...rest: never[]) => {
        body.push(Buffer.from(chunk));
        return write(chunk, ...rest);
      }) as typeof res.write;
      res.end = ((chunk?: Buffer | string, ...rest: never[]) => {
        if (chunk && typeof chunk !== 'function') body.push(Buffer.from(chunk));
        const id = /<UploadId>([^<]+)<\/UploadId>/.exec(Buffer.concat(body).toString())?.[1];
        if (id) begun.add(id);
        return end(chunk as Buffer, ...rest);
      }) as typeof res.end;
    }
    handle(req, res);
  });
  const local = await listenLocally(server);
  const endpoint = local.url;
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    endpoint,
    bucket,
    directory,
    openMultipartUploads: () => [...begun].filter((id) => !ended.has(id)),
    multipartUploadsBegun: () => begun.size,
    objectKeys: () =>
      readdirSync(join(directory, bucket), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith(OBJECT_SUFFIX) && !name.includes('._S3rver_uploads'))
        .map((name) => name.slice(0, -OBJECT_SUFFIX.length))
        .sort(),
    close: async () => {
      await local.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
