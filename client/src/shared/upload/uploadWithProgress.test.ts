import { describe, expect, it } from 'vitest';
import { installFakeXhr, makeFile } from './testing';
import { uploadWithProgress } from './uploadWithProgress';

const url = '/api/documents/sale/s1/files';

describe('uploadWithProgress', () => {
  it('sends the same file again with the same Idempotency-Key after a failure, a new one after a success', async () => {
    const xhr = installFakeXhr();
    const file = makeFile('bill.png', 'image/png');

    const failed = uploadWithProgress({ url, file });
    (await xhr.latest()).failNetwork();
    await expect(failed).rejects.toBeDefined();

    // The first may have been stored before its answer was lost: the server answers from it.
    const retried = uploadWithProgress({ url, file });
    const [first, retry] = xhr.sent();
    expect(first.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}$/);
    expect(retry.headers['Idempotency-Key']).toBe(first.headers['Idempotency-Key']);
    retry.respond(201, { _id: 'd1' });
    await expect(retried).resolves.toEqual({ _id: 'd1' });

    // After a success the same file sent again is a new upload, and another file another one.
    void uploadWithProgress({ url, file });
    void uploadWithProgress({ url, file: makeFile('other.png', 'image/png') });
    const [, , again, other] = xhr.sent();
    expect(again.headers['Idempotency-Key']).not.toBe(first.headers['Idempotency-Key']);
    expect(other.headers['Idempotency-Key']).not.toBe(again.headers['Idempotency-Key']);
  });
});
