import { eq } from 'drizzle-orm';
import { estateAgentBrands, estateAgents } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn } from '@test/support/factories';

type Brand = { _id: string; brandName: string };
type Valuer = {
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  primary_valuer: boolean;
};

const office = (name: string) => ({
  name,
  phone_number: '0117 496 0000',
  address: {
    line_1: '1 Quay Street',
    post_town: 'Bristol',
    country: 'United Kingdom',
    postcode: 'BS1 4DJ',
  },
});

const valuer = (first_name: string, extra: Record<string, unknown> = {}) => ({
  first_name,
  last_name: 'Valuer',
  email: `${first_name.toLowerCase()}@agents.example`,
  phone_number: '07700 900001',
  ...extra,
});

const negotiator = (first_name: string) => ({
  first_name,
  last_name: 'Negotiator',
  email: `${first_name.toLowerCase()}.n@agents.example`,
  phone_number: '07911 123457',
});

describe('the back office: estate agents and brands', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-05-04T09:00:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const addBrand = async (brandName: string): Promise<Brand> =>
    (await admin.agent.post('/api/admin/estate-agent-brands').send({ brandName }).expect(201)).body;

  const agentBody = (brand: Brand, overrides: Record<string, unknown> = {}) => ({
    brand_id: brand._id,
    office: office('Clifton'),
    valuers: [valuer('Ada')],
    negotiators: [],
    ...overrides,
  });

  const agentCount = async () => (await t.database.db.select().from(estateAgents)).length;

  describe('brands', () => {
    it('adds, lists by name, renames and refuses a second brand of the same name in any case', async () => {
      const harbour = await addBrand('  Harbour & Vale ');
      expect(harbour.brandName).toBe('Harbour & Vale');
      await addBrand('Abbot Homes');

      const taken = await admin.agent
        .post('/api/admin/estate-agent-brands')
        .send({ brandName: 'harbour & vale' })
        .expect(409);
      expect(taken.body).toMatchObject({
        code: 'BRAND_NAME_TAKEN',
        message: "A brand named 'Harbour & Vale' already exists",
      });
      const blank = await admin.agent
        .post('/api/admin/estate-agent-brands')
        .send({ brandName: '   ' })
        .expect(400);
      expect(blank.body.message).toContain('Brand name is required');

      const names = (await admin.agent.get('/api/admin/estate-agent-brands').expect(200)).body.map(
        (brand: Brand) => brand.brandName,
      );
      expect(names.indexOf('Abbot Homes')).toBeLessThan(names.indexOf('Harbour & Vale'));

      const renamed = await admin.agent
        .put(`/api/admin/estate-agent-brands/${harbour._id}`)
        .send({ brandName: 'Harbour and Vale' })
        .expect(200);
      expect(renamed.body).toEqual({ _id: harbour._id, brandName: 'Harbour and Vale' });
    });

    it("renaming a brand renames its agents' office names", async () => {
      const brand = await addBrand('Quayside');
      const agent = (
        await admin.agent.post('/api/admin/estate-agents').send(agentBody(brand)).expect(201)
      ).body;
      expect(agent.display_name).toBe('Quayside - Clifton');
      await admin.agent
        .put(`/api/admin/estate-agent-brands/${brand._id}`)
        .send({ brandName: 'Quayside Homes' })
        .expect(200);
      const after = (await admin.agent.get(`/api/admin/estate-agents/${agent._id}`).expect(200))
        .body;
      expect(after.display_name).toBe('Quayside Homes - Clifton');
      expect(after.brand).toEqual({ _id: brand._id, brandName: 'Quayside Homes' });
    });

    it('refuses to delete a brand in use, saying why, and deletes one nobody uses', async () => {
      const used = await addBrand('Used Brand');
      await admin.agent.post('/api/admin/estate-agents').send(agentBody(used)).expect(201);
      const refused = await admin.agent
        .delete(`/api/admin/estate-agent-brands/${used._id}`)
        .expect(409);
      expect(refused.body).toMatchObject({
        code: 'BRAND_IN_USE',
        message:
          'This brand cannot be deleted: 1 estate agent uses it. Move it to another brand first.',
      });

      const unused = await addBrand('Short Lived');
      await admin.agent.delete(`/api/admin/estate-agent-brands/${unused._id}`).expect(204);
      const left = await t.database.db.select().from(estateAgentBrands);
      expect(left.map((brand) => brand.brandName)).toContain('Used Brand');
      expect(left.map((brand) => brand.brandName)).not.toContain('Short Lived');
      await admin.agent.delete(`/api/admin/estate-agent-brands/${unused._id}`).expect(404);

      const history = (await admin.agent.get(`/api/admin/estate-agent-brands/${unused._id}/events`))
        .body as { event_name: string; authorName: string; comments: string }[];
      expect(history.map((event) => [event.event_name, event.comments])).toEqual([
        ['brand_created', 'Brand Short Lived added'],
        ['brand_deleted', 'Brand Short Lived deleted'],
      ]);
      expect(history[0].authorName).toBe(`${admin.user.first_name} ${admin.user.last_name}`.trim());
    });
  });

  describe('creating and editing an agent', () => {
    let brand: Brand;

    beforeAll(async () => {
      brand = await addBrand('Rules Test');
    });

    it.each([
      [{ valuers: [] }, 'Please add at least one valuer'],
      [{ valuers: undefined }, 'Please add at least one valuer'],
      [{ office: undefined }, 'Please fill in the office details'],
      [{ brand_id: undefined }, 'Brand is required'],
      [{ office: { name: ' ' } }, 'Office name is required'],
      [{ valuers: [{ first_name: '' }] }, 'First name is required'],
      [{ valuers: [valuer('Ada', { email: 'not-an-email' })] }, 'Invalid email'],
      [
        {
          valuers: [
            valuer('Ada', { primary_valuer: true }),
            valuer('Bo', { primary_valuer: true }),
          ],
        },
        'Only one valuer can be primary',
      ],
      [
        { negotiators: ['A', 'B', 'C', 'D', 'E', 'F'].map(negotiator) },
        'An estate agent has at most 5 negotiators',
      ],
      [{ negotiators: [{ ...negotiator('Cy'), phone_number: '' }] }, 'Phone number is required'],
      [{ negotiators: [{ ...negotiator('Cy'), last_name: undefined }] }, 'Last name is required'],
      [{ negotiators: [{ ...negotiator('Cy'), email: undefined }] }, 'Invalid email'],
      [
        {
          thirdfort: {
            requestsSellerThirdfortChecks: true,
            requestsBuyerThirdfortChecks: false,
            receivesSellerThirdfortChecks: false,
            receivesBuyerThirdfortChecks: false,
            thirdfortRequesterEmails: [],
          },
        },
        'Add a Thirdfort requester email while seller checks are requested',
      ],
      [
        {
          thirdfort: {
            requestsSellerThirdfortChecks: false,
            requestsBuyerThirdfortChecks: true,
            receivesSellerThirdfortChecks: false,
            receivesBuyerThirdfortChecks: false,
            thirdfortRequesterEmails: ['a@b.example', 'A@b.example '],
          },
        },
        'Thirdfort requester emails must be unique',
      ],
      [
        {
          thirdfort: {
            requestsSellerThirdfortChecks: 'yes',
            requestsBuyerThirdfortChecks: false,
            receivesSellerThirdfortChecks: false,
            receivesBuyerThirdfortChecks: false,
            thirdfortRequesterEmails: ['a@b.example'],
          },
        },
        'Thirdfort settings must be ticked or not',
      ],
    ])('refuses %j with %p and stores nothing', async (overrides, message) => {
      const before = await agentCount();
      const refused = await admin.agent
        .post('/api/admin/estate-agents')
        .send(agentBody(brand, overrides))
        .expect(400);
      expect(refused.body.message).toContain(message);
      expect(await agentCount()).toBe(before);
    });

    it('refuses a brand that does not exist', async () => {
      const refused = await admin.agent
        .post('/api/admin/estate-agents')
        .send(agentBody({ _id: '0'.repeat(24), brandName: 'Ghost' }))
        .expect(400);
      expect(refused.body.code).toBe('BRAND_UNKNOWN');
    });

    it('makes the first valuer primary, shows the primary first, and promotes the first remaining when the primary goes', async () => {
      const created = await admin.agent
        .post('/api/admin/estate-agents')
        .send(
          agentBody(brand, {
            valuers: [valuer('Ada'), valuer('Bo')],
            negotiators: [negotiator('Cy')],
            thirdfort: {
              requestsSellerThirdfortChecks: true,
              requestsBuyerThirdfortChecks: false,
              receivesSellerThirdfortChecks: true,
              receivesBuyerThirdfortChecks: false,
              thirdfortRequesterEmails: [' Checks@Agents.example '],
            },
          }),
        )
        .expect(201);
      const agent = created.body;
      expect(agent.valuers.map((v: Valuer) => [v.first_name, v.primary_valuer])).toEqual([
        ['Ada', true],
        ['Bo', false],
      ]);
      expect(agent.thirdfort.thirdfortRequesterEmails).toEqual(['checks@agents.example']);
      expect(agent.office).toEqual({
        ...office('Clifton'),
        address: { ...office('Clifton').address, country_iso_2: 'GB' },
      });
      expect(agent.negotiators[0].phone_number).toBe('+447911123457');

      // Bo marked primary (the form clears Ada's flag): Bo shows first.
      const swapped = await admin.agent
        .put(`/api/admin/estate-agents/${agent._id}`)
        .send(
          agentBody(brand, {
            valuers: [valuer('Ada'), valuer('Bo', { primary_valuer: true })],
            negotiators: [negotiator('Cy')],
            thirdfort: agent.thirdfort,
          }),
        )
        .expect(200);
      expect(swapped.body.valuers.map((v: Valuer) => [v.first_name, v.primary_valuer])).toEqual([
        ['Bo', true],
        ['Ada', false],
      ]);

      // The primary deleted: the first remaining is promoted.
      const promoted = await admin.agent
        .put(`/api/admin/estate-agents/${agent._id}`)
        .send(
          agentBody(brand, {
            valuers: [valuer('Ada'), valuer('Di')],
            negotiators: [negotiator('Cy')],
            thirdfort: agent.thirdfort,
          }),
        )
        .expect(200);
      expect(promoted.body.valuers.map((v: Valuer) => [v.first_name, v.primary_valuer])).toEqual([
        ['Ada', true],
        ['Di', false],
      ]);

      // The last valuer cannot go.
      await admin.agent
        .put(`/api/admin/estate-agents/${agent._id}`)
        .send(agentBody(brand, { valuers: [] }))
        .expect(400);

      const history = (await admin.agent.get(`/api/admin/estate-agents/${agent._id}/events`))
        .body as { event_name: string; comments: string; date_time: string }[];
      expect(history.map((event) => [event.event_name, event.comments])).toEqual([
        ['estate_agent_created', 'Estate agent Rules Test - Clifton added'],
        ['estate_agent_updated', 'Rules Test - Clifton: valuers changed'],
        ['estate_agent_updated', 'Rules Test - Clifton: valuers changed'],
      ]);
      expect(history[0].date_time).toBe('2026-05-04T09:00:00.000Z');
    });

    it('saving the same agent again changes nothing and records nothing', async () => {
      const body = agentBody(brand, { office: office('Redland') });
      const agent = (await admin.agent.post('/api/admin/estate-agents').send(body).expect(201))
        .body;
      await admin.agent.put(`/api/admin/estate-agents/${agent._id}`).send(body).expect(200);
      const history = (await admin.agent.get(`/api/admin/estate-agents/${agent._id}/events`)).body;
      expect(history).toHaveLength(1);
    });

    it('stores the office address normalised: spaced upper-case postcode, country and ISO code', async () => {
      const created = await admin.agent
        .post('/api/admin/estate-agents')
        .send(
          agentBody(brand, {
            office: {
              name: 'Marina',
              phone_number: '01792 000000',
              address: { line_1: ' 3 Trawler Road ', post_town: 'Swansea', postcode: 'sa1 1aa' },
            },
          }),
        )
        .expect(201);
      expect(created.body.office.address).toEqual({
        line_1: '3 Trawler Road',
        post_town: 'Swansea',
        postcode: 'SA1 1AA',
        country: 'United Kingdom',
        country_iso_2: 'GB',
      });
      const abroad = await admin.agent
        .put(`/api/admin/estate-agents/${created.body._id}`)
        .send(
          agentBody(brand, {
            office: {
              name: 'Marina',
              address: {
                line_1: '1 Rue de Rivoli',
                post_town: 'Paris',
                country: 'france',
                postcode: '75 001',
              },
            },
          }),
        )
        .expect(200);
      expect(abroad.body.office.address).toMatchObject({
        country: 'France',
        country_iso_2: 'FR',
        postcode: '75001',
      });
    });

    it('stores negotiator phones as +44 E.164 and refuses one that is not a mobile number', async () => {
      const created = await admin.agent
        .post('/api/admin/estate-agents')
        .send(
          agentBody(brand, {
            office: office('Hotwells'),
            negotiators: [{ ...negotiator('Cy'), phone_number: '07911 123 456' }],
          }),
        )
        .expect(201);
      expect(created.body.negotiators[0].phone_number).toBe('+447911123456');
      const refused = await admin.agent
        .post('/api/admin/estate-agents')
        .send(
          agentBody(brand, {
            negotiators: [{ ...negotiator('Cy'), phone_number: '0117 496 0000' }],
          }),
        )
        .expect(400);
      expect(refused.body.message).toContain('Phone number must be a valid mobile number');
    });

    it('records a Thirdfort-only save as a Thirdfort change, whatever order the valuers were stored in', async () => {
      const body = agentBody(brand, {
        office: office('Southville'),
        valuers: [valuer('Ada'), valuer('Bo', { primary_valuer: true, last_name: '' })],
        negotiators: [{ ...negotiator('Cy'), phone_number: '07911123458' }],
      });
      const agent = (await admin.agent.post('/api/admin/estate-agents').send(body).expect(201))
        .body;
      // Stored as older records are: the primary last, an address typed in lower case.
      const [row] = await t.database.db
        .select()
        .from(estateAgents)
        .where(eq(estateAgents._id, agent._id));
      await t.database.db
        .update(estateAgents)
        .set({
          valuers: [...row.valuers].reverse(),
          office: { ...row.office, address: { ...row.office.address, postcode: 'bs1 4dj' } },
        })
        .where(eq(estateAgents._id, agent._id));

      // What the page sends after ticking a Thirdfort box: the agent as it was shown.
      const shown = (await admin.agent.get(`/api/admin/estate-agents/${agent._id}`).expect(200))
        .body;
      await admin.agent
        .put(`/api/admin/estate-agents/${agent._id}`)
        .send({
          brand_id: shown.brand._id,
          office: shown.office,
          valuers: shown.valuers,
          negotiators: shown.negotiators,
          thirdfort: { ...shown.thirdfort, receivesBuyerThirdfortChecks: true },
        })
        .expect(200);
      const history = (await admin.agent.get(`/api/admin/estate-agents/${agent._id}/events`))
        .body as { comments: string }[];
      expect(history.map((event) => event.comments)).toEqual([
        'Estate agent Rules Test - Southville added',
        'Rules Test - Southville: Thirdfort settings changed',
      ]);
    });

    it('answers 404 for an agent that does not exist', async () => {
      const missing = await admin.agent
        .get(`/api/admin/estate-agents/${'0'.repeat(24)}`)
        .expect(404);
      expect(missing.body.code).toBe('ESTATE_AGENT_NOT_FOUND');
      await admin.agent
        .put(`/api/admin/estate-agents/${'0'.repeat(24)}`)
        .send(agentBody(brand))
        .expect(404);
    });
  });

  describe('the list', () => {
    let north: Brand;
    let south: Brand;

    beforeAll(async () => {
      north = await addBrand('Listing North');
      south = await addBrand('Listing South');
      for (const [brand, name] of [
        [north, 'Zeta'],
        [north, 'Alpha'],
        [south, 'Beta'],
        [north, 'Gamma'],
      ] as const) {
        await admin.agent
          .post('/api/admin/estate-agents')
          .send(
            agentBody(brand, {
              office: office(name),
              valuers: [
                valuer(`Val${name}`, { email: `val.${name.toLowerCase()}@listing.example` }),
              ],
            }),
          )
          .expect(201);
      }
    });

    type Page = {
      items: { display_name: string; primary_valuer: { name: string; email: string } }[];
      totalItems: number;
      totalFilteredItems: number;
      brandCounts: { brand: string; brandName: string; count: number }[];
    };
    const list = async (query: Record<string, string | number>) =>
      (await admin.agent.get('/api/admin/estate-agents').query(query).expect(200)).body as Page;

    it("filters by brand, sorts by office name and pages with the spec's offset and limit", async () => {
      const all = await list({ brand: north._id, offset: 0, limit: 10 });
      expect(all.items.map((item) => item.display_name)).toEqual([
        'Listing North - Alpha',
        'Listing North - Gamma',
        'Listing North - Zeta',
      ]);
      expect(all.totalFilteredItems).toBe(3);
      expect(all.totalItems).toBe(await agentCount());
      expect(all.items[0].primary_valuer).toEqual({
        name: 'ValAlpha Valuer',
        email: 'val.alpha@listing.example',
        phone_number: '07700 900001',
      });

      // Page 2 of size 2: offset 2, limit 4 (page size × page).
      const second = await list({ brand: north._id, offset: 2, limit: 4 });
      expect(second.items.map((item) => item.display_name)).toEqual(['Listing North - Zeta']);
    });

    it('searches office names and valuers, with brand counts for the search', async () => {
      const found = await list({ searchValue: 'listing.example' });
      expect(found.totalFilteredItems).toBe(4);
      expect(found.brandCounts.filter((row) => row.brandName.startsWith('Listing'))).toEqual([
        { brand: north._id, brandName: 'Listing North', count: 3 },
        { brand: south._id, brandName: 'Listing South', count: 1 },
      ]);
      const byOffice = await list({ searchValue: 'north - gam' });
      expect(byOffice.items.map((item) => item.display_name)).toEqual(['Listing North - Gamma']);
      const none = await list({ searchValue: '100%_' });
      expect(none.items).toEqual([]);
    });

    it('refuses a bad page or brand', async () => {
      await admin.agent.get('/api/admin/estate-agents').query({ offset: -1 }).expect(400);
      await admin.agent.get('/api/admin/estate-agents').query({ brand: 'x' }).expect(400);
      await admin.agent.get('/api/admin/estate-agents').query({ limit: 500 }).expect(400);
    });
  });
});
