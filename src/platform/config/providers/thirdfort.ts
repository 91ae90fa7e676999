import { missingSettings } from './missing-settings';
import type { Reader } from '../reader';

/**
 * The identity-check settings, read from the environment at boot: the account (THIRDFORT_API_URL
 * selects the real adapter; unset, the simulator runs), the options of the adapter, the webhook
 * and the simulator. `THIRDFORT_VARIABLES` names each field's variable. The identity-checks
 * module builds its provider from them (identityChecksFromSettings).
 */
export type ThirdfortSettings = {
  /** Client API base, e.g. https://api.thirdfort.dev/client/api (no trailing slash). */
  apiUrl: string | null;
  /** OAuth2 token endpoint (client credentials). */
  tokenUrl: string | null;
  clientId: string | null;
  clientSecret: string | null;
  organization: string | null;
  team: string | null;
  checkTemplate: string;
  /** `params.@type` of the template's parameters. */
  checkParamsType: string;
  /** Create path; `{parent}` becomes `organizations/{org}/teams/{team}`. */
  createCheckPath: string;
  /** Query parameter carrying the idempotency key (AIP-155 request id); null sends none. */
  requestIdParam: string | null;
  subjectEmailField: string;
  subjectPhoneField: string;
  /** Per request, the token request included. */
  timeoutMs: number;
  /** Notifications per page of the feed. */
  pollPageSize: number;
  /** Set: webhooks are accepted alongside polling. */
  webhookSecret: string | null;
  webhookSignatureHeader: string;
  /** How long a simulated check stays pending. */
  simulatorCompletionSeconds: number;
  /** Thirdfort's web portal: a check's id links to `{portalUrl}/checks/{id}`. */
  portalUrl: string;
};

export const THIRDFORT_VARIABLES: Record<keyof ThirdfortSettings, string> = {
  apiUrl: 'THIRDFORT_API_URL',
  tokenUrl: 'THIRDFORT_TOKEN_URL',
  clientId: 'THIRDFORT_CLIENT_ID',
  clientSecret: 'THIRDFORT_CLIENT_SECRET',
  organization: 'THIRDFORT_ORGANIZATION',
  team: 'THIRDFORT_TEAM',
  checkTemplate: 'THIRDFORT_CHECK_TEMPLATE',
  checkParamsType: 'THIRDFORT_CHECK_PARAMS_TYPE',
  createCheckPath: 'THIRDFORT_CREATE_CHECK_PATH',
  requestIdParam: 'THIRDFORT_REQUEST_ID_PARAM',
  subjectEmailField: 'THIRDFORT_SUBJECT_EMAIL_FIELD',
  subjectPhoneField: 'THIRDFORT_SUBJECT_PHONE_FIELD',
  timeoutMs: 'THIRDFORT_TIMEOUT_MS',
  pollPageSize: 'THIRDFORT_POLL_PAGE_SIZE',
  webhookSecret: 'THIRDFORT_WEBHOOK_SECRET',
  webhookSignatureHeader: 'THIRDFORT_WEBHOOK_SIGNATURE_HEADER',
  simulatorCompletionSeconds: 'THIRDFORT_SIMULATOR_COMPLETION_SECONDS',
  portalUrl: 'THIRDFORT_PORTAL_URL',
};

export const THIRDFORT_DEFAULTS: ThirdfortSettings = {
  apiUrl: null,
  tokenUrl: null,
  clientId: null,
  clientSecret: null,
  organization: null,
  team: null,
  checkTemplate: 'checkTemplates/identity-verification-check-v1-0-0',
  checkParamsType:
    'type.googleapis.com/thirdfort.client.checks.type.v1.IdentityVerificationCheckParams',
  createCheckPath: '/v1/{parent}/checks',
  requestIdParam: 'requestId',
  subjectEmailField: 'email',
  subjectPhoneField: 'phoneNumber',
  timeoutMs: 10_000,
  pollPageSize: 25,
  webhookSecret: null,
  webhookSignatureHeader: 'x-thirdfort-signature',
  simulatorCompletionSeconds: 60,
  portalUrl: 'https://app.thirdfort.com',
};

/** What is missing for the real adapter, one line per variable (empty when usable). */
export function thirdfortSettingsProblems(settings: ThirdfortSettings): string[] {
  return missingSettings(settings, THIRDFORT_VARIABLES, 'apiUrl', [
    'tokenUrl',
    'clientId',
    'clientSecret',
    'organization',
    'team',
  ]);
}

export function readThirdfort(read: Reader): ThirdfortSettings {
  const v = THIRDFORT_VARIABLES;
  const d = THIRDFORT_DEFAULTS;
  const text = (name: string, fallback: string) => read.string(name) ?? fallback;
  const requestIdParam = read.string(v.requestIdParam) ?? d.requestIdParam;
  return {
    apiUrl: read.url(v.apiUrl, ['http:', 'https:']),
    tokenUrl: read.url(v.tokenUrl, ['http:', 'https:']),
    clientId: read.string(v.clientId),
    clientSecret: read.string(v.clientSecret),
    organization: read.string(v.organization),
    team: read.string(v.team),
    checkTemplate: text(v.checkTemplate, d.checkTemplate),
    checkParamsType: text(v.checkParamsType, d.checkParamsType),
    createCheckPath: text(v.createCheckPath, d.createCheckPath),
    requestIdParam: requestIdParam === 'off' ? null : requestIdParam,
    subjectEmailField: text(v.subjectEmailField, d.subjectEmailField),
    subjectPhoneField: text(v.subjectPhoneField, d.subjectPhoneField),
    timeoutMs: read.integer(v.timeoutMs, d.timeoutMs, 100, 120_000),
    pollPageSize: read.integer(v.pollPageSize, d.pollPageSize, 1, 500),
    webhookSecret: read.string(v.webhookSecret),
    webhookSignatureHeader: text(v.webhookSignatureHeader, d.webhookSignatureHeader).toLowerCase(),
    simulatorCompletionSeconds: read.integer(
      v.simulatorCompletionSeconds,
      d.simulatorCompletionSeconds,
      0,
      86_400,
    ),
    portalUrl: read.url(v.portalUrl, ['https:', 'http:']) ?? d.portalUrl,
  };
}
