import { Readable } from 'node:stream';
import { itScansLikeAMalwareScanner } from '@test/support/scanner-contract';
import { EICAR_TEST_STRING, SimulatorScanner } from './simulator-scanner';

describe('SimulatorScanner', () => {
  const scanner = new SimulatorScanner();

  itScansLikeAMalwareScanner(() => scanner);

  it('finds the string split over many one-byte chunks, and reads the stream to its end', async () => {
    const body = Readable.from(
      [...Buffer.from(`%PDF ${EICAR_TEST_STRING} tail`)].map((b) => Buffer.of(b)),
    );
    await expect(scanner.scan(body)).resolves.toEqual({
      clean: false,
      signature: 'Eicar-Test-Signature',
    });
    expect(body.readableEnded).toBe(true);
  });

  it('does not mistake part of the string for the whole', async () => {
    const body = Readable.from([Buffer.from(EICAR_TEST_STRING.slice(0, -1))]);
    await expect(scanner.scan(body)).resolves.toEqual({ clean: true });
  });
});
