import { mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { spawnSync } from 'node:child_process';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { vi } from 'vitest';
import { createTestApp, TestApp } from '@test/support/app';
import {
  sessionCookieFor,
  signedInAdmin,
  signedInCustomer,
  SignedIn,
} from '@test/support/factories';
import { eventually } from '@test/support/eventually';
import { paidSale } from '@test/support/journeys';
import { rawPost } from '@test/support/raw-http';
import { FileStore } from '@/platform/files/storage/file-store';
import { SweepOrphanFilesJob } from '@/sales/documents/jobs/sweep-orphan-files.job';

const pdf = (text = 'a water bill') =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Title (${text}) >> endobj\ntrailer << >>\n%%EOF\n`, 'latin1');

/** What a full disk answers a write with (as fs does). */
const noSpace = () =>
  Object.assign(new Error('ENOSPC: no space left on device, write'), {
    code: 'ENOSPC',
    errno: -28,
    syscall: 'write',
  });

/** Every file under `dir`, dot folders included, relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1))
    .sort();
}

/**
 * Issue 34, what the fault probe found in uploads: a key makes a retried upload store once, a
 * full disk is the service's trouble (507), a body that trickles in is cut off, and temp files
 * a crash left are swept. The store is a folder of the test's own, looked at to prove what is
 * left behind.
 */
describe('uploads under faults', () => {
  let t: TestApp;
  let admin: SignedIn;
  let store: FileStore;
  const filesDir = mkdtempSync(join(tmpdir(), 'threshold-faults-'));

  beforeAll(async () => {
    t = await createTestApp({
      FILES_DIR: filesDir,
      HTTP_MIN_BODY_BYTES_PER_SECOND: '2000',
      HTTP_BODY_RATE_WINDOW_SECONDS: '1',
    });
    admin = await signedInAdmin(t);
    store = t.app.get(FileStore);
  });

  afterAll(async () => {
    await t.close();
    rmSync(filesDir, { recursive: true, force: true });
  });

  const documentFiles = async () =>
    (await filesUnder(filesDir)).filter((f) => f.startsWith('documents'));

  const mine = async (seller: SignedIn, saleId: string) =>
    (await seller.agent.get(`/api/documents/sale/${saleId}`).expect(200)).body as {
      documents: { _id: string }[];
      requests: { _id: string; status: string }[];
    };

  /** One file sent to `path`, under `key` when given. */
  const upload = (
    seller: SignedIn,
    path: string,
    { key, file = pdf(), name = 'bill.pdf' }: { key?: string; file?: Buffer; name?: string } = {},
  ) => {
    const post = seller.agent.post(path);
    return (key === undefined ? post : post.set('Idempotency-Key', key)).attach('file', file, name);
  };

  describe('Idempotency-Key', () => {
    it('stores a retried upload once and answers the retry from the document the first made', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const before = await documentFiles();
      const path = `/api/documents/sale/${sale._id}/files`;
      const send = () => upload(seller, path, { key: `upload-${sale._id}` });

      const first = await send().expect(201);
      // The answer was lost (a kill, a dropped connection): the client sends the same again.
      const retry = await send().expect(201);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      // Answered from the document as it is now (its scan may have finished meanwhile).
      expect(retry.body).toMatchObject({
        _id: first.body._id,
        name: 'bill.pdf',
        size: first.body.size,
      });
      expect((await mine(seller, sale._id)).documents.map((d) => d._id)).toEqual([first.body._id]);
      expect((await documentFiles()).length).toBe(before.length + 1);

      // The same key with another file is another request: refused, and nothing kept.
      const other = await upload(seller, path, {
        key: `upload-${sale._id}`,
        file: pdf('another bill'),
        name: 'other.pdf',
      }).expect(422);
      expect(other.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
      expect((await documentFiles()).length).toBe(before.length + 1);

      await upload(seller, path, { key: 'not a key!' }).expect(400);
    });

    it('makes one document of two uploads sent at once with one key', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const before = await documentFiles();
      const send = () =>
        upload(seller, `/api/documents/sale/${sale._id}/files`, { key: 'the-same-attempt' });
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
      expect(answers[0].body._id).toBe(answers[1].body._id);
      expect((await mine(seller, sale._id)).documents).toHaveLength(1);
      expect((await documentFiles()).length).toBe(before.length + 1);
    });

    it('answers a retried answer to a request from the record, though the request has moved on', async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const request = (
        await admin.agent
          .post(`/api/admin/additional-requests/transaction/${sale._id}`)
          .send({ type: 'sewer_bill' })
          .expect(201)
      ).body as { _id: string };
      const path = `/api/documents/requests/${request._id}/files`;
      const send = () => upload(seller, path, { key: `answer-${request._id}` });
      const first = await send().expect(201);
      const retry = await send().expect(201);
      expect(retry.body._id).toBe(first.body._id);
      const after = await mine(seller, sale._id);
      expect(after.documents).toHaveLength(1);
      expect(after.requests[0].status).toBe('received');
      // Without the key, a second answer is still refused.
      await upload(seller, path).expect(409);
    });
  });

  describe('a full disk', () => {
    afterEach(() => vi.restoreAllMocks());

    it("answers an upload 507, the service's trouble, and keeps nothing", async () => {
      const seller = await signedInCustomer(t);
      const sale = await paidSale(seller);
      const before = await filesUnder(filesDir);
      vi.spyOn(store, 'put').mockRejectedValueOnce(noSpace());
      const answer = await upload(seller, `/api/documents/sale/${sale._id}/files`).expect(507);
      expect(answer.body).toMatchObject({ code: 'STORAGE_FULL' });
      expect(answer.body.message).toMatch(/can't store files right now/);
      expect(answer.body.message).not.toMatch(/interrupted/);
      expect((await mine(seller, sale._id)).documents).toEqual([]);
      expect(await filesUnder(filesDir)).toEqual(before);
    });

    it('fails a data export at once, so the customer can ask again', async () => {
      const customer = await signedInCustomer(t);
      vi.spyOn(store, 'put').mockRejectedValueOnce(noSpace());
      const asked = (await customer.agent.post('/api/me/data-exports').expect(200)).body as {
        _id: string;
      };
      await t.jobs.runDue({ queues: ['data-rights.export'] });
      const rights = async () =>
        (await customer.agent.get('/api/me/data-rights').expect(200)).body as {
          export: { _id: string; status: string } | null;
        };
      expect((await rights()).export).toMatchObject({ _id: asked._id, status: 'failed' });

      const again = (await customer.agent.post('/api/me/data-exports').expect(200)).body as {
        _id: string;
      };
      expect(again._id).not.toBe(asked._id);
      await t.jobs.runDue({ queues: ['data-rights.export'] });
      expect((await rights()).export).toMatchObject({ _id: again._id, status: 'ready' });
    });
  });

  it('cuts off an upload that trickles in, and lets go of its temp file', async () => {
    const seller = await signedInCustomer(t);
    const sale = await paidSale(seller);
    const boundary = 'slowslowslow';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    const server = t.app.getHttpServer() as Server;
    // The first bytes of a PDF, then nothing more: well below 2000 bytes a second.
    const answer = await rawPost(server, `/api/documents/sale/${sale._id}/files`, {
      headers: {
        Cookie: await sessionCookieFor(t, seller.user._id),
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
      },
      chunks: [head, pdf().subarray(0, 40)],
      declaredBytes: 100_000,
      end: false,
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'REQUEST_TOO_SLOW' });
    expect(answer.headers.connection).toBe('close');
    expect((await mine(seller, sale._id)).documents).toEqual([]);
    // The temp file the put began goes with the cut (the store removes it as it gives up).
    expect(
      await eventually(
        () => filesUnder(join(filesDir, '.partial')),
        (files) => files.length === 0,
      ),
    ).toEqual([]);
  });

  it('sweeps temp files a crash left, in any folder, once they are stale', async () => {
    const sweep = t.app.get(SweepOrphanFilesJob);
    const old = new Date(Date.now() - 3 * 60 * 60 * 1000);
    const stale = ['.partial/aaaa.part', 'documents/.tmp/bbbb.part', 'cccc.partial'];
    for (const file of [...stale, '.partial/fresh.part']) {
      await mkdir(join(filesDir, file, '..'), { recursive: true });
      await writeFile(join(filesDir, file), 'half a file');
    }
    for (const file of stale) await utimes(join(filesDir, file), old, old);

    await sweep.sweepTemporary();
    const left = await filesUnder(filesDir);
    for (const file of stale) expect(left).not.toContain(file);
    // A temp file still being written (fresh) may be another process's put in progress.
    expect(left).toContain('.partial/fresh.part');
  });

  it("removes at once, at start, the temp file of a put whose process was killed, not a live one's", async () => {
    const host = hostname().replace(/[^A-Za-z0-9-]/g, '-');
    const dead = spawnSync(process.execPath, ['-e', '']).pid!; // a process that has ended
    const killed = `.partial/${host}.${dead}.${'ab'.repeat(12)}.part`;
    const running = `.partial/${host}.${process.pid}.${'cd'.repeat(12)}.part`;
    for (const file of [killed, running]) await writeFile(join(filesDir, file), 'half a file');

    // What a process's start does (the sweep's bootstrap), with both files just written.
    t.app.get(SweepOrphanFilesJob).onApplicationBootstrap();
    const left = await eventually(
      () => filesUnder(filesDir),
      (files) => !files.includes(killed),
    );
    expect(left).toContain(running);
  });
});
