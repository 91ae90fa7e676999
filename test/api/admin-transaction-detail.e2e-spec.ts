import { eq } from 'drizzle-orm';
import { adminConfig, estateAgentBrands, estateAgents, lawyerGroups } from '@/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import { lawyerGroupRow, purchaseIntentRow, saleRow } from '@test/support/sales';

describe('the back office: a transaction and its changes', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-03-10T09:00:00Z'));
    admin = await signedInAdmin(t);
    await t.database.db.insert(adminConfig).values({
      benchmark_in_days: 120,
      tags: ['Priority', 'Chain'],
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
      authorName: string | null;
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
      authorName: `${admin.user.first_name} ${admin.user.last_name}`,
      comments: 'Tags: Priority, Chain',
      milestone: false,
    });
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

    const { body } = await admin.agent
      .put(`/api/admin/transactions/${sale._id}/estate-agent`)
      .send({ estateAgentId: agent._id })
      .expect(200);
    expect(body).toMatchObject({
      estate_agent_status: 'assigned',
      estate_agent: { label: 'Harbourside Homes - Clifton' },
      estate_agent_primary_valuer: { first_name: 'Val', email: 'val@example.com' },
    });
    expect((await events(sale._id)).map((e) => e.event_name)).toContain('estate_agent_assigned');
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
        'Seller introduction to the solicitor',
      );
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
      ['1899-12-31', 'Year must be greater than 1900'],
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

  describe('admin config', () => {
    it('changes the settings given and refuses ones out of range', async () => {
      const refused = await admin.agent
        .put('/api/admin/config')
        .send({ benchmark_in_days: 0 })
        .expect(400);
      expect(refused.body.message).toEqual(['Benchmark in days must be at least 1']);

      const { body } = await admin.agent
        .put('/api/admin/config')
        .send({ invoicing_amount: 30000, tags: ['Priority', 'Chain', 'Probate'] })
        .expect(200);
      expect(body).toMatchObject({
        benchmark_in_days: 120,
        invoicing_amount: 30000,
        tags: ['Priority', 'Chain', 'Probate'],
      });
      expect((await admin.agent.get('/api/admin/config').expect(200)).body).toEqual(body);
    });
  });
});
