import { SearchPushIntake, SearchPushRefusedError } from './search-push.intake';

const CREDENTIALS = { username: 'onesearch', password: 'callback-secret' };

const status = (options: { username?: string; password?: string; prefix?: string } = {}) => {
  const p = options.prefix ? `${options.prefix}:` : '';
  const ns = options.prefix ? `xmlns:${options.prefix}` : 'xmlns';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}SearchStatusUpdateSend ${ns}="http://www.oscre.org/ns/Searches/StandardV1/SearchStatusUpdateSend">
  <a:Authentication xmlns:a="http://www.oscre.org/ns/v1/piscesauthentication">
    <a:Header><a:Version>1.0</a:Version><a:Mode>Live</a:Mode></a:Header>
    <a:AuthenticationData>
      <a:Username>${options.username ?? 'onesearch'}</a:Username>
      <a:Password>${options.password ?? 'callback-secret'}</a:Password>
    </a:AuthenticationData>
  </a:Authentication>
  <SearchOrder xmlns="">
    <SearchOrderReference><Reference>OS123</Reference><AllocatedBy>SearchFacilitatorParty</AllocatedBy></SearchOrderReference>
    <SearchProduct>
      <ProductType>LLC1CON29</ProductType>
      <Status>Completed</Status>
      <CompletionDate>2025-03-10</CompletionDate>
    </SearchProduct>
    <SearchProduct>
      <ProductType>ENVRES</ProductType>
      <Status>Processing</Status>
      <EstimatedCompletionDate>2025-03-12</EstimatedCompletionDate>
    </SearchProduct>
  </SearchOrder>
</${p}SearchStatusUpdateSend>`;
};

function refusal(read: () => unknown): SearchPushRefusedError {
  try {
    read();
  } catch (error) {
    if (error instanceof SearchPushRefusedError) return error;
    throw error;
  }
  throw new Error('expected the push to be refused');
}

describe('SearchPushIntake', () => {
  const intake = new SearchPushIntake(CREDENTIALS, 4096);

  it('reads a status update whatever namespace prefixes the sender uses', () => {
    for (const prefix of [undefined, 'ns1']) {
      expect(intake.read(Buffer.from(status({ prefix })))).toEqual({
        kind: 'status',
        requesterReference: null,
        facilitatorReference: 'OS123',
        products: [
          {
            productCode: 'LLC1CON29',
            status: 'complete',
            providerStatus: 'Completed',
            estimatedCompletion: null,
            completionDate: new Date('2025-03-10T00:00:00Z'),
          },
          {
            productCode: 'ENVRES',
            status: 'in progress',
            providerStatus: 'Processing',
            estimatedCompletion: new Date('2025-03-12T00:00:00Z'),
            completionDate: null,
          },
        ],
      });
    }
  });

  it('refuses wrong or missing credentials with 401', () => {
    expect(refusal(() => intake.read(status({ password: 'callback-secreT' })))).toMatchObject({
      reason: 'unauthorised',
      status: 401,
    });
    expect(refusal(() => intake.read(status({ username: 'someone' }))).status).toBe(401);
  });

  it('refuses DOCTYPEs and entity declarations before parsing', () => {
    const withEntity = status().replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    expect(refusal(() => intake.read(withEntity))).toMatchObject({
      reason: 'unsupported',
      status: 400,
    });
  });

  it('refuses bodies over the size limit, malformed XML and messages that are not pushes', () => {
    expect(refusal(() => intake.read(Buffer.alloc(4097, 32))).status).toBe(413);
    expect(refusal(() => intake.read('<SearchStatusUpdateSend><SearchOrder>')).reason).toBe(
      'malformed',
    );
    const otherMessage = status().replace(/SearchStatusUpdateSend/g, 'SearchOrderSend');
    expect(refusal(() => intake.read(otherMessage)).reason).toBe('unsupported');
  });
});
