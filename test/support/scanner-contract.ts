import { Readable } from 'node:stream';
import { MalwareScanner } from '@/platform/files/scanning/malware-scanner';
import { EICAR_TEST_STRING } from '@/platform/files/scanning/simulator-scanner';

const KB = 1024;

/** `size` bytes of harmless text, in 64 KB chunks, with `insert` placed at `at` if given. */
export function textBody(size: number, insert?: { text: string; at: number }): Readable {
  const bytes = Buffer.alloc(size, 'The water bill for the quarter. ');
  if (insert) bytes.write(insert.text, insert.at, 'latin1');
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < size; offset += 64 * KB) {
    chunks.push(bytes.subarray(offset, offset + 64 * KB));
  }
  return Readable.from(chunks);
}

/** What every MalwareScanner adapter must find and pass. */
export function itScansLikeAMalwareScanner(scanner: () => MalwareScanner): void {
  it('passes an ordinary file as clean', async () => {
    await expect(scanner().scan(textBody(300 * KB))).resolves.toEqual({ clean: true });
  });

  it('finds the EICAR test file', async () => {
    const result = await scanner().scan(Readable.from([Buffer.from(EICAR_TEST_STRING)]));
    expect(result).toEqual({
      clean: false,
      signature: expect.stringMatching(/^Eicar-Test-Signature/),
    });
  });

  it('finds the EICAR string deep in a larger file, across a chunk boundary', async () => {
    const at = 3 * 1024 * KB - 20; // straddles the end of a 64 KB chunk
    const result = await scanner().scan(textBody(4 * 1024 * KB, { text: EICAR_TEST_STRING, at }));
    expect(result).toMatchObject({ clean: false });
  });
}
