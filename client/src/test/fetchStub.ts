import { vi } from 'vitest';

type Reply = Response | ((request: Request) => Response | Promise<Response>) | Error;

/** A JSON response as the API would send it. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Replaces the global `fetch` (the network, not RTK Query) with canned replies by
 * `METHOD /path` (e.g. `GET /api/dev/mailbox`); unknown requests get a Nest-style 404.
 * An `Error` reply rejects, as `fetch` does when the network is down.
 */
export const stubFetch = (replies: Record<string, Reply>) => {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const { pathname } = new URL(request.url);
    const reply = replies[`${request.method} ${pathname}`];
    if (reply === undefined) {
      return jsonResponse(
        { statusCode: 404, message: `Cannot ${request.method} ${pathname}`, error: 'Not Found' },
        404,
      );
    }
    if (reply instanceof Error) throw reply;
    return typeof reply === 'function' ? reply(request) : reply.clone();
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
};

export const publicConfigFixture = {
  productName: 'Threshold',
  supportEmail: 'support@threshold.example',
  environment: 'development',
  simulators: { payments: true, recaptcha: true, mailbox: true, addresses: true },
} as const;
