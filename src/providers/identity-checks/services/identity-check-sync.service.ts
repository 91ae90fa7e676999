import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { ukCalendarDay } from '@/platform/common/uk-day';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import { type CheckStatusChange, IDENTITY_PROVIDER } from '../adapters/identity-check-provider';
import { IDENTITY_CHECKS, type IdentityChecks } from '../adapters/identity-checks.factory';
import { IdentityChecksRepository } from '../identity-checks.repository';
import { describeCheck, nextCheckStatus, providerEventApplies } from '../identity-checks.rules';

/**
 * The provider's news applied to our checks: a status change read from the notification feed
 * (PollIdentityChecksJob) or delivered by a verified webhook moves a check on, once, in order.
 * The feed's 'Thirdfort Checks' status follows the rows (a trigger keeps
 * `transactions.identity_status`).
 */
@Injectable()
export class IdentityCheckSyncService {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(IDENTITY_CHECKS) private readonly checks: IdentityChecks,
    private readonly repository: IdentityChecksRepository,
    private readonly events: EventsService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  /** The webhook's verifier; null when webhooks are not configured. */
  webhookVerifier() {
    return this.checks.webhookVerifier;
  }

  /**
   * Applies one reported change (polled or webhook); true when it changed the check. Each event
   * is applied once (by its id, recorded with its effect), never over a later one, and never to
   * a check that is complete, failed or aborted (`providerEventApplies`): a replayed, late or
   * out-of-order notification changes nothing and adds nothing to the timeline.
   */
  async applyStatusChange(change: CheckStatusChange): Promise<boolean> {
    return this.database.transaction(async () => {
      const check = await this.repository.findByProviderIdForUpdate(change.providerId);
      if (!check) return false;
      const now = this.clock.now();
      const first = await this.repository.recordProviderEvent(
        IDENTITY_PROVIDER,
        change.eventId,
        now,
      );
      if (!first) return false;
      if (!providerEventApplies({ ...check, providerEventAt: check.provider_event_at }, change)) {
        return false;
      }
      const status = nextCheckStatus(check.status, change.status);
      const providerEventAt = change.occurredAt ?? check.provider_event_at;
      const same =
        status === check.status &&
        check.provider_state === change.providerState &&
        check.recommendation === change.recommendation;
      if (same) {
        if (providerEventAt?.getTime() !== check.provider_event_at?.getTime()) {
          await this.repository.update(check._id, { provider_event_at: providerEventAt }, now);
        }
        return false;
      }
      await this.repository.update(
        check._id,
        {
          status,
          provider_state: change.providerState.slice(0, 64),
          recommendation: change.recommendation?.slice(0, 64) ?? null,
          completed_at: change.completedAt ?? check.completed_at,
          provider_event_at: providerEventAt,
        },
        now,
      );
      if (status !== check.status && (status === 'complete' || status === 'failed')) {
        await this.events.record({
          transactionId: check.transaction_id,
          purchaseIntentId: check.purchase_intent_id ?? undefined,
          name: status === 'complete' ? 'identity_check_completed' : 'identity_check_failed',
          comments: `${describeCheck(check)}: ${status}${change.recommendation ? ` (${change.recommendation})` : ''}`,
        });
        // told to the customer responsible for the person: the seller, or the buyer
        const told = { milestone: 'identity_check', reference: check._id } as const;
        if (check.person_type === 'seller') {
          await this.progress.saleMoved(check.transaction_id, told);
        } else if (check.purchase_intent_id) {
          await this.progress.purchaseMoved(check.purchase_intent_id, told);
        } else {
          await this.progress.buyerSideMoved(check.transaction_id, told);
        }
      }
      // the sale's identity checks are complete with the last of them: Thirdfort's milestone
      if (
        status === 'complete' &&
        (await this.repository.allChecksComplete(check.transaction_id))
      ) {
        await this.milestones.record({
          key: 'identity_checks_complete',
          transactionId: check.transaction_id,
          purchaseIntentId: null,
          occurredAt: ukCalendarDay(change.completedAt ?? now),
          author: { source: 'provider', name: 'Thirdfort' },
          ifUnreached: true,
        });
      }
      return true;
    });
  }
}
