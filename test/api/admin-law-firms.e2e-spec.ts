import { eq } from 'drizzle-orm';
import { lawFirms, lawyerGroups, users } from '@/platform/database/schema';
import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer, SignedIn } from '@test/support/factories';
import { outboxTo } from '@test/support/mailbox';
import { lawyerGroupRow, saleRow } from '@test/support/sales';

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

    const newGroup = (lawFirmId: string, overrides: Record<string, unknown> = {}) =>
      groupBody(lawFirmId, {
        name: 'Sales Team',
        solicitor: {
          first_name: 'Nia',
          last_name: 'Rowe',
          email: 'Nia.Rowe@Firm.example',
          phone_number: '07911 123456',
        },
        legal_assistants: [
          { first_name: 'Ivo', last_name: 'Marsh', email: 'ivo@firm.example', phone_number: '' },
        ],
        invoicing_address: {
          line_1: '1 Ledger Lane',
          post_town: 'Leeds',
          country: 'United Kingdom',
          postcode: 'ls1 4ap',
          organisation_name: 'Accounts Payable',
        },
        panel_solicitor: true,
        ...overrides,
      });

    it('adds a group to a new firm, once per Idempotency-Key, and records who added it', async () => {
      const firm = (await admin.agent.post('/api/admin/law-firms').send(firmBody()).expect(201))
        .body;
      const first = await admin.agent
        .post('/api/admin/lawyer-groups')
        .set('Idempotency-Key', 'add-group-1')
        .send(newGroup(firm._id))
        .expect(201);
      expect(first.body).toMatchObject({
        name: 'Sales Team',
        law_firm: { _id: firm._id, name: 'Ashdown Legal LLP' },
        solicitor: {
          first_name: 'Nia',
          last_name: 'Rowe',
          email: 'nia.rowe@firm.example',
          phone_number: '+447911123456',
        },
        legal_assistants: [{ first_name: 'Ivo', email: 'ivo@firm.example', phone_number: null }],
        invoicing_address: {
          postcode: 'LS1 4AP',
          country: 'United Kingdom',
          country_iso_2: 'GB',
          organisation_name: 'Accounts Payable',
        },
        thirdfortRecipientEmails: ['checks@firm.example'],
        panel_solicitor: true,
      });
      expect(first.body.solicitor._id).toMatch(/^[0-9a-f]{24}$/);
      const retried = await admin.agent
        .post('/api/admin/lawyer-groups')
        .set('Idempotency-Key', 'add-group-1')
        .send(newGroup(firm._id))
        .expect(201);
      expect(retried.body._id).toBe(first.body._id);
      const groups = (
        await admin.agent.get(`/api/admin/lawyer-groups?law_firm=${firm._id}`).expect(200)
      ).body as { _id: string }[];
      expect(groups.map((group) => group._id)).toEqual([first.body._id]);
      const history = (
        await admin.agent.get(`/api/admin/lawyer-groups/${first.body._id}/events`).expect(200)
      ).body;
      expect(history).toMatchObject([
        {
          event_name: 'lawyer_group_created',
          comments: 'Lawyer group Sales Team added to Ashdown Legal LLP',
          author: admin.user._id,
        },
      ]);
    });

    it.each([
      [{ name: ' ' }, 'Name is required'],
      [{ law_firm: 'nope' }, 'Law firm is required'],
      [{ solicitor: { first_name: 'Nia', last_name: '' } }, 'Last name is required'],
      [
        { solicitor: { first_name: 'Nia', last_name: 'Rowe', phone_number: '0117 496 0000' } },
        'Phone number must be a valid mobile number',
      ],
      [
        { legal_assistants: [{ first_name: 'Ivo', last_name: 'Marsh', phone_number: '12' }] },
        'Phone number must be a valid mobile number',
      ],
      [
        {
          invoicing_address: {
            line_1: '1 Ledger Lane',
            post_town: 'Leeds',
            country: 'United Kingdom',
            postcode: 'XX1',
            organisation_name: 'Accounts',
          },
        },
        'Postcode is not valid',
      ],
      [{ panel_solicitor: 'yes' }, 'Panel solicitor must be true or false'],
      [{ thirdfortRecipientEmails: [] }, 'Add at least one Thirdfort recipient email'],
    ])('refuses a new group with %j: %s', async (overrides, message) => {
      const firm = await lawyerGroupRow(t, `Refusals ${message}`, 'Existing');
      const before = (await t.database.db.select().from(lawyerGroups)).length;
      const refused = await admin.agent
        .post('/api/admin/lawyer-groups')
        .send(newGroup(firm.law_firm_id, overrides))
        .expect(400);
      expect(refused.body.message).toContain(message);
      expect((await t.database.db.select().from(lawyerGroups)).length).toBe(before);
    });

    it('refuses a group of an unknown firm and customers', async () => {
      await admin.agent
        .post('/api/admin/lawyer-groups')
        .send(newGroup('0'.repeat(24)))
        .expect(404);
      const customer = await signedInCustomer(t);
      await customer.agent
        .post('/api/admin/lawyer-groups')
        .send(newGroup('0'.repeat(24)))
        .expect(403);
    });

    it("edits a group's solicitor, assistants, panel flag and invoicing address, recording only what changed", async () => {
      const group = await lawyerGroupRow(t, 'Edit LLP', 'Team C');
      const body = newGroup(group.law_firm_id, { name: 'Team C' });
      const invoicing = body.invoicing_address as unknown as Record<string, unknown>;
      await admin.agent.put(`/api/admin/lawyer-groups/${group._id}`).send(body).expect(200);
      const saved = await admin.agent
        .put(`/api/admin/lawyer-groups/${group._id}`)
        .send({
          ...body,
          panel_solicitor: false,
          invoicing_address: { ...invoicing, postcode: 'ls2 7ew' },
        })
        .expect(200);
      expect(saved.body).toMatchObject({
        solicitor: { _id: group.solicitor._id, phone_number: '+447911123456' },
        panel_solicitor: false,
        invoicing_address: { postcode: 'LS2 7EW' },
      });
      const again = await admin.agent
        .put(`/api/admin/lawyer-groups/${group._id}`)
        .send({
          ...body,
          panel_solicitor: false,
          invoicing_address: { ...invoicing, postcode: 'LS2 7EW' },
        })
        .expect(200);
      expect(again.body.invoicing_address.postcode).toBe('LS2 7EW');
      const history = (await admin.agent.get(`/api/admin/lawyer-groups/${group._id}/events`)).body;
      expect(history.map((event: { comments: string }) => event.comments)).toEqual([
        'Team C: solicitor, legal assistants, invoicing address, thirdfortRecipientEmails changed',
        'Team C: invoicing address, panel solicitor changed',
      ]);
    });

    it('a group set up through the API can be assigned to a sale, and its solicitor introduced to the seller with their contact details', async () => {
      const firm = (
        await admin.agent
          .post('/api/admin/law-firms')
          .send(firmBody({ name: 'Brandnew Law' }))
          .expect(201)
      ).body;
      const group = (
        await admin.agent
          .post('/api/admin/lawyer-groups')
          .send(
            newGroup(firm._id, {
              name: 'Brandnew Sellers',
              solicitor: {
                first_name: 'Ola',
                last_name: 'Brandnew',
                email: 'ola@brandnew.example',
                phone_number: '07911 123458',
              },
            }),
          )
          .expect(201)
      ).body;
      const buyerSide = (
        await admin.agent
          .post('/api/admin/lawyer-groups')
          .send(newGroup(firm._id, { name: 'Brandnew Buyers' }))
          .expect(201)
      ).body;
      const listed = (await admin.agent.get('/api/admin/lawyer-groups').expect(200)).body as {
        _id: string;
      }[];
      expect(listed.map((row) => row._id)).toEqual(
        expect.arrayContaining([group._id, buyerSide._id]),
      );

      const { sale } = await saleRow(t, {
        seller: { first_name: 'Ivy', last_name: 'Seller', email: 'ivy.seller@example.com' },
        createdAt: new Date('2026-05-01T10:00:00Z'),
      });
      await t.database.db
        .update(users)
        .set({ phone_number: '+447911222333' })
        .where(eq(users.email, 'ivy.seller@example.com'));
      const assigned = await admin.agent
        .put(`/api/admin/transactions/${sale._id}/lawyer-groups`)
        .send({
          lawyerGroupsIds: { seller: group._id, buyer: buyerSide._id },
          sendCheckedEmails: { seller: true, buyer: false },
        })
        .expect(200);
      expect(assigned.body.lawyer_group.seller).toMatchObject({
        _id: group._id,
        name: 'Brandnew Sellers',
      });
      expect(assigned.body.lawyer_group.buyer._id).toBe(buyerSide._id);
      const [intro] = await outboxTo(t, 'ola@brandnew.example');
      expect(intro.text).toContain('- Seller: Ivy Seller, ivy.seller@example.com, 07911 222333\n');
    });
  });
});
