import { ClockLike, missingSettings } from '@/common/provider-http';
import {
  IdentityCheckProvider,
  UnconfiguredIdentityCheckProvider,
} from './identity-check-provider';
import {
  IdentityCheckSimulator,
  InMemorySimulatedCheckStore,
  SimulatedCheckStore,
} from './identity-check.simulator';
import { ThirdfortAccount, ThirdfortAdapter, ThirdfortOptions } from './thirdfort.adapter';
import { ThirdfortWebhookVerifier } from './thirdfort-webhook.verifier';

/**
 * The identity-check settings, read from the environment by the app's config: the account
 * (THIRDFORT_API_URL selects the real adapter; unset, the simulator runs), the options of the
 * adapter, the webhook and the simulator. `THIRDFORT_VARIABLES` names each field's variable.
 */
export type ThirdfortSettings = {
  [K in keyof ThirdfortAccount]: string | null;
} & ThirdfortOptions & {
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

export type IdentityChecks = {
  provider: IdentityCheckProvider;
  /** Set when THIRDFORT_WEBHOOK_SECRET is: verifies webhook deliveries. */
  webhookVerifier: ThirdfortWebhookVerifier | null;
  /** The simulator when it runs (for the dev tools), else null. */
  simulator: IdentityCheckSimulator | null;
};

/**
 * The identity-check provider the settings select: Thirdfort when THIRDFORT_API_URL is set, the
 * simulator where simulators may run (its checks kept in `simulatorStore`), otherwise one that
 * refuses every call.
 */
export function identityChecksFromSettings(
  settings: ThirdfortSettings,
  deps: { clock: ClockLike; simulatorAllowed: boolean; simulatorStore?: SimulatedCheckStore },
): IdentityChecks {
  const webhookVerifier = settings.webhookSecret
    ? new ThirdfortWebhookVerifier(settings.webhookSecret, settings.webhookSignatureHeader)
    : null;
  const { apiUrl, tokenUrl, clientId, clientSecret, organization, team } = settings;
  if (apiUrl) {
    if (!tokenUrl || !clientId || !clientSecret || !organization || !team) {
      throw new Error(thirdfortSettingsProblems(settings).join('; '));
    }
    const account = { apiUrl, tokenUrl, clientId, clientSecret, organization, team };
    const provider = new ThirdfortAdapter({ ...settings, ...account }, deps.clock);
    return { provider, webhookVerifier, simulator: null };
  }
  if (!deps.simulatorAllowed) {
    return { provider: new UnconfiguredIdentityCheckProvider(), webhookVerifier, simulator: null };
  }
  const simulator = new IdentityCheckSimulator(
    {
      organization: 'simulator',
      team: 'simulator',
      completionSeconds: settings.simulatorCompletionSeconds,
      pageSize: settings.pollPageSize,
    },
    deps.simulatorStore ?? new InMemorySimulatedCheckStore(),
    deps.clock,
  );
  return { provider: simulator, webhookVerifier, simulator };
}
