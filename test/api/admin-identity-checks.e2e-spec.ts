import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  estateAgentBrands,
  estateAgents,
  identityChecks,
  transactions,
  users,
} from '@/platform/database/schema';
import { PollIdentityChecksJob } from '@/providers/identity-checks/jobs/poll-identity-checks.job';
import { createTestApp, TestApp } from '@test/support/app';
import { eventually } from '@test/support/eventually';
import { startCallbackReceiver, type CallbackReceiver } from '@test/support/callback-receiver';
import { signedInAdmin, SignedIn, uniqueEmail } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import {
  adminConfigRow,
  identityCheckRow,
  lawyerGroupRow,
  purchaseIntentRow,
  saleRow,
} from '@test/support/sales';
import { startThirdfortServer, type ThirdfortServer } from '@test/support/thirdfort-server';

type Check = {
  _id: string;
  status: string;
  thirdfort_id: string | null;
  checkId: string | null;
  checkUrl: string | null;
  person_details: { phone_number: string };
};
type PersonRow = {
  key: string;
  first_name: string;
  last_name: string;
  email: string | null;
  person_type: string;
  purchase_intent_id: string | null;
  check: Check | null;
  action: string;
  actionDisabled: boolean;
  disabledReason: string | null;
  sharedWith: { name: string; email: string | null } | null;
};
type Details = { people: { key: string; details: Record<string, string | null> }[] };
type View = {
  applies: boolean;
  sellers: PersonRow[];
  purchaseIntents: { _id: string; is_active: boolean; buyers: PersonRow[]; giftors: PersonRow[] }[];
};

const view = (id: string) => `/api/admin/identity-checks/transaction/${id}`;

/** A v2 sale (created after the switchover) with a seller who has an e-mail and a mobile. */
async function v2Sale(
  t: TestApp,
  options: { sellerEmail?: string; sellerGroup?: boolean; buyerGroup?: boolean } = {},
) {
  const sellerGroup =
    options.sellerGroup === false ? null : await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
  const buyerGroup = options.buyerGroup ? await lawyerGroupRow(t, 'Bath Law', 'Buyers team') : null;
  const email = options.sellerEmail ?? uniqueEmail('seller');
  const { sale, seller } = await saleRow(t, {
    seller: { first_name: 'Sally', last_name: 'Seller', email },
    createdAt: new Date('2026-07-01T09:00:00Z'),
    sellerLawyerGroupId: sellerGroup?._id,
    buyerLawyerGroupId: buyerGroup?._id,
  });
  await t.database.db
    .update(users)
    .set({ phone_number: '07700 900123' })
    .where(eq(users._id, seller._id));
  return { sale, seller, email, sellerGroup };
}

