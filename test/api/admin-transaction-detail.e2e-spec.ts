import { eq } from 'drizzle-orm';
import {
  estateAgentBrands,
  estateAgents,
  lawyerGroups,
  purchaseIntents,
} from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import {
  adminConfigRow,
  identityCheckRow,
  lawyerGroupRow,
  purchaseIntentRow,
  saleRow,
} from '@test/support/sales';

describe('the back office: a transaction and its changes', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    admin = await signedInAdmin(t);
    await adminConfigRow(t, {
      benchmark_in_days: 120,
      tags: ['Priority', 'Chain'],
      thirdfort_v2_switchover_date: new Date('2026-02-01T00:00:00Z'),
    });
  });

  afterAll(async () => {
    await t.close();
  });

  async function agentRow(brandName: string, valuerEmail: string | null) {
    const [brand] = await t.database.db.insert(estateAgentBrands).values({ brandName }).returning();
    const [agent] = await t.database.db
      .insert(estateAgents)
      .values({
        brand_id: brand._id,
        office: { name: 'Clifton' },
        display_name: `${brandName} - Clifton`,
        valuers: [
          { first_name: 'Ian', last_name: 'Marsh', email: 'ian@example.com' },
          { first_name: 'Val', last_name: 'Uer', email: valuerEmail, primary_valuer: true },
        ],
      })
      .returning();
    return agent;
  }

  async function panelGroup(firm: string, name: string, panel: boolean) {
    const group = await lawyerGroupRow(t, firm, name);
    await t.database.db
      .update(lawyerGroups)
      .set({ panel_solicitor: panel })
      .where(eq(lawyerGroups._id, group._id));
    return group;
  }

  const events = async (id: string) =>
    (await admin.agent.get(`/api/admin/transactions/${id}/events`).expect(200)).body as {
      event_name: string;
      author: string | null;
      authorName: string | null;
      date_time: string;
      comments: string | null;
      milestone: boolean;
    }[];

  it('shows the detail: payment, group, solicitors, valuer and purchases with the active one first', async () => {
    const sellerGroup = await panelGroup('Avon Law', 'Avon Conveyancing', true);
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Ada', last_name: 'Lovelace' },
      createdAt: new Date('2026-03-01T10:00:00Z'),
      firstOrderStatus: 'succeeded',
      sellerLawyerGroupId: sellerGroup._id,
      tags: ['Chain'],
    });
    await purchaseIntentRow(t, sale._id, {
      buyer: { first_name: 'Old', last_name: 'Offer' },
      active: false,
      createdAt: new Date('2026-03-05T10:00:00Z'),
    });
    await purchaseIntentRow(t, sale._id, {
      buyer: { first_name: 'Bea', last_name: 'Buyer' },
      active: true,
      saleAgreed: new Date('2026-03-02T00:00:00Z'),
      createdAt: new Date('2026-03-03T10:00:00Z'),
    });

    const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
    expect(body).toMatchObject({
      _id: sale._id,
      paid: true,
      payment_type: 'Stripe Direct',
      tags: ['Chain'],
      group: null,
      lawyer_group: {
        seller: { _id: sellerGroup._id, name: 'Avon Conveyancing', panel_solicitor: true },
        buyer: null,
      },
      estate_agent_primary_valuer: null,
      status: {
        paid: true,
        estate_agent_complete: false,
        solicitors_assigned: true,
        searches_completed: false,
        identity_status: 'outstanding',
      },
      thirdfort_v2: true,
    });
    expect(body.purchase_intents.map((p: { is_active: boolean }) => p.is_active)).toEqual([
      true,
      false,
    ]);
    expect(body.purchase_intents[0].significant_dates).toEqual({
      sale_agreed: '2026-03-02',
      exchanged: null,
      completed: null,
      aborted: null,
    });
  });

  it('reads the statuses: searches ordered, identity checks under way, and v1 checks before the switchover', async () => {
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Old', last_name: 'Timer', email: 'old.timer@example.com' },
      createdAt: new Date('2026-01-15T10:00:00Z'),
      estateAgentStatus: 'no_agent',
      searches: 2,
    });
    await purchaseIntentRow(t, sale._id, {
      buyer: { first_name: 'Gil', last_name: 'Buyer' },
      active: true,
      giftors: [{ first_name: 'Gus', last_name: 'Giver' }],
    });
    await identityCheckRow(
      t,
      sale._id,
      'seller',
      { first_name: 'Old', last_name: 'Timer', email: 'old.timer@example.com' },
      'pending',
    );

    const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
    expect(body).toMatchObject({
      paid: false,
      payment_type: null,
      searches_ordered: 2,
      status: {
        paid: false,
        estate_agent_complete: true,
        solicitors_assigned: false,
        searches_completed: true,
        identity_status: 'in progress',
      },
      thirdfort_v2: false,
    });
    expect(body.purchase_intents[0].primary_buyer.giftors).toMatchObject([
      { first_name: 'Gus', last_name: 'Giver' },
    ]);
  });

  it('answers 404 for a sale that does not exist', async () => {
    const missing = await admin.agent
      .get('/api/admin/transactions/0123456789abcdef01234567')
      .expect(404);
    expect(missing.body.message).toBe('Transaction not found');
  });

  it('sets tags from the admin config only, and records who did it', async () => {
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Tam', last_name: 'Tagger' },
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const refused = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/tags`)
      .send({ tags: ['Priority', 'Haunted'] })
      .expect(400);
    expect(refused.body.message).toEqual([
      'Not a tag of the admin config: Haunted. Add it to the config first.',
    ]);
    expect((await admin.agent.get(`/api/admin/transactions/${sale._id}`)).body.tags).toEqual([]);

    const saved = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/tags`)
      .send({ tags: ['Priority', 'Chain', 'Priority'] })
      .expect(200);
    expect(saved.body.tags).toEqual(['Priority', 'Chain']);
    const [event] = (await events(sale._id)).filter((e) => e.event_name === 'tags_updated');
    expect(event).toMatchObject({
      author: admin.user._id,
      authorName: `${admin.user.first_name} ${admin.user.last_name}`,
      date_time: '2026-03-10T09:00:00.000Z',
      comments: 'Tags: Priority, Chain',
      milestone: false,
    });
  });

  it('keeps a tag since removed from the config, but never adds one', async () => {
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Ret', last_name: 'Ired' },
      createdAt: new Date('2026-03-01T10:00:00Z'),
      tags: ['Haunted'],
    });
    const kept = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/tags`)
      .send({ tags: ['Haunted', 'Chain'] })
      .expect(200);
    expect(kept.body.tags).toEqual(['Haunted', 'Chain']);
    await admin.agent
      .put(`/api/admin/transactions/${sale._id}/tags`)
      .send({ tags: ['Chain'] })
      .expect(200);
    const refused = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/tags`)
      .send({ tags: ['Haunted', 'Chain'] })
      .expect(400);
    expect(refused.body.message).toEqual([
      'Not a tag of the admin config: Haunted. Add it to the config first.',
    ]);
    const comments = (await events(sale._id))
      .filter((e) => e.event_name === 'tags_updated')
      .map((e) => e.comments);
    expect(comments).toEqual(['Tags: Haunted, Chain', 'Tags: Chain']);
  });

  it("assigns an estate agent, refusing an empty choice with the spec's message", async () => {
    const agent = await agentRow('Harbourside Homes', 'val@example.com');
    const { sale } = await saleRow(t, {
      seller: { first_name: 'Eve', last_name: 'Agent' },
      createdAt: new Date('2026-03-01T10:00:00Z'),
    });
    const refused = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent`)
      .send({ estateAgentId: '' })
      .expect(400);
    expect(refused.body.message).toContain('Estate agent is required');
    const unknown = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent`)
      .send({ estateAgentId: '0123456789abcdef01234567' })
      .expect(400);
    expect(unknown.body.message).toEqual(['Estate agent not found']);

    const { body } = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent`)
      .send({ estateAgentId: agent._id })
      .expect(200);
    expect(body).toMatchObject({
      estate_agent_status: 'assigned',
      estate_agent: { label: 'Harbourside Homes - Clifton' },
      estate_agent_primary_valuer: { first_name: 'Val', email: 'val@example.com' },
    });
    expect(
      (await events(sale._id)).find((e) => e.event_name === 'estate_agent_assigned'),
    ).toMatchObject({
      authorName: `${admin.user.first_name} ${admin.user.last_name}`,
      comments: 'Harbourside Homes - Clifton',
    });

    // back to pending: the agent is cleared, and that too is on the timeline
    const cleared = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent-status`)
      .send({ status: 'pending' })
      .expect(200);
    expect(cleared.body).toMatchObject({ estate_agent_status: 'pending', estate_agent: null });
    expect((await events(sale._id)).at(-1)).toMatchObject({
      event_name: 'estate_agent_cleared',
      authorName: `${admin.user.first_name} ${admin.user.last_name}`,
      comments: 'Estate agent not assigned',
    });
  });

  describe('assigning solicitors', () => {
    it('requires both solicitors and changes nothing otherwise', async () => {
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Sol', last_name: 'Less' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      const refused = await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: '', buyer: '' } })
        .expect(400);
      expect(refused.body.message).toContain('Solicitor is required');
      const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
      expect(body.lawyer_group).toEqual({ seller: null, buyer: null });
      expect(body.date_solicitor_groups_assigned.assigned_at).toBeNull();
    });

    it('refuses a seller introduction to a non-panel solicitor, saving nothing', async () => {
      const nonPanel = await panelGroup('Fenwick Rowe', 'Fenwick Residential', false);
      const buyerSide = await panelGroup('Kite & Co', 'Kite Buyers', true);
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Nia', last_name: 'Panel' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      const refused = await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: nonPanel._id, buyer: buyerSide._id },
          sendCheckedEmails: { seller: true },
        })
        .expect(400);
      expect(refused.body.message).toEqual([
        'The seller introduction e-mail cannot be sent: the seller solicitor is not on the panel',
      ]);
      const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
      expect(body.lawyer_group.seller).toBeNull();
    });

    it('assigns both sides, queues the checked introductions and records the change', async () => {
      const agent = await agentRow('Quayside Lets', null); // the primary valuer has no e-mail
      const sellerSide = await panelGroup('Avon Legal', 'Avon Sellers', true);
      const buyerSide = await panelGroup('Kite Partners', 'Kite Purchases', true);
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Ivy', last_name: 'Intro' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
        estateAgentStatus: 'assigned',
      });
      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);

      const { body } = await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id },
          sendCheckedEmails: { seller: true, buyer: false },
          seller_comments: 'Probate sale: executors are the sellers',
        })
        .expect(200);
      expect(body.lawyer_group.seller._id).toBe(sellerSide._id);
      expect(body.lawyer_group.buyer._id).toBe(buyerSide._id);
      expect(body.date_solicitor_groups_assigned.assigned_at).toBe('2026-03-10T09:00:00.000Z');

      const toSeller = await outboxTo(t, sellerSide.solicitor.email!);
      expect(toSeller).toHaveLength(1);
      expect(toSeller[0].subject).toBe('New instruction: 12 Harbour Row, Bristol, BS1 5TR');
      expect(toSeller[0].text).toContain('Seller: Ivy Intro');
      expect(toSeller[0].text).toContain('Probate sale: executors are the sellers');
      expect(await outboxTo(t, buyerSide.solicitor.email!)).toHaveLength(0);

      const recorded = await events(sale._id);
      expect(recorded.find((e) => e.event_name === 'solicitors_assigned')).toMatchObject({
        comments: 'Seller: Avon Sellers (Avon Legal); Buyer: Kite Purchases (Kite Partners)',
        milestone: true,
      });
      expect(recorded.find((e) => e.event_name === 'introduction_email_queued')?.comments).toBe(
        'Seller introduction to the solicitor; none to the estate agent: the primary valuer has no e-mail address',
      );
    });

    it("introduces both sides to the solicitors and the estate agent's primary valuer", async () => {
      const agent = await agentRow('Meadow Estates', 'meadow.valuer@example.com');
      const sellerSide = await panelGroup('Tor Law', 'Tor Sellers', true);
      const buyerSide = await panelGroup('Vale Law', 'Vale Buyers', false);
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Bo', last_name: 'Both' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      await purchaseIntentRow(t, sale._id, {
        buyer: { first_name: 'Cy', last_name: 'Purchaser' },
        active: true,
      });
      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);

      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id },
          sendCheckedEmails: { seller: true, buyer: true },
          buyer_comments: 'Mortgage offer in hand',
        })
        .expect(200);
      const toBuyerSide = await outboxTo(t, buyerSide.solicitor.email!);
      expect(toBuyerSide).toHaveLength(1);
      expect(toBuyerSide[0].text).toContain('Buyer: Cy Purchaser');
      expect(toBuyerSide[0].text).toContain('Mortgage offer in hand');
      const toValuer = await outboxTo(t, 'meadow.valuer@example.com');
      expect(toValuer.map((m) => m.subject)).toEqual([
        'Solicitor instructed: 12 Harbour Row, Bristol, BS1 5TR',
        'Solicitor instructed: 12 Harbour Row, Bristol, BS1 5TR',
      ]);
      const intros = (await events(sale._id))
        .filter((e) => e.event_name === 'introduction_email_queued')
        .map((e) => e.comments);
      expect(intros).toEqual([
        'Seller introduction to the solicitor and the estate agent',
        'Buyer introduction to the solicitor and the estate agent',
      ]);
      const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
      expect(body.lawyer_group.buyer).toMatchObject({
        name: 'Vale Buyers',
        panel_solicitor: false,
        law_firm: { name: 'Vale Law' },
      });
    });
  });

  describe('significant dates', () => {
    async function intent() {
      const { sale } = await saleRow(t, {
        seller: { first_name: 'Dee', last_name: 'Dates' },
        createdAt: new Date('2026-03-01T10:00:00Z'),
      });
      const { intent } = await purchaseIntentRow(t, sale._id, {
        buyer: { first_name: 'Bo', last_name: 'Buyer' },
        active: true,
      });
      return { sale, intent };
    }

    it.each([
      ['2025-02-31', 'Please enter a valid date or clear all date fields'],
      ['31/02/2025', 'Please enter a valid date or clear all date fields'],
      ['2025-02-29', 'Please enter a valid date or clear all date fields'],
      ['2025-03-32', 'Day must be between 1 and 31'],
      ['2025-13-01', 'Month must be between 1 and 12'],
      ['1899-12-31', 'Year must be greater than 1900'],
      ['yesterday', 'Please enter a valid date or clear all date fields'],
    ])('refuses %s and changes nothing', async (value, message) => {
      const { intent: row } = await intent();
      const refused = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ sale_agreed: '2025-01-10', exchanged: value })
        .expect(400);
      expect(refused.body.message).toEqual([message]);
      const { body } = await admin.agent.get(`/api/admin/purchase-intents/${row._id}`).expect(200);
      expect(body.significant_dates.sale_agreed).toBeNull();
    });

    it('refuses dates out of order, judged with the dates already stored', async () => {
      const { intent: row } = await intent();
      const put = (dates: Record<string, string | null>) =>
        admin.agent.put(`/api/admin/purchase-intents/${row._id}/significant-dates`).send(dates);
      // each step needs the one before it, and none of them has happened yet after today
      expect((await put({ exchanged: '2025-03-14' }).expect(400)).body.message).toEqual([
        'An exchanged date needs the sale agreed date first',
      ]);
      const tomorrow = new Date(t.clock.now().getTime() + 36 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 10);
      expect((await put({ sale_agreed: tomorrow }).expect(400)).body.message).toEqual([
        'The sale agreed date cannot be in the future',
      ]);
      expect((await put({ sale_agreed: '2030-01-01' }).expect(400)).body.message).toEqual([
        'The sale agreed date cannot be in the future',
      ]);
      await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ sale_agreed: '2025-01-10' })
        .expect(200);
      const early = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ exchanged: '2025-01-09', aborted: '2024-12-31' })
        .expect(400);
      expect(early.body.message).toEqual([
        'The exchanged date cannot be before the sale agreed date',
        'The aborted date cannot be before the sale agreed date',
      ]);
      const beforeExchange = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ exchanged: '2025-03-14', completed: '2025-03-13' })
        .expect(400);
      expect(beforeExchange.body.message).toEqual([
        'The completed date cannot be before the exchanged date',
      ]);
      expect((await put({ completed: '2025-03-13' }).expect(400)).body.message).toEqual([
        'A completed date needs the exchanged date first',
      ]);
      const { body } = await admin.agent.get(`/api/admin/purchase-intents/${row._id}`).expect(200);
      expect(body.significant_dates).toEqual({
        sale_agreed: '2025-01-10',
        exchanged: null,
        completed: null,
        aborted: null,
      });

      // the same day is in order, and moving the earlier date along with the later one is too
      const same = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ sale_agreed: '2025-01-05', exchanged: '2025-01-05', completed: '2025-01-05' })
        .expect(200);
      expect(same.body.significant_dates).toMatchObject({
        sale_agreed: '2025-01-05',
        exchanged: '2025-01-05',
        completed: '2025-01-05',
      });
    });

    it('refuses a save from an out-of-date page with what the dates are now, and changes nothing', async () => {
      const { intent: row } = await intent();
      const url = `/api/admin/purchase-intents/${row._id}/significant-dates`;
      const opened = (await admin.agent.get(`/api/admin/purchase-intents/${row._id}`).expect(200))
        .body as { significant_dates_version: string };
      // another member of staff saves first, from their own copy
      const other = await admin.agent
        .put(url)
        .send({
          sale_agreed: '2025-01-10',
          exchanged: '2025-02-14',
          version: opened.significant_dates_version,
        })
        .expect(200);
      expect(other.body.significant_dates_version).not.toBe(opened.significant_dates_version);

      // the first page still holds the old version: it would have wiped the exchange
      const stale = await admin.agent
        .put(url)
        .send({
          sale_agreed: '2025-01-10',
          exchanged: null,
          version: opened.significant_dates_version,
        })
        .expect(409);
      expect(stale.body.code).toBe('SIGNIFICANT_DATES_CHANGED');
      expect(stale.body.message).toBe(
        'Someone else changed these dates after you opened them. They are now: Sale agreed 10/01/2025, exchanged 14/02/2025, completed none, aborted none. Check them and save again.',
      );
      await admin.agent
        .put(url)
        .set('If-Match', `"${opened.significant_dates_version}"`)
        .send({ exchanged: null })
        .expect(409);
      const { body } = await admin.agent.get(`/api/admin/purchase-intents/${row._id}`).expect(200);
      expect(body.significant_dates.exchanged).toBe('2025-02-14');

      // with the current version (or none, as the spec's callers send) the save goes through
      await admin.agent
        .put(url)
        .set('If-Match', other.body.significant_dates_version)
        .send({ completed: '2025-03-01' })
        .expect(200);
      await admin.agent.put(url).send({ completed: '2025-03-02' }).expect(200);
    });

    it("puts a change to a purchase staff attached on the sale's timeline (the link alone decides)", async () => {
      const { sale, intent: row } = await intent();
      await t.database.db
        .update(purchaseIntents)
        .set({ transaction_id: null, property_id: sale.property_id })
        .where(eq(purchaseIntents._id, row._id));
      // On the sale's property but attached to no sale: not one of its purchases.
      const before = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
      expect(before.body.purchase_intents).toEqual([]);
      await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/transaction`)
        .send({ transactionId: sale._id })
        .expect(200);
      const { body } = await admin.agent.get(`/api/admin/transactions/${sale._id}`).expect(200);
      expect(body.purchase_intents.map((p: { _id: string }) => p._id)).toEqual([row._id]);

      await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ sale_agreed: '2025-02-01' })
        .expect(200);
      expect((await events(sale._id)).at(-1)).toMatchObject({
        event_name: 'significant_dates_updated',
        authorName: `${admin.user.first_name} ${admin.user.last_name}`,
        comments: 'Sale agreed: 01/02/2025',
        milestone: true,
      });
      const milestones = await admin.agent
        .get(`/api/admin/transactions/${sale._id}/events-timeline`)
        .expect(200);
      expect(milestones.body.map((e: { event_name: string }) => e.event_name)).toContain(
        'significant_dates_updated',
      );
    });

    it("says 'No significant dates provided' for an empty body", async () => {
      const { intent: row } = await intent();
      const refused = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({})
        .expect(400);
      expect(refused.body.message).toEqual(['No significant dates provided']);
    });

    it('sets and clears dates, recording each change on the sale', async () => {
      const { sale, intent: row } = await intent();
      const set = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ sale_agreed: '2025-01-10', exchanged: '2025-03-14T00:00:00.000Z' })
        .expect(200);
      expect(set.body.significant_dates).toEqual({
        sale_agreed: '2025-01-10',
        exchanged: '2025-03-14',
        completed: null,
        aborted: null,
      });
      const cleared = await admin.agent
        .put(`/api/admin/purchase-intents/${row._id}/significant-dates`)
        .send({ exchanged: null })
        .expect(200);
      expect(cleared.body.significant_dates.exchanged).toBeNull();
      expect(cleared.body.significant_dates.sale_agreed).toBe('2025-01-10');

      const comments = (await events(sale._id))
        .filter((e) => e.event_name === 'significant_dates_updated')
        .map((e) => e.comments);
      expect(comments).toEqual([
        'Sale agreed: 10/01/2025, Exchanged: 14/03/2025',
        'Exchanged: cleared',
      ]);
    });
  });
});
