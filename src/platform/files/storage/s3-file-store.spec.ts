import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '@/platform/config/config';
import { LocalS3, startLocalS3 } from '@test/support/s3-server';
import { itBehavesAsAFileStore } from '@test/support/file-store-contract';
import { S3FileStore } from './s3-file-store';

/** Against s3rver, a local server speaking the S3 protocol (no cloud account). */
describe('S3FileStore', () => {
  let s3: LocalS3;
  let store: S3FileStore;

  beforeAll(async () => {
    s3 = await startLocalS3();
    const { s3: settings } = loadConfig({ NODE_ENV: 'test', ...s3.env }).documents;
    store = new S3FileStore({ ...settings, bucket: settings.bucket! });
  });

  afterAll(async () => {
    store.onModuleDestroy();
    await s3.close();
  });

  // Leftovers: multipart uploads never completed nor aborted, and any object file s3rver keeps
  // beyond finished objects (it keeps each as data, metadata and MD5 files).
  itBehavesAsAFileStore(
    () => store,
    async () => [
      ...s3.openMultipartUploads().map((id) => `open multipart upload ${id}`),
      ...strayFiles(join(s3.directory, s3.bucket)),
    ],
  );

  it('reaches no object in another bucket', async () => {
    const other = new S3FileStore({
      ...loadConfig({ NODE_ENV: 'test', ...s3.env }).documents.s3,
      bucket: 'no-such-bucket',
    });
    await expect(other.get('anything')).rejects.toThrow();
    other.onModuleDestroy();
  });
});

function strayFiles(dir: string): string[] {
  // Anything that is not a finished object's data or metadata file.
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes('._S3rver_uploads'))
    .filter((path) => !/\._S3rver_(object|object\.md5|metadata\.json)$/.test(path));
}
