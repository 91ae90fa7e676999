import type { Server } from 'node:http';
import { createTestApp, TestApp } from '@test/support/app';
import { startCallbackReceiver, type CallbackReceiver } from '@test/support/callback-receiver';
import { eventually } from '@test/support/eventually';
import { signedInAdmin, SignedIn } from '@test/support/factories';
import { startPiscesServer, type PiscesServer } from '@test/support/pisces-server';
import { rawPost } from '@test/support/raw-http';
import { saleRow } from '@test/support/sales';

const CALLBACK = '/api/searches/callback';
const MAX_PUSH_BYTES = 256 * 1024;

/** The opening of a status update with these in-band credentials, as PISCES sends it. */
const opening = (username: string, password: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<SearchStatusUpdateSend xmlns="http://www.oscre.org/ns/Searches/StandardV1/SearchStatusUpdateSend">
  <Authentication xmlns="http://www.oscre.org/ns/v1/piscesauthentication">
    <Header><Version>1.0</Version><Mode>Test</Mode></Header>
    <AuthenticationData><Username>${username}</Username><Password>${password}</Password></AuthenticationData>
  </Authentication>
  <SearchOrder xmlns="">`;

/** A push written by hand (see rawPost): the callback takes XML. */
const push = (server: Server, chunks: (string | Buffer)[], { end }: { end: boolean }) =>
  rawPost(server, CALLBACK, { headers: { 'Content-Type': 'application/xml' }, chunks, end });

/**
 * Hardening II, finding 2: the searches callback carries its credentials inside the XML, so it
 * checks them from the first bytes, before anything is parsed or the rest is read, and reads no
 * more than its limit. After every refusal the health check still answers.
 */
describe('the search provider’s pushes (POST /api/searches/callback)', () => {
  let t: TestApp;
  let server: Server;
  let admin: SignedIn;
  let pisces: PiscesServer;
  let callback: CallbackReceiver;

  beforeAll(async () => {
    callback = await startCallbackReceiver(async (body, headers) => {
      const answer = await t
        .http()
        .post(CALLBACK)
        .set('Content-Type', String(headers['content-type'] ?? 'application/xml'))
        .send(body);
      return answer.status;
    });
    pisces = await startPiscesServer({ callbackUrl: callback.url });
    t = await createTestApp({
      SEARCHES_API_URL: pisces.orderUrl,
      SEARCHES_USERNAME: 'threshold',
      SEARCHES_PASSWORD: 'pisces-order-password',
      SEARCHES_CALLBACK_USERNAME: 'onesearch',
      SEARCHES_CALLBACK_PASSWORD: 'pisces-callback-password',
      SEARCHES_MAX_PUSH_BYTES: String(MAX_PUSH_BYTES),
    });
    server = t.app.getHttpServer() as Server;
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
    await pisces.close();
    await callback.close();
  });

  const healthy = async () => {
    expect((await t.http().get('/api/health')).status).toBe(200);
  };

  it('refuses wrong credentials from the first bytes with 401, while the sender is still sending', async () => {
    const answer = await push(
      server,
      [opening('onesearch', 'guess'), Buffer.alloc(96 * 1024, ' ')],
      { end: false },
    );
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ message: 'The credentials are not valid.' });
    await healthy();
    // No Authentication block in the first 64 KB: refused the same way.
    const anonymous = await push(server, [`<SearchResultsSend>${' '.repeat(96 * 1024)}`], {
      end: false,
    });
    expect(anonymous.status).toBe(401);
    await healthy();
  });

  it('refuses a 5 MB unauthenticated push with 401 from its first bytes, neither reading nor parsing the rest', async () => {
    const product = Buffer.from('<SearchProduct><ProductType>X</ProductType></SearchProduct>');
    const answer = await push(
      server,
      [
        opening('onesearch', 'guess'),
        ...Array.from({ length: 80 }, () => Buffer.alloc(64 * 1024, product)),
        '</SearchOrder></SearchStatusUpdateSend>',
      ],
      { end: true },
    );
    expect(answer.status).toBe(401);
    await healthy();
  });

  it('refuses an authenticated push past the size limit with 413 as soon as it passes it', async () => {
    const answer = await push(
      server,
      [opening('onesearch', 'pisces-callback-password'), Buffer.alloc(MAX_PUSH_BYTES, ' ')],
      { end: false },
    );
    expect(answer.status).toBe(413);
    await healthy();
    const declared = await t
      .http()
      .post(CALLBACK)
      .set('Content-Type', 'application/xml')
      .set('Content-Length', String(MAX_PUSH_BYTES + 1))
      .send(Buffer.alloc(MAX_PUSH_BYTES + 1, ' '));
    expect(declared.status).toBe(413);
    await healthy();
  });

  it('still applies the hub’s pushes', async () => {
    const { sale } = await saleRow(t, {
      firstOrderStatus: 'succeeded',
      seller: { first_name: 'Ida', last_name: 'Moss' },
      line1: '5 Quay Walk',
      createdAt: new Date('2026-07-01T09:00:00Z'),
    });
    const list = async () =>
      (await admin.agent.get(`/api/admin/searches/transaction/${sale._id}`).expect(200)).body as {
        orders: { productId: string; status: string; estimatedCompletion: string | null }[];
        requests: { status: string; facilitator_reference: string | null }[];
      };
    await admin.agent
      .post(`/api/admin/searches/transaction/${sale._id}`)
      .send({ buildingNumber: '5', isReorder: false })
      .expect(201);
    const taken = await eventually(list, (body) =>
      body.orders.every((row) => row.estimatedCompletion !== null),
    );
    const reference = taken.requests[0].facilitator_reference!;
    expect(await pisces.pushResults(reference, ['LLC1CON29'])).toBe(200);
    expect((await list()).orders.find((row) => row.productId === 'LLC1CON29')!.status).toBe(
      'complete',
    );
  });
});
