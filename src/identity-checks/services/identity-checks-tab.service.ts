import { Injectable } from '@nestjs/common';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import { ProviderPoller } from '@/jobs/provider-poller';
import type { IdentityChecksDto } from '../dto/identity-checks.dto';
import { IdentityCheckPeopleService } from './identity-check-people.service';

/**
 * The identity-check tab of a sale (admin.md §2, §4): its people with their current check and
 * action, and every check. Reading it while a check is pending asks for the provider's news.
 */
@Injectable()
export class IdentityChecksTabService {
  constructor(
    private readonly people: IdentityCheckPeopleService,
    private readonly adminConfig: AdminConfigService,
    private readonly poller: ProviderPoller,
  ) {}

  async view(transactionId: string): Promise<IdentityChecksDto> {
    const [people, settings] = await Promise.all([
      this.people.forSale(transactionId), // 404 for an unknown sale
      this.adminConfig.get(),
    ]);
    // Someone is watching: read the provider's news now rather than at the next schedule.
    if (people.checks.some((check) => check.status === 'pending')) {
      this.poller.nudge('identity-checks.poll');
    }
    return {
      applies: people.sale.thirdfort_v2,
      switchoverDate: settings.thirdfort_v2_switchover_date?.toISOString() ?? null,
      sellers: people.sellers,
      purchaseIntents: people.purchaseIntents,
      checks: people.checks.map((check) => this.people.toDto(check)),
    };
  }
}
