import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { ProviderError } from '@/platform/common/provider-http';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import type { ProviderCheck } from '../adapters/identity-check-provider';
import { IDENTITY_CHECKS, type IdentityChecks } from '../adapters/identity-checks.factory';
import { IdentityChecksRepository } from '../identity-checks.repository';
import { describeCheck, nextCheckStatus, toCheckPhoneNumber } from '../identity-checks.rules';

/** A pending check the provider has not made after this long gets its create job again. */
const STRANDED_AFTER_MS = 10 * 60_000;

/**
 * 'identity-checks.create': makes an ordered check at the provider once. The check's id is the
 * idempotency key, and the provider's id is stored at the first success. A check aborted before
 * it was made is never made; a request the provider refuses fails the check (staff can reorder
 * it).
 */
@Injectable()
export class CreateIdentityCheckJob implements OnModuleInit {
  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(IDENTITY_CHECKS) private readonly checks: IdentityChecks,
    private readonly repository: IdentityChecksRepository,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('identity-checks.create', (data) => this.handle(data));
  }

  async handle({ checkId }: JobMap['identity-checks.create']): Promise<void> {
    const check = await this.repository.find(checkId);
    if (!check || check.thirdfort_id || check.status !== 'pending') return;
    let made: ProviderCheck;
    try {
      made = await this.checks.provider.createCheck(
        {
          person: {
            ...check.person_details,
            phone_number: toCheckPhoneNumber(check.person_details.phone_number),
          },
          personType: check.person_type,
          reference: check.purchase_intent_id ?? check.transaction_id,
        },
        check._id,
      );
    } catch (error) {
      if (!(error instanceof ProviderError) || error.retryable) throw error;
      await this.database.transaction(async () => {
        const current = await this.repository.findForUpdate(checkId);
        if (!current || current.thirdfort_id || current.status !== 'pending') return;
        await this.repository.update(
          checkId,
          { status: 'failed', failure_reason: error.message.slice(0, 500) },
          this.clock.now(),
        );
        await this.events.record({
          transactionId: current.transaction_id,
          purchaseIntentId: current.purchase_intent_id ?? undefined,
          name: 'identity_check_failed',
          comments: `${describeCheck(current)}: the provider refused the check (${error.message})`,
        });
      });
      return;
    }
    await this.database.transaction(async () => {
      const current = await this.repository.findForUpdate(checkId);
      if (!current || current.thirdfort_id) return;
      await this.repository.update(
        checkId,
        {
          thirdfort_id: made.providerId,
          provider_state: made.providerState.slice(0, 64),
          recommendation: made.recommendation?.slice(0, 64) ?? null,
          completed_at: made.completedAt,
          status: nextCheckStatus(current.status, made.status),
        },
        this.clock.now(),
      );
      if (current.status === 'aborted') {
        await this.jobs.enqueue('identity-checks.cancel', { checkId }, { singletonKey: checkId });
      }
    });
  }

  /** Hands the pending checks the provider never made (their job gave up) back to this job. */
  async requeueStranded(): Promise<void> {
    const stranded = await this.repository.listStranded(
      new Date(this.clock.now().getTime() - STRANDED_AFTER_MS),
      50,
    );
    for (const check of stranded) {
      await this.jobs.enqueue(
        'identity-checks.create',
        { checkId: check._id },
        { singletonKey: check._id },
      );
    }
  }
}
