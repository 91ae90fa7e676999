import { lawFirms } from '@/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, SignedIn } from '@test/support/factories';
import { lawyerGroupRow } from '@test/support/sales';

const firmBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ashdown Legal LLP',
  email: 'Conveyancing@Ashdown.example',
  phone_number: '07911 123456',
  address: {
    line_1: '7 Chancery Court',
    post_town: 'Manchester',
    country: 'United Kingdom',
    postcode: 'm2 3wq',
    organisation_name: 'Ashdown Legal',
  },
  ...overrides,
});

describe('the back office: law firms and lawyer groups', () => {
  let t: TestApp;
  let admin: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    t.clock.set(new Date('2026-06-01T10:00:00Z'));
    admin = await signedInAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  const firmCount = async () => (await t.database.db.select().from(lawFirms)).length;

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ email: 'not-an-email' }, 'Invalid email'],
    [{ phone_number: '0117 496 0000' }, 'Invalid mobile number'],
    [{ phone_number: undefined }, 'Invalid mobile number'],
    [{ address: undefined }, 'The address is required'],
    [{ address: { ...firmBody().address, line_1: ' ' } }, 'Address line 1 is required'],
    [{ address: { ...firmBody().address, post_town: '' } }, 'Post town is required'],
    [{ address: { ...firmBody().address, country: '' } }, 'Country is required'],
    [{ address: { ...firmBody().address, postcode: '' } }, 'Postcode is required'],
    [{ address: { ...firmBody().address, postcode: 'XX1' } }, 'Postcode is not valid'],
    [
      { address: { ...firmBody().address, organisation_name: '' } },
      'Organisation name is required',
    ],
  ])('refuses a law firm with %j: %p, and stores nothing', async (overrides, message) => {
    const before = await firmCount();
    const refused = await admin.agent
      .post('/api/admin/law-firms')
      .send(firmBody(overrides))
      .expect(400);
    expect(refused.body.message).toContain(message);
    expect(await firmCount()).toBe(before);
  });

  it('adds a law firm with its address normalised, edits it and records both', async () => {
    const created = await admin.agent.post('/api/admin/law-firms').send(firmBody()).expect(201);
    expect(created.body).toMatchObject({
      name: 'Ashdown Legal LLP',
      email: 'conveyancing@ashdown.example',
      phone_number: '+447911123456',
      address: {
        postcode: 'M2 3WQ',
        country: 'United Kingdom',
        organisation_name: 'Ashdown Legal',
      },
    });
    const id = created.body._id;
    // A postcode abroad is not held to the GB format.
    await admin.agent
      .put(`/api/admin/law-firms/${id}`)
      .send(
        firmBody({
          name: 'Ashdown Legal',
          address: { ...firmBody().address, country: 'Ireland', postcode: 'D02 X285' },
        }),
      )
      .expect(200);
    const firm = (await admin.agent.get(`/api/admin/law-firms/${id}`).expect(200)).body;
    expect(firm.name).toBe('Ashdown Legal');
    const history = (await admin.agent.get(`/api/admin/law-firms/${id}/events`).expect(200))
      .body as { event_name: string; comments: string }[];
    expect(history.map((event) => [event.event_name, event.comments])).toEqual([
      ['law_firm_created', 'Law firm Ashdown Legal LLP added'],
      ['law_firm_updated', 'Ashdown Legal: name, address changed'],
    ]);
    await admin.agent
      .put(`/api/admin/law-firms/${'0'.repeat(24)}`)
      .send(firmBody())
      .expect(404);
  });

  describe('a lawyer group', () => {
    const groupBody = (lawFirmId: string, overrides: Record<string, unknown> = {}) => ({
      name: 'Residential Team',
      law_firm: lawFirmId,
      solicitor: { first_name: 'Hannah', last_name: 'Lowe', email: 'hannah@firm.example' },
      legal_assistants: [{ first_name: 'Ivo', last_name: 'Marsh' }],
      invoicing_address: null,
      thirdfortRecipientEmails: ['checks@firm.example'],
      panel_solicitor: true,
      ...overrides,
    });

    it('needs at least one valid, unique Thirdfort recipient and changes nothing when refused', async () => {
      const group = await lawyerGroupRow(t, 'Recipients LLP', 'Team A');
      for (const [emails, message] of [
        [[], 'Add at least one Thirdfort recipient email'],
        [['nope'], 'Invalid email'],
        [['a@firm.example', 'A@firm.example'], 'Thirdfort recipient emails must be unique'],
      ] as const) {
        const refused = await admin.agent
          .put(`/api/admin/lawyer-groups/${group._id}`)
          .send(groupBody(group.law_firm_id, { thirdfortRecipientEmails: emails }))
          .expect(400);
        expect(refused.body.message).toContain(message);
      }
      const unchanged = (await admin.agent.get(`/api/admin/lawyer-groups/${group._id}`)).body;
      expect(unchanged.name).toBe('Team A');
    });

    it('replaces the group, keeping its solicitor id, and records who changed what', async () => {
      const group = await lawyerGroupRow(t, 'Update LLP', 'Team B');
      const saved = await admin.agent
        .put(`/api/admin/lawyer-groups/${group._id}`)
        .send(groupBody(group.law_firm_id, { panel_solicitor: false }))
        .expect(200);
      expect(saved.body).toMatchObject({
        name: 'Residential Team',
        law_firm: { _id: group.law_firm_id, name: 'Update LLP' },
        solicitor: { _id: group.solicitor._id, first_name: 'Hannah', email: 'hannah@firm.example' },
        legal_assistants: [{ first_name: 'Ivo', last_name: 'Marsh' }],
        thirdfortRecipientEmails: ['checks@firm.example'],
        panel_solicitor: false,
      });
      const history = (await admin.agent.get(`/api/admin/lawyer-groups/${group._id}/events`)).body;
      expect(history).toHaveLength(1);
      expect(history[0].comments).toBe(
        'Residential Team: name, solicitor, legal assistants, thirdfortRecipientEmails, panel solicitor changed',
      );
      await admin.agent
        .put(`/api/admin/lawyer-groups/${group._id}`)
        .send(groupBody('0'.repeat(24)))
        .expect(404);
    });
  });
});
