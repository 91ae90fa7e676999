import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, TestApp } from '@test/support/app';
import { sessionCookieFor, signedInCustomer, type SignedIn } from '@test/support/factories';
import { confirmedPurchase, paidSale } from '@test/support/journeys';
import { decodedBody, rawGet, type RawResponse } from '@test/support/raw-http';

/** The sale's first line: it tries to end the answers' script element. */
const LINE_1 = '1 </script><script>alert(1)</script> Row';

const text = (response: RawResponse) => decodedBody(response).toString('utf8');

/** What the server rendered a page with: the parts these tests read. */
type Served = {
  url: string;
  answers: {
    config: { productName: string };
    user: { email: string };
    progressEmails?: unknown;
    missing?: unknown;
    sale?: {
      id: string;
      transaction: { property: { address: { line_1: string } } };
      tracker: unknown;
      documents?: unknown;
    };
    purchase?: { id: string; intent: { _id: string } };
  };
};

/** A rendered page's answers element, parsed: the address it was for and the API's answers. */
const answersOf = (html: string) => {
  const match = /<script type="application\/json" id="th-first-answers">([^<]*)<\/script>/.exec(
    html,
  );
  return match ? (JSON.parse(match[1]) as Served) : null;
};

/**
 * The build's render module (client/dist-ssr/render.cjs) as the server sees it: the reads of
 * the browser's early requests (client/src/app/earlyRequests.ts firstReads) and a render that
 * shows what it was given. A first line of 'Render fails' makes the render throw.
 */
const RENDER_MODULE = `
const reads = (pathname) => {
  // An optional read that fails (no such route) is left out; the render goes on.
  const r = { config: '/api/config/public', user: '/api/users/current', progressEmails: '/api/me/progress-emails', missing: '/api/no-such-read' };
  const sale = /^\\/(?:dashboard\\/)?sell\\/([0-9a-f]{24})$/i.exec(pathname);
  if (sale) r.sale = { id: sale[1], transaction: '/api/transaction/' + sale[1], tracker: '/api/tracker/sales/' + sale[1], documents: '/api/documents/sale/' + sale[1] };
  const buy = /^\\/(?:dashboard\\/)?buy\\/([0-9a-f]{24})$/i.exec(pathname);
  if (buy) r.purchase = { id: buy[1], intent: '/api/purchase-intent/' + buy[1], tracker: '/api/tracker/purchases/' + buy[1] };
  return r;
};
const escape = (s) => String(s).replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
exports.signedInReads = reads;
exports.renderSignedIn = async (url, answers) => {
  const line = answers.sale ? answers.sale.transaction.property.address.line_1 : 'purchase ' + answers.purchase.intent._id;
  if (line === 'Render fails') throw new Error('a render that fails');
  return {
    html: '<main><h1>Your sale</h1><p>' + escape(line) + '</p><p>' + escape(answers.user.first_name) + ' at ' + escape(url) + '</p></main>',
    css: '<style data-rc-order="prependQueue">.ant-typography{margin:0}</style>',
    consent: '<div id="th-prerendered-consent">Cookies on ' + escape(answers.config.productName) + '</div>',
  };
};
`;

