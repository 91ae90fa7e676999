import type { Readable } from 'node:stream';
import { MalwareScanner, ScanResult } from './malware-scanner';

/** The standard anti-virus test file's content (eicar.org): harmless, and every scanner flags it. */
export const EICAR_TEST_STRING =
  'X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*';

/** The name ClamAV gives the test file; the simulator reports the same. */
export const EICAR_SIGNATURE = 'Eicar-Test-Signature';

/**
 * The embedded default's scanner: reports the EICAR test string found anywhere in the file, and
 * every other file clean, so the infected path can be tried without a daemon. Streams: it keeps
 * only the last few bytes of each chunk to catch the string across a chunk boundary.
 */
export class SimulatorScanner extends MalwareScanner {
  async scan(body: Readable): Promise<ScanResult> {
    const needle = Buffer.from(EICAR_TEST_STRING, 'latin1');
    let tail = Buffer.alloc(0);
    let found = false;
    for await (const chunk of body) {
      if (found) continue; // drain the rest so the caller's pipeline finishes
      const window = Buffer.concat([tail, toBuffer(chunk)]);
      if (window.includes(needle)) found = true;
      tail = Buffer.from(window.subarray(Math.max(0, window.length - (needle.length - 1))));
    }
    return found ? { clean: false, signature: EICAR_SIGNATURE } : { clean: true };
  }
}

function toBuffer(chunk: unknown): Buffer {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
}
