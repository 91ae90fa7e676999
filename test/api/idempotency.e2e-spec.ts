import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  idempotencyKeys,
  lawFirms,
  purchaseIntents,
  transactions,
} from '@/platform/database/schema';
import { IdempotencyService } from '@/platform/idempotency/idempotency.service';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import { createProperty, purchaseIntentBody } from '@test/support/purchase-intents';
import { sellerForm } from '@test/support/seller';

const HOUR = 60 * 60 * 1000;
const newKey = () => `create-${randomBytes(12).toString('hex')}`;

/**
 * Hardening II, finding 14: a client that retries a create (its first answer lost) sends the same
 * Idempotency-Key, and gets the first answer instead of a second record.
 */
describe('Idempotency-Key on create requests', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => {
    t.clock.reset();
  });

  async function salesOf(userId: string) {
    return t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId));
  }

  it('creates a sale once for a retried key, answering the same sale', async () => {
    const { agent, user } = await signedInCustomer(t);
    const key = newKey();
    const first = await agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm())
      .expect(201);
    const retry = await agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm())
      .expect(201);

    expect(retry.body._id).toBe(first.body._id);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await salesOf(user._id)).toHaveLength(1);
  });

  it('answers a duplicate sent while the first is still running with the same sale', async () => {
    const { agent, user } = await signedInCustomer(t);
    const key = newKey();
    const send = () =>
      agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm());
    const [a, b] = await Promise.all([send(), send()]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body._id).toBe(b.body._id);
    expect(await salesOf(user._id)).toHaveLength(1);
  });

  it('refuses the same key with another request, and creates nothing', async () => {
    const { agent, user } = await signedInCustomer(t);
    const key = newKey();
    await agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm()).expect(201);
    const other = await agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm({ askingPrice: 400000 }))
      .expect(422);
    expect(other.body).toMatchObject({
      statusCode: 422,
      code: 'IDEMPOTENCY_KEY_REUSED',
      message:
        'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
    });
    // nor may the key name a create of another kind
    const property = await createProperty(t);
    await agent
      .post('/api/purchase-intent')
      .set('Idempotency-Key', key)
      .send(purchaseIntentBody(property._id))
      .expect(422);
    expect(await salesOf(user._id)).toHaveLength(1);
  });

  it('creates as before without a key, and refuses a malformed key', async () => {
    const { agent, user } = await signedInCustomer(t);
    await agent.post('/api/transaction').send(sellerForm()).expect(201);
    await agent.post('/api/transaction').send(sellerForm()).expect(201);
    expect(await salesOf(user._id)).toHaveLength(2);

    for (const bad of ['has spaces', 'x'.repeat(256), 'ünïcode', 'a,b']) {
      const refused = await agent
        .post('/api/transaction')
        .set('Idempotency-Key', bad)
        .send(sellerForm())
        .expect(400);
      expect(refused.body.message).toEqual([
        'Idempotency-Key must be 1 to 255 characters: letters, digits and - _ . :',
      ]);
    }
    expect(await salesOf(user._id)).toHaveLength(2);
  });

  it('keeps nothing for a create that failed: the corrected request runs with the same key', async () => {
    const { agent, user } = await signedInCustomer(t);
    const key = newKey();
    await agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm({ askingPrice: -1 }))
      .expect(400);
    await agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm()).expect(201);
    expect(await salesOf(user._id)).toHaveLength(1);
  });

  it('creates a purchase intent once for a retried key', async () => {
    const { agent, user } = await signedInCustomer(t, { role: 'buy' });
    const property = await createProperty(t);
    const key = newKey();
    const send = () =>
      agent
        .post('/api/purchase-intent')
        .set('Idempotency-Key', key)
        .send(purchaseIntentBody(property._id))
        .expect(201);
    const first = await send();
    const retry = await send();
    expect(retry.body._id).toBe(first.body._id);
    const stored = await t.database.db
      .select()
      .from(purchaseIntents)
      .where(eq(purchaseIntents.primary_buyer_id, user._id));
    expect(stored).toHaveLength(1);
  });

  it("keeps each user's keys apart", async () => {
    const key = newKey();
    const ada = await signedInCustomer(t);
    const bob = await signedInCustomer(t);
    const first = await ada.agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm())
      .expect(201);
    const other = await bob.agent
      .post('/api/transaction')
      .set('Idempotency-Key', key)
      .send(sellerForm())
      .expect(201);
    expect(other.body._id).not.toBe(first.body._id);
    expect(await salesOf(bob.user._id)).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    const { agent, user } = await signedInCustomer(t);
    const key = newKey();
    await agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm()).expect(201);
    t.clock.advance(23 * HOUR);
    await agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm()).expect(201);
    expect(await salesOf(user._id)).toHaveLength(1);

    t.clock.advance(2 * HOUR);
    await agent.post('/api/transaction').set('Idempotency-Key', key).send(sellerForm()).expect(201);
    expect(await salesOf(user._id)).toHaveLength(2);

    // the hourly clean-up deletes the keys older than a day
    const mine = () =>
      t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.user_id, user._id));
    expect(await mine()).toHaveLength(1);
    t.clock.advance(25 * HOUR);
    await t.app.get(IdempotencyService).cleanup();
    expect(await mine()).toHaveLength(0);
  });

  it("takes a key on the back office's creates too", async () => {
    const { agent } = await signedInAdmin(t);
    const name = `Idempotent Legal ${randomBytes(3).toString('hex')} LLP`;
    const key = newKey();
    const send = () =>
      agent
        .post('/api/admin/law-firms')
        .set('Idempotency-Key', key)
        .send({
          name,
          email: 'conveyancing@idempotent.example',
          phone_number: '07911 123456',
          address: {
            line_1: '7 Chancery Court',
            post_town: 'Manchester',
            country: 'United Kingdom',
            postcode: 'm2 3wq',
            organisation_name: 'Idempotent Legal',
          },
        })
        .expect(201);
    const first = await send();
    const retry = await send();
    expect(retry.body._id).toBe(first.body._id);
    expect(await t.database.db.select().from(lawFirms).where(eq(lawFirms.name, name))).toHaveLength(
      1,
    );
  });
});
