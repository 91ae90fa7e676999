import { Injectable } from '@nestjs/common';
import { AccessRecordsService } from '@/accounts/access-records/access-records.service';
import { AdminConfigService } from '@/platform/settings/admin-config.service';
import type { SessionUser } from '@/platform/common/decorators';
import { ProviderPoller } from '@/platform/jobs/provider-poller';
import type {
  CheckPersonRowDto,
  IdentityCheckDetailsDto,
  IdentityChecksDto,
} from '../dto/identity-checks.dto';
import { IdentityCheckPeopleService, type CheckPersonRow } from './identity-check-people.service';

/** A row as the tab lists it: the full details are only sent when asked for (and recorded). */
function listed(row: CheckPersonRow): CheckPersonRowDto {
  return {
    key: row.key,
    person_type: row.person_type,
    purchase_intent_id: row.purchase_intent_id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    check: row.check,
    action: row.action,
    actionDisabled: row.actionDisabled,
    disabledReason: row.disabledReason,
    sharedWith: row.sharedWith,
  };
}

/**
 * The identity-check tab of a sale (admin.md §2, §4): its people with their current check and
 * action, and every check. Reading it while a check is pending asks for the provider's news.
 * The people's full details ('Show Full Details') are a read of their own, on each person's
 * Access list (issue 27).
 */
@Injectable()
export class IdentityChecksTabService {
  constructor(
    private readonly people: IdentityCheckPeopleService,
    private readonly adminConfig: AdminConfigService,
    private readonly poller: ProviderPoller,
    private readonly access: AccessRecordsService,
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
      sellers: people.sellers.map(listed),
      purchaseIntents: people.purchaseIntents.map((intent) => ({
        _id: intent._id,
        is_active: intent.is_active,
        buyers: intent.buyers.map(listed),
        giftors: intent.giftors.map(listed),
      })),
      checks: people.checks.map((check) => this.people.toDto(check)),
    };
  }

  /** Every person's full details, the view recorded for each of them. */
  async fullDetails(admin: SessionUser, transactionId: string): Promise<IdentityCheckDetailsDto> {
    const people = await this.people.forSale(transactionId); // 404 for an unknown sale
    const rows = [
      ...people.sellers,
      ...people.purchaseIntents.flatMap((intent) => [...intent.buyers, ...intent.giftors]),
    ];
    await this.access.record({
      staff: admin,
      kind: 'identity_check_details',
      subjects: rows.map((row) => row.subject),
      recordId: transactionId,
      transactionId,
    });
    return { people: rows.map((row) => ({ key: row.key, details: row.details })) };
  }
}
