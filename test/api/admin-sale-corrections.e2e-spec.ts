import { eq } from 'drizzle-orm';
import { estateAgentBrands, estateAgents } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { lawyerGroupRow } from '@test/support/sales';
import { additionalSeller, createSale, propertyAddress } from '@test/support/seller';

type Detail = {
  _id: string;
  property: { address: { line_1: string; postcode: string }; tenure: string | null };
  asking_price: number | null;
  primary_seller: { customer_type: string };
  additional_sellers: { person_id: string; first_name: string; email: string | null }[];
  estate_agent_status: string;
  estate_agent_id: string | null;
  lawyer_group: { seller: { _id: string } | null; buyer: { _id: string } | null };
  withdrawn_at: string | null;
  withdrawal_reason: string | null;
  archived_at: string | null;
  person_users: { person_id: string; user_id: string }[];
  thirdfort_email_blocked: { sell: string | null; buy: string | null };
};

type Event = {
  event_name: string;
  author: string | null;
  authorName: string | null;
  comments: string | null;
};

/**
 * Back office IV: staff correct a sale from its detail page. Every sale is onboarded through the
 * seller's own API calls; staff then correct it through the back office's.
 */
describe('correcting a sale (back office)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let seller: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    seller = await signedInCustomer(t, { firstName: 'Sella', lastName: 'Corran' });
  });

  afterAll(async () => {
    await t.close();
  });

  let street = 0;
  const newSale = async (overrides: Record<string, unknown> = {}) => {
    street += 1;
    return createSale(seller.agent, {
      propertyAddress: propertyAddress({ line_1: `${street} Correction Street` }),
      ...overrides,
    });
  };
  const detail = async (id: string) =>
    (await admin.agent.get(`/api/admin/transactions/${id}`).expect(200)).body as Detail;
  const events = async (id: string, name: string) =>
    (
      (await admin.agent.get(`/api/admin/transactions/${id}/events`).expect(200)).body as Event[]
    ).filter((event) => event.event_name === name);
  const authored = {
    author: expect.any(String),
    authorName: expect.any(String),
  };
  const byAdmin = () => ({
    author: admin.user._id,
    authorName: `${admin.user.first_name} ${admin.user.last_name}`,
  });

  describe('property address, tenure and asking price', () => {
    it('corrects them through the properties module and records what changed', async () => {
      const sale = await newSale();
      const response = await admin.agent
        .put(`/api/admin/transactions/${sale._id}/details`)
        .send({
          propertyAddress: propertyAddress({ line_1: '14 Harbour Row', postcode: 'bs1 5ts' }),
          tenureOption: 'Leasehold',
          askingPrice: '425,000',
        })
        .expect(200);
      expect(response.body).toMatchObject({ asking_price: 425000 });
      const now = await detail(sale._id);
      expect(now.property.address).toMatchObject({ line_1: '14 Harbour Row', postcode: 'BS1 5TS' });
      expect(now.property.tenure).toBe('Leasehold');
      expect(now.asking_price).toBe(425000);
      const [event] = await events(sale._id, 'sale_details_corrected');
      expect(event).toMatchObject(byAdmin());
      expect(event.comments).toContain('Tenure: Freehold → Leasehold');
      expect(event.comments).toContain('Asking price: £350,000 → £425,000');
      expect(event.comments).toContain('14 Harbour Row');
      // the seller sees the corrected sale too
      const own = await seller.agent.get(`/api/transaction/${sale._id}`).expect(200);
      expect(own.body.property.tenure).toBe('Leasehold');
    });

    it("refuses what the seller's form refuses, and changes nothing", async () => {
      const sale = await newSale();
      const before = await detail(sale._id);
      const put = (body: Record<string, unknown>) =>
        admin.agent.put(`/api/admin/transactions/${sale._id}/details`).send(body).expect(400);
      expect((await put({ askingPrice: 5000 })).body.message).toEqual([
        'Asking price must be higher than £99,000 and less than £100,000,000',
      ]);
      expect((await put({})).body.message).toEqual(['Please provide at least one field to update']);
      expect((await put({ tenureOption: 'Other / Not Sure' })).body.message).toEqual([
        'Please provide details',
      ]);
      const badAddress = await put({
        propertyAddress: { line_1: '', post_town: 'Bristol', postcode: 'not a postcode' },
        askingPrice: 400000,
      });
      expect(badAddress.body.message.length).toBeGreaterThan(0);
      const after = await detail(sale._id);
      expect(after.property).toEqual(before.property);
      expect(after.asking_price).toBe(before.asking_price);
      expect(await events(sale._id, 'sale_details_corrected')).toEqual([]);
    });
  });

  describe('co-sellers and the representative', () => {
    it('adds and removes a co-seller, each on the timeline', async () => {
      const sale = await newSale();
      const grace = additionalSeller({ firstName: 'Grace', lastName: 'Hopper' });
      const added = await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(grace)
        .expect(201);
      expect(added.body.additional_sellers).toEqual([
        expect.objectContaining({ first_name: 'Grace', email: grace.email }),
      ]);
      const personId = added.body.additional_sellers[0].person_id as string;
      // the same person again is refused
      const again = await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send({ ...grace, email: grace.email.toUpperCase() })
        .expect(400);
      expect(again.body.message).toEqual(['This person is already a seller of this sale']);
      // the customer's rule: the same first and last name under another e-mail is the same person
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(additionalSeller({ firstName: ' grace ', lastName: 'HOPPER' }))
        .expect(400);
      // and the primary seller is not added as their own co-seller
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(
          additionalSeller({
            firstName: seller.user.first_name,
            lastName: seller.user.last_name,
          }),
        )
        .expect(400);
      expect((await detail(sale._id)).additional_sellers).toHaveLength(1);
      expect((await events(sale._id, 'co_seller_added'))[0]).toMatchObject({
        ...byAdmin(),
        comments: `Grace Hopper (${grace.email})`,
      });

      await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/co-sellers/${personId}`)
        .expect(200);
      expect((await detail(sale._id)).additional_sellers).toEqual([]);
      expect((await events(sale._id, 'co_seller_removed'))[0]).toMatchObject(byAdmin());
      // not (any more) a seller of this sale
      const gone = await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/co-sellers/${personId}`)
        .expect(400);
      expect(gone.body.message).toEqual(['Seller not found']);
    });

    it("validates a co-seller by the person form's rules, changing nothing", async () => {
      const sale = await newSale();
      const refused = await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(additionalSeller({ email: 'not-an-email', mobileNumber: '12' }))
        .expect(400);
      expect(refused.body.message).toEqual(
        expect.arrayContaining(['Please enter a valid email address']),
      );
      expect((await detail(sale._id)).additional_sellers).toEqual([]);
      expect(await events(sale._id, 'co_seller_added')).toEqual([]);
    });

    it('makes the account holder the representative only while a co-seller remains', async () => {
      const sale = await newSale();
      const setType = (customerType: string) =>
        admin.agent.put(`/api/admin/transactions/${sale._id}/customer-type`).send({ customerType });
      const rule =
        "If you are acting on behalf of the seller, please select yes and add the seller's details";
      expect((await setType('representative').expect(400)).body.message).toEqual([rule]);
      expect((await setType('landlord').expect(400)).body.message).toEqual([
        'Please select an option',
      ]);
      const added = await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(additionalSeller())
        .expect(201);
      await setType('representative').expect(200);
      expect((await detail(sale._id)).primary_seller.customer_type).toBe('representative');
      expect((await events(sale._id, 'seller_customer_type_changed'))[0]).toMatchObject({
        ...byAdmin(),
        comments: 'The account holder acts for the sellers (representative)',
      });
      // the last seller a representative acts for cannot be removed
      const personId = added.body.additional_sellers[0].person_id as string;
      const refused = await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/co-sellers/${personId}`)
        .expect(400);
      expect(refused.body.message).toEqual([rule]);
      expect((await detail(sale._id)).additional_sellers).toHaveLength(1);
      // removing the representative: the account holder is the seller again
      await setType('individual_owner').expect(200);
      expect((await detail(sale._id)).primary_seller.customer_type).toBe('individual_owner');
    });
  });

  describe('withdraw, archive and reinstate', () => {
    it('withdraws with a reason, archives, and reinstates, each a stored fact on the timeline', async () => {
      const sale = await newSale();
      const post = (path: string, body: Record<string, unknown> = {}) =>
        admin.agent.post(`/api/admin/transactions/${sale._id}/${path}`).send(body);

      expect((await post('withdraw', { reason: '   ' }).expect(400)).body.message).toEqual([
        'Please give the reason for withdrawing the sale',
      ]);
      expect((await detail(sale._id)).withdrawn_at).toBeNull();
      await post('reinstate').expect(409);

      const withdrawn = await post('withdraw', { reason: 'The seller changed their mind' });
      expect(withdrawn.status).toBe(200);
      expect(withdrawn.body.withdrawal_reason).toBe('The seller changed their mind');
      let now = await detail(sale._id);
      expect(now.withdrawn_at).toEqual(expect.any(String));
      expect(now.withdrawal_reason).toBe('The seller changed their mind');
      expect(now.archived_at).toBeNull();
      expect((await post('withdraw', { reason: 'again' }).expect(409)).body.message).toBe(
        'This sale is already withdrawn',
      );

      await post('archive', { comments: 'Closed file' }).expect(200);
      now = await detail(sale._id);
      expect(now.archived_at).toEqual(expect.any(String));
      await post('archive').expect(409);

      await post('reinstate', { comments: 'Back on' }).expect(200);
      now = await detail(sale._id);
      expect(now).toMatchObject({ withdrawn_at: null, withdrawal_reason: null, archived_at: null });

      expect((await events(sale._id, 'sale_withdrawn'))[0]).toMatchObject({
        ...byAdmin(),
        comments: 'Reason: The seller changed their mind',
      });
      expect((await events(sale._id, 'sale_archived'))[0]).toMatchObject({
        ...byAdmin(),
        comments: 'Closed file',
      });
      expect((await events(sale._id, 'sale_reinstated'))[0]).toMatchObject({
        ...byAdmin(),
        comments: 'Withdrawal undone; Archive undone; Back on',
      });
      // a withdrawal is a milestone of the sale's journey
      const milestones = (
        await admin.agent.get(`/api/admin/transactions/${sale._id}/events-timeline`).expect(200)
      ).body as Event[];
      expect(milestones.map((event) => event.event_name)).toEqual(
        expect.arrayContaining(['sale_withdrawn', 'sale_reinstated']),
      );
    });
  });

  describe('un-assigning the estate agent and the solicitors', () => {
    it('takes the estate agent off, as assigning put it on', async () => {
      const sale = await newSale();
      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName: `Harbour Homes ${sale._id}` })
        .returning();
      const [agent] = await t.database.db
        .insert(estateAgents)
        .values({
          brand_id: brand._id,
          office: { name: 'Clifton' },
          display_name: `Harbour Homes ${sale._id} - Clifton`,
        })
        .returning();
      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);
      expect((await detail(sale._id)).estate_agent_status).toBe('assigned');

      await admin.agent.delete(`/api/admin/transactions/${sale._id}/estate-agent`).expect(200);
      const now = await detail(sale._id);
      expect(now).toMatchObject({ estate_agent_status: 'pending', estate_agent_id: null });
      expect((await events(sale._id, 'estate_agent_cleared'))[0]).toMatchObject({
        ...byAdmin(),
        comments: `Estate agent un-assigned: Harbour Homes ${sale._id} - Clifton`,
      });
      const again = await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/estate-agent`)
        .expect(409);
      expect(again.body.message).toBe('No estate agent is assigned to this sale');
      // the agent itself is untouched
      const [still] = await t.database.db
        .select()
        .from(estateAgents)
        .where(eq(estateAgents._id, agent._id));
      expect(still).toBeDefined();
    });

    it("takes one side's solicitor off and keeps the other", async () => {
      const sale = await newSale();
      const sellerSide = await lawyerGroupRow(t, 'Avon Law', 'Sellers team');
      const buyerSide = await lawyerGroupRow(t, 'Bath Law', 'Buyers team');
      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({ lawyerGroupsIds: { seller: sellerSide._id, buyer: buyerSide._id } })
        .expect(200);

      await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/lawyer-groups/sideways`)
        .expect(400);
      await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/lawyer-groups/seller`)
        .expect(200);
      let now = await detail(sale._id);
      expect(now.lawyer_group.seller).toBeNull();
      expect(now.lawyer_group.buyer?._id).toBe(buyerSide._id);
      await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/lawyer-groups/seller`)
        .expect(409);
      await admin.agent
        .delete(`/api/admin/transactions/${sale._id}/lawyer-groups/buyer`)
        .expect(200);
      now = await detail(sale._id);
      expect(now.lawyer_group).toEqual({ seller: null, buyer: null });
      const unassigned = await events(sale._id, 'solicitor_unassigned');
      expect(unassigned.map((event) => event.comments)).toEqual([
        'Seller: Sellers team (Avon Law)',
        'Buyer: Buyers team (Bath Law)',
      ]);
      expect(unassigned[0]).toMatchObject(authored);
      // the sale now reads as without solicitors in the list's filter
      const page = await admin.agent
        .get('/api/admin/transactions?solicitorsAssigned=false&limit=100')
        .expect(200);
      expect(page.body.items.map((row: { _id: string }) => row._id)).toContain(sale._id);
    });
  });

  describe('who may correct a sale', () => {
    it('refuses customers (403) and unknown sales (404), changing nothing', async () => {
      const sale = await newSale();
      const calls = [
        () =>
          seller.agent
            .put(`/api/admin/transactions/${sale._id}/details`)
            .send({ askingPrice: 400000 }),
        () =>
          seller.agent
            .post(`/api/admin/transactions/${sale._id}/co-sellers`)
            .send(additionalSeller()),
        () =>
          seller.agent
            .put(`/api/admin/transactions/${sale._id}/customer-type`)
            .send({ customerType: 'individual_owner' }),
        () =>
          seller.agent.post(`/api/admin/transactions/${sale._id}/withdraw`).send({ reason: 'x' }),
        () => seller.agent.post(`/api/admin/transactions/${sale._id}/archive`).send({}),
        () => seller.agent.post(`/api/admin/transactions/${sale._id}/reinstate`).send({}),
        () => seller.agent.delete(`/api/admin/transactions/${sale._id}/estate-agent`),
        () => seller.agent.delete(`/api/admin/transactions/${sale._id}/lawyer-groups/seller`),
      ];
      for (const call of calls) await call().expect(403);
      const now = await detail(sale._id);
      expect(now).toMatchObject({ asking_price: 350000, withdrawn_at: null, archived_at: null });
      expect(now.additional_sellers).toEqual([]);

      const unknown = '0123456789abcdef01234567';
      await admin.agent
        .post(`/api/admin/transactions/${unknown}/withdraw`)
        .send({ reason: 'x' })
        .expect(404);
      await admin.agent.delete(`/api/admin/transactions/not-an-id/estate-agent`).expect(400);
    });
  });

  describe('the detail page reads', () => {
    it('links people who have a user account and says why the Thirdfort e-mail cannot go', async () => {
      const buyerUser = await signedInCustomer(t, { firstName: 'Bea', lastName: 'Cosell' });
      const sale = await newSale();
      // a co-seller who also has an account (same e-mail), and one who has none
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(
          additionalSeller({ firstName: 'Bea', lastName: 'Cosell', email: buyerUser.user.email }),
        )
        .expect(201);
      await admin.agent
        .post(`/api/admin/transactions/${sale._id}/co-sellers`)
        .send(additionalSeller({ firstName: 'Nobody', lastName: 'Account' }))
        .expect(201);
      const now = await detail(sale._id);
      const bea = now.additional_sellers.find((person) => person.first_name === 'Bea')!;
      expect(now.person_users).toEqual([{ person_id: bea.person_id, user_id: buyerUser.user._id }]);

      expect(now.thirdfort_email_blocked).toEqual({
        sell: 'No estate agent is assigned to this transaction',
        buy: 'No estate agent is assigned to this transaction',
      });
      // the e-mail's own refusal says the same
      const refused = await admin.agent
        .post(`/api/admin/transactions/${sale._id}/thirdfort-email`)
        .send({ role: 'sell' })
        .expect(400);
      expect(refused.body.message).toEqual([now.thirdfort_email_blocked.sell]);

      const [brand] = await t.database.db
        .insert(estateAgentBrands)
        .values({ brandName: `Thirdfort Homes ${sale._id}` })
        .returning();
      const [agent] = await t.database.db
        .insert(estateAgents)
        .values({
          brand_id: brand._id,
          office: { name: 'Redland' },
          display_name: `Thirdfort Homes ${sale._id} - Redland`,
          thirdfort: {
            requestsSellerThirdfortChecks: true,
            requestsBuyerThirdfortChecks: false,
            thirdfortRequesterEmails: ['aml@thirdfort-homes.example'],
            receivesSellerThirdfortChecks: true,
            receivesBuyerThirdfortChecks: false,
          },
        })
        .returning();
      await admin.agent
        .put(`/api/admin/transactions/${sale._id}/estate-agent`)
        .send({ estateAgentId: agent._id })
        .expect(200);
      expect((await detail(sale._id)).thirdfort_email_blocked).toEqual({
        sell: null,
        buy: 'This estate agent has not asked for buyer Thirdfort checks (see its Thirdfort settings)',
      });
    });
  });
});
