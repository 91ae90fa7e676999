import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { AdminConfigService } from '@/admin-config/admin-config.service';
import { formatAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { ProviderError } from '@/common/provider-http';
import { safeError } from '@/common/safe-error';
import type { AppConfig } from '@/config/config';
import { APP_CONFIG } from '@/config/config.module';
import { Database } from '@/database/database';
import { EventsService } from '@/events/events.service';
import { JobsService } from '@/jobs/jobs.service';
import type { LawyerGroupDto } from '@/law-firms/dto/law-firm.dto';
import { AdminTransactionDetailService } from '@/transactions/admin-transaction-detail.service';
import type { AdminTransactionDetailDto } from '@/transactions/dto/admin-transaction-detail.dto';
import { type CheckStatusChange, IDENTITY_PROVIDER } from './adapters/identity-check-provider';
import { IdentityChecks } from './adapters/thirdfort.settings';
import { checkIdOf } from './adapters/thirdfort.mapping';
import type {
  CheckPersonRowDto,
  CreateIdentityCheckDto,
  IdentityCheckDto,
  IdentityChecksDto,
} from './dto/identity-checks.dto';
import {
  CheckActionRefusedError,
  CheckAlreadyPendingError,
  CheckCompleteError,
  CheckNotPendingError,
  CheckNotReorderableError,
  IdentityCheckNotFoundError,
} from './identity-checks.errors';
import { IdentityChecksRepository, type IdentityCheckRow } from './identity-checks.repository';
import {
  checkAction,
  checkActionsBlocked,
  CheckPersonType,
  currentCheckFor,
  isSamePerson,
  nextCheckStatus,
  providerEventApplies,
  toCheckPhoneNumber,
  toDisplayPhoneNumber,
} from './identity-checks.rules';

/** The provider and its webhook verifier, as the settings select them (see IdentityChecksModule). */
export const IDENTITY_CHECKS = Symbol('IDENTITY_CHECKS');

/** Where the notification feed's cursor is kept. */
const FEED = 'thirdfort-notifications';
/** Pages read in one poll before yielding to the next run. */
const MAX_PAGES_PER_POLL = 20;
/** How often the simulator's feed is read while workers run (the real one: every minute). */
const SIMULATOR_TICK_MS = 5_000;
/** A pending check the provider has not made after this long gets its create job again. */
const STRANDED_AFTER_MS = 10 * 60_000;

export const CHECK_MESSAGES = {
  notV2:
    'Identity checks are ordered from the back office only for transactions created after the Thirdfort v2 switchover date.',
  noSellerSolicitor: 'Assign a seller solicitor before ordering identity checks for sellers.',
  inactivePurchase: 'The purchase intent is inactive: its checks cannot be ordered.',
  noBuyerSolicitor: 'Assign a buyer solicitor before ordering identity checks for buyers.',
  missingContact: 'Add an e-mail address and a phone number for this person first.',
  unknownPerson:
    'Nobody of this transaction has these details: check the name, e-mail and person type.',
} as const;

type Person = {
  key: string;
  person_type: CheckPersonType;
  purchase_intent_id: string | null;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
};

type PersonContext = {
  blockedReason: string | null;
  group: LawyerGroupDto | null;
  fileReference: string;
};

/**
 * Identity checks with the provider (Thirdfort; admin.md §2 identity-check tab, §4): staff order,
 * abort and reorder a person's check; jobs make and cancel it at the provider, idempotently (the
 * check's id is the idempotency key); the provider's notification feed (polled) or its webhook
 * moves the status on. The feed's 'Thirdfort Checks' status follows the rows (a trigger keeps
 * `transactions.identity_status`).
 */
@Injectable()
export class IdentityChecksService
  implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy
{
  private readonly logger = new Logger('IdentityChecks');
  private stopTicker: (() => void) | null = null;

  constructor(
    @Inject(Database) private readonly database: Database,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(IDENTITY_CHECKS) private readonly provider: IdentityChecks,
    private readonly repository: IdentityChecksRepository,
    private readonly detail: AdminTransactionDetailService,
    private readonly adminConfig: AdminConfigService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register('identity-checks.create', ({ checkId }) => this.createAtProvider(checkId));
    this.jobs.register('identity-checks.cancel', ({ checkId }) => this.cancelAtProvider(checkId));
    this.jobs.register('identity-checks.poll', async () => {
      await this.poll();
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.provider.simulator) {
      this.stopTicker = this.jobs.every('identity-checks.poll', {}, SIMULATOR_TICK_MS);
      return;
    }
    await this.jobs.schedule('identity-checks.poll', '* * * * *', {});
  }

  onModuleDestroy(): void {
    this.stopTicker?.();
  }

  /** Reads the provider's news soon (at most one poll waiting). */
  private requestPoll(): void {
    this.jobs
      .enqueue('identity-checks.poll', {}, { singletonKey: 'every' })
      .catch((error: unknown) =>
        this.logger.warn({ msg: 'poll request failed', error: safeError(error).message }),
      );
  }

  // --- the identity-check tab -------------------------------------------------------------

  async view(transactionId: string): Promise<IdentityChecksDto> {
    const sale = await this.detail.get(transactionId); // 404 for an unknown sale
    const [checks, settings] = await Promise.all([
      this.repository.listForTransaction(transactionId),
      this.adminConfig.get(),
    ]);
    // Someone is watching: read the provider's news now rather than at the next schedule.
    if (checks.some((check) => check.status === 'pending')) this.requestPoll();
    const row = (person: Person, context: PersonContext) =>
      this.personRow(sale, person, context, checks);
    const sellerGroup = sale.lawyer_group.seller;
    const buyerGroup = sale.lawyer_group.buyer;
    const sellerContext: PersonContext = {
      blockedReason: checkActionsBlocked({
        personType: 'seller',
        sellerLawyerGroupAssigned: sellerGroup !== null,
      })
        ? CHECK_MESSAGES.noSellerSolicitor
        : null,
      group: sellerGroup,
      fileReference: sale._id,
    };
    return {
      applies: sale.thirdfort_v2,
      switchoverDate: settings.thirdfort_v2_switchover_date?.toISOString() ?? null,
      sellers: sellersOf(sale).map((person) => row(person, sellerContext)),
      purchaseIntents: sale.purchase_intents.map((intent) => {
        const blocked = checkActionsBlocked({
          personType: 'buyer',
          purchaseIntentActive: intent.is_active,
          buyerLawyerGroupAssigned: buyerGroup !== null,
        });
        const context: PersonContext = {
          blockedReason: !blocked
            ? null
            : !intent.is_active
              ? CHECK_MESSAGES.inactivePurchase
              : CHECK_MESSAGES.noBuyerSolicitor,
          group: buyerGroup,
          fileReference: intent._id,
        };
        const people = buyersOf(intent);
        return {
          _id: intent._id,
          is_active: intent.is_active,
          buyers: people
            .filter((person) => person.person_type === 'buyer')
            .map((person) => row(person, context)),
          giftors: people
            .filter((person) => person.person_type === 'giftor')
            .map((person) => row(person, context)),
        };
      }),
      checks: checks.map((check) => this.toDto(check)),
    };
  }

  private personRow(
    sale: AdminTransactionDetailDto,
    person: Person,
    context: PersonContext,
    checks: IdentityCheckRow[],
  ): CheckPersonRowDto {
    const check = currentCheckFor(
      { ...person, email: person.email ?? '' },
      checks.filter(
        (candidate) =>
          person.person_type === 'seller' ||
          !candidate.purchase_intent_id ||
          candidate.purchase_intent_id === person.purchase_intent_id,
      ),
    );
    const reason =
      context.blockedReason ??
      (!person.email || !person.phone_number ? CHECK_MESSAGES.missingContact : null);
    const state = checkAction(check?.status ?? null, reason !== null);
    const solicitor = context.group?.solicitor ?? null;
    return {
      key: person.key,
      person_type: person.person_type,
      purchase_intent_id: person.purchase_intent_id,
      first_name: person.first_name,
      last_name: person.last_name,
      email: person.email,
      phone_number: person.phone_number,
      check: check ? this.toDto(check) : null,
      action: state.action,
      actionDisabled: state.disabled || !sale.thirdfort_v2,
      disabledReason: !sale.thirdfort_v2
        ? CHECK_MESSAGES.notV2
        : state.disabled
          ? (reason ?? "A complete check can't be reordered.")
          : null,
      sharedWith:
        check && solicitor
          ? {
              name: `${solicitor.first_name} ${solicitor.last_name}`.trim(),
              email: solicitor.email ?? null,
            }
          : null,
      details: {
        fileReference: context.fileReference,
        fullName: `${person.first_name} ${person.last_name}`.trim(),
        phoneNumber: person.phone_number ? toDisplayPhoneNumber(person.phone_number) : '',
        email: person.email ?? '',
        propertyAddress: formatAddress(sale.property.address),
        solicitorEmail: solicitor?.email ?? null,
        recipientEmail: context.group?.thirdfortRecipientEmails.join(', ') ?? '',
      },
    };
  }

  toDto(row: IdentityCheckRow): IdentityCheckDto {
    const checkId = row.thirdfort_id ? checkIdOf(row.thirdfort_id) : null;
    return {
      _id: row._id,
      transaction_id: row.transaction_id,
      purchase_intent_id: row.purchase_intent_id,
      thirdfort_id: row.thirdfort_id,
      checkId,
      checkUrl: checkId
        ? `${this.config.thirdfort.portalUrl.replace(/\/$/, '')}/checks/${encodeURIComponent(checkId)}`
        : null,
      status: row.status,
      person_type: row.person_type,
      person_details: row.person_details,
      failure_reason: row.failure_reason,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  // --- staff actions ----------------------------------------------------------------------

  /** Orders a check for one of the sale's people (matched by §4's rule), through the queue. */
  async create(
    admin: SessionUser,
    transactionId: string,
    body: CreateIdentityCheckDto,
  ): Promise<IdentityCheckDto> {
    const person = await this.allowedPerson(transactionId, {
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      person_type: body.person_type,
      purchase_intent_id: body.purchase_intent_id ?? null,
    });
    if (person.check?.status === 'pending') throw new CheckAlreadyPendingError();
    if (person.check?.status === 'complete') throw new CheckCompleteError();
    const row = await this.database.transaction(async () => {
      const created = await this.insertCheck(admin, transactionId, person, {
        first_name: body.first_name,
        last_name: body.last_name,
        email: body.email,
        phone_number: toCheckPhoneNumber(body.phone_number),
      });
      await this.events.record({
        transactionId,
        purchaseIntentId: person.purchase_intent_id ?? undefined,
        name: 'identity_check_ordered',
        author: admin,
        comments: `${describe(created)}: ordered`,
      });
      return created;
    });
    return this.toDto(row);
  }

  /** Aborts a pending check now; a job cancels it at the provider. */
  async abort(admin: SessionUser, id: string): Promise<IdentityCheckDto> {
    const check = await this.repository.find(id);
    if (!check) throw new IdentityCheckNotFoundError();
    await this.allowedPerson(check.transaction_id, {
      ...check.person_details,
      person_type: check.person_type,
      purchase_intent_id: check.purchase_intent_id,
    });
    const row = await this.database.transaction(async () => {
      const current = await this.repository.findForUpdate(id);
      if (!current) throw new IdentityCheckNotFoundError();
      if (current.status !== 'pending') throw new CheckNotPendingError();
      const aborted = await this.repository.update(id, { status: 'aborted' }, this.clock.now());
      await this.events.record({
        transactionId: current.transaction_id,
        purchaseIntentId: current.purchase_intent_id ?? undefined,
        name: 'identity_check_aborted',
        author: admin,
        comments: `${describe(current)}: aborted`,
      });
      await this.jobs.enqueue('identity-checks.cancel', { checkId: id }, { singletonKey: id });
      return aborted;
    });
    return this.toDto(row);
  }

  /** Orders a new check for the person of a failed or aborted one (their latest). */
  async reorder(admin: SessionUser, id: string): Promise<IdentityCheckDto> {
    const check = await this.repository.find(id);
    if (!check) throw new IdentityCheckNotFoundError();
    const person = await this.allowedPerson(check.transaction_id, {
      ...check.person_details,
      person_type: check.person_type,
      purchase_intent_id: check.purchase_intent_id,
    });
    if (person.check?._id !== id) throw new CheckNotReorderableError();
    if (check.status === 'complete') throw new CheckCompleteError();
    if (check.status === 'pending') throw new CheckAlreadyPendingError();
    const row = await this.database.transaction(async () => {
      const created = await this.insertCheck(admin, check.transaction_id, person, {
        ...check.person_details,
        phone_number: person.phone_number
          ? toCheckPhoneNumber(person.phone_number)
          : check.person_details.phone_number,
      });
      await this.events.record({
        transactionId: check.transaction_id,
        purchaseIntentId: check.purchase_intent_id ?? undefined,
        name: 'identity_check_reordered',
        author: admin,
        comments: `${describe(created)}: reordered`,
      });
      return created;
    });
    return this.toDto(row);
  }

  /**
   * The person of the sale these details match (§4: e-mail, first and last name, case-insensitive,
   * and type), refused unless checks apply to the sale and the person's actions are enabled.
   */
  private async allowedPerson(
    transactionId: string,
    details: {
      first_name: string;
      last_name: string;
      email: string;
      person_type: CheckPersonType;
      purchase_intent_id: string | null;
    },
  ): Promise<CheckPersonRowDto> {
    const view = await this.view(transactionId);
    if (!view.applies) throw new CheckActionRefusedError(CHECK_MESSAGES.notV2);
    const people = [
      ...view.sellers,
      ...view.purchaseIntents.flatMap((intent) => [...intent.buyers, ...intent.giftors]),
    ];
    const person = people.find(
      (candidate) =>
        isSamePerson({ ...candidate, email: candidate.email ?? '' }, details) &&
        (!details.purchase_intent_id ||
          candidate.purchase_intent_id === details.purchase_intent_id),
    );
    if (!person) throw new CheckActionRefusedError(CHECK_MESSAGES.unknownPerson);
    if (person.actionDisabled && person.check?.status !== 'complete') {
      throw new CheckActionRefusedError(person.disabledReason ?? CHECK_MESSAGES.unknownPerson);
    }
    return person;
  }

  private async insertCheck(
    admin: SessionUser,
    transactionId: string,
    person: CheckPersonRowDto,
    details: IdentityCheckRow['person_details'],
  ): Promise<IdentityCheckRow> {
    const created = await this.repository.insertPending(
      {
        transaction_id: transactionId,
        purchase_intent_id: person.purchase_intent_id,
        person_type: person.person_type,
        person_details: details,
        ordered_by: admin._id,
      },
      this.clock.now(),
    );
    if (!created) throw new CheckAlreadyPendingError();
    await this.jobs.enqueue(
      'identity-checks.create',
      { checkId: created._id },
      { singletonKey: created._id },
    );
    return created;
  }

  // --- jobs -------------------------------------------------------------------------------

  /**
   * Makes the check at the provider once: the check's id is the idempotency key, and the
   * provider's id is stored at the first success. A check aborted before it was made is never
   * made; a request the provider refuses fails the check (staff can reorder it).
   */
  async createAtProvider(checkId: string): Promise<void> {
    const check = await this.repository.find(checkId);
    if (!check || check.thirdfort_id || check.status !== 'pending') return;
    let made: Awaited<ReturnType<IdentityChecks['provider']['createCheck']>>;
    try {
      made = await this.provider.provider.createCheck(
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
          comments: `${describe(current)}: the provider refused the check (${error.message})`,
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

  /**
   * Cancels an aborted check at the provider. A check not made yet needs nothing: its create job
   * skips an aborted check, or (its provider call already on the way) stores the provider's id
   * and queues this job again.
   */
  async cancelAtProvider(checkId: string): Promise<void> {
    const check = await this.repository.find(checkId);
    if (!check || check.status !== 'aborted' || !check.thirdfort_id) return;
    const state = await this.provider.provider.cancelCheck(check.thirdfort_id);
    await this.repository.update(
      checkId,
      {
        provider_state: state.providerState.slice(0, 64),
        recommendation: state.recommendation?.slice(0, 64) ?? null,
      },
      this.clock.now(),
    );
  }

  /**
   * Reads the notification feed from the stored cursor, applying each page before moving the
   * cursor on (so a crash re-reads a page, harmlessly), and hands stranded checks back to their
   * create job. Answers how many changes were applied.
   */
  async poll(): Promise<number> {
    let applied = 0;
    let cursor = await this.repository.readCursor(FEED);
    for (let page = 0; page < MAX_PAGES_PER_POLL; page++) {
      const result = await this.provider.provider.listStatusChanges(cursor);
      for (const change of result.changes) {
        if (await this.applyStatusChange(change)) applied++;
      }
      cursor = result.cursor;
      await this.repository.saveCursor(FEED, cursor, this.clock.now());
      if (!result.more) break;
    }
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
    return applied;
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
          comments: `${describe(check)}: ${status}${change.recommendation ? ` (${change.recommendation})` : ''}`,
        });
      }
      return true;
    });
  }

  /** A webhook delivery, verified; 404 when webhooks are not configured. */
  webhookVerifier() {
    return this.provider.webhookVerifier;
  }
}

function describe(check: Pick<IdentityCheckRow, 'person_type' | 'person_details'>): string {
  const { first_name, last_name } = check.person_details;
  return `Identity check for ${first_name} ${last_name} (${check.person_type})`;
}

function sellersOf(sale: AdminTransactionDetailDto): Person[] {
  const primary = sale.primary_seller.user;
  return [
    {
      key: `user:${primary._id}`,
      person_type: 'seller',
      purchase_intent_id: null,
      first_name: primary.first_name,
      last_name: primary.last_name,
      email: primary.email,
      phone_number: primary.phone_number,
    },
    ...sale.additional_sellers.map(
      (person): Person => ({
        key: `person:${person.person_id}`,
        person_type: 'seller',
        purchase_intent_id: null,
        first_name: person.first_name,
        last_name: person.last_name,
        email: person.email,
        phone_number: person.phone_number,
      }),
    ),
  ];
}

function buyersOf(intent: AdminTransactionDetailDto['purchase_intents'][number]): Person[] {
  const primary = intent.primary_buyer.user;
  const person = (
    type: CheckPersonType,
    p: {
      person_id: string;
      first_name: string;
      last_name: string;
      email: string | null;
      phone_number: string | null;
    },
  ): Person => ({
    key: `person:${intent._id}:${p.person_id}`,
    person_type: type,
    purchase_intent_id: intent._id,
    first_name: p.first_name,
    last_name: p.last_name,
    email: p.email,
    phone_number: p.phone_number,
  });
  return [
    {
      key: `user:${intent._id}:${primary._id}`,
      person_type: 'buyer',
      purchase_intent_id: intent._id,
      first_name: primary.first_name,
      last_name: primary.last_name,
      email: primary.email,
      phone_number: primary.phone_number,
    },
    ...intent.additional_buyers.map((p) => person('buyer', p)),
    ...intent.primary_buyer.giftors.map((p) => person('giftor', p)),
  ];
}
