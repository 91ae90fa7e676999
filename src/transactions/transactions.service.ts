import { Inject, Injectable } from '@nestjs/common';
import { EmailService } from '@/email/email.service';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { formatAddress } from '@/common/address';
import { Clock } from '@/common/clock';
import type { SessionUser } from '@/common/decorators';
import { NoPermissionError, NothingToUpdateError } from '@/common/errors';
import { ensureOwner } from '@/common/ownership';
import type { AddressDto } from '@/common/validators';
import { Database } from '@/database/database';
import { EstateAgentChoiceDto } from '@/estate-agents/dto/estate-agent-choice.dto';
import { EstateAgentsService, toChoice } from '@/estate-agents/estate-agents.service';
import { EventDto } from '@/events/dto/event.dto';
import { EventsService } from '@/events/events.service';
import { JobsService } from '@/jobs/jobs.service';
import { OrderDto, toOrderDto } from '@/orders/dto/order.dto';
import { SaleAlreadyPaidError } from '@/orders/orders.errors';
import { OrdersService } from '@/orders/orders.service';
import type { OrderRow } from '@/orders/orders.repository';
import { isSettled } from '@/orders/paid';
import { PeopleService, toPersonDto } from '@/people/people.service';
import { toPropertyDto } from '@/properties/dto/property.dto';
import { PropertiesService, PropertyInput } from '@/properties/properties.service';
import { PurchaseIntentsService } from '@/purchase-intents/purchase-intents.service';
import { ReferralCodeNotValidError } from '@/referral-codes/referral-codes.errors';
import { ReferralCodesService } from '@/referral-codes/referral-codes.service';
import { LatestTransactionDto, LinkedTransactionDto, TransactionDto } from './dto/transaction.dto';
import {
  CreateTransactionDto,
  CustomerType,
  EstateAgentStatus,
  SellerPersonDto,
  UpdateTransactionDto,
  UpdateTransactionQueryDto,
} from './dto/transaction-input.dto';
import {
  EstateAgentChoiceError,
  RepresentativeNeedsSellerError,
  SellerNotFoundError,
  TermsNotAcceptedError,
  TransactionNotFoundError,
} from './transactions.errors';
import {
  SaleCardRow,
  SellerPersonRow,
  TransactionChanges,
  TransactionRow,
  TransactionsRepository,
  TransactionViewRow,
} from './transactions.repository';

/** What the payment receipt says about the sale it was paid for. */
export type ReceiptDetails = { email: string; firstName: string; address: string };

/**
 * Sellers' sales ("transactions"): onboarding, terms, estate agent and referral code. A customer
 * reaches only sales they are the primary seller of (others answer 404 'Transaction not found');
 * the back office reaches every sale through the `admin*` methods, behind the admin controller.
 * Orders belong to the orders module, the timeline to the events module.
 */
