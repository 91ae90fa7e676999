import type { MockInstance } from 'vitest';
import { Logger } from '@nestjs/common';
import { XMLParser } from 'fast-xml-parser';
import { CallbackReceiver, startCallbackReceiver } from '@test/support/callback-receiver';
import { PiscesServer, startPiscesServer } from '@test/support/pisces-server';
import { providerRejection, searchOrder } from '@test/support/providers';
import { PiscesSearchProvider } from './pisces.adapter';
import type { SearchOrderRequest, SearchPush } from './search-provider';
import { SearchPushIntake, SearchPushRefusedError } from './search-push.intake';

const ORDER_PASSWORD = 'pisces-order-password';
const CALLBACK = { username: 'onesearch', password: 'pisces-callback-password' };

const order = (reference: string, overrides: Partial<SearchOrderRequest> = {}) =>
  searchOrder(reference, { products: ['LLC1CON29', 'ONESEARCHDW', 'LANDREGPLAN'], ...overrides });

const clock = { now: () => new Date('2025-03-03T10:00:00Z') };

describe('PiscesSearchProvider against a local PISCES hub that pushes back', () => {
  let hub: PiscesServer;
  let receiver: CallbackReceiver;
  let received: SearchPush[];
  let provider: PiscesSearchProvider;
  let warnings: MockInstance;

  const connect = (
    overrides: Partial<ConstructorParameters<typeof PiscesSearchProvider>[0]> = {},
  ) =>
    new PiscesSearchProvider(
      {
        apiUrl: hub.orderUrl,
        username: 'threshold',
        password: ORDER_PASSWORD,
        mode: 'Test',
        timeoutMs: 2000,
        ...overrides,
      },
      clock,
    );

  beforeEach(async () => {
    const intake = new SearchPushIntake(CALLBACK, 64 * 1024);
    received = [];
    receiver = await startCallbackReceiver((body) => {
      try {
        received.push(intake.read(body));
        return 200;
      } catch (error) {
        if (error instanceof SearchPushRefusedError) return error.status;
        throw error;
      }
    });
    hub = await startPiscesServer({
      callbackUrl: receiver.url,
      callbackUsername: CALLBACK.username,
      callbackPassword: CALLBACK.password,
      turnaroundDays: { LLC1CON29: 10, ONESEARCHDW: 5, LANDREGPLAN: 1 },
    });
    provider = connect();
    warnings = vi.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });

  afterEach(async () => {
    warnings.mockRestore();
    await hub.settled();
    await hub.close();
    await receiver.close();
  });

  it('sends SearchOrderSend, qualified in its namespace, with the credentials in-band', async () => {
    await provider.submitOrder(order('TH-S-1'));
    const [request] = hub.requests;
    expect(request.contentType).toBe('application/xml; charset=utf-8');
    const document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      parseTagValue: false,
    }).parse(request.body);
    expect(document.SearchOrderSend['@xmlns']).toBe(
      'http://www.oscre.org/ns/Searches/StandardV1/SearchOrderSend',
    );
    expect(document.SearchOrderSend.Authentication).toEqual({
      '@xmlns': 'http://www.oscre.org/ns/v1/piscesauthentication',
      Header: { Version: '1.0', Mode: 'Test' },
      AuthenticationData: { Username: 'threshold', Password: ORDER_PASSWORD },
    });
    expect(document.SearchOrderSend.SearchOrder).toEqual({
      IssueDate: '2025-03-03T10:00:00.000Z',
      SearchOrderReference: { Reference: 'TH-S-1', AllocatedBy: 'SearchRequesterParty' },
      SubjectProperty: {
        PAFAddress: {
          SubBuildingName: 'Flat 2',
          BuildingName: 'Harbour House',
          BuildingNumber: '4',
          ThoroughfareName: 'Quay Walk',
          DependentLocality: 'Harbourside',
          PostTown: 'Bristol',
          PostCode: 'BS1 4DJ',
        },
      },
      SearchProduct: [
        { ProductType: 'LLC1CON29' },
        { ProductType: 'ONESEARCHDW' },
        { ProductType: 'LANDREGPLAN' },
      ],
    });
  });

  it('takes the acknowledgement, then reads the pushed statuses and results through the intake', async () => {
    const acknowledgement = await provider.submitOrder(order('TH-S-2'));
    expect(acknowledgement).toEqual({
      outcome: 'acknowledged',
      requesterReference: 'TH-S-2',
      facilitatorReference: expect.stringMatching(/^OS\d+$/),
      supplierReference: null,
    });
    if (acknowledgement.outcome !== 'acknowledged') return;
    const reference = acknowledgement.facilitatorReference;

    await hub.settled();
    expect(hub.pushes.map((push) => push.status)).toEqual([200, 200, 200]);
    expect(received).toEqual(
      ['LLC1CON29', 'ONESEARCHDW', 'LANDREGPLAN'].map((productCode) => ({
        kind: 'status',
        requesterReference: 'TH-S-2',
        facilitatorReference: reference,
        products: [
          {
            productCode,
            status: 'in progress',
            providerStatus: 'InProgress',
            estimatedCompletion: expect.any(Date),
            completionDate: null,
          },
        ],
      })),
    );

    expect(await hub.pushResults(reference, ['LANDREGPLAN'])).toBe(200);
    const results = received.at(-1)!;
    expect(results).toMatchObject({
      kind: 'results',
      facilitatorReference: reference,
      products: [
        {
          productCode: 'LANDREGPLAN',
          status: 'complete',
          completionDate: expect.any(Date),
          documents: [
            {
              filename: `${reference}-LANDREGPLAN.pdf`,
              mimeType: 'application/pdf',
              description: 'LANDREGPLAN search result',
            },
          ],
        },
      ],
    });
    if (results.kind !== 'results') return;
    expect(results.products[0].documents[0].content.subarray(0, 5).toString('latin1')).toBe(
      '%PDF-',
    );

    expect(await hub.pushCancelled(reference, 'ONESEARCHDW')).toBe(200);
    expect(received.at(-1)).toMatchObject({
      kind: 'status',
      products: [{ productCode: 'ONESEARCHDW', status: 'cancelled', providerStatus: 'Cancelled' }],
    });
  });

  it('answers the first acknowledgement when the same order is sent again', async () => {
    const first = await provider.submitOrder(order('TH-S-3'));
    const again = await provider.submitOrder(order('TH-S-3'));
    expect(again).toEqual(first);
    expect(hub.orders.size).toBe(1);
  });

  it('reports an order the hub refuses as rejected, with its reason', async () => {
    expect(
      await provider.submitOrder(
        order('TH-S-4', {
          address: {
            buildingNumber: '4',
            thoroughfare: null,
            postTown: 'Bristol',
            postCode: 'BS1 4DJ',
          },
        }),
      ),
    ).toEqual({
      outcome: 'rejected',
      requesterReference: 'TH-S-4',
      reason: 'ThoroughfareName is mandatory',
    });
    expect(hub.orders.size).toBe(0);
  });

  it('classes refused credentials and unreadable answers as final; rate limits, server errors and timeouts as retryable', async () => {
    const wrong = await providerRejection(
      connect({ password: 'guess' }).submitOrder(order('TH-S-5')),
    );
    expect(wrong).toMatchObject({ failure: 'unauthorised', retryable: false });

    hub.failNext(429);
    expect(await providerRejection(provider.submitOrder(order('TH-S-5')))).toMatchObject({
      failure: 'rate_limited',
      retryable: true,
      details: { httpStatus: 429, retryAfterSeconds: 120 },
    });
    hub.failNext(503);
    expect(await providerRejection(provider.submitOrder(order('TH-S-5')))).toMatchObject({
      failure: 'server',
      retryable: true,
    });
    hub.failNext('timeout');
    expect(
      await providerRejection(connect({ timeoutMs: 150 }).submitOrder(order('TH-S-5'))),
    ).toMatchObject({
      failure: 'timeout',
      retryable: true,
    });
    hub.failNext('unreadable');
    expect(await providerRejection(provider.submitOrder(order('TH-S-5')))).toMatchObject({
      failure: 'invalid_response',
      retryable: false,
    });
    expect(hub.orders.size).toBe(0);

    const logged = JSON.stringify(warnings.mock.calls);
    expect(logged).not.toContain(ORDER_PASSWORD);
    expect(logged).not.toContain('Quay Walk');
  });

  it('refuses pushes that carry the wrong credentials, and changes nothing', async () => {
    const acknowledgement = await provider.submitOrder(order('TH-S-6'));
    await hub.settled();
    const before = received.length;
    const forged = hub.requests[0].body; // a well-formed PISCES message, but the order's credentials
    expect(await hub.pushRaw(forged)).toBe(401);
    const wrongPassword = `<?xml version="1.0"?>
<SearchResultsSend xmlns="http://www.oscre.org/ns/Searches/StandardV1/SearchResultsSend">
  <Authentication xmlns="http://www.oscre.org/ns/v1/piscesauthentication">
    <Header><Version>1.0</Version><Mode>Test</Mode></Header>
    <AuthenticationData><Username>onesearch</Username><Password>wrong</Password></AuthenticationData>
  </Authentication>
  <SearchOrder xmlns=""><SearchOrderReference><Reference>${
    acknowledgement.outcome === 'acknowledged' ? acknowledgement.facilitatorReference : ''
  }</Reference><AllocatedBy>SearchFacilitatorParty</AllocatedBy></SearchOrderReference>
    <SearchProduct><ProductType>LLC1CON29</ProductType></SearchProduct></SearchOrder>
</SearchResultsSend>`;
    expect(await hub.pushRaw(wrongPassword)).toBe(401);
    expect(
      await hub.pushRaw(wrongPassword.replace(/<Authentication[\s\S]*<\/Authentication>/, '')),
    ).toBe(401);
    expect(received).toHaveLength(before);
  });
});
