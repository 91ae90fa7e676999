import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FileNotFoundError, FileStore, StoredObject } from './file-store';
import { assertStorageKey, assertStoragePrefix } from './storage-key';

/** Temp files are written under this folder of the root, outside every key's reach. */
const PARTIAL_DIR = '.partial';
/** Names temp files have had (`.part` now; `.partial` beside a key in earlier versions). */
const TEMP_NAME = /\.(part|partial)$/;
/** This machine, as temp file names carry it (no dots, so the name splits back). */
const HOST = hostname().replace(/[^A-Za-z0-9-]/g, '-') || 'host';
/** `<host>.<pid>.<random>.part`: whose put it is, so a dead process's can go at once. */
const OWNED_TEMP = /^([A-Za-z0-9-]+)\.(\d+)\.[0-9a-f]{24}\.part$/;

/**
 * Files in a folder on local disk (the embedded default). A put streams into a temp file beside
 * the store, flushes it, and renames it onto its key: a failed or interrupted put leaves no object
 * (its temp file removed as it fails). A crash mid-write leaves a temp file, which
 * `sweepTemporary` removes (the orphan sweep's job runs it at start and every hour): at once when
 * its name says it is a process's of this machine that no longer runs, else once it is stale. API
 * and worker processes share the folder, so a running process's put in progress is never taken.
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
    const temp = join(
      this.root,
      PARTIAL_DIR,
      `${HOST}.${process.pid}.${randomBytes(12).toString('hex')}.part`,
    );
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

  /**
   * Every temp file anywhere under the root (dot folders included) untouched since `olderThan`,
   * and any a dead process of this machine left, however fresh.
   */
  async sweepTemporary(olderThan: Date): Promise<number> {
    let removed = 0;
    const visit = async (dir: string, inPartial: boolean): Promise<void> => {
      const entries = await readdir(dir, { withFileTypes: true }).catch(
        (error: NodeJS.ErrnoException) => {
          if (error.code === 'ENOENT') return [];
          throw error;
        },
      );
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          await visit(path, inPartial || entry.name === PARTIAL_DIR);
          continue;
        }
        if (!entry.isFile() || !(inPartial || TEMP_NAME.test(entry.name))) continue;
        const info = await stat(path).catch(() => null);
        if (!info) continue;
        if (info.mtimeMs >= olderThan.getTime() && !leftByDeadProcess(entry.name)) continue;
        await rm(path, { force: true });
        removed += 1;
      }
    };
    await visit(this.root, false);
    return removed;
  }

  /** Creates the temp folder once. */
  private prepare(): Promise<void> {
    this.ready ??= mkdir(join(this.root, PARTIAL_DIR), { recursive: true })
      .then(() => undefined)
      .catch((error) => {
        this.ready = null;
        throw error;
      });
    return this.ready;
  }
}

/** Whether a temp file's name says it is the put of a process of this machine that has ended. */
function leftByDeadProcess(name: string): boolean {
  const owner = OWNED_TEMP.exec(name);
  if (!owner || owner[1] !== HOST) return false;
  const pid = Number(owner[2]);
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0); // signal 0: only asks whether the process exists
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
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
