import { AddressFinderSimulator } from './address-finder.simulator';

describe('AddressFinderSimulator', () => {
  const finder = new AddressFinderSimulator();

  it('answers an outward code with the postcodes of that district', async () => {
    const found = await finder.find({ text: 'ls1', country: 'GB' });
    expect(found.map((s) => s.Text)).toEqual(['LS1 2AB', 'LS1 4BR']);
    expect(found.every((s) => s.Type === 'Postcode')).toBe(true);
  });

  it('retrieves every sample address as a complete UK address', async () => {
    const suggestions = await finder.find({
      text: '',
      country: 'GB',
      containerId: 'SIM|PC|YO1 7HH',
    });
    expect(suggestions.length).toBeGreaterThan(0);
    for (const suggestion of suggestions) {
      const address = await finder.retrieve(suggestion.Id);
      expect(address).toMatchObject({
        line_1: expect.any(String),
        post_town: 'York',
        postcode: 'YO1 7HH',
        country: 'United Kingdom',
        country_iso_2: 'GB',
      });
    }
    expect(await finder.retrieve('SIM|PC|YO1 7HH')).toBeNull();
  });
});
