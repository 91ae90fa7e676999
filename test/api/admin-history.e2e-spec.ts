import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';

type HistoryEntry = {
  _id: string;
  date_time: string;
  event_name: string;
  label: string;
  author: string | null;
  authorName: string | null;
  comments: string | null;
};
type HistoryPage = { items: HistoryEntry[]; totalItems: number; totalFilteredItems: number };

const address = {
  line_1: '7 Chancery Court',
  post_town: 'Manchester',
  country: 'United Kingdom',
  postcode: 'M2 3WQ',
  organisation_name: 'Ashdown Legal',
};

describe('the back office: a record’s History (GET /api/admin/history)', () => {
  let t: TestApp;
  let admin: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-07-01T09:00:00Z'));
    admin = await signedInAdmin(t);
    other = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const minuteLater = () => t.clock.advance(60_000);

  const history = async (subjectId: string, query: Record<string, number> = {}) =>
    (
      await admin.agent
        .get('/api/admin/history')
        .query({ subjectId, ...query })
        .expect(200)
    ).body as HistoryPage;

  it("lists a brand's and an estate agent's changes, newest first, with who made them", async () => {
    const brand = (
      await admin.agent
        .post('/api/admin/estate-agent-brands')
        .send({ brandName: 'Harbour & Vale' })
        .expect(201)
    ).body as { _id: string };
    minuteLater();
    await other.agent
      .put(`/api/admin/estate-agent-brands/${brand._id}`)
      .send({ brandName: 'Harbour and Vale' })
      .expect(200);

    const brandHistory = await history(brand._id);
    expect(brandHistory).toEqual({
      items: [
        {
          _id: expect.any(String),
          date_time: '2026-07-01T09:01:00.000Z',
          event_name: 'brand_renamed',
          label: 'Brand renamed',
          author: other.user._id,
          authorName: `${other.user.first_name} ${other.user.last_name}`,
          comments: expect.stringContaining('Harbour and Vale'),
        },
        {
          _id: expect.any(String),
          date_time: '2026-07-01T09:00:00.000Z',
          event_name: 'brand_created',
          label: 'Brand added',
          author: admin.user._id,
          authorName: `${admin.user.first_name} ${admin.user.last_name}`,
          comments: expect.any(String),
        },
      ],
      totalItems: 2,
      totalFilteredItems: 2,
    });

    minuteLater();
    const agentBody = {
      brand_id: brand._id,
      office: {
        name: 'Clifton',
        phone_number: '0117 496 0000',
        address: {
          line_1: '1 Quay Street',
          post_town: 'Bristol',
          country: 'United Kingdom',
          postcode: 'BS1 4DJ',
        },
      },
      valuers: [
        {
          first_name: 'Ada',
          last_name: 'Valuer',
          email: 'ada@agents.example',
          phone_number: '07700 900001',
        },
      ],
      negotiators: [],
    };
    const agent = (await admin.agent.post('/api/admin/estate-agents').send(agentBody).expect(201))
      .body as { _id: string };
    minuteLater();
    await admin.agent
      .put(`/api/admin/estate-agents/${agent._id}`)
      .send({ ...agentBody, office: { ...agentBody.office, name: 'Redland' } })
      .expect(200);

    const agentHistory = await history(agent._id);
    expect(agentHistory.items.map((entry) => [entry.label, entry.authorName])).toEqual([
      ['Estate agent changed', `${admin.user.first_name} ${admin.user.last_name}`],
      ['Estate agent added', `${admin.user.first_name} ${admin.user.last_name}`],
    ]);
    expect(agentHistory.totalItems).toBe(2);
    // the brand's own history is still its own
    expect((await history(brand._id)).totalItems).toBe(2);
  });

  it("lists a law firm's changes", async () => {
    const firm = (
      await admin.agent
        .post('/api/admin/law-firms')
        .send({
          name: 'Ashdown Legal LLP',
          email: 'conveyancing@ashdown.example',
          phone_number: '07911 123456',
          address,
        })
        .expect(201)
    ).body as { _id: string };
    minuteLater();
    await other.agent
      .put(`/api/admin/law-firms/${firm._id}`)
      .send({
        name: 'Ashdown Legal',
        email: 'conveyancing@ashdown.example',
        phone_number: '07911 123456',
        address,
      })
      .expect(200);

    const { items } = await history(firm._id);
    expect(items.map((entry) => [entry.event_name, entry.label, entry.author])).toEqual([
      ['law_firm_updated', 'Law firm changed', other.user._id],
      ['law_firm_created', 'Law firm added', admin.user._id],
    ]);
  });

  it("lists a user's deactivation and reactivation, and nothing about other users", async () => {
    const { user } = await signedInCustomer(t, { firstName: 'Maud', lastName: 'Gonne' });
    const { user: bystander } = await signedInCustomer(t);
    minuteLater();
    await admin.agent.post(`/api/admin/users/${user._id}/deactivate`).expect(200);
    minuteLater();
    await other.agent.post(`/api/admin/users/${user._id}/reactivate`).expect(200);

    expect((await history(user._id)).items).toEqual([
      expect.objectContaining({
        event_name: 'user_reactivated',
        label: 'User reactivated',
        author: other.user._id,
        comments: 'User reactivated',
      }),
      expect.objectContaining({
        event_name: 'user_deactivated',
        label: 'User deactivated',
        author: admin.user._id,
      }),
    ]);
    expect(await history(bystander._id)).toEqual({
      items: [],
      totalItems: 0,
      totalFilteredItems: 0,
    });
  });

  it('pages in the order of the list: skip and limit (where the page ends), newest first', async () => {
    const brand = (
      await admin.agent
        .post('/api/admin/estate-agent-brands')
        .send({ brandName: 'Quayside 0' })
        .expect(201)
    ).body as { _id: string };
    for (let n = 1; n <= 11; n += 1) {
      minuteLater();
      await admin.agent
        .put(`/api/admin/estate-agent-brands/${brand._id}`)
        .send({ brandName: `Quayside ${n}` })
        .expect(200);
    }
    const first = await history(brand._id, { skip: 0, limit: 5 });
    expect(first.totalItems).toBe(12);
    expect(first.items).toHaveLength(5);
    expect(first.items[0].comments).toContain('Quayside 11');
    const third = await history(brand._id, { skip: 10, limit: 15 });
    expect(third.items.map((entry) => entry.event_name)).toEqual([
      'brand_renamed',
      'brand_created',
    ]);
    // by default a page holds 10
    expect((await history(brand._id)).items).toHaveLength(10);
    const dates = first.items.map((entry) => Date.parse(entry.date_time));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers an id nothing is recorded about with an empty page, and refuses a bad query', async () => {
    expect(await history('0'.repeat(24))).toEqual({
      items: [],
      totalItems: 0,
      totalFilteredItems: 0,
    });
    const noId = await admin.agent.get('/api/admin/history').expect(400);
    expect(noId.body.message).toEqual([
      'subjectId must be a record id (24 hexadecimal characters)',
    ]);
    await admin.agent.get('/api/admin/history').query({ subjectId: 'abc' }).expect(400);
    const tooMany = await admin.agent
      .get('/api/admin/history')
      .query({ subjectId: '0'.repeat(24), skip: 0, limit: 500 })
      .expect(400);
    expect(tooMany.body.message).toEqual(['A page holds at most 100 rows']);
  });

  it('is for admins only: a customer gets 403 and no session 401', async () => {
    const customer = await signedInCustomer(t);
    const asked = { subjectId: customer.user._id };
    await customer.agent.get('/api/admin/history').query(asked).expect(403);
    await customer.agent.get('/api/admin/config/history').expect(403);
    await t.agent().get('/api/admin/history').query(asked).expect(401);
  });
});
