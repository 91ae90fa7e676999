import { createHash } from 'node:crypto';
import { Logger } from '@nestjs/common';
import {
  ClockLike,
  failureForStatus,
  ProviderError,
  ProviderFailure,
  providerFetch,
  ProviderResponse,
  readRetryAfter,
} from '@/platform/common/provider-http';
import type { ThirdfortSettings } from '@/platform/config/providers/thirdfort';
import {
  IDENTITY_PROVIDER,
  IDENTITY_PROVIDER_UNAVAILABLE,
  IdentityCheckProvider,
  NewIdentityCheck,
  ProviderCheck,
  StatusChangePage,
} from './identity-check-provider';
import { fromThirdfortCheck, fromThirdfortNotification, isCheckName } from './thirdfort.mapping';

/** Where the Client API is and who we are: all required for the real adapter. */
export type ThirdfortAccount = {
  /** Client API base, e.g. https://api.thirdfort.dev/client/api (no trailing slash). */
  apiUrl: string;
  /** OAuth2 token endpoint (client credentials). */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  organization: string;
  team: string;
};

/** How checks are made and read: the settings' options (defaults: THIRDFORT_DEFAULTS). */
export type ThirdfortOptions = Pick<
  ThirdfortSettings,
  | 'checkTemplate'
  | 'checkParamsType'
  | 'createCheckPath'
  | 'requestIdParam'
  | 'subjectEmailField'
  | 'subjectPhoneField'
  | 'timeoutMs'
  | 'pollPageSize'
>;

export type ThirdfortConnection = ThirdfortAccount & ThirdfortOptions;

type Token = { value: string; renewAt: number };

/** Renew a token once this share of its lifetime has passed (Thirdfort: cache, renew early). */
const RENEW_AFTER = 0.9;
const DEFAULT_TOKEN_SECONDS = 3600;

type Query = Record<string, string>;

/**
 * Thirdfort's Client API over HTTPS: OAuth2 client credentials (token cached, renewed before
 * expiry, fetched again once on a 401), checks created from a template under the configured
 * team, cancelled with the `:cancel` custom method, and status changes read from the
 * organisation's notification feed. Nothing the provider answers and no credential reaches a
 * log line or an error message.
 */
export class ThirdfortAdapter extends IdentityCheckProvider {
  readonly name = 'thirdfort';
  private readonly logger = new Logger('Thirdfort');
  private token: Token | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(
    private readonly connection: ThirdfortConnection,
    private readonly clock: ClockLike,
  ) {
    super();
  }

  async createCheck(check: NewIdentityCheck, idempotencyKey: string): Promise<ProviderCheck> {
    const { person } = check;
    const { organization, team } = this.connection;
    const parent = `organizations/${organization}/teams/${team}`;
    const path = this.connection.createCheckPath
      .replace('{parent}', parent)
      .replace('{organization}', organization)
      .replace('{team}', team);
    const body: Record<string, unknown> = {
      displayName: `${person.first_name} ${person.last_name} (${check.personType})`,
      clientReference: check.reference,
      template: this.connection.checkTemplate,
      params: {
        '@type': this.connection.checkParamsType,
        subject: {
          givenName: person.first_name,
          familyName: person.last_name,
          [this.connection.subjectEmailField]: person.email,
          [this.connection.subjectPhoneField]: person.phone_number,
        },
      },
    };
    if (!this.connection.createCheckPath.includes('{parent}')) body.parent = parent;
    const query: Query = {};
    if (this.connection.requestIdParam) {
      query[this.connection.requestIdParam] = requestIdFor(idempotencyKey);
    }
    const response = await this.request('POST', path, { query, body });
    if (response.status !== 200) throw this.failure('create check', response);
    return this.readCheck('create check', response);
  }

  async getCheck(providerId: string): Promise<ProviderCheck | null> {
    const response = await this.request('GET', `/v1/${this.checkName(providerId)}`);
    if (response.status === 404) return null;
    if (response.status !== 200) throw this.failure('get check', response);
    return this.readCheck('get check', response);
  }

  async cancelCheck(providerId: string): Promise<ProviderCheck> {
    const name = this.checkName(providerId);
    const response = await this.request('POST', `/v1/${name}:cancel`, { body: {} });
    if (response.status === 200 && fromThirdfortCheck(parseJson(response.text))) {
      return this.readCheck('cancel check', response);
    }
    // 400/409 FAILED_PRECONDITION: already finished or cancelled; its state is the answer
    if (response.status === 200 || response.status === 400 || response.status === 409) {
      const check = await this.getCheck(name);
      if (check && (response.status === 200 || check.status !== 'pending')) return check;
    }
    throw this.failure('cancel check', response);
  }

