import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { Database } from '@/platform/database/database';
import { EventsService } from '@/platform/timeline/events.service';
import { JobsService } from '@/platform/jobs/jobs.service';
import type {
  CheckPersonRowDto,
  CreateIdentityCheckDto,
  IdentityCheckDto,
} from '../dto/identity-checks.dto';
import {
  CheckActionRefusedError,
  CheckAlreadyPendingError,
  CheckCompleteError,
  CheckNotPendingError,
  CheckNotReorderableError,
  IdentityCheckNotFoundError,
} from '../identity-checks.errors';
import { IdentityChecksRepository, type IdentityCheckRow } from '../identity-checks.repository';
import {
  CHECK_MESSAGES,
  CheckPersonType,
  describeCheck,
  toCheckPhoneNumber,
} from '../identity-checks.rules';
import { IdentityCheckPeopleService } from './identity-check-people.service';

/**
 * Staff actions on identity checks (admin.md §4): order a person's check, abort a pending one,
 * reorder a failed or aborted one. Each commits with its event and its job (which makes or
 * cancels the check at the provider).
 */
@Injectable()
export class IdentityCheckCommandsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: IdentityChecksRepository,
    private readonly people: IdentityCheckPeopleService,
    private readonly events: EventsService,
    private readonly jobs: JobsService,
    private readonly clock: Clock,
  ) {}

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
        comments: `${describeCheck(created)}: ordered`,
      });
      return created;
    });
    return this.people.toDto(row);
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
        comments: `${describeCheck(current)}: aborted`,
      });
      await this.jobs.enqueue('identity-checks.cancel', { checkId: id }, { singletonKey: id });
      return aborted;
    });
    return this.people.toDto(row);
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
        comments: `${describeCheck(created)}: reordered`,
      });
      return created;
    });
    return this.people.toDto(row);
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
    const { sale, sellers, purchaseIntents, matchKeys } = await this.people.forSale(transactionId);
    if (!sale.thirdfort_v2) throw new CheckActionRefusedError(CHECK_MESSAGES.notV2);
    const people = [
      ...sellers,
      ...purchaseIntents.flatMap((intent) => [...intent.buyers, ...intent.giftors]),
    ];
    const [detailsKey] = await this.repository.personKeys([details]);
    const person = people.find(
      (candidate) =>
        matchKeys.get(candidate.key) === detailsKey &&
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
}
