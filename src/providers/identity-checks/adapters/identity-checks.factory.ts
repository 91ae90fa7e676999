import type { ClockLike } from '@/platform/common/provider-http';
import {
  type ThirdfortSettings,
  thirdfortSettingsProblems,
} from '@/platform/config/providers/thirdfort';
import {
  IdentityCheckProvider,
  UnconfiguredIdentityCheckProvider,
} from './identity-check-provider';
import {
  IdentityCheckSimulator,
  InMemorySimulatedCheckStore,
  SimulatedCheckStore,
} from './identity-check.simulator';
import { ThirdfortAdapter } from './thirdfort.adapter';
import { ThirdfortWebhookVerifier } from './thirdfort-webhook.verifier';

/** The provider and its webhook verifier, as the settings select them (see IdentityChecksModule). */
export const IDENTITY_CHECKS = Symbol('IDENTITY_CHECKS');

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
