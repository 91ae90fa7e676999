import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/platform/config/config.module';
import type { AppConfig } from '@/platform/config/config';
import { formatAddress } from '@/platform/common/address';
import { Clock } from '@/platform/common/clock';
import type { SessionUser } from '@/platform/common/decorators';
import { NoPermissionError, NothingToUpdateError, ValidationError } from '@/platform/common/errors';
import { ensureOwner } from '@/platform/common/ownership';
import { Database } from '@/platform/database/database';
import type { PURCHASE_INTENT_PERSON_ROLES } from '@/platform/database/schema';
import { EmailService } from '@/platform/email/email.service';
import type { EventName } from '@/platform/timeline/events.catalogue';
import { EventsService } from '@/platform/timeline/events.service';
import { PeopleService } from '@/accounts/people/people.service';
import { ProgressChangesService } from '@/sales/progress-emails/progress-changes.service';
import { PropertiesService } from '@/sales/properties/properties.service';
import { UserNotFoundError } from '@/accounts/users/users.errors';
import { UsersService } from '@/accounts/users/users.service';
import {
  AdminCreatePurchaseIntentDto,
  CreatePurchaseIntentDto,
  MovePurchaseIntentDto,
  UpdatePurchaseIntentDto,
  UpdatePurchaseIntentQueryDto,
} from './dto/purchase-intent.dto';
import { MortgageProvidersDto, PurchaseIntentDto } from './dto/purchase-intent-response.dto';
import { mortgageProviderChoices } from './mortgage-providers';
import {
  applyChanges,
  columnsOf,
  draftFromCreate,
  draftFromStored,
  toPurchaseIntentDto,
} from './purchase-intents.mapping';
import {
  FeesTermsNotAcceptedError,
  PurchaseIntentNotFoundError,
  PurchaseLockedError,
} from './purchase-intents.errors';
import { PurchaseSaleLinks } from './purchase-sale-links';
import { MilestonesService } from '@/sales/milestones/milestones.service';
import { PurchaseIntentsQueryRepository } from './purchase-intents.query-repository';
import { LinkedSale, PurchaseIntentsRepository, SaleLink } from './purchase-intents.repository';
import {
  GiftorDraft,
  MESSAGES,
  PersonDraft,
  PROPERTY_NOT_LISTED,
  PurchaseIntentDraft,
  ruleViolations,
  withDependentAnswersCleared,
} from './purchase-intents.rules';
import { isConfirmed } from './purchase-confirmed.rules';

type PersonRole = (typeof PURCHASE_INTENT_PERSON_ROLES)[number];

export const SUCCESS_EVENT = 'purchase_intent_success_email_sent' satisfies EventName;

/**
 * Buyers' purchases ("purchase intents"). A customer reaches only their own (others answer 404
 * 'Purchase intent not found'); the back office reaches every one through the `admin*` methods,
 * behind the admin controller.
 */