@Injectable()
export class TransactionsService {
  constructor(
    @Inject(Database) private readonly database: Database,
    private readonly repository: TransactionsRepository,
    private readonly orders: OrdersService,
    private readonly events: EventsService,
    private readonly people: PeopleService,
    private readonly properties: PropertiesService,
    private readonly purchaseIntents: PurchaseIntentsService,
    private readonly estateAgents: EstateAgentsService,
    private readonly referralCodes: ReferralCodesService,
    private readonly jobs: JobsService,
    private readonly emails: EmailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  // --- onboarding -------------------------------------------------------------------------

  /** Creates (or updates) the property, then the resale with `viewer` as primary seller. */
  async create(viewer: SessionUser, body: CreateTransactionDto): Promise<TransactionDto> {
    checkRepresentative(body.customerType, body.additionalSellers?.length ?? 0);
    if (body.primarySellerId && body.primarySellerId !== viewer._id) {
      throw new NoPermissionError();
    }
    const id = await this.database.transaction(async () => {
      const input = propertyInputOf(body);
      const property = body.propertyId
        ? await this.properties.changeForUser(viewer, body.propertyId, input)
        : await this.properties.createForUser(viewer, input);
      const transaction = await this.repository.create({
        type: 'resale',
        property_id: property._id,
        primary_seller_id: viewer._id,
        customer_type: body.customerType,
        asking_price: body.askingPrice ?? null,
        has_mortgage: body.hasMortgage,
        onward_purchase: body.onwardPurchase,
        is_using_foreign_currency: body.isUsingForeignCurrency,
        requiresMortgageReferral: body.requiresMortgageReferral ?? null,
      });
      await this.saveSellers(transaction._id, body.additionalSellers ?? [], []);
      await this.events.record({
        transactionId: transaction._id,
        name: 'transaction_created',
        author: viewer,
      });
      await this.purchaseIntents.attachWaitingPurchases(property._id, transaction._id);
      if (body.estateAgent) await this.chooseEstateAgent(viewer, transaction, body.estateAgent);
      return transaction._id;
    });
    return this.view(id);
  }

  async get(viewer: SessionUser, id: string): Promise<TransactionDto> {
    await this.loadOwned(viewer, id);
    return this.view(id);
  }

  /** Applies the changed fields; `termsAndConditions=true` records acceptance of the terms. */
  async update(
    viewer: SessionUser,
    id: string,
    body: UpdateTransactionDto,
    query: UpdateTransactionQueryDto,
  ): Promise<TransactionDto> {
    const acceptTerms = query.termsAndConditions === 'true';
    const hasChanges = Object.values(body).some((value) => value !== undefined);
    if (!hasChanges && !acceptTerms) throw new NothingToUpdateError();
    await this.database.transaction(async () => {
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      const sellers = await this.repository.listSellers([transaction._id]);
      if (body.customerType !== undefined || body.additionalSellers !== undefined) {
        checkRepresentative(
          body.customerType ?? transaction.customer_type,
          body.additionalSellers?.length ?? sellers.length,
        );
      }
      const input = propertyInputOf(body);
      if (input.propertyAddress || input.tenureOption || input.tenureDetails) {
        await this.properties.changeForUser(viewer, transaction.property_id, input);
      }
      const changes: TransactionChanges = {};
      if (body.customerType !== undefined) changes.customer_type = body.customerType;
      if (body.askingPrice !== undefined) changes.asking_price = body.askingPrice;
      if (body.hasMortgage !== undefined) changes.has_mortgage = body.hasMortgage;
      if (body.onwardPurchase !== undefined) changes.onward_purchase = body.onwardPurchase;
      if (body.isUsingForeignCurrency !== undefined) {
        changes.is_using_foreign_currency = body.isUsingForeignCurrency;
      }
      if (body.requiresMortgageReferral !== undefined) {
        changes.requiresMortgageReferral = body.requiresMortgageReferral;
      }
      await this.repository.update(transaction._id, changes);
      if (body.additionalSellers !== undefined) {
        await this.saveSellers(transaction._id, body.additionalSellers, sellers);
      }
      if (body.estateAgent) await this.chooseEstateAgent(viewer, transaction, body.estateAgent);
      if (acceptTerms) await this.acceptTerms(viewer, transaction);
    });
    return this.view(id);
  }

  // --- reading ----------------------------------------------------------------------------

  /** Your sales, newest first. */
  async listForUser(viewer: SessionUser, userId: string): Promise<TransactionDto[]> {
    ensureSelf(viewer, userId);
    return this.views(await this.repository.listIdsForSeller(userId));
  }

  async latestForUser(viewer: SessionUser, userId: string): Promise<LatestTransactionDto> {
    ensureSelf(viewer, userId);
    const latestId = await this.repository.findLatestIdForSeller(userId);
    if (!latestId) throw new TransactionNotFoundError();
    const latest = await this.view(latestId);
    return {
      _id: latest._id,
      orders: latest.orders,
      terms_and_conditions: latest.terms_and_conditions,
      complete: latest.complete,
    };
  }

  /** Your sales as home-dashboard cards, newest first. */
  listCardsForSeller(userId: string): Promise<SaleCardRow[]> {
    return this.repository.listCardsForSeller(userId);
  }

  /** The sale a purchase intent is linked to, as its buyer (or the sale's seller) sees it. */
  async getForPurchaseIntent(
    viewer: SessionUser,
    purchaseIntentId: string,
  ): Promise<LinkedTransactionDto> {
    const link = await this.purchaseIntents.findSaleLink(purchaseIntentId);
    const [row] = link?.transactionId
      ? await this.repository.findViewRows([link.transactionId])
      : [];
    if (!link || !row) throw new TransactionNotFoundError();
    const mayRead = link.buyerId === viewer._id || row.transaction.primary_seller_id === viewer._id;
    if (!mayRead) throw new TransactionNotFoundError();
    return toLinkedDto(row, purchaseIntentId);
  }

  /** The sales linked to your purchase intents, newest purchase first. */
  async listForPurchaseIntentsOfUser(
    viewer: SessionUser,
    userId: string,
  ): Promise<LinkedTransactionDto[]> {
    ensureSelf(viewer, userId);
    const links = await this.purchaseIntents.listSaleLinksOfBuyer(userId);
    const rows = await this.repository.findViewRows([
      ...new Set(links.map((l) => l.transactionId)),
    ]);
    const byId = new Map(rows.map((row) => [row.transaction._id, row]));
    return links.flatMap((link) => {
      const row = byId.get(link.transactionId);
      return row ? [toLinkedDto(row, link.purchaseIntentId)] : [];
    });
  }

  // --- estate agent -----------------------------------------------------------------------

  /** `choice`: an estate agent id, 'not_listed' or 'no_agent'. */
  async setEstateAgent(viewer: SessionUser, id: string, choice: string): Promise<TransactionDto> {
    await this.database.transaction(async () => {
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      await this.chooseEstateAgent(viewer, transaction, choice);
    });
    return this.view(id);
  }

  /** A seller sets assigned (with an agent), not_listed or no_agent; 'pending' is the back office's. */
  async setEstateAgentStatus(
    viewer: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    if (status === 'pending') throw new NoPermissionError();
    if (status === 'assigned' && !estateAgentId) throw new EstateAgentChoiceError();
    await this.database.transaction(async () => {
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      await this.changeEstateAgentStatus(viewer, transaction, status, estateAgentId);
    });
    return this.view(id);
  }

  // --- terms and referral code -----------------------------------------------------------

  /**
   * Makes the first order free with a usable referral code; the sale is then complete. Refused
   * (409) when a card payment settled it first; a card payment that succeeds after the code is
   * flagged for refund by the payments module. A deadlock is retried, never answered with a 500.
   */
  async applyReferralCode(viewer: SessionUser, id: string, input: string): Promise<TransactionDto> {
    await this.loadOwned(viewer, id);
    await this.referralCodes.limitAttempts(viewer);
    const code = await this.referralCodes.findUsable(input);
    if (!code) throw new ReferralCodeNotValidError();
    await this.database.retryingTransaction(async () => {
      // the settlement lock before the sale's row, in the order the card payment takes them
      await this.orders.lockSettlement(id);
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      if (!transaction.terms_and_conditions) throw new TermsNotAcceptedError();
      const order = await this.orders.firstOrderOf(transaction._id);
      if (isSettled(order)) {
        if (order.code) return; // a code already made it free: applying again changes nothing
        throw new SaleAlreadyPaidError();
      }
      if (!(await this.orders.settleWithCode(order._id, code.code))) {
        throw new SaleAlreadyPaidError();
      }
      await this.repository.update(transaction._id, { referral_code_id: code._id });
      await this.events.record({
        transactionId: transaction._id,
        name: 'referral_code_applied',
        author: viewer,
        comments: code.code,
      });
      const seller = await this.receiptDetails(transaction._id);
      await this.emails.queue(seller.email, 'fee-covered', {
        firstName: seller.firstName,
        address: seller.address,
        code: code.code,
        dashboardUrl: `${this.config.appUrl}/dashboard/sell/${transaction._id}`,
      });
      if (order.stripe_transaction_id) {
        // nobody should pay the card payment that was started before the code made it free
        await this.jobs.enqueue(
          'payments.cancel-intent',
          { paymentIntentId: order.stripe_transaction_id },
          { singletonKey: order.stripe_transaction_id },
        );
      }
    });
    return this.view(id);
  }

  // --- for the payments module ------------------------------------------------------------

  /** A sale `viewer` may pay for: theirs, with the terms accepted. */
  async findPayable(viewer: SessionUser, id: string): Promise<TransactionRow> {
    const transaction = await this.loadOwned(viewer, id);
    if (!transaction.terms_and_conditions) throw new TermsNotAcceptedError();
    return transaction;
  }

  /** Refuses with 404 unless `viewer` is the sale's primary seller. */
  async ensureSeller(viewer: SessionUser, id: string): Promise<void> {
    await this.loadOwned(viewer, id);
  }

  async receiptDetails(transactionId: string): Promise<ReceiptDetails> {
    const [row] = await this.repository.findViewRows([transactionId]);
    if (!row) throw new TransactionNotFoundError();
    return {
      email: row.seller.email,
      firstName: row.seller.first_name,
      address: formatAddress(row.property.address),
    };
  }

  // --- back office (behind the admin controller) ------------------------------------------

  /** A page of sales, newest first, all or only the paid (or unpaid) ones. */
  /** Any sale, as TransactionDto. The full admin detail (issue 10) grows from here. */
  async adminGet(id: string): Promise<TransactionDto> {
    return this.view(id);
  }

  /** Anyone's sales, newest first. */
  async adminListForSeller(userId: string): Promise<TransactionDto[]> {
    return this.views(await this.repository.listIdsForSeller(userId));
  }

  /** Any estate agent status, 'pending' too (it clears the agent). */
  async adminSetEstateAgentStatus(
    admin: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    if (status === 'assigned' && !estateAgentId) throw new EstateAgentChoiceError();
    await this.database.transaction(async () => {
      const transaction = await this.repository.findByIdForUpdate(id);
      if (!transaction) throw new TransactionNotFoundError();
      await this.changeEstateAgentStatus(admin, transaction, status, estateAgentId);
    });
    return this.view(id);
  }

  /**
   * A sale's timeline, oldest first: its events and those of its purchases, so every change made
   * on its detail page is on it.
   */
  async adminTimeline(id: string): Promise<EventDto[]> {
    const sale = await this.repository.findById(id);
    if (!sale) throw new TransactionNotFoundError();
    const purchases = await this.purchaseIntents.adminIdsForSale(id);
    return this.events.listForTransaction(id, purchases);
  }

  // --- internals --------------------------------------------------------------------------

  private async loadOwned(
    viewer: SessionUser,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<TransactionRow> {
    const transaction = options.lock
      ? await this.repository.findByIdForUpdate(id)
      : await this.repository.findById(id);
    return ensureOwner(
      viewer,
      transaction,
      (sale) => sale.primary_seller_id,
      () => new TransactionNotFoundError(),
    );
  }

  private async changeEstateAgentStatus(
    author: SessionUser,
    transaction: TransactionRow,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<void> {
    if (status !== 'pending') {
      await this.chooseEstateAgent(
        author,
        transaction,
        status === 'assigned' ? estateAgentId! : status,
      );
      return;
    }
    if (transaction.estate_agent_status === 'pending') return;
    await this.repository.update(transaction._id, {
      estate_agent_id: null,
      estate_agent_status: 'pending',
    });
    await this.events.record({
      transactionId: transaction._id,
      name: 'estate_agent_cleared',
      author,
      comments: 'Estate agent not assigned',
    });
  }

  private async chooseEstateAgent(
    author: SessionUser,
    transaction: TransactionRow,
    choice: string,
  ): Promise<void> {
    let agent: EstateAgentChoiceDto | undefined;
    let status: EstateAgentStatus;
    if (choice === 'not_listed' || choice === 'no_agent') {
      status = choice;
    } else {
      agent = await this.estateAgents.findChoice(choice);
      if (!agent) throw new EstateAgentChoiceError();
      status = 'assigned';
    }
    const estateAgentId = agent?._id ?? null;
    const unchanged =
      transaction.estate_agent_status === status && transaction.estate_agent_id === estateAgentId;
    if (unchanged) return;
    await this.repository.update(transaction._id, {
      estate_agent_id: estateAgentId,
      estate_agent_status: status,
    });
    await this.events.record({
      transactionId: transaction._id,
      name: 'estate_agent_assigned',
      author,
      comments: agent ? agent.label : status,
    });
  }

  private async acceptTerms(viewer: SessionUser, transaction: TransactionRow): Promise<void> {
    const recorded = await this.repository.acceptTerms(transaction._id, this.clock.now());
    if (recorded) {
      await this.events.record({
        transactionId: transaction._id,
        name: 'terms_accepted',
        author: viewer,
      });
    }
  }

  /** Makes `inputs` the sale's additional sellers: known personIds are changed, others added. */
  private async saveSellers(
    transactionId: string,
    inputs: SellerPersonDto[],
    current: SellerPersonRow[],
  ): Promise<void> {
    await this.people.replaceList({
      personType: 'seller',
      current: current.map((person) => person._id),
      entries: inputs,
      relink: (list) =>
        this.repository.setSellers(
          transactionId,
          list.map((listed) => listed.personId),
        ),
      unknownPerson: () => new SellerNotFoundError(),
    });
  }

  private async view(id: string): Promise<TransactionDto> {
    const [view] = await this.views([id]);
    if (!view) throw new TransactionNotFoundError();
    return view;
  }

  private async views(ids: string[]): Promise<TransactionDto[]> {
    const [rows, sellers, orders] = await Promise.all([
      this.repository.findViewRows(ids),
      this.repository.listSellers(ids),
      this.orders.listForTransactions(ids),
    ]);
    return rows.map((row) =>
      toTransactionDto(
        row,
        sellers.filter((seller) => seller.transaction_id === row.transaction._id),
        orders.filter((order) => order.transaction_id === row.transaction._id),
      ),
    );
  }
}

function ensureSelf(viewer: SessionUser, userId: string): void {
  if (viewer._id !== userId) throw new NoPermissionError();
}

function checkRepresentative(customerType: CustomerType, additionalSellers: number): void {
  if (customerType === 'representative' && additionalSellers === 0) {
    throw new RepresentativeNeedsSellerError();
  }
}

function propertyInputOf(body: {
  propertyAddress?: AddressDto;
  tenureOption?: string;
  tenureDetails?: string;
}): PropertyInput {
  return {
    propertyAddress: body.propertyAddress,
    tenureOption: body.tenureOption,
    tenureDetails: body.tenureDetails,
  };
}

function toTransactionDto(
  row: TransactionViewRow,
  sellers: SellerPersonRow[],
  orderRows: OrderRow[],
): TransactionDto {
  const t = row.transaction;
  const orders: OrderDto[] = orderRows.map(toOrderDto);
  return {
    _id: t._id,
    type: t.type,
    property_id: t.property_id,
    property: toPropertyDto(row.property),
    primary_seller: { user: row.seller, customer_type: t.customer_type },
    additional_sellers: sellers.map((person) => toPersonDto(person._id, person)),
    asking_price: t.asking_price,
    has_mortgage: t.has_mortgage,
    onward_purchase: t.onward_purchase,
    is_using_foreign_currency: t.is_using_foreign_currency,
    requiresMortgageReferral: t.requiresMortgageReferral,
    terms_and_conditions: t.terms_and_conditions,
    terms_accepted_at: t.terms_accepted_at?.toISOString() ?? null,
    estate_agent: row.estateAgent ? toChoice(row.estateAgent) : null,
    estate_agent_id: t.estate_agent_id,
    estate_agent_status: t.estate_agent_status,
    referral_code: row.referralCode,
    tags: t.tags,
    orders,
    complete: row.paid,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}

function toLinkedDto(row: TransactionViewRow, purchaseIntentId: string): LinkedTransactionDto {
  return {
    _id: row.transaction._id,
    purchase_intent_id: purchaseIntentId,
    type: row.transaction.type,
    property: toPropertyDto(row.property),
    estate_agent: row.estateAgent ? toChoice(row.estateAgent) : null,
    estate_agent_status: row.transaction.estate_agent_status,
    createdAt: row.transaction.createdAt.toISOString(),
  };
}
