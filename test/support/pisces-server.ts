import type { IncomingMessage, ServerResponse } from 'node:http';
import { XMLParser } from 'fast-xml-parser';
import { serveLocally } from './local-server';

/**
 * A local server speaking a OneSearch-style PISCES protocol: it takes `SearchOrderSend` XML
 * (namespace http://www.oscre.org/ns/Searches/StandardV1/SearchOrderSend, credentials in the
 * Authentication block), answers a `SearchOrderResponse` that acknowledges the order with the
 * hub's reference or rejects it (OneSearch's rule: a premise and a thoroughfare are mandatory),
 * and then PUSHES to the callback URL what the hub would: an in-progress `SearchStatusUpdateSend`
 * per product straight away, and `SearchResultsSend` (PDF as pretty-printed base64) or a
 * cancellation when the test says so, all with the callback credentials in-band. A repeated
 * requester reference answers the first acknowledgement.
 */
export type PiscesOrder = {
  requesterReference: string;
  facilitatorReference: string;
  address: Record<string, string>;
  products: string[];
};

export type PiscesFailure = 401 | 429 | 500 | 503 | 'timeout' | 'unreadable';

export type PiscesServer = {
  orderUrl: string;
  requests: { contentType: string | undefined; body: string; status: number | null }[];
  orders: Map<string, PiscesOrder>;
  /** HTTP statuses our callback answered, in order (0: unreachable). */
  pushes: { root: string; status: number }[];
  failNext: (failure: PiscesFailure) => void;
  /**
   * The next order placed is pushed about (its first product in progress) before it is answered,
   * and its answer waits for `release`: `firstPush` is that push's HTTP status from our callback.
   */
  holdNextOrder: () => { firstPush: Promise<number>; release: () => void };
  /** Waits for every push started so far. */
  settled: () => Promise<void>;
  pushResults: (facilitatorReference: string, products?: string[]) => Promise<number>;
  pushCancelled: (facilitatorReference: string, product: string) => Promise<number>;
  /** POSTs any body to the callback, as someone other than the hub might. */
  pushRaw: (xml: string) => Promise<number>;
  close: () => Promise<void>;
};

export type PiscesServerOptions = {
  username?: string;
  password?: string;
  callbackUrl: string;
  callbackUsername?: string;
  callbackPassword?: string;
  /** Days quoted for each product's estimated completion (default 7). */
  turnaroundDays?: Record<string, number>;
};

const NS = 'http://www.oscre.org/ns/Searches/StandardV1';
const AUTH_NS = 'http://www.oscre.org/ns/v1/piscesauthentication';
const PRODUCTS = new Set(['LLC1CON29', 'ONESEARCHDW', 'ENVRES', 'HOMECHECKPRO', 'LANDREGPLAN']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'SearchProduct' || name === 'SearchOrderReference',
});

