import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { formatAddress } from '@/common/address';
import type { SessionUser } from '@/common/decorators';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/common/errors';
import { ensureOwnerOrAdmin } from '@/common/ownership';
import { Database } from '@/database/database';
import { isObjectId } from '@/database/ids';
import { EmailService } from '@/email/email.service';
import { UsersService } from '@/users/users.service';
import {
  CreatePurchaseIntentDto,
  UpdatePurchaseIntentDto,
  UpdatePurchaseIntentQueryDto,
} from './dto/purchase-intent.dto';
import { MortgageProvidersDto, PurchaseIntentDto } from './dto/purchase-intent-response.dto';
import {
  MORTGAGE_PROVIDERS,
  NOT_SURE_YET,
  OTHER_MORTGAGE_PROVIDERS,
  OTHER_PROVIDER,
  PREFERRED_MORTGAGE_PROVIDERS,
} from './mortgage-providers';
import {
  applyChanges,
  columnsOf,
  draftFromCreate,
  draftFromStored,
  personEntry,
  toPurchaseIntentDto,
} from './purchase-intents.mapping';
import { PurchaseIntentsRepository } from './purchase-intents.repository';
import {
  MESSAGES,
  PROPERTY_NOT_LISTED,
  PurchaseIntentDraft,
  ruleViolations,
  withDependentAnswersCleared,
} from './purchase-intents.rules';

export const PURCHASE_INTENT_NOT_FOUND = 'Purchase intent not found';
export const SUCCESS_EVENT = 'purchase_intent_success_email_sent';

