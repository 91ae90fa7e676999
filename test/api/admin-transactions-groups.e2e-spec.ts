import { eq } from 'drizzle-orm';
import {
  estateAgentBrands,
  estateAgents,
  events,
  lawyerGroups,
  orders,
  transactionGroups,
  transactions,
} from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { outboxTo } from '@test/support/mailbox';
import { signedInAdmin, signedInCustomer, SignedIn, uniqueEmail } from '@test/support/factories';
import { lawyerGroupRow } from '@test/support/sales';

const address = (line_1: string) => ({
  line_1,
  post_town: 'Bristol',
  postcode: 'BS1 4DJ',
  country: 'United Kingdom',
});

describe('the back office: transactions groups, representatives and companies', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-07-01T09:00:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const representative = async () => {
    const email = uniqueEmail('rep');
    const created = await admin.agent
      .post('/api/admin/users')
      .send({
        email,
        first_name: 'Rhea',
        last_name: 'Stone',
        phone_number: '07911 123456',
        correspondence_address: address('1 Quay Street'),
      })
      .expect(201);
    return { _id: created.body._id as string, email };
  };

  let companyNumber = 10_000_000;
  const company = async () => {
    companyNumber += 1;
    const created = await admin.agent
      .post('/api/admin/companies')
      .send({
        name: 'Quay Homes Ltd',
        company_number: String(companyNumber),
        address: address('2 Quay Street'),
      })
      .expect(201);
    return { _id: created.body._id as string, number: String(companyNumber) };
  };

  const groupBody = async (name: string, units = 3) => ({
    group: name,
    primary_seller: { user: (await representative())._id, customer_type: 'representative' },
    company_seller: (await company())._id,
    transactions: Array.from({ length: units }, (_, i) => ({
      property: { address: address(`Flat ${i + 1}, Quay Point`), tenure: 'Leasehold' },
      asking_price: 250_000 + i,
    })),
  });

  const salesOfGroup = async (name: string) => {
    const [group] = await t.database.db
      .select()
      .from(transactionGroups)
      .where(eq(transactionGroups.name, name));
    return group
      ? t.database.db.select().from(transactions).where(eq(transactions.group_id, group._id))
      : [];
  };

  describe('representatives and companies', () => {
    it('creates an active customer, finds them by e-mail, and refuses the same e-mail again', async () => {
      const rep = await representative();
      const found = await admin.agent
        .get('/api/admin/users/by-email')
        .query({ email: rep.email.toUpperCase() })
        .expect(200);
      expect(found.body).toMatchObject({
        _id: rep._id,
        active: true,
        phone_number: '+447911123456',
      });
      const again = await admin.agent
        .post('/api/admin/users')
        .send({
          email: rep.email,
          first_name: 'Rhea',
          last_name: 'Stone',
          phone_number: '07911 123456',
          correspondence_address: address('1 Quay Street'),
        })
        .expect(409);
      expect(again.body.message).toBe(
        'User with this email already exists. Use the search bar to find user.',
      );
      await admin.agent
        .get('/api/admin/users/by-email')
        .query({ email: 'nobody@x.example' })
        .expect(404);
      await admin.agent
        .get('/api/admin/users/by-email')
        .query({ email: 'not-an-email' })
        .expect(400);
    });

    it('creates a company, finds it by number in any case, and refuses a second of that number', async () => {
      const created = await admin.agent
        .post('/api/admin/companies')
        .send({
          name: 'Harbour Developments Ltd',
          company_number: 'sc 123456',
          address: address('3 Dock'),
        })
        .expect(201);
      const found = await admin.agent.get('/api/admin/companies/by-number/SC123456').expect(200);
      expect(found.body).toMatchObject({ _id: created.body._id, company_number: 'SC123456' });
      await admin.agent
        .post('/api/admin/companies')
        .send({ name: 'Copy', company_number: 'SC123456', address: address('3 Dock') })
        .expect(409);
      await admin.agent.get('/api/admin/companies/by-number/ZZ999999').expect(404);
      const renamed = await admin.agent
        .put(`/api/admin/companies/${created.body._id}`)
        .send({ name: 'Harbour Dev Ltd', company_number: 'SC123456', address: address('3 Dock') })
        .expect(200);
      expect(renamed.body.name).toBe('Harbour Dev Ltd');
      const history = await t.database.db
        .select()
        .from(events)
        .where(eq(events.subject_id, created.body._id));
      expect(history.map((event) => [event.event_name, event.author])).toEqual([
        ['company_created', admin.user._id],
        ['company_updated', admin.user._id],
      ]);
    });
  });

  describe('creating a group', () => {
    it("creates one paid 'development' sale per unit, with items at £0, findable by id or name", async () => {
      const body = await groupBody('Quay Point');
      const created = await admin.agent
        .post('/api/admin/transactions-groups')
        .send(body)
        .expect(201);
      expect(created.body).toMatchObject({
        name: 'Quay Point',
        transactionsCount: 3,
        estateAgent: null,
        estateAgentAssigned: false,
        solicitorsAssigned: false,
        hasActivePurchaseIntent: false,
      });
      expect(
        created.body.transactions.map(
          (sale: { property_address: string }) => sale.property_address,
        ),
      ).toEqual([
        'Flat 1, Quay Point, Bristol, BS1 4DJ',
        'Flat 2, Quay Point, Bristol, BS1 4DJ',
        'Flat 3, Quay Point, Bristol, BS1 4DJ',
      ]);
      const sales = await salesOfGroup('Quay Point');
      expect(sales).toHaveLength(3);
      for (const sale of sales) {
        expect(sale).toMatchObject({
          type: 'development',
          customer_type: 'representative',
          primary_seller_id: body.primary_seller.user,
          company_seller_id: body.company_seller,
          terms_and_conditions: true,
          has_mortgage: false,
          is_paid: true,
        });
        const [order] = await t.database.db
          .select()
          .from(orders)
          .where(eq(orders.transaction_id, sale._id));
        expect(order.total_amount).toBe(0);
        expect(order.payment_type).toBe('invoice');
        expect(order.items.every((item) => item.product_price === 0)).toBe(true);
      }
      const byName = await admin.agent.get('/api/admin/transactions-groups/quay point').expect(200);
      expect(byName.body._id).toBe(created.body._id);
      const blank = await admin.agent.get('/api/admin/transactions-groups/%20%20').expect(400);
      expect(blank.body.message).toEqual(['No valid group ID provided.']);
      const list = await admin.agent.get('/api/admin/transactions-groups').expect(200);
      expect(list.body).toContainEqual(
        expect.objectContaining({ name: 'Quay Point', transactionsCount: 3 }),
      );
    });

    it("refuses a name in use with the spec's message and creates nothing", async () => {
      await admin.agent
        .post('/api/admin/transactions-groups')
        .send(await groupBody('Mill Yard', 1))
        .expect(201);
      const before = (await t.database.db.select().from(transactions)).length;
      const refused = await admin.agent
        .post('/api/admin/transactions-groups')
        .send(await groupBody('mill yard', 2))
        .expect(409);
      expect(refused.body.message).toBe('Transactions group already exists with name "Mill Yard"');
      expect((await t.database.db.select().from(transactions)).length).toBe(before);
    });

    it('creates all units or none: a bad unit refuses the whole group', async () => {
      const body = await groupBody('Half Built', 2);
      body.transactions[1].asking_price = -1;
      const refused = await admin.agent
        .post('/api/admin/transactions-groups')
        .send(body)
        .expect(400);
      expect(refused.body.message).toContain('Asking price must be higher than £0');
      const missingCompany = await groupBody('Half Built', 2);
      missingCompany.company_seller = '0'.repeat(24);
      await admin.agent.post('/api/admin/transactions-groups').send(missingCompany).expect(404);
      expect(await salesOfGroup('Half Built')).toEqual([]);
      const blank = await admin.agent
        .post('/api/admin/transactions-groups')
        .send({ ...(await groupBody('x', 1)), group: '  ' })
        .expect(400);
      expect(blank.body.message).toContain('Transactions group name is required');
    });
  });

  describe('assigning to a whole group', () => {
    type TimelineEvent = {
      event_name: string;
      author: string | null;
      authorName: string | null;
      comments: string | null;
    };
    const timeline = async (saleId: string) =>
      (await admin.agent.get(`/api/admin/transactions/${saleId}/events`).expect(200))
        .body as TimelineEvent[];

    const createGroup = async (name: string, units = 2) =>
      (
        await admin.agent
          .post('/api/admin/transactions-groups')
          .send(await groupBody(name, units))
          .expect(201)
      ).body as { _id: string; transactions: { _id: string }[] };

    const agentRow = async (brandName: string, valuerEmail: string | null) => {
      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName })
        .returning();
      const [agent] = await t.database.db
        .insert(estateAgents)
        .values({
          brand_id: brand._id,
          office: { name: 'Docks' },
          display_name: `${brandName} - Docks`,
          valuers: [
            { first_name: 'Val', last_name: 'Uer', email: valuerEmail, primary_valuer: true },
          ],
        })
        .returning();
      return agent;
    };

    it('assigns an estate agent to every sale with its events, changes it while all share it, and refuses once they differ', async () => {
      const group = await createGroup('Agent Yard');
      const first = await agentRow('Group Brand', 'docks.valuer@example.com');
      const second = await agentRow('Other Brand', null);
      const assigned = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: first._id })
        .expect(200);
      expect(assigned.body).toMatchObject({
        estateAgent: { _id: first._id, name: 'Group Brand - Docks' },
        estateAgentAssigned: true,
        estateAgentShared: true,
        valuersWithoutEmail: 0,
      });
      for (const sale of await salesOfGroup('Agent Yard')) {
        expect(sale).toMatchObject({ estate_agent_id: first._id, estate_agent_status: 'assigned' });
        expect(
          (await timeline(sale._id)).find((e) => e.event_name === 'estate_agent_assigned'),
        ).toMatchObject({ author: admin.user._id, comments: 'Group Brand - Docks' });
      }

      // Every sale shares it: the group-wide choice can be changed.
      const changed = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: second._id })
        .expect(200);
      expect(changed.body).toMatchObject({
        estateAgent: { _id: second._id, name: 'Other Brand - Docks' },
        estateAgentShared: true,
        valuersWithoutEmail: 2,
      });
      for (const sale of await salesOfGroup('Agent Yard')) {
        expect(sale.estate_agent_id).toBe(second._id);
      }

      // One sale changed on its own page: the sales differ, so no group-wide change.
      const [one] = group.transactions;
      await admin.agent
        .put(`/api/admin/transactions/${one._id}/estate-agent`)
        .send({ estateAgentId: first._id })
        .expect(200);
      const read = await admin.agent.get(`/api/admin/transactions-groups/${group._id}`).expect(200);
      expect(read.body).toMatchObject({
        estateAgent: null,
        estateAgentAssigned: false,
        estateAgentShared: false,
      });
      expect(read.body.transactions[0]).toMatchObject({
        _id: one._id,
        estate_agent_status: 'assigned',
        estate_agent: { _id: first._id, name: 'Group Brand - Docks' },
      });
      const refused = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: first._id })
        .expect(409);
      expect(refused.body.message).toBe(
        'The transactions in this group do not all have the same estate agent, so it cannot be changed for the whole group. Change it on each transaction.',
      );
      const unknown = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: '0'.repeat(24) })
        .expect(400);
      expect(unknown.body.message).toEqual(['Estate agent not found']);
    });

    it('assigns solicitors to every sale with the ticked introductions and comments, in the outbox and on each timeline', async () => {
      const group = await createGroup('Law Yard', 2);
      const agent = await agentRow('Intro Brand', 'intro.valuer@example.com');
      await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);
      const seller = await lawyerGroupRow(t, 'Seller LLP', 'Team S');
      const buyer = await lawyerGroupRow(t, 'Buyer LLP', 'Team B');
      const assigned = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: seller._id, buyer: buyer._id },
          sendCheckedEmails: { seller: true, buyer: false },
          seller_comments: 'Development sale: the company is the seller',
          buyer_comments: 'Not sent: the buyer box is not ticked',
        })
        .expect(200);
      expect(assigned.body).toMatchObject({
        solicitorsAssigned: true,
        solicitorsShared: true,
        lawyerGroups: {
          seller: { _id: seller._id, name: 'Seller LLP - Team S' },
          buyer: { _id: buyer._id, name: 'Buyer LLP - Team B' },
        },
      });

      const toSeller = await outboxTo(t, seller.solicitor.email!);
      expect(toSeller.map((m) => m.subject).sort()).toEqual([
        'New instruction: Flat 1, Quay Point, Bristol, BS1 4DJ',
        'New instruction: Flat 2, Quay Point, Bristol, BS1 4DJ',
      ]);
      for (const mail of toSeller) {
        expect(mail.text).toContain('Development sale: the company is the seller');
      }
      expect(await outboxTo(t, buyer.solicitor.email!)).toHaveLength(0);
      expect(await outboxTo(t, 'intro.valuer@example.com')).toHaveLength(2);

      for (const sale of await salesOfGroup('Law Yard')) {
        expect(sale).toMatchObject({
          seller_lawyer_group_id: seller._id,
          buyer_lawyer_group_id: buyer._id,
        });
        const events = await timeline(sale._id);
        expect(events.find((e) => e.event_name === 'solicitors_assigned')).toMatchObject({
          author: admin.user._id,
          comments: 'Seller: Team S (Seller LLP); Buyer: Team B (Buyer LLP)',
        });
        expect(
          events.filter((e) => e.event_name === 'introduction_email_queued').map((e) => e.comments),
        ).toEqual(['Seller introduction to the solicitor and the estate agent']);
      }
    });

    it('changes the solicitors while every sale shares them, and refuses once the sales differ', async () => {
      const group = await createGroup('Change Yard', 2);
      const seller = await lawyerGroupRow(t, 'First LLP', 'Team F');
      const buyer = await lawyerGroupRow(t, 'Buyer Two LLP', 'Team B2');
      const other = await lawyerGroupRow(t, 'Second LLP', 'Team N');
      await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: seller._id, buyer: buyer._id } })
        .expect(200);
      const changed = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: other._id, buyer: buyer._id },
          sendCheckedEmails: { buyer: true },
          buyer_comments: 'New team on the seller side',
        })
        .expect(200);
      expect(changed.body.lawyerGroups.seller).toEqual({
        _id: other._id,
        name: 'Second LLP - Team N',
      });
      expect(await outboxTo(t, buyer.solicitor.email!)).toHaveLength(2);
      for (const sale of await salesOfGroup('Change Yard')) {
        expect(sale.seller_lawyer_group_id).toBe(other._id);
        const assignments = (await timeline(sale._id)).filter(
          (e) => e.event_name === 'solicitors_assigned',
        );
        expect(assignments.map((e) => e.comments).sort()).toEqual([
          'Seller: Team F (First LLP); Buyer: Team B2 (Buyer Two LLP)',
          'Seller: Team N (Second LLP); Buyer: Team B2 (Buyer Two LLP)',
        ]);
      }

      // The same solicitors again with no e-mail ticked: nothing to do, nothing recorded.
      const [one] = group.transactions;
      const before = (await timeline(one._id)).length;
      await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: other._id, buyer: buyer._id } })
        .expect(200);
      expect(await timeline(one._id)).toHaveLength(before);

      // One sale changed on its own page: the group-wide change is refused and changes nothing.
      await admin.agent
        .put(`/api/admin/transactions/${one._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: seller._id, buyer: buyer._id } })
        .expect(200);
      const read = await admin.agent.get(`/api/admin/transactions-groups/${group._id}`).expect(200);
      expect(read.body).toMatchObject({
        solicitorsShared: false,
        solicitorsAssigned: false,
        lawyerGroups: { seller: null, buyer: null },
      });
      expect(read.body.transactions[0].lawyer_groups.seller).toEqual({
        _id: seller._id,
        name: 'First LLP - Team F',
      });
      const refused = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: other._id, buyer: buyer._id },
          sendCheckedEmails: { buyer: true },
        })
        .expect(409);
      expect(refused.body.message).toBe(
        'The transactions in this group do not all have the same solicitors, so they cannot be changed for the whole group. Change them on each transaction.',
      );
      expect(await outboxTo(t, buyer.solicitor.email!)).toHaveLength(2);
      const sales = await salesOfGroup('Change Yard');
      expect(sales.find((sale) => sale._id === one._id)?.seller_lawyer_group_id).toBe(seller._id);
      expect(sales.find((sale) => sale._id !== one._id)?.seller_lawyer_group_id).toBe(other._id);
    });

    it('runs a retried assignment once: the same Idempotency-Key gets the first answer and sends nothing more', async () => {
      const group = await createGroup('Retry Yard', 2);
      const seller = await lawyerGroupRow(t, 'Retry LLP', 'Team R');
      const buyer = await lawyerGroupRow(t, 'Retry Buyer LLP', 'Team RB');
      const body = {
        lawyerGroupsIds: { seller: seller._id, buyer: buyer._id },
        sendCheckedEmails: { seller: true, buyer: true },
        seller_comments: 'Retry me',
      };
      const first = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .set('Idempotency-Key', 'group-assign-retry-1')
        .send(body)
        .expect(200);
      const retry = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .set('Idempotency-Key', 'group-assign-retry-1')
        .send(body)
        .expect(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.body).toEqual(first.body);
      expect(await outboxTo(t, seller.solicitor.email!)).toHaveLength(2);
      expect(await outboxTo(t, buyer.solicitor.email!)).toHaveLength(2);
      for (const sale of group.transactions) {
        expect(
          (await timeline(sale._id)).filter((e) => e.event_name === 'solicitors_assigned'),
        ).toHaveLength(1);
      }
      // The same key for another request is refused.
      await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .set('Idempotency-Key', 'group-assign-retry-1')
        .send({ ...body, seller_comments: 'Something else' })
        .expect(422);
    });

    it('refuses a non-panel seller introduction and an unknown group, changing nothing', async () => {
      const group = await createGroup('Panel Yard', 2);
      const seller = await lawyerGroupRow(t, 'Off Panel LLP', 'Team O');
      await t.database.db
        .update(lawyerGroups)
        .set({ panel_solicitor: false })
        .where(eq(lawyerGroups._id, seller._id));
      const buyer = await lawyerGroupRow(t, 'Panel Buyer LLP', 'Team P');
      const refused = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: seller._id, buyer: buyer._id },
          sendCheckedEmails: { seller: true },
        })
        .expect(400);
      expect(refused.body.message).toEqual([
        'The seller introduction e-mail cannot be sent: the seller solicitor is not on the panel',
      ]);
      for (const sale of await salesOfGroup('Panel Yard')) {
        expect(sale.seller_lawyer_group_id).toBeNull();
      }
      await admin.agent
        .put(`/api/admin/transactions-groups/${'0'.repeat(24)}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: seller._id, buyer: buyer._id } })
        .expect(404);
    });

    it('refuses customers', async () => {
      const group = await createGroup('Customer Yard', 1);
      const customer = await signedInCustomer(t);
      await customer.agent.get(`/api/admin/transactions-groups/${group._id}`).expect(403);
      await customer.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: '0'.repeat(24) })
        .expect(403);
      await customer.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: '0'.repeat(24), buyer: '0'.repeat(24) } })
        .expect(403);
    });
  });
});