  async listStatusChanges(cursor: string | null): Promise<StatusChangePage> {
    const query: Query = { page_size: String(this.connection.pollPageSize) };
    if (cursor) query.page_token = cursor;
    const path = `/v1/organizations/${this.connection.organization}/notifications`;
    const response = await this.request('GET', path, { query });
    if (response.status !== 200) throw this.failure('list notifications', response);
    const body = parseJson(response.text) as { notifications?: unknown; nextPageToken?: unknown };
    if (!body || typeof body !== 'object') {
      throw this.invalid('list notifications');
    }
    const notifications = Array.isArray(body.notifications) ? body.notifications : [];
    const next = typeof body.nextPageToken === 'string' ? body.nextPageToken : '';
    const changes = notifications
      .map(fromThirdfortNotification)
      .filter((change) => change !== null);
    return {
      changes,
      // Thirdfort's feed is a cursor: a last page without a token is read again next time.
      cursor: next || cursor,
      more: next !== '' && notifications.length >= this.connection.pollPageSize,
    };
  }

  private checkName(providerId: string): string {
    if (!isCheckName(providerId)) {
      throw new ProviderError(IDENTITY_PROVIDER, 'rejected', 'This is not a Thirdfort check.');
    }
    return providerId;
  }

  private readCheck(operation: string, response: ProviderResponse): ProviderCheck {
    const check = fromThirdfortCheck(parseJson(response.text));
    if (!check) throw this.invalid(operation);
    return check;
  }

  /** Calls the API with a bearer token, fetching a fresh token once if the first is refused. */
  private async request(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Query; body?: unknown } = {},
  ): Promise<ProviderResponse> {
    const search = new URLSearchParams(options.query ?? {}).toString();
    const url = `${this.connection.apiUrl}${path}${search ? `?${search}` : ''}`;
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const headers: Record<string, string> = {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
      };
      if (options.body !== undefined) headers['Content-Type'] = 'application/json';
      const response = await providerFetch(
        IDENTITY_PROVIDER,
        IDENTITY_PROVIDER_UNAVAILABLE,
        url,
        {
          method,
          headers,
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        },
        this.connection.timeoutMs,
      );
      if (response.status !== 401 || attempt > 0) return response;
      if (this.token?.value === token) this.token = null;
    }
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.clock.now().getTime() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const issuedAt = this.clock.now().getTime();
    const response = await providerFetch(
      IDENTITY_PROVIDER,
      IDENTITY_PROVIDER_UNAVAILABLE,
      this.connection.tokenUrl,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: this.connection.clientId,
          client_secret: this.connection.clientSecret,
        }).toString(),
      },
      this.connection.timeoutMs,
    );
    if (response.status !== 200) {
      // invalid_client / invalid_grant come back as 400 or 401: the credentials are wrong
      const failure = response.status === 400 ? 'unauthorised' : failureForStatus(response.status);
      throw this.failure('get token', response, failure);
    }
    const body = parseJson(response.text) as {
      access_token?: unknown;
      token_type?: unknown;
      expires_in?: unknown;
    } | null;
    const value = typeof body?.access_token === 'string' ? body.access_token : '';
    const type = typeof body?.token_type === 'string' ? body.token_type : 'Bearer';
    if (!value || type.toLowerCase() !== 'bearer') throw this.invalid('get token');
    const seconds =
      typeof body?.expires_in === 'number' && body.expires_in > 0
        ? body.expires_in
        : DEFAULT_TOKEN_SECONDS;
    this.token = { value, renewAt: issuedAt + seconds * 1000 * RENEW_AFTER };
    return value;
  }

  private failure(
    operation: string,
    response: ProviderResponse,
    failure: ProviderFailure = failureForStatus(response.status),
  ): ProviderError {
    const providerCode = readErrorCode(response.text);
    const retryAfterSeconds = readRetryAfter(response.headers.get('retry-after'), this.clock.now());
    this.logger.warn({
      msg: `Thirdfort: ${operation} failed`,
      httpStatus: response.status,
      providerCode,
      failure,
    });
    return new ProviderError(IDENTITY_PROVIDER, failure, IDENTITY_PROVIDER_UNAVAILABLE, {
      httpStatus: response.status,
      providerCode,
      retryAfterSeconds,
    });
  }

  private invalid(operation: string): ProviderError {
    this.logger.warn({ msg: `Thirdfort: ${operation} answered an unreadable body` });
    return new ProviderError(IDENTITY_PROVIDER, 'invalid_response', IDENTITY_PROVIDER_UNAVAILABLE);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The `status` of a google.rpc.Status-style error body, or an OAuth2 `error` code. */
function readErrorCode(text: string): string | undefined {
  const body = parseJson(text) as { error?: unknown } | null;
  if (typeof body?.error === 'string') return body.error.slice(0, 64);
  const status = (body?.error as { status?: unknown } | undefined)?.status;
  return typeof status === 'string' ? status.slice(0, 64) : undefined;
}

/** A UUID made from the idempotency key, so a retried create carries the same request id. */
export function requestIdFor(idempotencyKey: string): string {
  const hex = createHash('sha256').update(idempotencyKey).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
