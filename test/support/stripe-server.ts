import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local server speaking the Stripe REST protocol for the calls Threshold makes:
 * POST /v1/customers, POST /v1/payment_intents (honouring Idempotency-Key), GET
 * /v1/payment_intents/:id and POST /v1/payment_intents/:id/cancel. Form-encoded bodies in,
 * Stripe-shaped JSON and error objects out. Tests drive a payment's outcome with `setStatus`.
 */
export type StripeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Record<string, unknown>;
};

export type FakeIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  description: string | null;
  metadata: Record<string, string>;
  automatic_payment_methods: { enabled: boolean } | null;
  last_payment_error: null;
  livemode: false;
  created: number;
};

export type StripeServer = {
  url: string;
  requests: StripeRequest[];
  intents: Map<string, FakeIntent>;
  customers: Map<string, Record<string, unknown>>;
  setStatus: (id: string, status: string) => void;
  close: () => Promise<void>;
};

const id = (prefix: string) =>
  `${prefix}_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x').slice(0, 24)}`;

/** Reads `a[b]=1&c=2` into `{a: {b: '1'}, c: '2'}`, as Stripe does. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let target = out;
    for (const part of parts.slice(0, -1)) {
      target[part] = (target[part] as Record<string, unknown>) ?? {};
      target = target[part] as Record<string, unknown>;
    }
    target[parts[parts.length - 1]] = value;
  }
  return out;
}

function error(
  res: ServerResponse,
  status: number,
  type: string,
  message: string,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify({ error: { type, message, ...extra } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
  res.end(JSON.stringify(body));
}

export async function startStripeServer(
  options: { secretKey?: string } = {},
): Promise<StripeServer> {
  const secretKey = options.secretKey ?? 'sk_test_threshold';
  const requests: StripeRequest[] = [];
  const intents = new Map<string, FakeIntent>();
  const customers = new Map<string, Record<string, unknown>>();
  /** Idempotency-Key → the request it first came with and the answer it got. */
  const idempotent = new Map<string, { fingerprint: string; answer: unknown }>();

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const params = raw ? parseForm(raw) : Object.fromEntries(url.searchParams);
    const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey, params });

    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return error(res, 401, 'invalid_request_error', 'Invalid API Key provided: sk_test_****');
    }

    const create = (make: () => unknown) => {
      const fingerprint = `${url.pathname} ${raw}`;
      if (idempotencyKey && idempotent.has(idempotencyKey)) {
        const seen = idempotent.get(idempotencyKey)!;
        if (seen.fingerprint !== fingerprint) {
          return error(
            res,
            400,
            'idempotency_error',
            'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          );
        }
        return json(res, seen.answer);
      }
      const answer = make();
      if (idempotencyKey) idempotent.set(idempotencyKey, { fingerprint, answer });
      return json(res, answer);
    };

    if (req.method === 'POST' && url.pathname === '/v1/customers') {
      return create(() => {
        const customer = {
          id: id('cus'),
          object: 'customer',
          email: params.email ?? null,
          name: params.name ?? null,
          metadata: params.metadata ?? {},
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        customers.set(customer.id, customer);
        return customer;
      });
    }

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(params.amount);
      if (!params.amount) {
        return error(res, 400, 'invalid_request_error', 'Missing required param: amount.', {
          code: 'parameter_missing',
          param: 'amount',
        });
      }
      if (!Number.isInteger(amount) || amount < 30) {
        return error(res, 400, 'invalid_request_error', 'Amount must be at least £0.30 gbp', {
          code: 'amount_too_small',
          param: 'amount',
        });
      }
      return create(() => {
        const intentId = id('pi');
        const intent: FakeIntent = {
          id: intentId,
          object: 'payment_intent',
          amount,
          currency: String(params.currency),
          status: 'requires_payment_method',
          client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
          customer: (params.customer as string) ?? null,
          description: (params.description as string) ?? null,
          metadata: (params.metadata as Record<string, string>) ?? {},
          automatic_payment_methods: params.automatic_payment_methods
            ? {
                enabled:
                  (params.automatic_payment_methods as Record<string, string>).enabled === 'true',
              }
            : null,
          last_payment_error: null,
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        };
        intents.set(intent.id, intent);
        return intent;
      });
    }

    const match = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (match) {
      const intent = intents.get(match[1]);
      if (!intent) {
        return error(res, 404, 'invalid_request_error', `No such payment_intent: '${match[1]}'`, {
          code: 'resource_missing',
          param: 'intent',
        });
      }
      if (req.method === 'GET' && !match[2]) return json(res, intent);
      if (req.method === 'POST' && match[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(
            res,
            400,
            'invalid_request_error',
            `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
            { code: 'payment_intent_unexpected_state' },
          );
        }
        intent.status = 'canceled';
        return json(res, intent);
      }
    }
    return error(
      res,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${url.pathname}).`,
    );
  };

  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    intents,
    customers,
    setStatus: (intentId, status) => {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No intent ${intentId}`);
      intent.status = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
