import { eq } from 'drizzle-orm';
import { searchOrders } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { confirmedPurchase, paidSale } from '@test/support/journeys';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { adminConfigRow, identityCheckRow, lawyerGroupRow } from '@test/support/sales';
import { additionalSeller, seedEstateAgent } from '@test/support/seller';

type Milestone = {
  key: string;
  label: string;
  state: 'done' | 'current' | 'upcoming' | 'failed';
  date: string | null;
  detail: string | null;
};
type Tracker = {
  side: 'seller' | 'buyer';
  milestones: Milestone[];
  checks: { name: string; role: string; status: string; next_step: string | null }[];
  searches: {
    product: string;
    state: string;
    ordered_at: string;
    expected_at: string | null;
    returned_at: string | null;
  }[];
  other_side: { title: string; items: { key: string; label: string; done: boolean }[] };
  timing: {
    sale_agreed_at: string | null;
    exchanged_at: string | null;
    offer_to_exchange_days: number | null;
    benchmark_in_days: number | null;
    time_saved_days: number | null;
    time_saved_percent: number | null;
  };
  own_check_complete: boolean;
};

const stateOf = (tracker: Tracker) =>
  Object.fromEntries(tracker.milestones.map((milestone) => [milestone.key, milestone.state]));
const milestone = (tracker: Tracker, key: string) =>
  tracker.milestones.find((item) => item.key === key);

/**
 * The customer's tracker (issue 25): the seller and the buyer of one property each read their
 * side, made through the calls customers and staff make.
 */
