import { PassThrough } from 'node:stream';
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
    // Credentials come first: an unreadable message without them is refused as unauthorised.
    expect(refusal(() => intake.read('<SearchStatusUpdateSend><SearchOrder>')).reason).toBe(
      'unauthorised',
    );
    const truncated = status().replace('</SearchStatusUpdateSend>', '');
    expect(refusal(() => intake.read(truncated)).reason).toBe('malformed');
    const otherMessage = status().replace(/SearchStatusUpdateSend/g, 'SearchOrderSend');
    expect(refusal(() => intake.read(otherMessage)).reason).toBe('unsupported');
  });

  describe('reading a push as it arrives (the callback route)', () => {
    const large = new SearchPushIntake(CREDENTIALS, 512 * 1024);
    const refusedWith = (promise: Promise<unknown>) =>
      promise.then(
        () => {
          throw new Error('expected the push to be refused');
        },
        (error: unknown) => {
          if (error instanceof SearchPushRefusedError) return error;
          throw error;
        },
      );

    it('reads a push that arrives a byte at a time', async () => {
      const body = new PassThrough();
      const read = large.readStream(body, null);
      for (const byte of Buffer.from(status())) body.write(Buffer.from([byte]));
      body.end();
      expect((await read).facilitatorReference).toBe('OS123');
    });

    it('refuses wrong credentials from the first bytes, without waiting for the rest', async () => {
      const body = new PassThrough();
      const read = large.readStream(body, null);
      body.write(status({ password: 'guess' }).replace('</a:Authentication>', ''));
      body.write(Buffer.alloc(64 * 1024, 32));
      // The body never ends: the answer comes from what arrived.
      expect(await refusedWith(read)).toMatchObject({ reason: 'unauthorised', status: 401 });
      expect(body.isPaused()).toBe(true);
    });

    it('refuses a message whose first 64 KB carry no Authentication block', async () => {
      const body = new PassThrough();
      const read = large.readStream(body, null);
      body.write(`<SearchResultsSend>${' '.repeat(64 * 1024)}`);
      expect((await refusedWith(read)).status).toBe(401);
    });

    it('refuses 413 at once for a declared length over the limit, and as soon as the body passes it', async () => {
      expect((await refusedWith(large.readStream(new PassThrough(), 512 * 1024 + 1))).status).toBe(
        413,
      );
      const body = new PassThrough();
      const read = large.readStream(body, null);
      body.write(status().replace('</SearchStatusUpdateSend>', ''));
      body.write(Buffer.alloc(512 * 1024, 32));
      expect(await refusedWith(read)).toMatchObject({ reason: 'too_large', status: 413 });
    });

    it('reads credentials written with entities or CDATA, as an XML parser would', async () => {
      const intake = new SearchPushIntake({ username: 'one&search', password: 'p<w]d' }, 4096);
      const message = status({ username: 'one&amp;search', password: '<![CDATA[p<w]]>]d' });
      const body = new PassThrough();
      const read = intake.readStream(body, null);
      body.end(message);
      expect((await read).kind).toBe('status');
    });
  });
});
