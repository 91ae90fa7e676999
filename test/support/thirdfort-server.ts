import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveLocally } from './local-server';

/**
 * A local server speaking Thirdfort's Client API for the calls Threshold makes: the OAuth2
 * client-credentials token endpoint (form-encoded, `{access_token, token_type, expires_in}`),
 * checks created under `organizations/{org}/teams/{team}` from a template (honouring a repeated
 * `requestId`), read, and cancelled with `:cancel`, and the organisation's notification feed
 * (oldest first, `page_size`/`page_token`, `nextPageToken`). Errors are google.rpc.Status-shaped.
 * Tests finish checks with `complete`, which also fires a signed webhook when one is set, and
 * inject failures with `failNext`.
 */
export type ThirdfortOperation = 'token' | 'create' | 'get' | 'cancel' | 'notifications';
export type InjectedFailure = 401 | 429 | 500 | 503 | 'timeout';

export type ThirdfortRequest = {
  operation: ThirdfortOperation | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  contentType: string | undefined;
  authorization: string | undefined;
  body: string;
};

export type FakeCheck = {
  name: string;
  displayName: string;
  clientReference: string;
  template: string;
  params: Record<string, unknown>;
  state: string;
  recommendation?: string;
  createTime: string;
  completeTime?: string;
};

/** A notification of the organisation's feed, as listed and as sent by webhook. */
export type Notification = Record<string, unknown>;

export type ThirdfortServer = {
  /** Base of the Client API, like https://api.thirdfort.dev/client/api. */
  apiUrl: string;
  tokenUrl: string;
  requests: ThirdfortRequest[];
  checks: Map<string, FakeCheck>;
  /** Every token issued so far is refused from now on (as after their expiry). */
  expireTokens: () => void;
  failNext: (operation: ThirdfortOperation, failure: InjectedFailure, times?: number) => void;
  /** Finishes a check with a recommendation; answers the webhook's HTTP status when one fired. */
  complete: (name: string, recommendation?: string) => Promise<number | null>;
  /**
   * Reports a check's state as Thirdfort recorded it at `at` (ISO time), whatever the check's
   * real state: a new notification on the feed, and by webhook when one is set. For replays and
   * out-of-order deliveries.
   */
  notifyCheck: (
    name: string,
    change: { state: string; recommendation?: string; at: string },
  ) => Promise<{ notification: Notification; status: number | null }>;
  /** Sends a notification by webhook again, as a provider retrying a delivery does. */
  redeliver: (notification: Notification) => Promise<number | null>;
  /** Appends any notification to the feed (report updates, monitoring alerts, ...). */
  notify: (notification: Record<string, unknown>) => void;
  close: () => Promise<void>;
};

export type ThirdfortServerOptions = {
  clientId?: string;
  clientSecret?: string;
  organization?: string;
  team?: string;
  tokenSeconds?: number;
  webhook?: { url: string; secret: string; header: string };
};

const TEMPLATES = new Set([
  'checkTemplates/identity-verification-check-v1-0-0',
  'checkTemplates/clientonly-verification-check-v1-0-0',
]);

const API_PREFIX = '/client/api';

function rpcError(res: ServerResponse, code: number, status: string, message: string) {
  res.writeHead(code, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { code, status, message } }));
}

function json(res: ServerResponse, body: unknown) {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

const pageToken = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');

function readPageToken(token: string | undefined): number | null {
  if (!token) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(token, 'base64url').toString('utf8'));
  return match ? Number(match[1]) : null;
}

