import { eq } from 'drizzle-orm';
import { searchOrderRequests } from '@/platform/database/schema';
import { DeliverSimulatedSearchesJob } from '@/providers/searches/jobs/deliver-simulated-searches.job';
import { createTestApp, TestApp } from '@test/support/app';
import { eventually } from '@test/support/eventually';
import { startCallbackReceiver, type CallbackReceiver } from '@test/support/callback-receiver';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { createSale, propertyAddress } from '@test/support/seller';
import { startPiscesServer, type PiscesServer } from '@test/support/pisces-server';
import { saleRow } from '@test/support/sales';

type SearchesBody = {
  orders: {
    productId: string;
    productName: string;
    status: string;
    estimatedCompletion: string | null;
    completionDate: string | null;
    reference: string | null;
    results: { _id: string; file_name: string }[];
  }[];
  requests: {
    status: string;
    requester_reference: string;
    facilitator_reference: string | null;
    rejection_reason: string | null;
    is_reorder: boolean;
  }[];
  orderedToday: boolean;
  salePaid: boolean;
  premise: Record<string, string | null>;
  providerOrdersUrl: string;
};

const base = (id: string) => `/api/admin/searches/transaction/${id}`;
const ONE_A_DAY =
  'Searches have already been ordered today for this transaction. Searches are limited to one order per day.';