@Injectable()
export class PurchaseIntentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: PurchaseIntentsRepository,
    private readonly records: PurchaseIntentsQueryRepository,
    private readonly saleLinks: PurchaseSaleLinks,
    private readonly users: UsersService,
    private readonly properties: PropertiesService,
    private readonly people: PeopleService,
    private readonly events: EventsService,
    private readonly emails: EmailService,
    private readonly progress: ProgressChangesService,
    private readonly milestones: MilestonesService,
    private readonly clock: Clock,
  ) {}

  mortgageProviders(): MortgageProvidersDto {
    return mortgageProviderChoices();
  }

  /** Creates the purchase intent inactive, terms not accepted, for the signed-in buyer. */
  async create(viewer: SessionUser, input: CreatePurchaseIntentDto): Promise<PurchaseIntentDto> {
    if (input.primaryBuyerId && input.primaryBuyerId !== viewer._id) {
      throw new NoPermissionError();
    }
    return this.createFor(viewer._id, input);
  }

  async get(viewer: SessionUser, id: string): Promise<PurchaseIntentDto> {
    const record = owned(viewer, await this.records.findRecord(id), (r) => r.intent);
    return toPurchaseIntentDto(record);
  }

  /** Your purchase intents, newest first. */
  async listForUser(viewer: SessionUser, userId: string): Promise<PurchaseIntentDto[]> {
    if (viewer._id !== userId) throw new NoPermissionError();
    const records = await this.records.listRecordsForBuyer(userId);
    return records.map(toPurchaseIntentDto);
  }

  /**
   * Applies the changed fields on top of what is stored and checks the result against every
   * rule, as a whole; `termsAndConditions=true` records acceptance of the terms.
   */
  async update(
    viewer: SessionUser,
    id: string,
    changes: UpdatePurchaseIntentDto,
    query: UpdatePurchaseIntentQueryDto,
  ): Promise<PurchaseIntentDto> {
    const hasChanges = Object.values(changes).some((value) => value !== undefined);
    const acceptTerms = query.termsAndConditions === 'true';
    if (!hasChanges && !acceptTerms) throw new NothingToUpdateError();
    await this.database.transaction(async () => {
      const row = owned(viewer, await this.repository.findByIdForUpdate(id), (r) => r);
      // Once confirmed, staff change the answers (the buyer asks through a change request).
      if (hasChanges && isConfirmed(row)) throw new PurchaseLockedError();
      if (hasChanges) {
        const stored = draftFromStored(row, await this.records.listPeople([id]));
        const draft = withDependentAnswersCleared(applyChanges(stored, changes));
        await this.check(draft);
        const propertyChanged = draft.propertyId !== stored.propertyId;
        const transactionId = propertyChanged
          ? await this.saleLinks.saleOfChoice(draft.propertyId)
          : row.transaction_id;
        await this.repository.update(id, { ...columnsOf(draft), transaction_id: transactionId });
        if (transactionId && transactionId !== row.transaction_id) {
          await this.saleLinks.recordAttached(transactionId, id);
        }
        const listsChanged =
          changes.additionalBuyers !== undefined ||
          changes.giftors !== undefined ||
          draft.additionalBuyers.length !== stored.additionalBuyers.length ||
          draft.giftors.length !== stored.giftors.length;
        if (listsChanged) await this.savePeople(id, draft);
      }
      if (acceptTerms) await this.repository.acceptTerms(id, this.clock.now());
    });
    return this.load(id);
  }

  /**
   * Confirms the covered fees: the purchase becomes active, the success event is recorded and the
   * success e-mail queued, all in one transaction. Only the call that activates it does the
   * rest, so a repeated (or concurrent) confirmation sends no second e-mail.
   */
  async confirm(viewer: SessionUser, id: string): Promise<PurchaseIntentDto> {
    const row = owned(viewer, await this.repository.findById(id), (r) => r);
    if (!row.terms_and_conditions) throw new FeesTermsNotAcceptedError();
    await this.database.transaction(async () => {
      if (!(await this.repository.activateIfInactive(id))) return;
      const record = await this.records.findRecord(id);
      if (!record) throw new PurchaseIntentNotFoundError();
      // an active purchase goes ahead before inactive ones
      if (row.transaction_id) await this.milestones.refreshProgress(row.transaction_id);
      await this.events.record({
        purchaseIntentId: id,
        name: SUCCESS_EVENT,
        author: viewer,
      });
      await this.emails.queue(record.buyer.email, 'purchase-intent-success', {
        firstName: record.buyer.first_name,
        address: formatAddress(record.property?.address),
        dashboardUrl: `${this.config.appUrl}/dashboard/buy/${id}`,
      });
    });
    return this.load(id);
  }

  // --- for other modules -------------------------------------------------------------------

  /** Who bought and which sale the purchase is linked to (for the sale's linked view). */
  findSaleLink(id: string): Promise<SaleLink | undefined> {
    return this.repository.findSaleLink(id);
  }

  listSaleLinksOfBuyer(userId: string): Promise<LinkedSale[]> {
    return this.repository.listSaleLinksOfBuyer(userId);
  }

  // --- back office (behind the admin controller) ------------------------------------------

  async adminGet(id: string): Promise<PurchaseIntentDto> {
    return this.load(id);
  }

  /** Anyone's purchase intents, newest first. */
  async adminListForBuyer(userId: string): Promise<PurchaseIntentDto[]> {
    return (await this.records.listRecordsForBuyer(userId)).map(toPurchaseIntentDto);
  }

  /** The purchases of a sale, active first, then newest first (the sale's detail page). */
  async adminListForSale(transactionId: string): Promise<PurchaseIntentDto[]> {
    const records = await this.records.listRecordsForSale(transactionId);
    return records
      .map(toPurchaseIntentDto)
      .sort((a, b) => Number(isConfirmed(b)) - Number(isConfirmed(a)));
  }

  /** The ids of the purchases `adminListForSale` answers (for the sale's timeline). */
  adminIdsForSale(transactionId: string): Promise<string[]> {
    return this.repository.listIdsForSale(transactionId);
  }

  /** Staff attach the purchase to a sale, or move it (PurchaseSaleLinks.move). */
  async adminMoveToSale(
    admin: SessionUser,
    id: string,
    input: MovePurchaseIntentDto,
  ): Promise<PurchaseIntentDto> {
    await this.database.transaction(() => this.saleLinks.move(admin, id, input));
    return this.load(id);
  }

  /** A seller has just put the property on sale (PurchaseSaleLinks.attachWaiting). */
  attachWaitingPurchases(propertyId: string, transactionId: string): Promise<void> {
    return this.saleLinks.attachWaiting(propertyId, transactionId);
  }

  /** A purchase intent for a named buyer, checked by the same rules as the buyer's own. */
  async adminCreate(input: AdminCreatePurchaseIntentDto): Promise<PurchaseIntentDto> {
    const { primaryBuyerId, ...form } = input;
    const buyer = await this.users.findById(primaryBuyerId);
    if (!buyer) throw new UserNotFoundError();
    return this.createFor(buyer._id, form);
  }

  // --- internals --------------------------------------------------------------------------

  private async createFor(
    buyerId: string,
    input: Omit<CreatePurchaseIntentDto, 'primaryBuyerId'>,
  ): Promise<PurchaseIntentDto> {
    const draft = withDependentAnswersCleared(draftFromCreate(input));
    await this.check(draft);
    const id = await this.database.transaction(async () => {
      const transactionId = await this.saleLinks.saleOfChoice(draft.propertyId);
      const row = await this.repository.insert({
        primary_buyer_id: buyerId,
        ...columnsOf(draft),
        transaction_id: transactionId,
      });
      await this.savePeople(row._id, draft);
      if (transactionId) await this.saleLinks.recordAttached(transactionId, row._id);
      return row._id;
    });
    return this.load(id);
  }

  /** The property rules first (they decide whether the rest matters), then every other rule. */
  private async check(draft: PurchaseIntentDraft): Promise<void> {
    const messages: string[] = [];
    if (draft.propertyId === PROPERTY_NOT_LISTED) {
      messages.push(MESSAGES.propertyNotListed(this.config.supportEmail));
    } else if (draft.propertyId && !(await this.properties.findById(draft.propertyId))) {
      messages.push(MESSAGES.selectAddress);
    }
    for (const message of ruleViolations(draft)) {
      if (!messages.includes(message)) messages.push(message);
    }
    if (messages.length > 0) throw new ValidationError(messages);
  }

  private async savePeople(id: string, draft: PurchaseIntentDraft): Promise<void> {
    await this.savePeopleOf(id, 'additional_buyer', draft.additionalBuyers);
    await this.savePeopleOf(id, 'giftor', draft.giftors);
  }

  /** Makes the purchase intent's people of one role the draft's list (no orphan people left). */
  private async savePeopleOf(
    id: string,
    role: PersonRole,
    entries: (PersonDraft & Partial<Pick<GiftorDraft, 'relationship' | 'amount'>>)[],
  ): Promise<void> {
    await this.people.replaceList({
      personType: role === 'giftor' ? 'giftor' : 'buyer',
      current: await this.repository.listPersonIds(id, role),
      entries,
      relink: (list) =>
        this.repository.relinkPeople(
          id,
          role,
          list.map(({ personId, entry }) => ({
            personId,
            relationship: entry.relationship ?? null,
            amount: entry.amount ?? null,
          })),
        ),
    });
  }

  private async load(id: string): Promise<PurchaseIntentDto> {
    const record = await this.records.findRecord(id);
    if (!record) throw new PurchaseIntentNotFoundError();
    return toPurchaseIntentDto(record);
  }
}

/** The record if it is the viewer's; someone else's answers like a missing one (404). */
function owned<T>(
  viewer: SessionUser,
  record: T | undefined,
  intentOf: (record: T) => { primary_buyer_id: string },
): T {
  return ensureOwner(
    viewer,
    record,
    (r) => intentOf(r).primary_buyer_id,
    () => new PurchaseIntentNotFoundError(),
  );
}
