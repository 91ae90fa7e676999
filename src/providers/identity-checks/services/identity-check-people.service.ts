import { Inject, Injectable } from '@nestjs/common';
import type { AccessSubject } from '@/accounts/access-records/access-records.rules';
import { formatAddress } from '@/platform/common/address';
import type { AppConfig } from '@/platform/config/config';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { LawyerGroupDto } from '@/partners/law-firms/dto/law-firm.dto';
import type { AdminTransactionDetailDto } from '@/sales/sale/dto/admin-sale-detail.dto';
import { SaleDetailService } from '@/sales/sale/services/sale-detail.service';
import { checkIdOf } from '../adapters/thirdfort.mapping';
import type {
  CheckPersonCardDto,
  CheckPersonRowDto,
  IdentityCheckDto,
  IdentityChecksDto,
} from '../dto/identity-checks.dto';
import {
  IdentityChecksRepository,
  type IdentityCheckRow,
  type KeyedIdentityCheckRow,
} from '../identity-checks.repository';
import {
  CHECK_MESSAGES,
  checkAction,
  checkActionsBlocked,
  CheckPersonType,
  toDisplayPhoneNumber,
} from '../identity-checks.rules';

type Person = {
  key: string;
  /** Whose personal data the row shows: their user account when they have one. */
  subject: AccessSubject;
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
 * A person's row with what only staff who ask for the full details see (the 'Show Full Details'
 * card), and whose data it is (the Access list of issue 27).
 */
export type CheckPersonRow = CheckPersonRowDto & {
  details: CheckPersonCardDto;
  subject: AccessSubject;
};

type CheckPurchaseIntentRows = Omit<
  IdentityChecksDto['purchaseIntents'][number],
  'buyers' | 'giftors'
> & {
  buyers: CheckPersonRow[];
  giftors: CheckPersonRow[];
};

/** A sale's people who may need a check, each with their current check and the action it offers. */
export type CheckPeople = {
  sale: AdminTransactionDetailDto;
  /** Every check of the sale, newest first, with the key of its person. */
  checks: KeyedIdentityCheckRow[];
  /**
   * Each person's key (`CheckPersonRowDto.key`) → the key checks are matched by
   * (`identity_person_key`): a check is theirs when its `person_key` is the same.
   */
  matchKeys: Map<string, string>;
  sellers: CheckPersonRow[];
  purchaseIntents: CheckPurchaseIntentRows[];
};

/**
 * The rules of admin.md §4 applied to one sale: its sellers, and the buyers and giftors of each
 * purchase intent, each matched to their current check, with the action it offers and why that
 * action is refused. The identity-check tab shows them; the staff actions and the estate agent's
 * e-mail act on them.
 */
@Injectable()
export class IdentityCheckPeopleService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly detail: SaleDetailService,
    private readonly repository: IdentityChecksRepository,
  ) {}

  async forSale(transactionId: string): Promise<CheckPeople> {
    const sale = await this.detail.get(transactionId); // 404 for an unknown sale
    const checks = await this.repository.listForTransaction(transactionId);
    const accounts = new Map(sale.person_users.map((link) => [link.person_id, link.user_id]));
    const sellers = sellersOf(sale, accounts);
    const intents = sale.purchase_intents.map((intent) => ({
      intent,
      people: buyersOf(intent, accounts),
    }));
    const everyone = [...sellers, ...intents.flatMap(({ people }) => people)];
    const keys = await this.repository.personKeys(everyone);
    const matchKeys = new Map(everyone.map((person, i) => [person.key, keys[i]]));
    const row = (person: Person, context: PersonContext) =>
      this.personRow(sale, person, context, checks, matchKeys.get(person.key)!);
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
      sale,
      checks,
      matchKeys,
      sellers: sellers.map((person) => row(person, sellerContext)),
      purchaseIntents: intents.map(({ intent, people }) => {
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

  private personRow(
    sale: AdminTransactionDetailDto,
    person: Person,
    context: PersonContext,
    checks: KeyedIdentityCheckRow[],
    matchKey: string,
  ): CheckPersonRow {
    // The person's newest check (`checks` is newest first; a reorder makes a new one).
    const check =
      checks.find(
        (candidate) =>
          candidate.person_key === matchKey &&
          (person.person_type === 'seller' ||
            !candidate.purchase_intent_id ||
            candidate.purchase_intent_id === person.purchase_intent_id),
      ) ?? null;
    const reason =
      context.blockedReason ??
      (!person.email || !person.phone_number ? CHECK_MESSAGES.missingContact : null);
    const state = checkAction(check?.status ?? null, reason !== null);
    const solicitor = context.group?.solicitor ?? null;
    return {
      key: person.key,
      subject: person.subject,
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
}

/** A person of a sale: their user account when they have one, else their own record. */
type Accounts = ReadonlyMap<string, string>;

function personSubject(personId: string, accounts: Accounts): AccessSubject {
  const userId = accounts.get(personId);
  return userId ? { type: 'user', id: userId } : { type: 'person', id: personId };
}

function sellersOf(sale: AdminTransactionDetailDto, accounts: Accounts): Person[] {
  const primary = sale.primary_seller.user;
  return [
    {
      key: `user:${primary._id}`,
      subject: { type: 'user', id: primary._id },
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
        subject: personSubject(person.person_id, accounts),
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

function buyersOf(
  intent: AdminTransactionDetailDto['purchase_intents'][number],
  accounts: Accounts,
): Person[] {
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
    subject: personSubject(p.person_id, accounts),
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
      subject: { type: 'user', id: primary._id },
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