/** The value at a path of a parsed document (array items by index), or undefined. */
function at(node: unknown, ...path: string[]): unknown {
  let current = node;
  for (const key of path) {
    if (!current || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// A tiny but real PDF: what a search result attachment looks like on the wire.
const RESULT_PDF = Buffer.from(
  '%PDF-1.1\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export async function startPiscesServer(options: PiscesServerOptions): Promise<PiscesServer> {
  const username = options.username ?? 'threshold';
  const password = options.password ?? 'pisces-order-password';
  const callback = {
    username: options.callbackUsername ?? 'onesearch',
    password: options.callbackPassword ?? 'pisces-callback-password',
  };
  const requests: PiscesServer['requests'] = [];
  const orders = new Map<string, PiscesOrder>();
  const pushes: PiscesServer['pushes'] = [];
  const failures: PiscesFailure[] = [];
  const inFlight: Promise<unknown>[] = [];
  const holds: { pushed: (status: number) => void; released: Promise<void> }[] = [];
  let sequence = 4_100_000;

  const authentication = () => `
  <Authentication xmlns="${AUTH_NS}">
    <Header><Version>1.0</Version><Mode>Test</Mode></Header>
    <AuthenticationData>
      <Username>${escapeXml(callback.username)}</Username>
      <Password>${escapeXml(callback.password)}</Password>
    </AuthenticationData>
  </Authentication>`;

  const facilitatorXml = (reference: string) => `
    <SearchOrderReference><Reference>${reference}</Reference><AllocatedBy>SearchFacilitatorParty</AllocatedBy></SearchOrderReference>`;

  const references = (order: PiscesOrder) => `
    <SearchOrderReference><Reference>${escapeXml(order.requesterReference)}</Reference><AllocatedBy>SearchRequesterParty</AllocatedBy></SearchOrderReference>${facilitatorXml(order.facilitatorReference)}`;

  /** POSTs to the callback; 0 when it could not be reached. */
  const post = async (root: string, xml: string): Promise<number> => {
    let status = 0;
    try {
      const response = await fetch(options.callbackUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/xml; charset=utf-8' },
        body: xml,
      });
      status = response.status;
    } catch {
      // unreachable callback: the hub would retry later; tests see status 0
    }
    pushes.push({ root, status });
    return status;
  };

  const statusUpdate = (order: PiscesOrder, product: string, status: string, estimated?: Date) =>
    `<?xml version="1.0" encoding="UTF-8"?>
<SearchStatusUpdateSend xmlns="${NS}/SearchStatusUpdateSend">${authentication()}
  <SearchOrder xmlns="">${references(order)}
    <SearchProduct>
      <ProductType>${product}</ProductType>
      <Status>${status}</Status>
      <StatusDate>${new Date().toISOString()}</StatusDate>${
        estimated
          ? `\n      <EstimatedCompletionDate>${estimated.toISOString().slice(0, 10)}</EstimatedCompletionDate>`
          : ''
      }
    </SearchProduct>
  </SearchOrder>
</SearchStatusUpdateSend>`;

  const results = (order: PiscesOrder, products: string[]) => {
    const base64 = RESULT_PDF.toString('base64').replace(/(.{60})/g, '$1\n            ');
    const today = new Date().toISOString().slice(0, 10);
    return `<?xml version="1.0" encoding="UTF-8"?>
<SearchResultsSend xmlns="${NS}/SearchResultsSend">${authentication()}
  <SearchOrder xmlns="">
    <IssueDate>${today}</IssueDate>${references(order)}
    <SubjectProperty><PAFAddress>${Object.entries(order.address)
      .map(([field, value]) => `<${field}>${escapeXml(value)}</${field}>`)
      .join('')}</PAFAddress></SubjectProperty>${products
      .map(
        (product) => `
    <SearchProduct>
      <ProductType>${product}</ProductType>
      <AsOfDate>${today}</AsOfDate>
      <Attachment>
        <EmbeddedFileBinaryObject format="application/pdf" filename="${order.facilitatorReference}-${product}.pdf">
            ${base64}
        </EmbeddedFileBinaryObject>
        <Description>${product} search result</Description>
        <Date>${today}</Date>
      </Attachment>
    </SearchProduct>`,
      )
      .join('')}
  </SearchOrder>
</SearchResultsSend>`;
  };

  const answer = (res: ServerResponse, status: number, xml: string) => {
    res.writeHead(status, { 'Content-Type': 'application/xml; charset=utf-8' });
    res.end(xml);
  };

  const orderResponse = (requester: string, outcome: string, extra: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>
<SearchOrderResponse xmlns="${NS}/SearchOrderResponse">
  <SearchOrder>
    <SearchOrderReference><Reference>${escapeXml(requester)}</Reference><AllocatedBy>SearchRequesterParty</AllocatedBy></SearchOrderReference>${extra}
    <OrderStatus>${outcome}</OrderStatus>
  </SearchOrder>
</SearchOrderResponse>`;

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const log = {
      contentType: req.headers['content-type'],
      body: raw,
      status: null as number | null,
    };
    requests.push(log);
    const reply = (status: number, xml: string) => {
      log.status = status;
      answer(res, status, xml);
    };
    const failure = failures.shift();
    if (failure === 'timeout') return;
    if (failure === 'unreadable') return reply(200, '<html><body>Service page</body></html>');
    if (failure === 429) {
      res.setHeader('Retry-After', '120');
      return reply(429, '<Error>Too many requests</Error>');
    }
    if (failure) return reply(failure, '<Error>Injected failure</Error>');
    if (req.method !== 'POST' || !/^application\/xml/.test(req.headers['content-type'] ?? '')) {
      return reply(415, '<Error>Send application/xml</Error>');
    }
    let document: unknown;
    try {
      document = parser.parse(raw, true);
    } catch {
      return reply(400, '<Error>Malformed XML</Error>');
    }
    if (at(document, 'SearchOrderSend', '@xmlns') !== `${NS}/SearchOrderSend`) {
      return reply(400, '<Error>Expected SearchOrderSend</Error>');
    }
    const auth = at(document, 'SearchOrderSend', 'Authentication');
    if (
      at(auth, '@xmlns') !== AUTH_NS ||
      at(auth, 'AuthenticationData', 'Username') !== username ||
      at(auth, 'AuthenticationData', 'Password') !== password
    ) {
      return reply(401, '<Error>Authentication failed</Error>');
    }
    const order = at(document, 'SearchOrderSend', 'SearchOrder');
    const requester = String(at(order, 'SearchOrderReference', '0', 'Reference') ?? '');
    const existing = orders.get(requester);
    if (existing) {
      return reply(
        200,
        orderResponse(requester, 'Acknowledged', facilitatorXml(existing.facilitatorReference)),
      );
    }
    const address = (at(order, 'SubjectProperty', 'PAFAddress') ?? {}) as Record<string, string>;
    const products = ((at(order, 'SearchProduct') ?? []) as { ProductType?: string }[]).map(
      (product) => String(product.ProductType ?? ''),
    );
    const reason = !requester
      ? 'A requester reference is required'
      : !address.BuildingName && !address.BuildingNumber
        ? 'Premise (BuildingName or BuildingNumber) is mandatory'
        : !address.ThoroughfareName
          ? 'ThoroughfareName is mandatory'
          : products.length === 0 || products.some((product) => !PRODUCTS.has(product))
            ? 'Unknown or missing ProductType'
            : null;
    if (reason) {
      return reply(
        200,
        orderResponse(
          requester,
          'Rejected',
          `\n    <RejectionReason>${escapeXml(reason)}</RejectionReason>`,
        ),
      );
    }
    const placed: PiscesOrder = {
      requesterReference: requester,
      facilitatorReference: `OS${++sequence}`,
      address,
      products,
    };
    orders.set(requester, placed);
    const inProgress = (product: string) => {
      const days = options.turnaroundDays?.[product] ?? 7;
      const estimate = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
      return post('SearchStatusUpdateSend', statusUpdate(placed, product, 'InProgress', estimate));
    };
    const acknowledge = () =>
      reply(
        200,
        orderResponse(requester, 'Acknowledged', facilitatorXml(placed.facilitatorReference)),
      );
    const hold = holds.shift();
    if (hold) {
      // The hub's first push overtakes its answer, which waits until the test lets it go.
      const first = inProgress(products[0]);
      inFlight.push(first);
      first.then(hold.pushed).then(async () => {
        await hold.released;
        acknowledge();
        for (const product of products.slice(1)) inFlight.push(inProgress(product));
      });
      return;
    }
    acknowledge();
    // then, as the hub does, report every product in progress with its estimate
    for (const product of products) inFlight.push(inProgress(product));
  };

  const local = await serveLocally(handle);

  const byFacilitator = (reference: string) => {
    const order = [...orders.values()].find((o) => o.facilitatorReference === reference);
    if (!order) throw new Error(`No order ${reference}`);
    return order;
  };

  return {
    orderUrl: `${local.url}/onesearch/pisces/orders`,
    requests,
    orders,
    pushes,
    failNext: (failure) => failures.push(failure),
    holdNextOrder: () => {
      let pushed!: (status: number) => void;
      let release!: () => void;
      const firstPush = new Promise<number>((resolve) => (pushed = resolve));
      const released = new Promise<void>((resolve) => (release = resolve));
      holds.push({ pushed, released });
      return { firstPush, release };
    },
    settled: async () => {
      await Promise.all(inFlight);
    },
    pushResults: (reference, products) => {
      const order = byFacilitator(reference);
      return post('SearchResultsSend', results(order, products ?? order.products));
    },
    pushCancelled: (reference, product) =>
      post('SearchStatusUpdateSend', statusUpdate(byFacilitator(reference), product, 'Cancelled')),
    pushRaw: (xml) => post('raw', xml),
    close: local.close,
  };
}
