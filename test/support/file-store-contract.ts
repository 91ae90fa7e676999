import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { FileNotFoundError, FileStore } from '@/platform/files/storage/file-store';
import { InvalidStorageKeyError } from '@/platform/files/storage/storage-key';

const CHUNK = 64 * 1024;

/** A body of `bytes` random bytes made chunk by chunk (never whole in memory), and its SHA-256. */
export function generatedBody(bytes: number, { failAfter }: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  let sent = 0;
  const body = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('connection reset by the client'));
        return;
      }
      if (sent >= bytes) {
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(CHUNK, bytes - sent));
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { body, sha256: () => hash.digest('hex') };
}

export async function sha256Of(stream: Readable): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), size };
}

async function keysOf(store: FileStore, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.list(prefix)) keys.push(object.key);
  return keys;
}

/**
 * What every FileStore adapter must do, run against each one. `store()` gives the adapter under
 * test (set up by the caller's beforeAll); `leftovers()` lists anything the adapter's backing
 * storage still holds beyond the objects the store lists (temp files, stray parts).
 */
export function itBehavesAsAFileStore(
  store: () => FileStore,
  leftovers: () => Promise<string[]>,
): void {
  const text = (value: string) => Readable.from([Buffer.from(value)]);
  let run = 0;
  const prefix = () => `contract-${++run}-${randomBytes(4).toString('hex')}`;

  it('gives back what was put, byte for byte, with its size', async () => {
    const key = `${prefix()}/bill.pdf`;
    await expect(
      store().put(key, text('%PDF-1.7 water bill'), { contentType: 'application/pdf' }),
    ).resolves.toEqual({ size: 19 });
    const read = await store().get(key);
    expect(Buffer.concat(await read.toArray()).toString()).toBe('%PDF-1.7 water bill');
  });

  it('says a file is not found when there is none, and after it is deleted', async () => {
    const key = `${prefix()}/gone`;
    await expect(store().get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await store().put(key, text('x'), { contentType: 'text/plain' });
    await store().delete(key);
    await expect(store().get(key)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(store().delete(key)).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix with their sizes, for the orphan sweep', async () => {
    const folder = prefix();
    const before = new Date(Date.now() - 60_000);
    await store().put(`${folder}/a`, text('one'), { contentType: 'text/plain' });
    await store().put(`${folder}/b/c`, text('three'), { contentType: 'text/plain' });
    await store().put(`${folder}-other/d`, text('4'), { contentType: 'text/plain' });
    const listed = [];
    for await (const object of store().list(`${folder}/`)) listed.push(object);
    expect(
      listed.map(({ key, size }) => ({ key, size })).sort((x, y) => (x.key < y.key ? -1 : 1)),
    ).toEqual([
      { key: `${folder}/a`, size: 3 },
      { key: `${folder}/b/c`, size: 5 },
    ]);
    expect(listed.every((object) => object.lastModified > before)).toBe(true);
    expect(await keysOf(store(), folder)).toHaveLength(3);
  });

  it('streams a body of several megabytes both ways intact', async () => {
    const key = `${prefix()}/large.bin`;
    const bytes = 12 * 1024 * 1024 + 123;
    const { body, sha256 } = generatedBody(bytes);
    await expect(
      store().put(key, body, { contentType: 'application/octet-stream' }),
    ).resolves.toEqual({ size: bytes });
    await expect(sha256Of(await store().get(key))).resolves.toEqual({
      sha256: sha256(),
      size: bytes,
    });
  });

  it('leaves nothing behind when the upload is interrupted', async () => {
    const folder = prefix();
    for (const [name, failAfter] of [
      ['small', 100 * 1024],
      ['large', 7 * 1024 * 1024],
    ] as const) {
      const { body } = generatedBody(20 * 1024 * 1024, { failAfter });
      await expect(
        store().put(`${folder}/${name}`, body, { contentType: 'application/octet-stream' }),
      ).rejects.toThrow();
      await expect(store().get(`${folder}/${name}`)).rejects.toBeInstanceOf(FileNotFoundError);
    }
    expect(await keysOf(store(), folder)).toEqual([]);
    expect(await leftovers()).toEqual([]);
  });

  it('refuses keys that could reach outside the store', async () => {
    for (const key of [
      '../escape',
      'a/../../escape',
      '/etc/passwd',
      'a//b',
      '.partial/x',
      '',
      'a\\b',
    ]) {
      await expect(
        store().put(key, text('x'), { contentType: 'text/plain' }),
      ).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(store().get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });
}