// Issue 25: a signed-in customer's tracker is rendered by the server with their own sale, read
// through the API with their session (src/platform/http/first-render.ts); anyone else gets the page
// as before, with nothing of the sale in it.
describe("the server's render of a signed-in customer's tracker", () => {
  let folder: string;
  let t: TestApp;
  let server: Server;
  let seller: SignedIn;
  let sellerCookie: string;
  let sale: { _id: string; line1: string };
  const index =
    '<!doctype html><html><head><title>Threshold</title>' +
    '<script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>';

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'threshold-first-render-'));
    const dist = join(folder, 'dist');
    const ssr = join(folder, 'dist-ssr');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    mkdirSync(ssr);
    writeFileSync(join(dist, 'index.html'), index);
    writeFileSync(
      join(dist, 'first-screen.json'),
      JSON.stringify({
        routes: ['sell', 'buy'].map((side) => ({
          pattern: `^\\/(dashboard\\/)?${side}\\/[0-9a-f]{24}$`,
          scripts: ['/assets/app-1.js', `/assets/${side}-dashboard-1.js`],
          styles: ['/assets/global-1.css'],
        })),
      }),
    );
    writeFileSync(join(ssr, 'render.cjs'), RENDER_MODULE);
    process.env.CLIENT_DIST = dist;
    process.env.CLIENT_SSR_DIST = ssr;
    t = await createTestApp({ PRODUCT_NAME: 'Homes & Co' }, { serveClient: true });
    server = t.app.getHttpServer() as Server;
    seller = await signedInCustomer(t, { firstName: 'Rena' });
    sellerCookie = await sessionCookieFor(t, seller.user._id);
    sale = await paidSale(seller, {
      propertyAddress: {
        line_1: LINE_1,
        post_town: 'Bristol',
        postcode: 'BS1 5TR',
        country: 'United Kingdom',
      },
    });
  });

  afterAll(async () => {
    delete process.env.CLIENT_DIST;
    delete process.env.CLIENT_SSR_DIST;
    await t.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const unrendered = (response: RawResponse) => {
    const html = text(response);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('th-first-answers');
    expect(html).not.toContain('Row');
  };

  it('sends the seller their tracker rendered, with the answers it was rendered with, kept by no cache', async () => {
    const response = await rawGet(server, `/dashboard/sell/${sale._id}`, {
      Cookie: sellerCookie,
      'Accept-Encoding': 'br, gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    expect(response.headers.etag).toBeUndefined();
    expect(response.headers['server-timing']).toMatch(
      /^reads;dur=[\d.]+;desc="\d+ reads", render;dur=[\d.]+$/,
    );
    const html = text(response);
    const [head, body] = html.split('</head>');
    // The render's style, then the page's style sheet and scripts; the configuration comes with
    // the answers, so it is not preloaded.
    expect(head).toContain(
      '<style data-rc-order="prependQueue">.ant-typography{margin:0}</style>' +
        '<link rel="stylesheet" crossorigin href="/assets/global-1.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/app-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/sell-dashboard-1.js">',
    );
    expect(head).not.toContain('/api/config/public');
    expect(body).toContain(
      `<div id="root" data-prerendered="/dashboard/sell/${sale._id}"><main><h1>Your sale</h1>` +
        '<p>1 &#60;/script&#62;&#60;script&#62;alert(1)&#60;/script&#62; Row</p>' +
        `<p>Rena at /dashboard/sell/${sale._id}</p></main></div>` +
        '<div id="th-prerendered-consent">Cookies on Homes &#38; Co</div>',
    );
    // The answers are the API's own, for this address; no string in them can end the element.
    const served = answersOf(html)!;
    expect(served.url).toBe(`/dashboard/sell/${sale._id}`);
    expect(served.answers.user.email).toBe(seller.user.email);
    expect(served.answers.config.productName).toBe('Homes & Co');
    expect(served.answers.sale!.id).toBe(sale._id);
    expect(served.answers.sale!.transaction.property.address.line_1).toBe(LINE_1);
    const tracker = await seller.agent.get(`/api/tracker/sales/${sale._id}`).expect(200);
    expect(served.answers.sale!.tracker).toEqual(tracker.body);
    const documents = await seller.agent.get(`/api/documents/sale/${sale._id}`).expect(200);
    expect(served.answers.sale!.documents).toEqual(documents.body);
    const progressEmails = await seller.agent.get('/api/me/progress-emails').expect(200);
    expect(served.answers.progressEmails).toEqual(progressEmails.body);
    expect(served.answers).not.toHaveProperty('missing');
    expect(body.match(/<script/g)).toHaveLength(1);
  });

  it('renders the /sell/{id} alias with its query, for that address', async () => {
    const response = await rawGet(server, `/sell/${sale._id}?from=email`, {
      Cookie: `threshold_signed_in=1; ${sellerCookie}`,
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    const html = text(response);
    expect(html).toContain(`<div id="root" data-prerendered="/sell/${sale._id}">`);
    expect(answersOf(html)!.url).toBe(`/sell/${sale._id}?from=email`);
  });

  it('sends another customer, a stale session or no session the page as before, with nothing of the sale', async () => {
    const stranger = await signedInCustomer(t);
    const path = `/dashboard/sell/${sale._id}`;
    unrendered(
      await rawGet(server, path, { Cookie: await sessionCookieFor(t, stranger.user._id) }),
    );
    unrendered(await rawGet(server, path, { Cookie: 'threshold_session=not-a-session' }));
    unrendered(await rawGet(server, path));
    // A sale id that is nobody's.
    unrendered(
      await rawGet(server, '/dashboard/sell/0123456789abcdef01234567', { Cookie: sellerCookie }),
    );
  });

  it('sends the page as before when the render fails', async () => {
    const failing = await paidSale(seller, {
      propertyAddress: {
        line_1: 'Render fails',
        post_town: 'Bristol',
        postcode: 'BS1 5TR',
        country: 'United Kingdom',
      },
    });
    const response = await rawGet(server, `/dashboard/sell/${failing._id}`, {
      Cookie: sellerCookie,
    });
    expect(response.status).toBe(200);
    expect(text(response)).toContain('<div id="root"></div>');
    expect(text(response)).not.toContain('th-first-answers');
  });

  it("renders a buyer's purchase tracker with their purchase", async () => {
    const buyer = await signedInCustomer(t, { role: 'buy' });
    const purchase = await confirmedPurchase(buyer.agent, LINE_1);
    const response = await rawGet(server, `/dashboard/buy/${purchase._id}`, {
      Cookie: await sessionCookieFor(t, buyer.user._id),
    });
    const html = text(response);
    expect(html).toContain(`<p>purchase ${purchase._id}</p>`);
    const served = answersOf(html)!;
    expect(served.answers.purchase!.intent._id).toBe(purchase._id);
    expect(served.answers.sale).toBeUndefined();
    // Nothing of the seller's answers reaches the buyer's page.
    expect(html).not.toContain(seller.user.email);
  });
});