export async function startThirdfortServer(
  options: ThirdfortServerOptions = {},
): Promise<ThirdfortServer> {
  const clientId = options.clientId ?? 'client_01HQLOCALTEST';
  const clientSecret = options.clientSecret ?? 'local-client-secret';
  const organization = options.organization ?? 'org-threshold';
  const team = options.team ?? 'team-conveyancing';
  const parent = `organizations/${organization}/teams/${team}`;
  const requests: ThirdfortRequest[] = [];
  const checks = new Map<string, FakeCheck>();
  const byRequestId = new Map<string, string>();
  const notifications: Record<string, unknown>[] = [];
  let tokens = new Set<string>();
  const failures: { operation: ThirdfortOperation; failure: InjectedFailure }[] = [];

  const operationOf = (method: string, path: string): ThirdfortOperation | 'unknown' => {
    if (method === 'POST' && path === '/oauth2/token') return 'token';
    if (!path.startsWith(`${API_PREFIX}/v1/`)) return 'unknown';
    const rest = path.slice(`${API_PREFIX}/v1/`.length);
    if (method === 'POST' && rest === `${parent}/checks`) return 'create';
    if (
      method === 'POST' &&
      /^organizations\/[^/]+\/teams\/[^/]+\/checks\/[^/]+:cancel$/.test(rest)
    )
      return 'cancel';
    if (method === 'GET' && /^organizations\/[^/]+\/teams\/[^/]+\/checks\/[^/:]+$/.test(rest))
      return 'get';
    if (method === 'GET' && rest === `organizations/${organization}/notifications`)
      return 'notifications';
    return 'unknown';
  };

  const injected = (res: ServerResponse, failure: InjectedFailure): void => {
    if (failure === 'timeout') return; // never answers; the client's timeout ends it
    if (failure === 401) return rpcError(res, 401, 'UNAUTHENTICATED', 'Token expired');
    if (failure === 429) {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
      res.end(JSON.stringify({ error: { code: 429, status: 'RESOURCE_EXHAUSTED' } }));
      return;
    }
    return rpcError(res, failure, failure === 503 ? 'UNAVAILABLE' : 'INTERNAL', 'Try again');
  };

  const issueToken = (res: ServerResponse, raw: string) => {
    const form = new URLSearchParams(raw);
    if (form.get('grant_type') !== 'client_credentials') {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'unsupported_grant_type' }));
    }
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify({ error: 'invalid_client' }));
    }
    const token = `eyJ.${randomBytes(16).toString('base64url')}.sig`;
    tokens.add(token);
    return json(res, {
      access_token: token,
      token_type: 'Bearer',
      expires_in: options.tokenSeconds ?? 3600,
    });
  };

  const createCheck = (res: ServerResponse, raw: string, query: Record<string, string>) => {
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return rpcError(res, 400, 'INVALID_ARGUMENT', 'Invalid JSON body');
    }
    const requestId = query.requestId;
    if (requestId && byRequestId.has(requestId))
      return json(res, checks.get(byRequestId.get(requestId)!));
    const params = body.params as Record<string, unknown> | undefined;
    const subject = params?.subject as Record<string, unknown> | undefined;
    if (typeof body.template !== 'string' || !TEMPLATES.has(body.template)) {
      return rpcError(res, 400, 'INVALID_ARGUMENT', 'Unknown template');
    }
    if (!subject?.givenName || !subject?.familyName) {
      return rpcError(
        res,
        400,
        'INVALID_ARGUMENT',
        'subject.givenName and familyName are required',
      );
    }
    if (!subject.email && !subject.phoneNumber) {
      return rpcError(res, 400, 'INVALID_ARGUMENT', 'An email or phoneNumber is required');
    }
    if (subject.phoneNumber && !/^\+[1-9]\d{6,14}$/.test(String(subject.phoneNumber))) {
      return rpcError(res, 400, 'INVALID_ARGUMENT', 'phoneNumber must be E.164');
    }
    const check: FakeCheck = {
      name: `${parent}/checks/${randomBytes(10).toString('hex')}`,
      displayName: String(body.displayName ?? ''),
      clientReference: String(body.clientReference ?? ''),
      template: body.template,
      params: params!,
      state: 'ACTIVE',
      createTime: new Date().toISOString(),
    };
    checks.set(check.name, check);
    if (requestId) byRequestId.set(requestId, check.name);
    return json(res, check);
  };

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const method = req.method ?? '';
    const path = decodeURIComponent(url.pathname);
    const query = Object.fromEntries(url.searchParams);
    const operation = operationOf(method, path);
    requests.push({
      operation,
      method,
      path,
      query,
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
      body: raw,
    });
    const failureAt = failures.findIndex((f) => f.operation === operation);
    if (failureAt !== -1) {
      const [{ failure }] = failures.splice(failureAt, 1);
      return injected(res, failure);
    }
    if (operation === 'token') return issueToken(res, raw);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !tokens.has(bearer)) {
      return rpcError(
        res,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials.',
      );
    }
    const name = path.slice(`${API_PREFIX}/v1/`.length).replace(/:cancel$/, '');
    switch (operation) {
      case 'create':
        return createCheck(res, raw, query);
      case 'get': {
        const check = checks.get(name);
        return check ? json(res, check) : rpcError(res, 404, 'NOT_FOUND', 'Check not found');
      }
      case 'cancel': {
        const check = checks.get(name);
        if (!check) return rpcError(res, 404, 'NOT_FOUND', 'Check not found');
        if (check.state !== 'ACTIVE') {
          return rpcError(res, 400, 'FAILED_PRECONDITION', `Check is ${check.state}`);
        }
        check.state = 'CANCELLED';
        return json(res, check);
      }
      case 'notifications': {
        const size = Math.min(Number(query.page_size ?? 25) || 25, 100);
        const offset = readPageToken(query.page_token);
        if (offset === null) return rpcError(res, 400, 'INVALID_ARGUMENT', 'Invalid page_token');
        const page = notifications.slice(offset, offset + size);
        return json(res, { notifications: page, nextPageToken: pageToken(offset + page.length) });
      }
      default:
        return rpcError(res, 404, 'NOT_FOUND', `No route ${method} ${path}`);
    }
  };

  const local = await serveLocally(handle);
  const base = local.url;

  /** A check's state as a notification of the feed, with a new id. */
  const checkNotification = (check: FakeCheck, createTime: string): Notification => ({
    name: `organizations/${organization}/notifications/${randomBytes(8).toString('hex')}`,
    type: 'notification.client.check_complete.v1',
    createTime,
    payload: {
      '@type': 'type.googleapis.com/thirdfort.client.notifications.v1.CheckCompleteData',
      check: check.name,
      displayName: check.displayName,
      state: check.state,
      recommendation: check.recommendation,
      completeTime: check.completeTime,
    },
  });

  /** POSTs a notification, signed, to the webhook when one is set; answers its HTTP status. */
  const deliver = async (notification: Notification): Promise<number | null> => {
    if (!options.webhook) return null;
    const body = JSON.stringify(notification);
    const signature = createHmac('sha256', options.webhook.secret).update(body).digest('hex');
    const response = await fetch(options.webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [options.webhook.header]: signature },
      body,
    });
    return response.status;
  };

  return {
    apiUrl: `${base}${API_PREFIX}`,
    tokenUrl: `${base}/oauth2/token`,
    requests,
    checks,
    expireTokens: () => {
      tokens = new Set();
    },
    failNext: (operation, failure, times = 1) => {
      for (let i = 0; i < times; i++) failures.push({ operation, failure });
    },
    complete: async (name, recommendation = 'APPROVE') => {
      const check = checks.get(name);
      if (!check) throw new Error(`No check ${name}`);
      check.state = 'COMPLETE';
      check.recommendation = recommendation;
      check.completeTime = new Date().toISOString();
      const notification = checkNotification(check, check.completeTime);
      notifications.push(notification);
      return deliver(notification);
    },
    notifyCheck: async (name, { state, recommendation, at }) => {
      const check = checks.get(name);
      if (!check) throw new Error(`No check ${name}`);
      const notification = checkNotification(
        { ...check, state, recommendation, completeTime: state === 'COMPLETE' ? at : undefined },
        at,
      );
      notifications.push(notification);
      return { notification, status: await deliver(notification) };
    },
    redeliver: (notification) => deliver(notification),
    notify: (notification) => {
      notifications.push(notification);
    },
    close: local.close,
  };
}
