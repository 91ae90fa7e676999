import { ProviderError } from '@/platform/common/provider-http';
import type {
  CheckPerson,
  CheckPersonType,
  IdentityCheckStatus,
} from '@/providers/identity-checks/identity-checks.rules';

export const IDENTITY_PROVIDER = 'thirdfort';
export const IDENTITY_PROVIDER_UNAVAILABLE =
  'The identity check provider is unavailable right now. Please try again later.';

export type NewIdentityCheck = {
  /** The person to check; `phone_number` in E.164 (see `toCheckPhoneNumber`). */
  person: CheckPerson;
  personType: CheckPersonType;
  /** Our reference for the check, shown to the provider's users (`clientReference`). */
  reference: string;
};

/** A check as the provider reports it, mapped to our statuses. */
export type ProviderCheck = {
  /** The provider's resource name, `organizations/{org}/teams/{team}/checks/{id}`. */
  providerId: string;
  status: IdentityCheckStatus;
  /** The provider's own state (ACTIVE, COMPLETE, ...), kept for support. */
  providerState: string;
  /** The provider's recommendation once finished (APPROVE, ...), else null. */
  recommendation: string | null;
  completedAt: Date | null;
};

/** One reported change of a check's status, from a polled notification or a webhook. */
export type CheckStatusChange = {
  /** The notification's own name: the same change delivered twice has the same id. */
  eventId: string;
  providerId: string;
  status: IdentityCheckStatus;
  providerState: string;
  recommendation: string | null;
  completedAt: Date | null;
  /** When the provider recorded the change (null when it did not say). */
  occurredAt: Date | null;
};

/** One page of the provider's notification feed, oldest first. */
export type StatusChangePage = {
  changes: CheckStatusChange[];
  /** Where the next poll starts: store it once `changes` are applied. */
  cursor: string | null;
  /** True when more changes are waiting now: poll again straight away. */
  more: boolean;
};

/**
 * Port of the identity-check provider: Thirdfort's Client API when THIRDFORT_API_URL is set, the
 * local simulator otherwise. Status changes come in through `listStatusChanges` (polling the
 * notification feed, both adapters) or a verified webhook (ThirdfortWebhookVerifier).
 */
export abstract class IdentityCheckProvider {
  abstract readonly name: 'thirdfort' | 'simulator';
  /** Creates a check; repeating a call with the same idempotency key answers the same check. */
  abstract createCheck(check: NewIdentityCheck, idempotencyKey: string): Promise<ProviderCheck>;
  /** Null when the provider knows no such check. */
  abstract getCheck(providerId: string): Promise<ProviderCheck | null>;
  /** Cancels a pending check and answers its state after; a finished check is left as it is. */
  abstract cancelCheck(providerId: string): Promise<ProviderCheck>;
  /** The status changes after `cursor` (null: from the start of the feed), oldest first. */
  abstract listStatusChanges(cursor: string | null): Promise<StatusChangePage>;
}

/** Stands in where neither Thirdfort nor the simulator may run (production without settings). */
export class UnconfiguredIdentityCheckProvider extends IdentityCheckProvider {
  readonly name = 'thirdfort';
  private fail(): never {
    throw new ProviderError(
      IDENTITY_PROVIDER,
      'not_configured',
      'Identity checks are not configured.',
    );
  }
  async createCheck(): Promise<never> {
    return this.fail();
  }
  async getCheck(): Promise<never> {
    return this.fail();
  }
  async cancelCheck(): Promise<never> {
    return this.fail();
  }
  async listStatusChanges(): Promise<never> {
    return this.fail();
  }
}
