import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskFileStore } from './disk-file-store';
import { itBehavesAsAFileStore } from '@test/support/file-store-contract';

describe('DiskFileStore', () => {
  let root: string;
  let store: DiskFileStore;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'threshold-disk-store-'));
    store = new DiskFileStore(root);
  });

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  itBehavesAsAFileStore(
    () => store,
    async () => readdirSync(join(root, '.partial')),
  );

  it('keeps each file under its key in the folder, and nothing outside it', async () => {
    const { Readable } = await import('node:stream');
    await store.put('kept/here.txt', Readable.from([Buffer.from('hello')]), {
      contentType: 'text/plain',
    });
    expect(readdirSync(join(root, 'kept'))).toEqual(['here.txt']);
  });
});
