import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, FileStore, StoredObject } from './file-store';
import { assertStorageKey, assertStoragePrefix } from './storage-key';

/** Temp files are written under this folder of the root, outside every key's reach. */
const PARTIAL_DIR = '.partial';
const STALE_PARTIAL_MS = 24 * 60 * 60 * 1000;

/**
 * Files in a folder on local disk (the embedded default). A put streams into a temp file beside
 * the store, flushes it, and renames it onto its key: a failed or interrupted put leaves no object
 * (a crash mid-write leaves only a temp file, cleared once a day old: API and worker processes
 * share the folder, so a start must not clear another process's put in progress).
 */
export class DiskFileStore extends FileStore {
  private readonly root: string;
  private ready: Promise<void> | null = null;

  /** `temporary`: the folder is the process's own (tests) and goes when the app closes. */
  constructor(
    root: string,
    private readonly temporary = false,
  ) {
    super();
    this.root = resolve(root);
  }

  /**
   * After the job workers have drained (they stop in beforeApplicationShutdown, which runs after
   * onModuleDestroy), so no job is still writing here while the folder goes.
   */
  async onApplicationShutdown(): Promise<void> {
    if (this.temporary) await rm(this.root, { recursive: true, force: true, maxRetries: 3 });
  }

  async put(key: string, body: Readable, _options: { contentType: string }) {
    const target = this.pathOf(key);
    await this.prepare();
    const temp = join(this.root, PARTIAL_DIR, `${randomBytes(12).toString('hex')}.part`);
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        size += chunk.length;
        callback(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, createWriteStream(temp, { flags: 'wx' }));
      await flush(temp);
      await mkdir(dirname(target), { recursive: true });
      await rename(temp, target);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return { size };
  }

  async get(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    // Opening first turns a missing file into FileNotFoundError before any byte is promised.
    const handle = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR') throw new FileNotFoundError(key);
      throw error;
    });
    if ((await handle.stat()).isDirectory()) {
      await handle.close();
      throw new FileNotFoundError(key);
    }
    return handle.createReadStream();
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async *list(prefix: string): AsyncIterable<StoredObject> {
    assertStoragePrefix(prefix);
    // Walk only the folder the prefix names (keys use `/` as folders), then filter by prefix.
    const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
    yield* this.walk(join(this.root, ...folder.split('/').filter(Boolean)), prefix);
  }

  private async *walk(dir: string, prefix: string): AsyncIterable<StoredObject> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      const key = relative(this.root, path).split(sep).join('/');
      if (entry.isDirectory()) {
        if (key.startsWith(prefix) || prefix.startsWith(`${key}/`)) yield* this.walk(path, prefix);
      } else if (entry.isFile() && key.startsWith(prefix)) {
        const info = await stat(path).catch(() => null);
        if (info) yield { key, size: info.size, lastModified: info.mtime };
      }
    }
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return join(this.root, ...key.split('/'));
  }

  /** Creates the folders once, clearing temp files a crashed process left a day or more ago. */
  private prepare(): Promise<void> {
    this.ready ??= (async () => {
      const partial = join(this.root, PARTIAL_DIR);
      await mkdir(partial, { recursive: true });
      const staleBefore = Date.now() - STALE_PARTIAL_MS;
      for (const name of await readdir(partial)) {
        const info = await stat(join(partial, name)).catch(() => null);
        if (info && info.mtimeMs < staleBefore) await rm(join(partial, name), { force: true });
      }
    })().catch((error) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }
}

async function flush(path: string): Promise<void> {
  const handle = await open(path, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
