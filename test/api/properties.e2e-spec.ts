import { createTestApp, TestApp } from '@test/support/app';
import { signedInAdmin, signedInCustomer } from '@test/support/factories';
import { createSale, propertyAddress } from '@test/support/seller';

const ADMIN = 'props.admin@threshold.example';

describe('properties', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
  });

  afterAll(async () => {
    await t.close();
  });

  it('stores a property as a UK address with a GB postcode, and its creator reads it', async () => {
    const { agent } = await signedInCustomer(t);
    const created = await agent
      .post('/api/property')
      .send({
        propertyAddress: propertyAddress({
          postcode: ' bs1   5tr ',
          country: 'France',
          country_iso_2: 'FR',
        }),
        tenureOption: 'Leasehold',
      })
      .expect(201);
    expect(created.body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      address: {
        line_1: '12 Harbour Row',
        post_town: 'Bristol',
        postcode: 'BS1 5TR',
        country: 'United Kingdom',
        country_iso_2: 'GB',
      },
      tenure: 'Leasehold',
      tenure_details: null,
    });
    const read = await agent.get(`/api/property/${created.body._id}`).expect(200);
    expect(read.body).toEqual(created.body);
  });

  it("keeps any other tenure as Other with details, and asks for details of 'Other / Not Sure'", async () => {
    const { agent } = await signedInCustomer(t);
    const other = await agent
      .post('/api/property')
      .send({
        propertyAddress: propertyAddress(),
        tenureOption: 'Other / Not Sure',
        tenureDetails: 'Commonhold',
      })
      .expect(201);
    expect(other.body).toMatchObject({ tenure: 'Other', tenure_details: 'Commonhold' });

    const free = await agent
      .post('/api/property')
      .send({ propertyAddress: propertyAddress(), tenureOption: 'Flying freehold' })
      .expect(201);
    expect(free.body).toMatchObject({ tenure: 'Other', tenure_details: 'Flying freehold' });

    const missing = await agent
      .post('/api/property')
      .send({ propertyAddress: propertyAddress(), tenureOption: 'Other / Not Sure' })
      .expect(400);
    expect(missing.body.message).toEqual(['Please provide details']);
  });

  it("answers the spec's messages for a bad address and a missing tenure", async () => {
    const { agent } = await signedInCustomer(t);
    const response = await agent
      .post('/api/property')
      .send({ propertyAddress: { line_1: 'X', post_town: 'B', postcode: 'XYZ', country: 'UK' } })
      .expect(400);
    expect(response.body.message).toEqual([
      'Address must be at least 2 characters long',
      'Town must be at least 2 characters long',
      'Invalid postcode',
      'Please select an option',
    ]);
  });

  it('lists the known properties at a postcode however it is typed', async () => {
    const { agent } = await signedInCustomer(t);
    const postcode = 'CF10 5AL';
    const created = await agent
      .post('/api/property')
      .send({
        propertyAddress: propertyAddress({
          line_1: '2 Dock Street',
          post_town: 'Cardiff',
          postcode,
        }),
        tenureOption: 'Freehold',
      })
      .expect(201);
    const { agent: someoneElse } = await signedInCustomer(t);
    const found = await someoneElse.get('/api/property/postcode/cf105al').expect(200);
    expect(found.body).toContainEqual({ _id: created.body._id, address: created.body.address });
    expect(
      found.body.every((o: { address: { postcode: string } }) => o.address.postcode === postcode),
    ).toBe(true);

    const invalid = await someoneElse.get('/api/property/postcode/XYZ').expect(400);
    expect(invalid.body.message).toEqual(['Invalid postcode']);
  });

  it('hides a property from other customers, shows it to admins in the back office, and checks ids', async () => {
    const { agent } = await signedInCustomer(t);
    const created = await agent
      .post('/api/property')
      .send({ propertyAddress: propertyAddress(), tenureOption: 'Freehold' })
      .expect(201);
    const { agent: stranger } = await signedInCustomer(t);
    const hidden = await stranger.get(`/api/property/${created.body._id}`).expect(404);
    expect(hidden.body.message).toBe('Property not found');
    await stranger
      .put(`/api/property/${created.body._id}`)
      .send({ tenureOption: 'Leasehold' })
      .expect(404);
    const { agent: admin } = await signedInAdmin(t, ADMIN);
    await admin.get(`/api/admin/properties/${created.body._id}`).expect(200);
    await admin.get(`/api/property/${created.body._id}`).expect(404);
    const bad = await agent.get('/api/property/not-an-id').expect(400);
    expect(bad.body.message).toEqual(['Invalid ObjectId format']);
    await t.http().get(`/api/property/${created.body._id}`).expect(401);
  });

  it('lets its creator change it until a sale is on it; then its seller changes it', async () => {
    const { agent } = await signedInCustomer(t);
    const created = await agent
      .post('/api/property')
      .send({ propertyAddress: propertyAddress(), tenureOption: 'Freehold' })
      .expect(201);
    const empty = await agent.put(`/api/property/${created.body._id}`).send({}).expect(400);
    expect(empty.body.message).toEqual(['Please provide an address or a tenure']);
    const changed = await agent
      .put(`/api/property/${created.body._id}`)
      .send({ propertyAddress: propertyAddress({ line_1: '14 Harbour Row', postcode: 'BS15TR' }) })
      .expect(200);
    expect(changed.body.address).toMatchObject({ line_1: '14 Harbour Row', postcode: 'BS1 5TR' });
    expect(changed.body.tenure).toBe('Freehold');

    // a sale is onboarded on it by its creator: the creator is now its seller and may still change it
    const sale = await createSale(agent, {
      propertyId: created.body._id,
      propertyAddress: undefined,
    });
    expect(sale.property_id).toBe(created.body._id);
    const details = await agent
      .put(`/api/property/${created.body._id}`)
      .send({ tenureOption: 'Other / Not Sure', tenureDetails: 'Commonhold' })
      .expect(200);
    expect(details.body).toMatchObject({ tenure: 'Other', tenure_details: 'Commonhold' });
    const onlyDetails = await agent
      .put(`/api/property/${created.body._id}`)
      .send({ tenureDetails: 'Commonhold, share of the freehold company' })
      .expect(200);
    expect(onlyDetails.body.tenure_details).toBe('Commonhold, share of the freehold company');
  });

  it("refuses to onboard a sale on someone else's property", async () => {
    const { agent: owner } = await signedInCustomer(t);
    const created = await owner
      .post('/api/property')
      .send({ propertyAddress: propertyAddress(), tenureOption: 'Freehold' })
      .expect(201);
    const { agent: other } = await signedInCustomer(t);
    const refused = await other
      .post('/api/transaction')
      .send({
        propertyId: created.body._id,
        tenureOption: 'Freehold',
        customerType: 'individual_owner',
        hasMortgage: false,
        onwardPurchase: false,
        isUsingForeignCurrency: false,
      })
      .expect(404);
    expect(refused.body.message).toBe('Property not found');
  });
});
