import { PassThrough, Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** A ZIP of at most this many entries and bytes needs none of ZIP64's extensions. */
export const ZIP_MAX_ENTRIES = 65_000;
export const ZIP_MAX_BYTES = 0xffff_fff0;

type Entry = {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
  time: number;
  date: number;
};

/**
 * Writes a ZIP archive (entries stored, not compressed: the documents are PDFs and pictures
 * already compressed) as a stream, one entry after the other, so no file is held in memory:
 * each entry's checksum and size follow its bytes (a data descriptor), and the central
 * directory ends the archive. Read `stream` while adding; `finish` writes the directory.
 */
export class ZipWriter {
  readonly stream = new PassThrough();
  private readonly entries: Entry[] = [];
  private offset = 0;

  async add(name: string, source: Readable | Buffer): Promise<number> {
    if (this.entries.length >= ZIP_MAX_ENTRIES) throw new Error('Too many entries for the ZIP');
    const encodedName = Buffer.from(name, 'utf8');
    const { time, date } = dosDateTime(new Date());
    const offset = this.offset;
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed: 2.0
    header.writeUInt16LE(0x0808, 6); // sizes in a data descriptor; UTF-8 names
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt16LE(time, 10);
    header.writeUInt16LE(date, 12);
    // crc and sizes (14..25) are zero here: they follow the bytes
    header.writeUInt16LE(encodedName.length, 26);
    header.writeUInt16LE(0, 28);
    await this.write(Buffer.concat([header, encodedName]));
    let crc = 0;
    let size = 0;
    for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
      const bytes = chunk as Buffer;
      crc = crc32(bytes, crc);
      size += bytes.length;
      if (this.offset + bytes.length > ZIP_MAX_BYTES) throw new Error('The ZIP would be too big');
      await this.write(bytes);
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await this.write(descriptor);
    this.entries.push({ name: encodedName, crc: crc >>> 0, size, offset, time, date });
    return size;
  }

  /** Writes the central directory and ends the stream. */
  async finish(): Promise<void> {
    const start = this.offset;
    for (const entry of this.entries) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(20, 4); // made by: 2.0
      header.writeUInt16LE(20, 6);
      header.writeUInt16LE(0x0808, 8);
      header.writeUInt16LE(0, 10);
      header.writeUInt16LE(entry.time, 12);
      header.writeUInt16LE(entry.date, 14);
      header.writeUInt32LE(entry.crc, 16);
      header.writeUInt32LE(entry.size, 20);
      header.writeUInt32LE(entry.size, 24);
      header.writeUInt16LE(entry.name.length, 28);
      // extra, comment, disk, internal and external attributes: zero
      header.writeUInt32LE(entry.offset, 42);
      await this.write(Buffer.concat([header, entry.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.entries.length, 8);
    end.writeUInt16LE(this.entries.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    await this.write(end);
    this.stream.end();
  }

  /** Ends the stream with an error (the store's put then fails and keeps nothing). */
  abort(error: Error): void {
    // The reader (the store) hears it; one that has already given up is no longer listening,
    // and an error nobody hears must not end the process.
    if (this.stream.listenerCount('error') === 0) this.stream.on('error', () => undefined);
    this.stream.destroy(error);
  }

  private async write(bytes: Buffer): Promise<void> {
    this.offset += bytes.length;
    if (this.stream.destroyed) throw new Error('The ZIP stream was closed');
    if (!this.stream.write(bytes)) {
      await new Promise<void>((resolve, reject) => {
        const onDrain = () => {
          this.stream.off('close', onClose);
          resolve();
        };
        const onClose = () => {
          this.stream.off('drain', onDrain);
          reject(new Error('The ZIP stream was closed'));
        };
        this.stream.once('drain', onDrain);
        this.stream.once('close', onClose);
      });
    }
  }
}

/** MS-DOS date and time (the ZIP format's), in UTC. */
function dosDateTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((at.getUTCFullYear() - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}
