import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking Loqate Capture Interactive's protocol: Find v1.10 (with Container
 * drill-down) and Retrieve v1.20 over `json3.ws`, answering `{Items: [...]}` and, for failures,
 * Loqate's error item `{Error, Description, Cause, Resolution}` with HTTP 200.
 */
export type LoqateServer = {
  url: string;
  requests: { path: string; query: Record<string, string> }[];
  close: () => Promise<void>;
};

const POSTCODE_CONTAINER = 'GB|RM|ENG|4DJ-BS1';

const FIND_POSTCODE = [
  {
    Id: POSTCODE_CONTAINER,
    Type: 'Postcode',
    Text: 'BS1 4DJ',
    Highlight: '0-3,4-7',
    Description: 'Quay Walk, Bristol - 2 Addresses',
  },
];

const FIND_CONTAINER = [
  {
    Id: 'GB|RM|A|10001',
    Type: 'Address',
    Text: 'Flat 2, Harbour House, 4 Quay Walk',
    Highlight: '',
    Description: 'Bristol, BS1 4DJ',
  },
  {
    Id: 'GB|RM|A|10002',
    Type: 'Address',
    Text: 'Harbour Books Ltd, 6 Quay Walk',
    Highlight: '',
    Description: 'Bristol, BS1 4DJ',
  },
];

const RETRIEVE: Record<string, Record<string, string>> = {
  'GB|RM|A|10001': {
    Id: 'GB|RM|A|10001',
    DomesticId: '10001',
    Language: 'ENG',
    Company: '',
    SubBuilding: 'Flat 2',
    BuildingNumber: '4',
    BuildingName: 'Harbour House',
    SecondaryStreet: '',
    Street: 'Quay Walk',
    Block: '',
    Neighbourhood: '',
    District: 'Harbourside',
    City: 'Bristol',
    Line1: 'Flat 2, Harbour House',
    Line2: '4 Quay Walk',
    Line3: 'Harbourside',
    Line4: '',
    Line5: '',
    AdminAreaName: 'Bristol',
    Province: 'City of Bristol',
    PostalCode: 'BS1 4DJ',
    CountryName: 'United Kingdom',
    CountryIso2: 'GB',
    CountryIso3: 'GBR',
    POBoxNumber: '',
    Label: 'Flat 2, Harbour House\n4 Quay Walk\nBRISTOL\nBS1 4DJ\nUNITED KINGDOM',
    Type: 'Residential',
    DataLevel: 'Premise',
    Field1: '990000000123',
    Field2: '51.4503',
    Field3: '-2.5961',
  },
};

const UNKNOWN_KEY = {
  Error: '2',
  Description: 'Unknown key',
  Cause: 'The key you are using to access the service was not found.',
  Resolution: 'Please check that the key is correct. It should be in the form AA11-AA11-AA11-AA11.',
};

export async function startLoqateServer(key = 'AA11-AA11-AA11-AA11'): Promise<LoqateServer> {
  const requests: LoqateServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    const answer = (items: unknown[]) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ Items: items }));
    };
    if (query.Key !== key) return answer([UNKNOWN_KEY]);
    if (url.pathname === '/Capture/Interactive/Find/v1.10/json3.ws') {
      if (!query.Text && !query.Container) {
        return answer([
          {
            Error: '1001',
            Description: 'Text or Container Required',
            Cause: 'The Text or Container parameters were not supplied.',
            Resolution: 'Check they were supplied and try again.',
          },
        ]);
      }
      if (query.Container === POSTCODE_CONTAINER) return answer(FIND_CONTAINER);
      if (query.Text.replace(/\s/g, '').toUpperCase() === 'BS14DJ') return answer(FIND_POSTCODE);
      return answer([]);
    }
    if (url.pathname === '/Capture/Interactive/Retrieve/v1.20/json3.ws') {
      const item = RETRIEVE[query.Id];
      if (!item) {
        return answer([
          {
            Error: '1001',
            Description: 'Id Invalid',
            Cause: 'The Id parameter supplied was invalid.',
            Resolution: 'Try again, using only IDs from the Find services.',
          },
        ]);
      }
      return answer([item]);
    }
    res.writeHead(404, { 'Content-Type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