describe('the back office: identity checks', () => {
  describe('with the Thirdfort simulator (the embedded default)', () => {
    let t: TestApp;
    let admin: SignedIn;
    let checks: PollIdentityChecksJob;

    beforeAll(async () => {
      t = await createTestApp({ THIRDFORT_SIMULATOR_COMPLETION_SECONDS: '60' });
      t.clock.set(new Date('2026-08-03T09:00:00Z'));
      admin = await signedInAdmin(t);
      await adminConfigRow(t, { thirdfort_v2_switchover_date: new Date('2026-06-01T00:00:00Z') });
      checks = t.app.get(PollIdentityChecksJob);
    });

    afterAll(async () => {
      await t.close();
    });

    const read = async (id: string) => (await admin.agent.get(view(id)).expect(200)).body as View;
    const order = (id: string, person: PersonRow) =>
      admin.agent.post(view(id)).send({
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone_number: '07700 900123',
        person_type: person.person_type,
        ...(person.purchase_intent_id ? { purchase_intent_id: person.purchase_intent_id } : {}),
      });

    it('orders a seller’s check through the queue; the feed and the poll move it to complete', async () => {
      const { sale, sellerGroup } = await v2Sale(t);
      const before = await read(sale._id);
      expect(before.applies).toBe(true);
      const [seller] = before.sellers;
      expect(seller).toMatchObject({
        check: null,
        action: 'order',
        actionDisabled: false,
        sharedWith: null,
      });
      // the full details are a read of their own (recorded on the person's Access list)
      expect(seller).not.toHaveProperty('details');
      const details = (await admin.agent.get(`${view(sale._id)}/details`).expect(200))
        .body as Details;
      expect(details.people.find((person) => person.key === seller.key)?.details).toMatchObject({
        fileReference: sale._id,
        fullName: 'Sally Seller',
        phoneNumber: '7700 900123',
        propertyAddress: '12 Harbour Row, Bristol, BS1 5TR',
        solicitorEmail: sellerGroup!.solicitor.email,
      });

      const created = (await order(sale._id, seller).expect(201)).body as Check;
      expect(created.status).toBe('pending');
      expect(created.person_details.phone_number).toBe('+447700900123');
      const second = await order(sale._id, seller).expect(409);
      expect(second.body.message).toBe(
        'This person already has a pending check. Abort it before ordering another.',
      );

      const made = await eventually(
        () => read(sale._id),
        (body) => body.sellers[0].check?.thirdfort_id !== null,
      );
      expect(made.sellers[0]).toMatchObject({
        action: 'abort',
        sharedWith: { name: 'Hannah Lowe' },
      });
      expect(made.sellers[0].check!.checkUrl).toBe(
        `https://app.thirdfort.com/checks/${made.sellers[0].check!.checkId}`,
      );
      // Pending counts as covered on the feed (admin.md §4).
      const pendingSale = (await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200))
        .body;
      expect(pendingSale.status.identity_status).toBe('complete');

      expect(await checks.poll()).toBe(0); // not finished yet
      t.clock.advance(61_000);
      // This poll or the simulator's background one, whichever reads the feed first, applies it.
      await checks.poll();
      const done = await eventually(
        () => read(sale._id),
        (body) => body.sellers[0].check?.status === 'complete',
      );
      expect(done.sellers[0]).toMatchObject({ action: 'reorder', actionDisabled: true });
      expect(await checks.poll()).toBe(0); // the cursor moved on: nothing applied twice
      const events = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200)
      ).body as { event_name: string }[];
      expect(events.map((event) => event.event_name)).toEqual(
        expect.arrayContaining(['identity_check_ordered', 'identity_check_completed']),
      );
      const completed = events.filter((event) => event.event_name === 'identity_check_completed');
      expect(completed).toHaveLength(1);
      await admin.agent
        .post(`/api/admin/identity-checks/${done.sellers[0].check!._id}/reorder`)
        .expect(409);
    });

    it('fails, reorders and aborts; aborted is final and only the latest check is reordered', async () => {
      const { sale } = await v2Sale(t, { sellerEmail: uniqueEmail('sam+fail') });
      const [seller] = (await read(sale._id)).sellers;
      const first = (await order(sale._id, seller).expect(201)).body as Check;
      await eventually(
        () => read(sale._id),
        (body) => body.sellers[0].check?.thirdfort_id !== null,
      );
      t.clock.advance(61_000);
      await checks.poll();
      const failed = await read(sale._id);
      expect(failed.sellers[0]).toMatchObject({ action: 'reorder', actionDisabled: false });
      expect(failed.sellers[0].check!.status).toBe('failed');
      // The feed: the check shows as failed, with whose it is and why, under its own filter.
      const failedRows = (
        await admin.agent
          .get('/api/admin/transactions?thirdfortChecksFailed=true&limit=100')
          .expect(200)
      ).body as {
        items: { _id: string; identity_status: string; identity_failure: string | null }[];
      };
      const row = failedRows.items.find((item) => item._id === sale._id);
      expect(row?.identity_status).toBe('failed');
      expect(row?.identity_failure).toMatch(/^\S.*: \S/);
      const others = (
        await admin.agent
          .get('/api/admin/transactions?thirdfortChecksFailed=false&limit=100')
          .expect(200)
      ).body as { items: { _id: string }[] };
      expect(others.items.some((item) => item._id === sale._id)).toBe(false);

      const again = (
        await admin.agent.post(`/api/admin/identity-checks/${first._id}/reorder`).expect(201)
      ).body as Check;
      expect(again.status).toBe('pending');
      await admin.agent.post(`/api/admin/identity-checks/${first._id}/reorder`).expect(409);
      await eventually(
        () => read(sale._id),
        (body) => body.sellers[0].check?.thirdfort_id !== null,
      );
      const aborted = await admin.agent
        .post(`/api/admin/identity-checks/${again._id}/abort`)
        .expect(200);
      expect(aborted.body.status).toBe('aborted');
      const twice = await admin.agent
        .post(`/api/admin/identity-checks/${again._id}/abort`)
        .expect(409);
      expect(twice.body.message).toBe('Only a pending check can be aborted.');
      // The provider is told at once; even when it later reports the check finished, aborted
      // stays aborted.
      await eventually(
        async () =>
          (
            await t.database.db
              .select()
              .from(identityChecks)
              .where(eq(identityChecks._id, again._id))
          )[0],
        (check) => check.thirdfort_id !== null && check.provider_state === 'CANCELLED',
      );
      t.clock.advance(61_000);
      await checks.poll();
      expect((await read(sale._id)).sellers[0].check).toMatchObject({
        _id: again._id,
        status: 'aborted',
      });
      await admin.agent
        .post('/api/admin/identity-checks/ffffffffffffffffffffffff/abort')
        .expect(404);
    });

    it('refuses what §4 disables, matches people case-insensitively, and leaves pre-v2 sales alone', async () => {
      const { sale } = await v2Sale(t, { sellerGroup: false });
      const [seller] = (await read(sale._id)).sellers;
      expect(seller).toMatchObject({
        actionDisabled: true,
        disabledReason: 'Assign a seller solicitor before ordering identity checks for sellers.',
      });
      const refused = await order(sale._id, seller).expect(400);
      expect(refused.body.message).toEqual([
        'Assign a seller solicitor before ordering identity checks for sellers.',
      ]);

      const withGroup = await v2Sale(t, { buyerGroup: false });
      const { intent } = await purchaseIntentRow(t, withGroup.sale._id, {
        buyer: { first_name: 'Bob', last_name: 'Buyer', email: uniqueEmail('bob') },
        active: false,
        giftors: [{ first_name: 'Gill', last_name: 'Giver', email: uniqueEmail('gill') }],
      });
      const intentView = (await read(withGroup.sale._id)).purchaseIntents[0];
      expect(intentView).toMatchObject({ _id: intent._id, is_active: false });
      expect(
        intentView.giftors.map((p) => [p.first_name, p.actionDisabled, p.disabledReason]),
      ).toEqual([['Gill', true, 'The purchase intent is inactive: its checks cannot be ordered.']]);
      const [sellerRow] = (await read(withGroup.sale._id)).sellers;
      const unknown = await admin.agent
        .post(view(withGroup.sale._id))
        .send({
          first_name: 'Someone',
          last_name: 'Else',
          email: sellerRow.email,
          phone_number: '07700900123',
          person_type: 'seller',
        })
        .expect(400);
      expect(unknown.body.message).toEqual([
        'Nobody of this transaction has these details: check the name, e-mail and person type.',
      ]);
      await admin.agent
        .post(view(withGroup.sale._id))
        .send({
          first_name: 'SALLY',
          last_name: 'seller ',
          email: sellerRow.email!.toUpperCase(),
          phone_number: '07700900123',
          person_type: 'seller',
        })
        .expect(201);
      const invalid = await admin.agent
        .post(view(withGroup.sale._id))
        .send({
          first_name: '',
          last_name: 'Seller',
          email: 'nope',
          phone_number: 'x',
          person_type: 'landlord',
        })
        .expect(400);
      expect(invalid.body.message).toEqual(
        expect.arrayContaining(['First name is required', 'Email must be a valid email address']),
      );

      const old = await v2Sale(t);
      await t.database.db
        .update(transactions)
        .set({ createdAt: new Date('2026-05-01T09:00:00Z') })
        .where(eq(transactions._id, old.sale._id));
      const oldView = await read(old.sale._id);
      expect(oldView.applies).toBe(false);
      await order(old.sale._id, oldView.sellers[0]).expect(400);
      await t.http().get(view(old.sale._id)).expect(401);
    });

    it('e-mails the estate agent’s Thirdfort requesters where the checks stand', async () => {
      const { sale } = await v2Sale(t);
      const send = (role: string) =>
        admin.agent.post(`/api/admin/transactions/${sale._id}/thirdfort-email`).send({ role });
      expect((await send('sell').expect(400)).body.message).toEqual([
        'No estate agent is assigned to this transaction',
      ]);
      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName: 'Harbour Homes' })
        .returning();
      const [agent] = await t.database.db
        .insert(estateAgents)
        .values({
          brand_id: brand._id,
          office: { name: 'Clifton' },
          display_name: 'Harbour Homes - Clifton',
          thirdfort: {
            requestsSellerThirdfortChecks: true,
            requestsBuyerThirdfortChecks: false,
            thirdfortRequesterEmails: ['aml@harbour.example', 'desk@harbour.example'],
            receivesSellerThirdfortChecks: true,
            receivesBuyerThirdfortChecks: false,
          },
        })
        .returning();
      await t.database.db
        .update(transactions)
        .set({ estate_agent_id: agent._id, estate_agent_status: 'assigned' })
        .where(eq(transactions._id, sale._id));
      expect((await send('sell').expect(200)).body).toEqual({
        message: 'Email sent to the estate agent',
      });
      const [mail] = await outboxTo(t, 'aml@harbour.example');
      expect(mail.template).toBe('estate-agent-thirdfort');
      expect(mail.text).toContain('Sally Seller (seller): not requested yet');
      expect(await outboxTo(t, 'desk@harbour.example')).toHaveLength(1);
      expect((await send('buy').expect(400)).body.message).toEqual([
        'This estate agent has not asked for buyer Thirdfort checks (see its Thirdfort settings)',
      ]);
      await send('rent').expect(400);
    });

    it("reads the feed's Thirdfort status from everyone's checks: a pending or complete one covers a person", async () => {
      type Status = 'pending' | 'complete' | 'failed' | 'aborted';
      /** A sale with two sellers and an active buyer, each with these checks (oldest first). */
      const saleWithChecks = async (seller: Status[], partner: Status[], buyer: Status[]) => {
        const people = {
          seller: { first_name: 'Sally', last_name: 'Seller', email: uniqueEmail('sally') },
          partner: { first_name: 'Sam', last_name: 'Seller', email: uniqueEmail('sam') },
          buyer: { first_name: 'Bea', last_name: 'Buyer', email: uniqueEmail('bea') },
        };
        const { sale } = await saleRow(t, {
          seller: people.seller,
          additionalSellers: [people.partner],
          createdAt: new Date('2026-07-01T09:00:00Z'),
        });
        await purchaseIntentRow(t, sale._id, { buyer: people.buyer, active: true });
        const checks = [
          ['seller', people.seller, seller],
          ['seller', people.partner, partner],
          ['buyer', people.buyer, buyer],
        ] as const;
        for (const [type, person, statuses] of checks) {
          for (const status of statuses) await identityCheckRow(t, sale._id, type, person, status);
        }
        return sale._id;
      };
      const feedStatus = async (id: string) => {
        const { body } = await admin.agent.get(`/api/admin/transactions/${id}`).expect(200);
        return (body as { status: { identity_status: string } }).status.identity_status;
      };

      // Failed and aborted checks cover nobody; a failed one nobody redid says failed.
      expect(await feedStatus(await saleWithChecks(['aborted'], [], []))).toBe('outstanding');
      expect(await feedStatus(await saleWithChecks(['failed'], ['aborted'], []))).toBe('failed');
      // Some covered, some not: a person whose only check was aborted or failed, or who has none.
      expect(await feedStatus(await saleWithChecks(['pending'], ['aborted'], ['complete']))).toBe(
        'in progress',
      );
      expect(await feedStatus(await saleWithChecks(['complete'], ['failed'], ['pending']))).toBe(
        'failed',
      );
      expect(await feedStatus(await saleWithChecks(['complete'], [], []))).toBe('in progress');
      // Everyone covered: a failed check reordered (pending now) counts, pending counts.
      expect(
        await feedStatus(await saleWithChecks(['complete'], ['failed', 'pending'], ['pending'])),
      ).toBe('complete');
    });
  });

  describe('with Thirdfort’s Client API (a local server of the protocol)', () => {
    let t: TestApp;
    let admin: SignedIn;
    let thirdfort: ThirdfortServer;
    let webhook: CallbackReceiver;
    const secret = 'whsec-local-thirdfort';

    beforeAll(async () => {
      webhook = await startCallbackReceiver(async (body, headers) => {
        const answer = await t
          .http()
          .post('/api/webhooks/thirdfort')
          .set('Content-Type', 'application/json')
          .set('x-thirdfort-signature', String(headers['x-thirdfort-signature'] ?? ''))
          .send(body.toString('utf8'));
        return answer.status;
      });
      thirdfort = await startThirdfortServer({
        webhook: { url: webhook.url, secret, header: 'x-thirdfort-signature' },
      });
      t = await createTestApp({
        THIRDFORT_API_URL: thirdfort.apiUrl,
        THIRDFORT_TOKEN_URL: thirdfort.tokenUrl,
        THIRDFORT_CLIENT_ID: 'client_01HQLOCALTEST',
        THIRDFORT_CLIENT_SECRET: 'local-client-secret',
        THIRDFORT_ORGANIZATION: 'org-threshold',
        THIRDFORT_TEAM: 'team-conveyancing',
        THIRDFORT_WEBHOOK_SECRET: secret,
      });
      admin = await signedInAdmin(t);
      await adminConfigRow(t, { thirdfort_v2_switchover_date: new Date('2026-06-01T00:00:00Z') });
    });

    afterAll(async () => {
      await t.close();
      await thirdfort.close();
      await webhook.close();
    });

    it('creates the check at Thirdfort once, takes its completion by webhook, and cancels on abort', async () => {
      const { sale } = await v2Sale(t);
      const [seller] = ((await admin.agent.get(view(sale._id)).expect(200)).body as View).sellers;
      const created = (
        await admin.agent
          .post(view(sale._id))
          .send({
            first_name: 'Sally',
            last_name: 'Seller',
            email: seller.email,
            phone_number: '07700 900123',
            person_type: 'seller',
          })
          .expect(201)
      ).body as Check;
      const stored = await eventually(
        async () =>
          (
            await t.database.db
              .select()
              .from(identityChecks)
              .where(eq(identityChecks._id, created._id))
          )[0],
        (check) => check.thirdfort_id !== null,
      );
      const remote = thirdfort.checks.get(stored.thirdfort_id!)!;
      expect(remote.params).toMatchObject({
        subject: { givenName: 'Sally', familyName: 'Seller', phoneNumber: '+447700900123' },
      });
      expect(thirdfort.requests.filter((r) => r.operation === 'create')).toHaveLength(1);

      expect(await thirdfort.complete(stored.thirdfort_id!, 'APPROVE')).toBe(200);
      const [complete] = await t.database.db
        .select()
        .from(identityChecks)
        .where(eq(identityChecks._id, created._id));
      expect(complete.status).toBe('complete');

      // A forged delivery is refused and changes nothing.
      const forged = await t
        .http()
        .post('/api/webhooks/thirdfort')
        .set('Content-Type', 'application/json')
        .set('x-thirdfort-signature', createHmac('sha256', 'wrong').update('{}').digest('hex'))
        .send('{}');
      expect(forged.status).toBe(400);

      // Abort: a second person's pending check is cancelled at Thirdfort by the job.
      const other = await v2Sale(t);
      const [person] = ((await admin.agent.get(view(other.sale._id)).expect(200)).body as View)
        .sellers;
      const pending = (
        await admin.agent
          .post(view(other.sale._id))
          .send({
            first_name: 'Sally',
            last_name: 'Seller',
            email: person.email,
            phone_number: '+447700900123',
            person_type: 'seller',
          })
          .expect(201)
      ).body as Check;
      const made = await eventually(
        async () =>
          (
            await t.database.db
              .select()
              .from(identityChecks)
              .where(eq(identityChecks._id, pending._id))
          )[0],
        (check) => check.thirdfort_id !== null,
      );
      await admin.agent.post(`/api/admin/identity-checks/${pending._id}/abort`).expect(200);
      await eventually(
        async () => thirdfort.checks.get(made.thirdfort_id!)!.state,
        (state) => state === 'CANCELLED',
      );
    });

    it('applies each notification once and never backwards: replays, late and older ones change nothing', async () => {
      const { sale } = await v2Sale(t);
      const [seller] = ((await admin.agent.get(view(sale._id)).expect(200)).body as View).sellers;
      const created = (
        await admin.agent
          .post(view(sale._id))
          .send({
            first_name: 'Sally',
            last_name: 'Seller',
            email: seller.email,
            phone_number: '07700 900123',
            person_type: 'seller',
          })
          .expect(201)
      ).body as Check;
      const stored = async (id: string) =>
        (await t.database.db.select().from(identityChecks).where(eq(identityChecks._id, id)))[0];
      const made = await eventually(
        () => stored(created._id),
        (check) => check.thirdfort_id !== null,
      );
      const name = made.thirdfort_id!;
      const start = Date.now();
      const at = (seconds: number) => new Date(start + seconds * 1000).toISOString();
      const status = async () =>
        ((await admin.agent.get(view(sale._id)).expect(200)).body as View).sellers[0].check!;

      // Thirdfort's reviewer says "consider" (t+3): the check fails.
      const consider = await thirdfort.notifyCheck(name, {
        state: 'COMPLETE',
        recommendation: 'CONSIDER',
        at: at(3),
      });
      expect(consider.status).toBe(200);
      expect((await status()).status).toBe('failed');
      // An older "clear" (t+2) delivered late, the "consider" delivered again, a late "active"
      // (t+1), and even a newer "clear" (t+4): failed is final, none of them changes it.
      const late = [
        () =>
          thirdfort.notifyCheck(name, { state: 'COMPLETE', recommendation: 'CLEAR', at: at(2) }),
        async () => ({ status: await thirdfort.redeliver(consider.notification) }),
        () => thirdfort.notifyCheck(name, { state: 'ACTIVE', at: at(1) }),
        () =>
          thirdfort.notifyCheck(name, { state: 'COMPLETE', recommendation: 'CLEAR', at: at(4) }),
      ];
      for (const deliver of late) expect((await deliver()).status).toBe(200);
      // The feed lists every one of them again: polling applies none.
      expect(await t.app.get(PollIdentityChecksJob).poll()).toBe(0);
      expect(await status()).toMatchObject({ _id: created._id, status: 'failed' });
      expect(await stored(created._id)).toMatchObject({
        status: 'failed',
        provider_state: 'COMPLETE',
        recommendation: 'CONSIDER',
      });
      const timeline = async () =>
        (
          (await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200))
            .body as { event_name: string }[]
        )
          .map((event) => event.event_name)
          .filter(
            (event) => event === 'identity_check_failed' || event === 'identity_check_completed',
          );
      expect(await timeline()).toEqual(['identity_check_failed']);

      // A reorder starts a new check, which Thirdfort's notifications move on.
      const again = (
        await admin.agent.post(`/api/admin/identity-checks/${created._id}/reorder`).expect(201)
      ).body as Check;
      const remade = await eventually(
        () => stored(again._id),
        (check) => check.thirdfort_id !== null,
      );
      const clear = await thirdfort.notifyCheck(remade.thirdfort_id!, {
        state: 'COMPLETE',
        recommendation: 'CLEAR',
        at: at(5),
      });
      expect(clear.status).toBe(200);
      expect(await status()).toMatchObject({ _id: again._id, status: 'complete' });
      expect((await stored(created._id)).status).toBe('failed');
      expect((await timeline()).sort()).toEqual([
        'identity_check_completed',
        'identity_check_failed',
      ]);
    });
  });
});