@Injectable()
export class PurchaseIntentsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: PurchaseIntentsRepository,
    private readonly users: UsersService,
    private readonly emails: EmailService,
  ) {}

  mortgageProviders(): MortgageProvidersDto {
    const option = (name: string) => ({ label: name, value: name });
    return {
      providers: [...MORTGAGE_PROVIDERS],
      preferred: [...PREFERRED_MORTGAGE_PROVIDERS],
      options: [
        option(NOT_SURE_YET),
        { label: 'Major lenders', options: PREFERRED_MORTGAGE_PROVIDERS.map(option) },
        { label: 'All lenders', options: OTHER_MORTGAGE_PROVIDERS.map(option) },
        option(OTHER_PROVIDER),
      ],
    };
  }

  /** Creates the purchase intent inactive, terms not accepted, for the signed-in buyer. */
  async create(viewer: SessionUser, input: CreatePurchaseIntentDto): Promise<PurchaseIntentDto> {
    const buyerId = await this.primaryBuyerFor(viewer, input.primaryBuyerId);
    const draft = withDependentAnswersCleared(draftFromCreate(input));
    await this.check(draft);
    const id = await this.database.transaction(async () => {
      const row = await this.repository.insert({ primary_buyer_id: buyerId, ...columnsOf(draft) });
      await this.savePeople(row._id, draft);
      return row._id;
    });
    return this.load(id);
  }

  async get(viewer: SessionUser, id: string): Promise<PurchaseIntentDto> {
    assertObjectId(id);
    const record = owned(viewer, await this.repository.findRecord(id), (r) => r.intent);
    return toPurchaseIntentDto(record);
  }

  /** A buyer's purchase intents, newest first: your own, or anyone's for an admin. */
  async listForUser(viewer: SessionUser, userId: string): Promise<PurchaseIntentDto[]> {
    assertObjectId(userId);
    if (viewer.type !== 'admin' && viewer._id !== userId) {
      throw new ForbiddenError("You don't have permission to perform this action.");
    }
    const records = await this.repository.listRecordsForBuyer(userId);
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
    assertObjectId(id);
    const hasChanges = Object.values(changes).some((value) => value !== undefined);
    const acceptTerms = query.termsAndConditions === 'true';
    if (!hasChanges && !acceptTerms) {
      throw new ValidationError(['Please provide at least one field to update']);
    }
    await this.database.transaction(async () => {
      const row = owned(viewer, await this.repository.findByIdForUpdate(id), (r) => r);
      if (hasChanges) {
        const stored = draftFromStored(row, await this.repository.listPeople([id]));
        const draft = withDependentAnswersCleared(applyChanges(stored, changes));
        await this.check(draft);
        await this.repository.update(id, columnsOf(draft));
        const listsChanged =
          changes.additionalBuyers !== undefined ||
          changes.giftors !== undefined ||
          draft.additionalBuyers.length !== stored.additionalBuyers.length ||
          draft.giftors.length !== stored.giftors.length;
        if (listsChanged) await this.savePeople(id, draft);
      }
      if (acceptTerms) await this.repository.acceptTerms(id);
    });
    return this.load(id);
  }

  /**
   * Confirms the covered fees: the purchase becomes active, the success event is recorded and the
   * success e-mail queued, all in one transaction. Only the call that activates it does the
   * rest, so a repeated (or concurrent) confirmation sends no second e-mail.
   */
  async confirm(viewer: SessionUser, id: string): Promise<PurchaseIntentDto> {
    assertObjectId(id);
    const row = owned(viewer, await this.repository.findById(id), (r) => r);
    if (!row.terms_and_conditions) {
      throw new ConflictError('Please accept the terms and conditions before confirming fees.');
    }
    await this.database.transaction(async () => {
      if (!(await this.repository.activateIfInactive(id))) return;
      const record = await this.repository.findRecord(id);
      if (!record) throw new NotFoundError(PURCHASE_INTENT_NOT_FOUND);
      await this.repository.recordEvent({
        purchase_intent_id: id,
        event_name: SUCCESS_EVENT,
        author: viewer._id,
        authorName: `${viewer.first_name} ${viewer.last_name}`.trim(),
      });
      await this.emails.queue(record.buyer.email, 'purchase-intent-success', {
        firstName: record.buyer.first_name,
        address: formatAddress(record.property?.address),
        dashboardUrl: `${this.config.appUrl}/dashboard/buy/${id}`,
      });
    });
    return this.load(id);
  }

  private async primaryBuyerFor(viewer: SessionUser, requested: string | undefined) {
    if (!requested || requested === viewer._id) return viewer._id;
    if (viewer.type !== 'admin') {
      throw new ForbiddenError("You don't have permission to perform this action.");
    }
    const buyer = await this.users.findById(requested);
    if (!buyer) throw new NotFoundError('User not found');
    return buyer._id;
  }

  /** The property rules first (they decide whether the rest matters), then every other rule. */
  private async check(draft: PurchaseIntentDraft): Promise<void> {
    const messages: string[] = [];
    if (draft.propertyId === PROPERTY_NOT_LISTED) {
      messages.push(MESSAGES.propertyNotListed(this.config.supportEmail));
    } else if (
      draft.propertyId &&
      (!isObjectId(draft.propertyId) || !(await this.repository.findProperty(draft.propertyId)))
    ) {
      messages.push(MESSAGES.selectAddress);
    }
    for (const message of ruleViolations(draft)) {
      if (!messages.includes(message)) messages.push(message);
    }
    if (messages.length > 0) throw new ValidationError(messages);
  }

  private async savePeople(id: string, draft: PurchaseIntentDraft): Promise<void> {
    await this.repository.replacePeople(
      id,
      'additional_buyer',
      draft.additionalBuyers.map((person) => personEntry(person, null)),
    );
    await this.repository.replacePeople(
      id,
      'giftor',
      draft.giftors.map((giftor) => personEntry(giftor, giftor)),
    );
  }

  private async load(id: string): Promise<PurchaseIntentDto> {
    const record = await this.repository.findRecord(id);
    if (!record) throw new NotFoundError(PURCHASE_INTENT_NOT_FOUND);
    return toPurchaseIntentDto(record);
  }
}

/** The record if the viewer may see it; someone else's answers like a missing one (404). */
function owned<T>(
  viewer: SessionUser,
  record: T | undefined,
  intentOf: (record: T) => { primary_buyer_id: string },
): T {
  if (!record) throw new NotFoundError(PURCHASE_INTENT_NOT_FOUND);
  ensureOwnerOrAdmin(viewer, intentOf(record).primary_buyer_id, PURCHASE_INTENT_NOT_FOUND);
  return record;
}

function assertObjectId(id: string): void {
  if (!isObjectId(id)) throw new ValidationError(['Invalid ObjectId format']);
}