describe('the customer tracker', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    await adminConfigRow(t, {
      benchmark_in_days: 100,
      thirdfort_v2_switchover_date: new Date('2020-01-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  const saleTracker = async (seller: SignedIn, id: string) =>
    (await seller.agent.get(`/api/tracker/sales/${id}`).expect(200)).body as Tracker;
  const purchaseTracker = async (buyer: SignedIn, id: string) =>
    (await buyer.agent.get(`/api/tracker/purchases/${id}`).expect(200)).body as Tracker;

  it('follows a sale from payment to exchange on both sides', async () => {
    const agent = await seedEstateAgent(t, 'Harbour Homes', 'Clifton');
    const coSeller = additionalSeller({ firstName: 'Grace', lastName: 'Hopper' });
    const seller = await signedInCustomer(t, { firstName: 'Sabine', lastName: 'Trackwell' });
    const sale = await paidSale(seller, {
      estateAgent: agent._id,
      isAnotherSellerSelected: true,
      additionalSellers: [coSeller],
    });

    // Paid, nothing else yet: the next step is current, the rest upcoming.
    let tracker = await saleTracker(seller, sale._id);
    expect(tracker.side).toBe('seller');
    expect(tracker.milestones.map((item) => item.key)).toEqual([
      'paid',
      'estate_agent',
      'solicitors',
      'identity_checks',
      'searches',
      'sale_agreed',
      'exchanged',
      'completed',
    ]);
    expect(stateOf(tracker)).toMatchObject({
      paid: 'done',
      estate_agent: 'done',
      solicitors: 'current',
      identity_checks: 'upcoming',
      completed: 'upcoming',
    });
    expect(milestone(tracker, 'paid')!.date).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
    expect(milestone(tracker, 'estate_agent')!.detail).toBe(agent.label);
    expect(tracker.checks).toEqual([
      expect.objectContaining({ name: 'Sabine Trackwell', role: 'you', status: 'not_started' }),
      expect.objectContaining({ name: 'Grace Hopper', role: 'co_seller', status: 'not_started' }),
    ]);
    expect(tracker.other_side).toEqual({
      title: 'The buyer',
      items: [
        { key: 'buyer_found', label: 'Buyer found', done: false },
        { key: 'solicitor_instructed', label: "Buyer's solicitor instructed", done: false },
        { key: 'checks_complete', label: "Buyer's checks complete", done: false },
      ],
    });
    expect(tracker.timing).toMatchObject({
      offer_to_exchange_days: null,
      benchmark_in_days: 100,
      time_saved_days: null,
    });

    // A buyer confirms; staff instruct both sides' solicitors.
    const buyer = await signedInCustomer(t, { firstName: 'Bruno', lastName: 'Trackwell' });
    const purchase = await confirmedPurchase(buyer.agent, sale.line1);
    const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
    const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
      .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
      .expect(200);

    // Staff order the seller's check and the searches; the co-seller's check failed.
    await admin.agent
      .post(`/api/admin/identity-checks/transaction/${sale._id}`)
      .send({
        first_name: 'Sabine',
        last_name: 'Trackwell',
        email: seller.user.email,
        phone_number: '07700 900123',
        person_type: 'seller',
      })
      .expect(201);
    await identityCheckRow(
      t,
      sale._id,
      'seller',
      { first_name: 'Grace', last_name: 'Hopper', email: coSeller.email },
      'failed',
    );
    await admin.agent
      .post(`/api/admin/searches/transaction/${sale._id}`)
      .send({ buildingNumber: '1', isReorder: false })
      .expect((res) => expect(res.status).toBeLessThan(300));

    tracker = await saleTracker(seller, sale._id);
    const solicitors = milestone(tracker, 'solicitors')!;
    expect(solicitors.state).toBe('done');
    expect(solicitors.date).not.toBeNull();
    // the seller's own side: firm, solicitor and e-mail (never the buyer side's)
    expect(solicitors.detail).toBe(
      `Avon Law: Hannah Lowe, ${(sellerSide.solicitor as { email: string }).email}`,
    );
    expect(JSON.stringify(tracker)).not.toContain((buyerSide.solicitor as { email: string }).email);
    expect(tracker.checks).toEqual([
      expect.objectContaining({ role: 'you', status: 'in_progress' }),
      expect.objectContaining({ role: 'co_seller', status: 'failed' }),
    ]);
    expect(tracker.checks[1].next_step).toContain('could not be completed');
    expect(milestone(tracker, 'identity_checks')!.state).toBe('failed');
    expect(tracker.searches.length).toBeGreaterThan(0);
    expect(tracker.searches.every((search) => search.state === 'ordered')).toBe(true);
    expect(milestone(tracker, 'searches')).toMatchObject({
      label: 'Searches ordered',
      state: 'current',
    });
    expect(tracker.other_side.items).toEqual([
      expect.objectContaining({ key: 'buyer_found', done: true }),
      expect.objectContaining({ key: 'solicitor_instructed', done: true }),
      expect.objectContaining({ key: 'checks_complete', done: false }),
    ]);

    // The searches come back; the buyer's check completes.
    const returnedAt = new Date('2026-02-20T10:00:00.000Z');
    await t.database.db
      .update(searchOrders)
      .set({ status: 'completed', completionDate: returnedAt })
      .where(eq(searchOrders.transaction_id, sale._id));
    await identityCheckRow(
      t,
      sale._id,
      'buyer',
      { first_name: 'Bruno', last_name: 'Trackwell', email: buyer.user.email },
      'complete',
    );

    // Staff record the sale agreed: the days so far count, the saving is TBC until exchange.
    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ sale_agreed: '2026-03-02' })
      .expect(200);
    tracker = await saleTracker(seller, sale._id);
    expect(milestone(tracker, 'searches')).toMatchObject({
      label: 'Searches returned',
      state: 'done',
      date: returnedAt.toISOString(),
    });
    expect(milestone(tracker, 'sale_agreed')).toMatchObject({
      state: 'done',
      date: '2026-03-02T00:00:00.000Z',
    });
    expect(milestone(tracker, 'exchanged')!.state).toBe('current');
    expect(tracker.other_side.items[2]).toMatchObject({ key: 'checks_complete', done: true });
    expect(tracker.timing.sale_agreed_at).toBe('2026-03-02T00:00:00.000Z');
    expect(tracker.timing.time_saved_days).toBeNull();

    await admin.agent
      .put(`/api/admin/purchase-intents/${purchase._id}/significant-dates`)
      .send({ sale_agreed: '2026-03-02', exchanged: '2026-04-11' })
      .expect(200);
    tracker = await saleTracker(seller, sale._id);
    expect(milestone(tracker, 'exchanged')).toMatchObject({
      state: 'done',
      date: '2026-04-11T00:00:00.000Z',
    });
    // the co-seller's failed check stays failed; completion is what comes next
    expect(milestone(tracker, 'identity_checks')!.state).toBe('failed');
    expect(milestone(tracker, 'completed')!.state).toBe('current');
    expect(tracker.timing).toEqual({
      sale_agreed_at: '2026-03-02T00:00:00.000Z',
      exchanged_at: '2026-04-11T00:00:00.000Z',
      offer_to_exchange_days: 40,
      benchmark_in_days: 100,
      time_saved_days: 60,
      time_saved_percent: 60,
    });

    // The buyer's side: fees confirmed, their solicitor, their check, the seller in outline.
    const buying = await purchaseTracker(buyer, purchase._id);
    expect(buying.side).toBe('buyer');
    expect(buying.milestones.map((item) => item.key)).toEqual([
      'paid',
      'solicitors',
      'identity_checks',
      'sale_agreed',
      'exchanged',
      'completed',
    ]);
    expect(stateOf(buying)).toMatchObject({
      paid: 'done',
      solicitors: 'done',
      identity_checks: 'done',
      exchanged: 'done',
      completed: 'current',
    });
    expect(milestone(buying, 'paid')!.date).not.toBeNull();
    expect(milestone(buying, 'solicitors')!.detail).toBe(
      `Bath Law: Hannah Lowe, ${(buyerSide.solicitor as { email: string }).email}`,
    );
    expect(buying.own_check_complete).toBe(true);
    expect(buying.searches).toEqual([]);
    expect(buying.other_side).toEqual({
      title: 'The seller',
      items: [
        { key: 'solicitor_instructed', label: "Seller's solicitor instructed", done: true },
        { key: 'checks_complete', label: "Seller's checks complete", done: false },
        { key: 'searches', label: 'Searches returned', done: true },
      ],
    });
    expect(buying.timing.time_saved_days).toBe(60);

    // Neither side carries staff-only facts or the other side's people.
    for (const body of [JSON.stringify(tracker), JSON.stringify(buying)]) {
      for (const staffOnly of [
        'comments',
        'thirdfort_id',
        'provider_state',
        'failure_reason',
        'phone_number',
        'notes',
        'reference',
      ]) {
        expect(body).not.toContain(staffOnly);
      }
    }
    expect(JSON.stringify(tracker)).not.toContain('Bruno');
    expect(JSON.stringify(tracker)).not.toContain(buyer.user.email);
    expect(JSON.stringify(buying)).not.toContain('Sabine');
    expect(JSON.stringify(buying)).not.toContain(seller.user.email);
    expect(JSON.stringify(buying)).not.toContain(coSeller.email);

    // Anyone else: the sale and the purchase are not found; signed out: 401.
    const stranger = await signedInCustomer(t, { firstName: 'Sam', lastName: 'Stranger' });
    await stranger.agent.get(`/api/tracker/sales/${sale._id}`).expect(404);
    await stranger.agent.get(`/api/tracker/purchases/${purchase._id}`).expect(404);
    await buyer.agent.get(`/api/tracker/sales/${sale._id}`).expect(404);
    await seller.agent.get(`/api/tracker/purchases/${purchase._id}`).expect(404);
    await t.http().get(`/api/tracker/sales/${sale._id}`).expect(401);
    await t.http().get(`/api/tracker/purchases/${purchase._id}`).expect(401);
  });

  it('shows a withdrawn sale as withdrawn, with nothing current', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Wanda', lastName: 'Withers' });
    const sale = await paidSale(seller);
    await admin.agent
      .post(`/api/admin/transactions/${sale._id}/withdraw`)
      .send({ reason: 'The seller changed their mind' })
      .expect((res) => expect(res.status).toBeLessThan(300));
    const tracker = await saleTracker(seller, sale._id);
    expect(tracker.milestones.at(-1)).toMatchObject({ key: 'withdrawn', state: 'failed' });
    expect(tracker.milestones.at(-1)!.date).not.toBeNull();
    expect(tracker.milestones.some((item) => item.state === 'current')).toBe(false);
    // staff's reason stays with staff
    expect(JSON.stringify(tracker)).not.toContain('changed their mind');
  });

  it('tracks a newly confirmed purchase: solicitors next, the timing TBC', async () => {
    const seller = await signedInCustomer(t, { firstName: 'Otto', lastName: 'Lone' });
    const sale = await paidSale(seller);
    const buyer = await signedInCustomer(t, { firstName: 'Bea', lastName: 'Lone' });
    const purchase = await confirmedPurchase(buyer.agent, sale.line1);
    const tracker = await purchaseTracker(buyer, purchase._id);
    expect(stateOf(tracker)).toMatchObject({
      paid: 'done',
      solicitors: 'current',
      identity_checks: 'upcoming',
    });
    expect(tracker.checks).toEqual([
      expect.objectContaining({ name: 'Bea Lone', role: 'you', status: 'not_started' }),
    ]);
    expect(tracker.own_check_complete).toBe(false);
    expect(tracker.timing).toMatchObject({
      sale_agreed_at: null,
      offer_to_exchange_days: null,
      time_saved_days: null,
    });
  });
});
