import { eq } from 'drizzle-orm';
import {
  estateAgentBrands,
  estateAgents,
  events,
  orders,
  transactionGroups,
  transactions,
} from '@/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn, uniqueEmail } from '@test/support/factories';
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
    it('assigns an estate agent to every sale, then refuses a second assignment', async () => {
      const group = (
        await admin.agent
          .post('/api/admin/transactions-groups')
          .send(await groupBody('Agent Yard', 2))
          .expect(201)
      ).body;
      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName: 'Group Brand' })
        .returning();
      const [agent] = await t.database.db
        .insert(estateAgents)
        .values({
          brand_id: brand._id,
          office: { name: 'Docks' },
          display_name: 'Group Brand - Docks',
        })
        .returning();
      const assigned = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);
      expect(assigned.body).toMatchObject({
        estateAgent: { _id: agent._id, name: 'Group Brand - Docks' },
        estateAgentAssigned: true,
      });
      for (const sale of await salesOfGroup('Agent Yard')) {
        expect(sale).toMatchObject({ estate_agent_id: agent._id, estate_agent_status: 'assigned' });
      }
      const again = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(409);
      expect(again.body.message).toBe(
        'An estate agent is already assigned to a transaction in this group',
      );
    });

    it('assigns solicitors to every sale, then refuses a second assignment', async () => {
      const group = (
        await admin.agent
          .post('/api/admin/transactions-groups')
          .send(await groupBody('Law Yard', 2))
          .expect(201)
      ).body;
      const seller = await lawyerGroupRow(t, 'Seller LLP', 'Team S');
      const buyer = await lawyerGroupRow(t, 'Buyer LLP', 'Team B');
      const body = { lawyerGroupsIds: { seller: seller._id, buyer: buyer._id } };
      const assigned = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send(body)
        .expect(200);
      expect(assigned.body).toMatchObject({
        solicitorsAssigned: true,
        lawyerGroups: {
          seller: { _id: seller._id, name: 'Seller LLP - Team S' },
          buyer: { _id: buyer._id, name: 'Buyer LLP - Team B' },
        },
      });
      const again = await admin.agent
        .put(`/api/admin/transactions-groups/${group._id}/lawyer-groups`)
        .send(body)
        .expect(409);
      expect(again.body.message).toBe(
        'Solicitors are already assigned to a transaction in this group',
      );
      await admin.agent
        .put(`/api/admin/transactions-groups/${'0'.repeat(24)}/lawyer-groups`)
        .send(body)
        .expect(404);
    });
  });
});
