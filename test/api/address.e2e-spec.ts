import { createTestApp, TestApp } from '@test/support/app';
import { signedInCustomer } from '@test/support/factories';
import { LoqateServer, startLoqateServer } from '@test/support/loqate-server';
import TestAgent from 'supertest/lib/agent';

type Suggestion = {
  Id: string;
  Type: string;
  Text: string;
  Highlight: string;
  Description: string;
};

describe('address finder', () => {
  describe('the simulator (no LOQATE_API_KEY)', () => {
    let t: TestApp;
    let agent: TestAgent;

    beforeAll(async () => {
      t = await createTestApp();
      ({ agent } = await signedInCustomer(t));
    });

    afterAll(async () => {
      await t.close();
    });

    it('finds a postcode as a container that opens onto its addresses, then their details', async () => {
      const found = await agent
        .get('/api/address/search')
        .query({ query: 'bs1 4dj', country: 'GB' })
        .expect(200);
      expect(found.body).toEqual([
        {
          Id: 'SIM|PC|BS1 4DJ',
          Type: 'Postcode',
          Text: 'BS1 4DJ',
          Highlight: expect.any(String),
          Description: expect.stringMatching(/^Quay Walk, Bristol - \d+ Addresses$/),
        },
      ]);

      const opened = await agent
        .get('/api/address/search')
        .query({ query: 'bs1 4dj', containerId: found.body[0].Id })
        .expect(200);
      const addresses = opened.body as Suggestion[];
      expect(addresses.length).toBeGreaterThan(1);
      expect(
        addresses.every((a) => a.Type === 'Address' && a.Description === 'Bristol, BS1 4DJ'),
      ).toBe(true);

      const flat = addresses.find((a) => a.Text.startsWith('Flat 1,'))!;
      const details = await agent.get('/api/address/details/').query({ id: flat.Id }).expect(200);
      expect(details.body).toMatchObject({
        line_1: expect.stringMatching(/^Flat 1, /),
        line_2: expect.stringMatching(/ Quay Walk$/),
        post_town: 'Bristol',
        postcode: 'BS1 4DJ',
        country: 'United Kingdom',
        country_iso_2: 'GB',
        sub_building_name: 'Flat 1',
        street: 'Quay Walk',
        uprn: expect.stringMatching(/^99\d{10}$/),
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      });
    });

    it('matches typed words and groups a busy street into a street container', async () => {
      const street = await agent
        .get('/api/address/search')
        .query({ query: 'Quay Walk' })
        .expect(200);
      expect(street.body).toContainEqual(
        expect.objectContaining({ Type: 'Street', Text: 'Quay Walk', Highlight: '0-4,5-9' }),
      );
      const container = (street.body as Suggestion[]).find((s) => s.Type === 'Street')!;
      const opened = await agent
        .get('/api/address/search')
        .query({ containerId: container.Id })
        .expect(200);
      expect((opened.body as Suggestion[]).every((s) => s.Text.includes('Quay Walk'))).toBe(true);

      const one = await agent
        .get('/api/address/search')
        .query({ query: 'marlow books' })
        .expect(200);
      expect((one.body as Suggestion[]).length).toBeGreaterThan(0);
      expect((one.body as Suggestion[])[0]).toMatchObject({ Type: 'Address' });

      const none = await agent
        .get('/api/address/search')
        .query({ query: 'zzzz nowhere' })
        .expect(200);
      expect(none.body).toEqual([]);
    });

    it('needs 3 characters, a known country and a signed-in user', async () => {
      const short = await agent.get('/api/address/search').query({ query: 'BS' }).expect(400);
      expect(short.body.message).toEqual(['Please enter at least 3 characters']);
      const country = await agent
        .get('/api/address/search')
        .query({ query: 'Quay', country: 'Atlantis' })
        .expect(400);
      expect(country.body.message).toEqual(['Please select an option']);
      await t.http().get('/api/address/search').query({ query: 'BS1 4DJ' }).expect(401);
      const missing = await agent
        .get('/api/address/details')
        .query({ id: 'SIM|A|99999' })
        .expect(404);
      expect(missing.body.message).toBe('Address not found');
    });

    it('searches other countries without UK answers, and lists countries United Kingdom first', async () => {
      const france = await agent
        .get('/api/address/search')
        .query({ query: '75008', country: 'FR' })
        .expect(200);
      expect(france.body).toEqual([]);
      const countries = await t.http().get('/api/address/countries').expect(200);
      expect(countries.body[0]).toEqual({ name: 'United Kingdom', iso2: 'GB' });
      expect(countries.body.length).toBeGreaterThan(200);
      const names = (countries.body as { name: string }[]).slice(1).map((c) => c.name);
      expect(names.slice(0, 3)).toEqual(['Afghanistan', 'Åland Islands', 'Albania']);
    });
  });

  describe('Loqate Capture Interactive (LOQATE_API_KEY set)', () => {
    let loqate: LoqateServer;
    let t: TestApp;
    let agent: TestAgent;

    beforeAll(async () => {
      loqate = await startLoqateServer('AA11-AA11-AA11-AA11');
      t = await createTestApp({
        LOQATE_API_KEY: 'AA11-AA11-AA11-AA11',
        LOQATE_API_URL: loqate.url,
      });
      ({ agent } = await signedInCustomer(t));
    });

    afterAll(async () => {
      await t.close();
      await loqate.close();
    });

    it('finds, drills into the postcode container and retrieves the full address', async () => {
      const found = await agent
        .get('/api/address/search')
        .query({ query: 'BS1 4DJ', country: 'United Kingdom' })
        .expect(200);
      expect(found.body).toEqual([
        {
          Id: 'GB|RM|ENG|4DJ-BS1',
          Type: 'Postcode',
          Text: 'BS1 4DJ',
          Highlight: '0-3,4-7',
          Description: 'Quay Walk, Bristol - 2 Addresses',
        },
      ]);
      const find = loqate.requests.at(-1)!;
      expect(find.path).toBe('/Capture/Interactive/Find/v1.10/json3.ws');
      expect(find.query).toMatchObject({ Text: 'BS1 4DJ', Countries: 'GB', IsMiddleware: 'true' });

      const opened = await agent
        .get('/api/address/search')
        .query({ query: 'BS1 4DJ', containerId: found.body[0].Id })
        .expect(200);
      expect(opened.body.map((s: Suggestion) => s.Id)).toEqual(['GB|RM|A|10001', 'GB|RM|A|10002']);
      expect(loqate.requests.at(-1)!.query.Container).toBe('GB|RM|ENG|4DJ-BS1');

      const details = await agent
        .get('/api/address/details/')
        .query({ id: 'GB|RM|A|10001' })
        .expect(200);
      expect(details.body).toEqual({
        line_1: 'Flat 2, Harbour House',
        line_2: '4 Quay Walk',
        line_3: 'Harbourside',
        post_town: 'Bristol',
        county: 'City of Bristol',
        postcode: 'BS1 4DJ',
        country: 'United Kingdom',
        country_iso_2: 'GB',
        uprn: '990000000123',
        district: 'Harbourside',
        building_number: '4',
        building_name: 'Harbour House',
        sub_building_name: 'Flat 2',
        street: 'Quay Walk',
        premise: 'Flat 2, Harbour House, 4',
        latitude: 51.4503,
        longitude: -2.5961,
      });
      expect(loqate.requests.at(-1)!.path).toBe('/Capture/Interactive/Retrieve/v1.20/json3.ws');
    });

    it('answers 404 for an id Loqate does not know', async () => {
      const response = await agent
        .get('/api/address/details')
        .query({ id: 'GB|RM|A|nope' })
        .expect(404);
      expect(response.body.message).toBe('Address not found');
    });
  });

  describe('Loqate errors', () => {
    let loqate: LoqateServer;
    let t: TestApp;

    beforeAll(async () => {
      loqate = await startLoqateServer('AA11-AA11-AA11-AA11');
      t = await createTestApp({ LOQATE_API_KEY: 'WRONG-KEY', LOQATE_API_URL: loqate.url });
    });

    afterAll(async () => {
      await t.close();
      await loqate.close();
    });

    it("maps Loqate's error item (an unknown key) to a clear 502", async () => {
      const { agent } = await signedInCustomer(t);
      const response = await agent
        .get('/api/address/search')
        .query({ query: 'BS1 4DJ' })
        .expect(502);
      expect(response.body).toEqual({
        statusCode: 502,
        message: 'The address finder is unavailable right now. Please try again later.',
        error: 'Bad Gateway',
        code: 'UPSTREAM',
      });
      await agent.get('/api/address/details').query({ id: 'GB|RM|A|10001' }).expect(502);
    });

    it('maps an unreachable Loqate to a 502 too', async () => {
      await loqate.close();
      const { agent } = await signedInCustomer(t);
      await agent.get('/api/address/search').query({ query: 'BS1 4DJ' }).expect(502);
      loqate = await startLoqateServer();
    });
  });
});
