import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import { JobsService } from '@/platform/jobs/jobs.service';
import type { JobMap } from '@/platform/jobs/queues';
import { IDENTITY_CHECKS, type IdentityChecks } from '../adapters/identity-checks.factory';
import { IdentityChecksRepository } from '../identity-checks.repository';

/**
 * 'identity-checks.cancel': cancels an aborted check at the provider. A check not made yet needs
 * nothing: its create job skips an aborted check, or (its provider call already on the way)
 * stores the provider's id and queues this job again.
 */
@Injectable()
export class CancelIdentityCheckJob implements OnModuleInit {
  constructor(
    @Inject(IDENTITY_CHECKS) private readonly checks: IdentityChecks,
    private readonly repository: IdentityChecksRepository,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('identity-checks.cancel', (data) => this.handle(data));
  }

  async handle({ checkId }: JobMap['identity-checks.cancel']): Promise<void> {
    const check = await this.repository.find(checkId);
    if (!check || check.status !== 'aborted' || !check.thirdfort_id) return;
    const state = await this.checks.provider.cancelCheck(check.thirdfort_id);
    await this.repository.update(
      checkId,
      {
        provider_state: state.providerState.slice(0, 64),
        recommendation: state.recommendation?.slice(0, 64) ?? null,
      },
      this.clock.now(),
    );
  }
}
