import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { ZipWriter } from './zip-writer';

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('ZipWriter', () => {
  it('writes stored entries with their checksums, sizes and a central directory', async () => {
    const zip = new ZipWriter();
    const bytes = collect(zip.stream);
    const big = Buffer.alloc(200_000, 7);
    await zip.add('data.json', Buffer.from('{"a":1}'));
    await zip.add(
      'documents/1-Bill £.pdf',
      Readable.from([big.subarray(0, 100_000), big.subarray(100_000)]),
    );
    await zip.finish();
    const out = await bytes;

    const end = out.length - 22;
    expect(out.readUInt32LE(end)).toBe(0x06054b50);
    expect(out.readUInt16LE(end + 10)).toBe(2);
    let at = out.readUInt32LE(end + 16);
    const names: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      expect(out.readUInt32LE(at)).toBe(0x02014b50);
      const nameLength = out.readUInt16LE(at + 28);
      const size = out.readUInt32LE(at + 24);
      const local = out.readUInt32LE(at + 42);
      const dataAt = local + 30 + out.readUInt16LE(local + 26);
      expect(crc32(out.subarray(dataAt, dataAt + size))).toBe(out.readUInt32LE(at + 16));
      names.push(out.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
      at += 46 + nameLength;
    }
    expect(names).toEqual(['data.json', 'documents/1-Bill £.pdf']);
  });
});