describe('the back office: property searches', () => {
  describe('with the searches simulator (the embedded default)', () => {
    let t: TestApp;
    let admin: SignedIn;

    beforeAll(async () => {
      t = await createTestApp();
      t.clock.set(new Date('2026-08-03T09:00:00Z'));
      admin = await signedInAdmin(t);
    });

    afterAll(async () => {
      await t.close();
    });

    const list = async (id: string) =>
      (await admin.agent.get(base(id)).expect(200)).body as SearchesBody;

    it('refuses an order without a building name or number and stores nothing', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Ann', last_name: 'Lee' },
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      const refused = await admin.agent
        .post(base(sale._id))
        .send({ subBuildingName: 'Flat 2', buildingName: ' ', isReorder: false })
        .expect(400);
      expect(refused.body.message).toEqual(['Either building name or number is required']);
      const after = await list(sale._id);
      expect(after.orders).toEqual([]);
      expect(after.requests).toEqual([]);
      await admin.agent.post(base(sale._id)).send({ buildingNumber: '12' }).expect(400);
      await admin.agent
        .post(base('ffffffffffffffffffffffff'))
        .send({ buildingNumber: '1', isReorder: false })
        .expect(404);
    });

    it('orders the search pack, refuses a second order that day, and the results come back', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Bea', last_name: 'Hart' },
        line1: '12 Harbour Row',
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      const empty = await list(sale._id);
      expect(empty.orderedToday).toBe(false);
      expect(empty.providerOrdersUrl).toMatch(/^https:\/\//);

      const ordered = (
        await admin.agent
          .post(base(sale._id))
          .send({ buildingNumber: '12', isReorder: false })
          .expect(201)
      ).body as SearchesBody;
      expect(ordered.orderedToday).toBe(true);
      expect(ordered.orders.map((row) => [row.productId, row.productName, row.status])).toEqual([
        ['LLC1CON29', 'Local', 'in progress'],
        ['ONESEARCHDW', 'Drainage & Water', 'in progress'],
        ['ENVRES', 'Environmental', 'in progress'],
        ['LANDREGPLAN', 'Land Registry Plan', 'in progress'],
      ]);

      const again = await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '12', isReorder: true })
        .expect(409);
      expect(again.body.message).toBe(ONE_A_DAY);

      // The job submits it; the simulator acknowledges and reports each product in progress
      // with its estimated completion.
      const acknowledged = await eventually(
        () => list(sale._id),
        (body) => body.requests[0].status === 'acknowledged',
      );
      expect(acknowledged.orders.every((row) => row.reference?.startsWith('OS'))).toBe(true);
      const searches = t.app.get(DeliverSimulatedSearchesJob);
      // This delivery or the simulator's background one, whichever comes first, brings it.
      await searches.deliverSimulated();
      const inProgress = await eventually(
        () => list(sale._id),
        (body) => body.orders.some((row) => row.status === 'in progress'),
      );
      const local = inProgress.orders.find((row) => row.productId === 'LLC1CON29')!;
      expect(local.status).toBe('in progress');
      // OneSearch sends the estimate as a date.
      expect(local.estimatedCompletion).toBe('2026-08-13T00:00:00.000Z');

      // A simulated day lasts a minute: the Land Registry plan (1 day) comes back first.
      t.clock.advance(2 * 60_000);
      await searches.deliverSimulated();
      const partly = await eventually(
        () => list(sale._id),
        (body) => body.orders.some((row) => row.status === 'complete'),
      );
      const plan = partly.orders.find((row) => row.productId === 'LANDREGPLAN')!;
      expect(plan.status).toBe('complete');
      expect(plan.completionDate).toBe('2026-08-03T09:01:00.000Z');
      expect(plan.results).toHaveLength(1);
      expect(partly.orders.find((row) => row.productId === 'LLC1CON29')!.status).toBe(
        'in progress',
      );

      // The result is kept in the documents' store, on the Documents tab as well (staff only),
      // and downloadable once its virus check has passed.
      type Listed = {
        name: string;
        source: string;
        scan_status: string;
        visible_to_seller: boolean;
      };
      const stored = await eventually(
        async () =>
          (
            (await admin.agent.get(`/api/admin/documents/transaction/${sale._id}`).expect(200))
              .body as Listed[]
          ).find((document) => document.name === plan.results[0].file_name),
        (document) => document?.scan_status === 'clean',
      );
      expect(stored).toMatchObject({ source: 'search_result', visible_to_seller: false });
      const pdf = await admin.agent
        .get(`/api/admin/searches/results/${plan.results[0]._id}`)
        .buffer(true)
        .parse((res, callback) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toContain('attachment');
      expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

      t.clock.advance(10 * 60_000);
      await searches.deliverSimulated();
      const finished = await eventually(
        () => list(sale._id),
        (body) => body.orders.every((row) => row.status === 'complete'),
      );
      expect(finished.orders.map((row) => row.status)).toEqual([
        'complete',
        'complete',
        'complete',
        'complete',
      ]);
      // Delivering again changes nothing.
      expect(await searches.deliverSimulated()).toBe(0);

      const events = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200)
      ).body as { event_name: string; comments: string }[];
      expect(events.filter((event) => event.event_name === 'searches_ordered')).toHaveLength(1);
      expect(events.filter((event) => event.event_name === 'search_result_received')).toHaveLength(
        4,
      );
      const detail = (await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200))
        .body;
      expect(detail.status.searches_completed).toBe(true);

      // The next London day another order is taken.
      t.clock.set(new Date('2026-08-04T08:00:00Z'));
      const next = (
        await admin.agent
          .post(base(sale._id))
          .send({ buildingNumber: '12', isReorder: true })
          .expect(201)
      ).body as SearchesBody;
      expect(next.requests.map((row) => row.is_reorder)).toEqual([true, false]);
      expect(next.orders).toHaveLength(8);
      t.clock.set(new Date('2026-08-03T09:00:00Z'));
    });

    it('refuses an order on an unpaid sale unless staff give a reason, which goes on the timeline', async () => {
      const seller = await signedInCustomer(t, { firstName: 'Una', lastName: 'Paid' });
      const sale = await createSale(seller.agent, {
        propertyAddress: propertyAddress({ line_1: '3 Unpaid Close' }),
      });
      expect((await list(sale._id)).salePaid).toBe(false);

      const refused = await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '3', isReorder: false })
        .expect(409);
      expect(refused.body.message).toBe(
        'This sale has not been paid for. To order searches before the seller pays, give the reason for the override.',
      );
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '3', isReorder: false, unpaidOverrideReason: '   ' })
        .expect(409);
      expect((await list(sale._id)).requests).toEqual([]);

      const ordered = (
        await admin.agent
          .post(base(sale._id))
          .send({
            buildingNumber: '3',
            isReorder: false,
            unpaidOverrideReason: 'Seller paying by bank transfer <today>',
          })
          .expect(201)
      ).body as SearchesBody;
      expect(ordered.requests).toHaveLength(1);
      const timeline = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200)
      ).body as { event_name: string; author: string | null; comments: string | null }[];
      const event = timeline.find((row) => row.event_name === 'searches_ordered');
      expect(event?.author).toBe(admin.user._id);
      expect(event?.comments).toContain(
        'before the sale was paid for. Reason: Seller paying by bank transfer <today>',
      );
    });

    it('counts the day in London: in summer, 23:05 UTC is already the next day', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Cy', last_name: 'Ng' },
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      t.clock.set(new Date('2026-08-03T22:30:00Z'));
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '12', isReorder: false })
        .expect(201);
      t.clock.set(new Date('2026-08-03T22:50:00Z'));
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '12', isReorder: true })
        .expect(409);
      t.clock.set(new Date('2026-08-03T23:05:00Z'));
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '12', isReorder: true })
        .expect(201);
      t.clock.set(new Date('2026-08-03T09:00:00Z'));
    });

    it('keeps customers out', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Di', last_name: 'Ode' },
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      await t.http().get(base(sale._id)).expect(401);
    });
  });

  describe('with a PISCES provider (a local server of the protocol)', () => {
    let t: TestApp;
    let admin: SignedIn;
    let pisces: PiscesServer;
    let callback: CallbackReceiver;

    beforeAll(async () => {
      callback = await startCallbackReceiver(async (body, headers) => {
        const answer = await t
          .http()
          .post('/api/searches/callback')
          .set('Content-Type', String(headers['content-type'] ?? 'application/xml'))
          .send(body);
        return answer.status;
      });
      pisces = await startPiscesServer({
        callbackUrl: callback.url,
        turnaroundDays: { LLC1CON29: 10, ONESEARCHDW: 5, ENVRES: 2, LANDREGPLAN: 1 },
      });
      t = await createTestApp({
        SEARCHES_API_URL: pisces.orderUrl,
        SEARCHES_USERNAME: 'threshold',
        SEARCHES_PASSWORD: 'pisces-order-password',
        SEARCHES_CALLBACK_USERNAME: 'onesearch',
        SEARCHES_CALLBACK_PASSWORD: 'pisces-callback-password',
      });
      admin = await signedInAdmin(t);
    });

    afterAll(async () => {
      await t.close();
      await pisces.close();
      await callback.close();
    });

    const list = async (id: string) =>
      (await admin.agent.get(base(id)).expect(200)).body as SearchesBody;

    it('sends the order as PISCES XML, and the hub’s pushes move each product on', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Eve', last_name: 'Moss' },
        line1: 'Flat 2, Harbour House, 4 Quay Walk',
        postcode: 'BS1 4DJ',
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      await admin.agent
        .post(base(sale._id))
        .send({
          subBuildingName: 'Flat 2',
          buildingName: 'Harbour House',
          buildingNumber: '4',
          isReorder: false,
        })
        .expect(201);
      const taken = await eventually(
        () => list(sale._id),
        (body) =>
          body.requests[0].status === 'acknowledged' &&
          body.orders.every((row) => row.estimatedCompletion !== null),
      );
      const order = [...pisces.orders.values()][0];
      expect(order.address).toMatchObject({
        SubBuildingName: 'Flat 2',
        BuildingName: 'Harbour House',
        BuildingNumber: '4',
        ThoroughfareName: 'Quay Walk',
        PostTown: 'Bristol',
        PostCode: 'BS1 4DJ',
      });
      expect(order.products).toEqual(['LLC1CON29', 'ONESEARCHDW', 'ENVRES', 'LANDREGPLAN']);
      expect(taken.orders.every((row) => row.reference === order.facilitatorReference)).toBe(true);

      expect(await pisces.pushResults(order.facilitatorReference, ['LLC1CON29'])).toBe(200);
      expect(await pisces.pushCancelled(order.facilitatorReference, 'ENVRES')).toBe(200);
      const moved = await list(sale._id);
      const byProduct = Object.fromEntries(moved.orders.map((row) => [row.productId, row]));
      expect(byProduct.LLC1CON29.status).toBe('complete');
      expect(byProduct.LLC1CON29.results).toHaveLength(1);
      expect(byProduct.ENVRES.status).toBe('cancelled');
      expect(byProduct.ONESEARCHDW.status).toBe('in progress');

      // The same results again change nothing; a push with other credentials is refused.
      expect(await pisces.pushResults(order.facilitatorReference, ['LLC1CON29'])).toBe(200);
      expect(
        (await list(sale._id)).orders.find((row) => row.productId === 'LLC1CON29')!.results,
      ).toHaveLength(1);
      const forged = await t
        .http()
        .post('/api/searches/callback')
        .set('Content-Type', 'application/xml')
        .send(
          '<?xml version="1.0"?><SearchStatusUpdateSend xmlns="http://www.oscre.org/ns/Searches/StandardV1/SearchStatusUpdateSend"><Authentication xmlns="http://www.oscre.org/ns/v1/piscesauthentication"><AuthenticationData><Username>onesearch</Username><Password>guess</Password></AuthenticationData></Authentication></SearchStatusUpdateSend>',
        );
      expect(forged.status).toBe(401);
    });

    it('never shows an order acknowledged by the hub’s push before its products carry the hub’s reference', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Gus', last_name: 'Penn' },
        line1: '9 Quay Walk',
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      // The hub pushes its first status update before it answers the order: the push, not the
      // submit job, is what acknowledges the order here.
      const hold = pisces.holdNextOrder();
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '9', isReorder: false })
        .expect(201);
      let between: SearchesBody;
      try {
        expect(await hold.firstPush).toBe(200);
        between = await list(sale._id);
      } finally {
        hold.release();
      }
      const facilitator = pisces.orders.get(
        between.requests[0].requester_reference,
      )!.facilitatorReference;
      expect(between.requests[0]).toMatchObject({
        status: 'acknowledged',
        facilitator_reference: facilitator,
      });
      expect(between.orders.map((row) => row.reference)).toEqual([
        facilitator,
        facilitator,
        facilitator,
        facilitator,
      ]);
      const after = await eventually(
        () => list(sale._id),
        (body) => body.orders.every((row) => row.estimatedCompletion !== null),
      );
      expect(after.requests[0].status).toBe('acknowledged');
      expect(after.orders.every((row) => row.reference === facilitator)).toBe(true);
    });

    it('keeps a finished search finished: a late or repeated cancellation changes nothing', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Hal', last_name: 'Ives' },
        line1: '3 Quay Walk',
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      await admin.agent
        .post(base(sale._id))
        .send({ buildingNumber: '3', isReorder: false })
        .expect(201);
      const taken = await eventually(
        () => list(sale._id),
        (body) =>
          body.requests[0].status === 'acknowledged' &&
          body.orders.every((row) => row.estimatedCompletion !== null),
      );
      const facilitator = taken.requests[0].facilitator_reference!;
      expect(await pisces.pushResults(facilitator, ['LLC1CON29'])).toBe(200);
      expect(await pisces.pushCancelled(facilitator, 'ENVRES')).toBe(200);
      // Late: a cancellation of the search whose results came; repeated: ENVRES's again.
      expect(await pisces.pushCancelled(facilitator, 'LLC1CON29')).toBe(200);
      expect(await pisces.pushCancelled(facilitator, 'ENVRES')).toBe(200);
      // A late results message for the cancelled search does not reopen it either.
      expect(await pisces.pushResults(facilitator, ['ENVRES'])).toBe(200);
      const after = await list(sale._id);
      const byProduct = Object.fromEntries(after.orders.map((row) => [row.productId, row]));
      expect(byProduct.LLC1CON29).toMatchObject({ status: 'complete' });
      expect(byProduct.LLC1CON29.results).toHaveLength(1);
      expect(byProduct.ENVRES).toMatchObject({ status: 'cancelled', results: [] });
      const events = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events`).expect(200)
      ).body as { event_name: string; comments: string }[];
      expect(
        events
          .filter((event) => event.event_name.startsWith('search_'))
          .map((event) => [event.event_name, event.comments])
          .sort(),
      ).toEqual([
        ['search_cancelled', 'Environmental search (ENVRES): cancelled'],
        ['search_result_received', 'Local search (LLC1CON29): complete'],
      ]);
    });

    it('records a rejected order as cancelled and lets staff order again the same day', async () => {
      const { sale } = await saleRow(t, {
        firstOrderStatus: 'succeeded',
        seller: { first_name: 'Fay', last_name: 'Dunn' },
        line1: 'Harbour House',
        createdAt: new Date('2026-07-01T09:00:00Z'),
      });
      await admin.agent
        .post(base(sale._id))
        .send({ buildingName: 'Harbour House', isReorder: false })
        .expect(201);
      const rejected = await eventually(
        () => list(sale._id),
        (body) => body.requests[0].status === 'rejected',
      );
      expect(rejected.requests[0].rejection_reason).toBeTruthy();
      expect(rejected.orders.every((row) => row.status === 'cancelled')).toBe(true);
      expect(rejected.orderedToday).toBe(false);
      const [request] = await t.database.db
        .select()
        .from(searchOrderRequests)
        .where(eq(searchOrderRequests.transaction_id, sale._id));
      expect(request.status).toBe('rejected');
      await admin.agent
        .post(base(sale._id))
        .send({ buildingName: 'Harbour House', buildingNumber: '7', isReorder: true })
        .expect(201);
    });
  });
});
