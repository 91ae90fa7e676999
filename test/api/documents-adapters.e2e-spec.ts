import { createHash } from 'node:crypto';
import { request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hashSecret, newSecret, SESSION_COOKIE, SESSION_TTL_MS } from '@/accounts/auth/tokens';
import { sessions } from '@/platform/database/schema';
import { EICAR_TEST_STRING } from '@/platform/files/scanning/simulator-scanner';
import { createTestApp, TestApp } from '@test/support/app';
import { findClamd, LocalClamd, startClamd } from '@test/support/clamd';
import { eventually } from '@test/support/eventually';
import { signedInCustomer, SignedIn } from '@test/support/factories';
import { paidSale } from '@test/support/journeys';
import { LocalS3, startLocalS3 } from '@test/support/s3-server';

const MB = 1024 * 1024;
type Listed = { documents: { _id: string; scan_status: string; downloadable: boolean }[] };

// The real ClamAV daemon where it is installed (always in CI: .ci/run installs it); elsewhere the
// app's simulator scanner answers for the EICAR string in the same words.
const useClamd = Boolean(findClamd() || process.env.CI);

/**
 * The app as production runs it: documents in an S3-compatible object store (s3rver, a local
 * server speaking the S3 protocol) and scanned by clamd. A seller's upload lands in the bucket,
 * comes back byte for byte once clean; an infected one is refused; a cut-off one leaves nothing.
 */
describe('documents in an S3 store, scanned by clamd', () => {
  let s3: LocalS3;
  let clamd: LocalClamd | null = null;
  let t: TestApp;
  let seller: SignedIn;
  let sellerCookie: string;
  let saleId: string;

  beforeAll(async () => {
    s3 = await startLocalS3('threshold-documents');
    if (useClamd) clamd = await startClamd({ streamMaxBytes: 25 * MB });
    t = await createTestApp({ ...s3.env, ...(clamd ? { CLAMD_URL: clamd.tcpUrl } : {}) });
    seller = await signedInCustomer(t);
    saleId = (await paidSale(seller))._id;
    sellerCookie = await sessionCookieFor(seller.user._id);
  });

  afterAll(async () => {
    await t?.close();
    await clamd?.stop();
    await s3?.close();
  });

  async function sessionCookieFor(userId: string): Promise<string> {
    const secret = newSecret();
    await t.database.db.insert(sessions).values({
      user_id: userId,
      token_hash: hashSecret(secret),
      expires_at: new Date(t.clock.now().getTime() + SESSION_TTL_MS),
      last_seen_at: t.clock.now(),
    });
    return `${SESSION_COOKIE}=${secret}`;
  }

  const bucketKeys = async () => s3.objectKeys();

  const documentOf = async (id: string) =>
    eventually(
      async () =>
        (
          (await seller.agent.get(`/api/documents/sale/${saleId}`).expect(200)).body as Listed
        ).documents.find((document) => document._id === id)!,
      (document) => document.scan_status !== 'pending',
      20_000,
    );

  it('keeps an upload in the bucket and gives it back intact once clamd finds it clean', async () => {
    const content = Buffer.concat([
      Buffer.from('%PDF-1.7\n'),
      Buffer.alloc(6 * MB, 'memorandum of sale '),
      Buffer.from('\n%%EOF\n'),
    ]);
    const before = await bucketKeys();
    const uploaded = await seller.agent
      .post(`/api/documents/sale/${saleId}/files`)
      .attach('file', content, 'memorandum.pdf')
      .expect(201);
    const added = (await bucketKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringMatching(/^documents\/[0-9a-f]{32}$/)]);

    expect(await documentOf(uploaded.body._id)).toMatchObject({
      scan_status: 'clean',
      downloadable: true,
    });
    const downloaded = await seller.agent
      .get(`/api/documents/${uploaded.body._id}/download`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(
      createHash('sha256')
        .update(downloaded.body as Buffer)
        .digest('hex'),
    ).toBe(createHash('sha256').update(content).digest('hex'));
  });

  it('never lets the EICAR test file be downloaded, and removes it from the bucket', async () => {
    const infected = Buffer.from(`%PDF-1.4\n${EICAR_TEST_STRING}\n%%EOF\n`, 'latin1');
    const before = await bucketKeys();
    const uploaded = await seller.agent
      .post(`/api/documents/sale/${saleId}/files`)
      .attach('file', infected, 'bill.pdf')
      .expect(201);
    expect(await documentOf(uploaded.body._id)).toMatchObject({
      scan_status: 'infected',
      downloadable: false,
    });
    await seller.agent.get(`/api/documents/${uploaded.body._id}/download`).expect(409);
    // the verdict commits first, then the scan deletes the object from the bucket
    await eventually(bucketKeys, (keys) => keys.length === before.length);
    expect(await bucketKeys()).toEqual(before);
  });

  it('leaves nothing in the bucket when the upload is cut off mid-way', async () => {
    const before = await bucketKeys();
    const begun = s3.multipartUploadsBegun();
    await cutOffUpload(t.app.getHttpServer() as Server, `/api/documents/sale/${saleId}/files`, {
      cookie: sellerCookie,
      declaredBytes: 15 * MB,
      // once the store has begun a multipart upload (past its first 5 MB part)
      hangUpWhen: () => s3.multipartUploadsBegun() > begun,
    });
    await eventually(
      async () => ({ keys: await bucketKeys(), open: s3.openMultipartUploads() }),
      ({ keys, open }) => open.length === 0 && keys.length === before.length,
    );
    expect(await bucketKeys()).toEqual(before);
    expect(s3.multipartUploadsBegun()).toBe(begun + 1); // it reached the store, then was aborted
    const listed = (await seller.agent.get(`/api/documents/sale/${saleId}`).expect(200))
      .body as Listed;
    expect(listed.documents).toHaveLength(2); // the two uploads above, nothing from this one
  });
});

/**
 * Starts a multipart upload that declares `declaredBytes` and hangs up, never sending them all,
 * as soon as `hangUpWhen` holds (checked between chunks).
 */
async function cutOffUpload(
  server: Server,
  path: string,
  {
    cookie,
    declaredBytes,
    hangUpWhen,
  }: { cookie: string; declaredBytes: number; hangUpWhen: () => boolean },
) {
  if (!server.listening)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const boundary = 'x-threshold-cut-off';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n',
  );
  const req = request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: {
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + declaredBytes),
    },
  });
  req.on('error', () => undefined); // the hang-up is the point
  const write = (data: Buffer) =>
    req.write(data) ? Promise.resolve() : new Promise((resolve) => req.once('drain', resolve));
  await write(head);
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  for (let sent = 0; sent + chunk.length < declaredBytes && !hangUpWhen(); sent += chunk.length) {
    await write(chunk);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  expect(hangUpWhen()).toBe(true);
  req.destroy();
}
