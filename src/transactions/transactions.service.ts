import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '@/config/config.module';
import type { AppConfig } from '@/config/config';
import { formatAddress, forceUnitedKingdom, isUnitedKingdom } from '@/common/address';
import type { SessionUser } from '@/common/decorators';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@/common/errors';
import { ensureOwnerOrAdmin } from '@/common/ownership';
import { normalisePostcode } from '@/common/postcode';
import type { AddressDto } from '@/common/validators';
import { Database } from '@/database/database';
import { isObjectId } from '@/database/ids';
import type { Address } from '@/database/schema';
import { EmailService } from '@/email/email.service';
import { EstateAgentChoiceDto } from '@/estate-agents/dto/estate-agent-choice.dto';
import { EstateAgentsService, toChoice } from '@/estate-agents/estate-agents.service';
import { JobsService } from '@/jobs/jobs.service';
import { toPropertyDto } from '@/properties/dto/property.dto';
import { PropertiesService, PropertyInput } from '@/properties/properties.service';
import { ReferralCodesService } from '@/referral-codes/referral-codes.service';
import { UsersService } from '@/users/users.service';
import {
  AdditionalSellerDto,
  LatestTransactionDto,
  LinkedTransactionDto,
  OrderDto,
  TransactionDto,
} from './dto/transaction.dto';
import {
  CreateTransactionDto,
  CustomerType,
  EstateAgentStatus,
  SellerPersonDto,
  UpdateTransactionDto,
  UpdateTransactionQueryDto,
} from './dto/transaction-input.dto';
import {
  formatPence,
  ORDER_CURRENCY,
  orderTotal,
  SELLER_ONBOARDING_PRODUCTS,
} from './order-catalogue';
import {
  OrderRow,
  PersonFields,
  SellerPersonRow,
  TransactionChanges,
  TransactionRow,
  TransactionsRepository,
  TransactionViewRow,
} from './transactions.repository';

export const TRANSACTION_NOT_FOUND = 'Transaction not found';
export const REPRESENTATIVE_NEEDS_SELLER =
  "If you are acting on behalf of the seller, please select yes and add the seller's details";
const NO_PERMISSION = "You don't have permission to perform this action.";

/**
 * Sellers' sales ("transactions"): onboarding, terms, estate agent, referral code, and the first
 * order that the payments module settles. A customer reaches only sales they are the primary
 * seller of (others answer 404); admins reach all.
 */
@Injectable()
export class TransactionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(Database) private readonly database: Database,
    private readonly repository: TransactionsRepository,
    private readonly properties: PropertiesService,
    private readonly estateAgents: EstateAgentsService,
    private readonly referralCodes: ReferralCodesService,
    private readonly users: UsersService,
    private readonly email: EmailService,
    private readonly jobs: JobsService,
  ) {}

  // --- onboarding -------------------------------------------------------------------------

  /** Creates (or updates) the property, then the resale with `viewer` as primary seller. */
  async create(viewer: SessionUser, body: CreateTransactionDto): Promise<TransactionDto> {
    checkRepresentative(body.customerType, body.additionalSellers?.length ?? 0);
    const sellerId = await this.primarySellerFor(viewer, body.primarySellerId);
    const id = await this.database.transaction(async () => {
      const input = propertyInputOf(body);
      const property = body.propertyId
        ? await this.properties.changeForUser(viewer, body.propertyId, input)
        : await this.properties.createForUser(viewer, input);
      const transaction = await this.repository.create({
        type: 'resale',
        property_id: property._id,
        primary_seller_id: sellerId,
        customer_type: body.customerType,
        asking_price: body.askingPrice ?? null,
        has_mortgage: body.hasMortgage,
        onward_purchase: body.onwardPurchase,
        is_using_foreign_currency: body.isUsingForeignCurrency,
        requiresMortgageReferral: body.requiresMortgageReferral ?? null,
      });
      await this.saveSellers(transaction._id, body.additionalSellers ?? [], []);
      await this.repository.recordEvent({
        transactionId: transaction._id,
        name: 'transaction_created',
        author: authorOf(viewer),
      });
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
    if (!hasChanges && !acceptTerms) {
      throw new ValidationError(['Please provide at least one field to update']);
    }
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

  /** A seller's sales, newest first: your own, or anyone's for an admin. */
  async listForUser(viewer: SessionUser, userId: string): Promise<TransactionDto[]> {
    ensureSelfOrAdmin(viewer, userId);
    return this.views(await this.repository.listIdsForSeller(userId));
  }

  async latestForUser(viewer: SessionUser, userId: string): Promise<LatestTransactionDto> {
    ensureSelfOrAdmin(viewer, userId);
    const latest = await this.repository.findLatestForSeller(userId);
    if (!latest) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    const orders = (await this.repository.listOrders([latest._id])).map(toOrderDto);
    return {
      _id: latest._id,
      orders,
      terms_and_conditions: latest.terms_and_conditions,
      complete: isComplete(orders),
    };
  }

  /** The sale a purchase intent is linked to, as its buyer (or the seller, or an admin) sees it. */
  async getForPurchaseIntent(
    viewer: SessionUser,
    purchaseIntentId: string,
  ): Promise<LinkedTransactionDto> {
    assertObjectId(purchaseIntentId);
    const link = await this.repository.findPurchaseIntentLink(purchaseIntentId);
    const transaction = link?.transactionId
      ? await this.repository.findById(link.transactionId)
      : undefined;
    if (!link || !transaction) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    const mayRead =
      viewer.type === 'admin' ||
      link.buyerId === viewer._id ||
      transaction.primary_seller_id === viewer._id;
    if (!mayRead) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    const [row] = await this.repository.findViewRows([transaction._id]);
    return toLinkedDto(row, purchaseIntentId);
  }

  /** The sales linked to a buyer's purchase intents, newest purchase first. */
  async listForPurchaseIntentsOfUser(
    viewer: SessionUser,
    userId: string,
  ): Promise<LinkedTransactionDto[]> {
    ensureSelfOrAdmin(viewer, userId);
    const links = await this.repository.listPurchaseIntentLinksOfBuyer(userId);
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

  async setEstateAgentStatus(
    viewer: SessionUser,
    id: string,
    status: EstateAgentStatus,
    estateAgentId: string | undefined,
  ): Promise<TransactionDto> {
    if (status === 'pending' && viewer.type !== 'admin') throw new ForbiddenError(NO_PERMISSION);
    if (status === 'assigned' && !estateAgentId) {
      throw new ValidationError(['Please select an option']);
    }
    await this.database.transaction(async () => {
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      if (status === 'pending') {
        await this.repository.update(transaction._id, {
          estate_agent_id: null,
          estate_agent_status: 'pending',
        });
        return;
      }
      await this.chooseEstateAgent(
        viewer,
        transaction,
        status === 'assigned' ? estateAgentId! : status,
      );
    });
    return this.view(id);
  }

  // --- terms and referral code -----------------------------------------------------------

  /** Makes the first order free with a usable referral code; the sale is then complete. */
  async applyReferralCode(viewer: SessionUser, id: string, input: string): Promise<TransactionDto> {
    await this.loadOwned(viewer, id);
    await this.referralCodes.limitAttempts(viewer);
    const code = await this.referralCodes.findUsable(input);
    if (!code) throw new ValidationError(['Code not valid']);
    await this.database.transaction(async () => {
      const transaction = await this.loadOwned(viewer, id, { lock: true });
      if (!transaction.terms_and_conditions) {
        throw new ConflictError('Please accept the terms and conditions before paying');
      }
      const order = await this.firstOrderOf(transaction);
      if (order.stripe_transaction_status === 'succeeded') {
        if (order.code) return; // a code already made it free: applying again changes nothing
        throw new ConflictError('This sale has already been paid');
      }
      const now = new Date();
      await this.repository.settleOrderWithCode(order._id, code.code, now);
      await this.repository.update(transaction._id, { referral_code_id: code._id });
      await this.repository.recordEvent({
        transactionId: transaction._id,
        name: 'referral_code_applied',
        author: authorOf(viewer),
        comments: code.code,
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

  // --- orders (for the payments module) ---------------------------------------------------

  /** A sale `viewer` may pay for (its seller or an admin), with its primary seller. */
  async findPayable(viewer: SessionUser, id: string) {
    const transaction = await this.loadOwned(viewer, id);
    const seller = await this.users.findById(transaction.primary_seller_id);
    if (!seller) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    return { transaction, seller };
  }

  /** The sale's first order, priced from the catalogue when it is created here. */
  async ensureFirstOrder(transactionId: string): Promise<OrderRow> {
    return this.database.transaction(async () => {
      const transaction = await this.repository.findByIdForUpdate(transactionId);
      if (!transaction) throw new NotFoundError(TRANSACTION_NOT_FOUND);
      return this.firstOrderOf(transaction);
    });
  }

  findOrder(orderId: string): Promise<OrderRow | undefined> {
    return this.repository.findOrderById(orderId);
  }

  findOrderByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    return this.repository.findOrderByPaymentIntent(paymentIntentId);
  }

  attachPaymentIntent(
    orderId: string,
    intent: { id: string; status: string; customerId: string | null },
  ): Promise<void> {
    return this.repository.attachPaymentIntent(orderId, intent);
  }

  recordPaymentStatus(orderId: string, paymentIntentId: string, status: string): Promise<void> {
    return this.repository.recordPaymentStatus(orderId, paymentIntentId, status);
  }

  /**
   * Settles an order paid by card: marks it succeeded, records payment_successful and queues the
   * receipt, in one DB transaction and exactly once. False when it was already settled.
   */
  async markOrderPaid(order: OrderRow, paymentIntentId: string): Promise<boolean> {
    return this.database.transaction(async () => {
      const settled = await this.repository.markOrderPaid(order._id, paymentIntentId, new Date());
      if (!settled) return false;
      await this.repository.recordEvent({
        transactionId: order.transaction_id,
        name: 'payment_successful',
        comments: `${formatPence(order.total_amount)} (${paymentIntentId})`,
      });
      const [row] = await this.repository.findViewRows([order.transaction_id]);
      await this.email.queue(row.seller.email, 'payment-receipt', {
        firstName: row.seller.first_name,
        address: formatAddress(row.property.address),
        amount: formatPence(order.total_amount),
        dashboardUrl: `${this.config.appUrl}/dashboard/sell/${order.transaction_id}`,
      });
      return true;
    });
  }

  // --- internals --------------------------------------------------------------------------

  private async loadOwned(
    viewer: SessionUser,
    id: string,
    options: { lock?: boolean } = {},
  ): Promise<TransactionRow> {
    assertObjectId(id);
    const transaction = options.lock
      ? await this.repository.findByIdForUpdate(id)
      : await this.repository.findById(id);
    if (!transaction) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    ensureOwnerOrAdmin(viewer, transaction.primary_seller_id, TRANSACTION_NOT_FOUND);
    return transaction;
  }

  /** Call with the sale locked. */
  private async firstOrderOf(transaction: TransactionRow): Promise<OrderRow> {
    const existing = await this.repository.findFirstOrder(transaction._id);
    if (existing) return existing;
    return this.repository.createOrder(
      transaction._id,
      SELLER_ONBOARDING_PRODUCTS,
      orderTotal(SELLER_ONBOARDING_PRODUCTS),
      ORDER_CURRENCY,
    );
  }

  private async primarySellerFor(viewer: SessionUser, requested: string | undefined) {
    if (!requested || requested === viewer._id) return viewer._id;
    if (viewer.type !== 'admin') throw new ForbiddenError(NO_PERMISSION);
    const seller = await this.users.findById(requested);
    if (!seller) throw new NotFoundError('User not found');
    return seller._id;
  }

  private async chooseEstateAgent(
    viewer: SessionUser,
    transaction: TransactionRow,
    choice: string,
  ): Promise<void> {
    let agent: EstateAgentChoiceDto | undefined;
    let status: EstateAgentStatus;
    if (choice === 'not_listed' || choice === 'no_agent') {
      status = choice;
    } else {
      agent = await this.estateAgents.findChoice(choice);
      if (!agent) throw new ValidationError(['Please select an option']);
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
    await this.repository.recordEvent({
      transactionId: transaction._id,
      name: 'estate_agent_assigned',
      author: authorOf(viewer),
      comments: agent ? agent.label : status,
    });
  }

  private async acceptTerms(viewer: SessionUser, transaction: TransactionRow): Promise<void> {
    const recorded = await this.repository.acceptTerms(transaction._id, new Date());
    if (recorded) {
      await this.repository.recordEvent({
        transactionId: transaction._id,
        name: 'terms_accepted',
        author: authorOf(viewer),
      });
    }
  }

  /** Makes `inputs` the sale's additional sellers: known personIds are changed, others added. */
  private async saveSellers(
    transactionId: string,
    inputs: SellerPersonDto[],
    current: SellerPersonRow[],
  ): Promise<void> {
    const personIds: string[] = [];
    for (const input of inputs) {
      const fields = personFieldsOf(input);
      if (input.personId) {
        if (!current.some((person) => person._id === input.personId)) {
          throw new ValidationError(['Seller not found']);
        }
        await this.repository.updatePerson(input.personId, fields);
        personIds.push(input.personId);
      } else {
        personIds.push((await this.repository.createSellerPerson(fields))._id);
      }
    }
    await this.repository.setSellers(transactionId, personIds);
  }

  private async view(id: string): Promise<TransactionDto> {
    const [view] = await this.views([id]);
    if (!view) throw new NotFoundError(TRANSACTION_NOT_FOUND);
    return view;
  }

  private async views(ids: string[]): Promise<TransactionDto[]> {
    const [rows, sellers, orders] = await Promise.all([
      this.repository.findViewRows(ids),
      this.repository.listSellers(ids),
      this.repository.listOrders(ids),
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

function assertObjectId(id: string): void {
  if (!isObjectId(id)) throw new ValidationError(['Invalid ObjectId format']);
}

function ensureSelfOrAdmin(viewer: SessionUser, userId: string): void {
  assertObjectId(userId);
  if (viewer.type !== 'admin' && viewer._id !== userId) throw new ForbiddenError(NO_PERMISSION);
}

function checkRepresentative(customerType: CustomerType, additionalSellers: number): void {
  if (customerType === 'representative' && additionalSellers === 0) {
    throw new ValidationError([REPRESENTATIVE_NEEDS_SELLER]);
  }
}

function authorOf(viewer: SessionUser) {
  return { _id: viewer._id, name: `${viewer.first_name} ${viewer.last_name}`.trim() };
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

function personFieldsOf(input: SellerPersonDto): PersonFields {
  return {
    first_name: input.firstName,
    middle_name: input.middleName ?? null,
    last_name: input.lastName,
    email: input.email,
    phone_number: input.mobileNumber,
    correspondence_address: input.correspondenceAddress
      ? correspondenceAddressOf(input.correspondenceAddress)
      : null,
  };
}

/** Correspondence addresses may be abroad; UK ones read United Kingdom / GB. */
function correspondenceAddressOf(input: AddressDto): Address {
  const entries = Object.entries(input).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  let address = Object.fromEntries(entries) as Address;
  if (isUnitedKingdom(address)) address = forceUnitedKingdom(address);
  const iso = address.country_iso_2 ?? 'GB';
  return { ...address, postcode: normalisePostcode(address.postcode ?? '', iso) };
}

function isComplete(orders: OrderDto[]): boolean {
  return orders[0]?.stripe_transaction_status === 'succeeded';
}

function toOrderDto(order: OrderRow): OrderDto {
  return {
    _id: order._id,
    items: order.items,
    total_amount: order.total_amount,
    currency: order.currency,
    code: order.code,
    payment_type: order.payment_type,
    paid_at: order.paid_at?.toISOString() ?? null,
    stripe_transaction_id: order.stripe_transaction_id,
    stripe_transaction_status: order.stripe_transaction_status,
    createdAt: order.createdAt.toISOString(),
  };
}

function toSellerDto(person: SellerPersonRow): AdditionalSellerDto {
  return {
    person_id: person._id,
    first_name: person.first_name,
    middle_name: person.middle_name,
    last_name: person.last_name,
    email: person.email,
    phone_number: person.phone_number,
    correspondence_address: (person.correspondence_address as AddressDto | null) ?? null,
  };
}

function toTransactionDto(
  row: TransactionViewRow,
  sellers: SellerPersonRow[],
  orderRows: OrderRow[],
): TransactionDto {
  const t = row.transaction;
  const orders = orderRows.map(toOrderDto);
  return {
    _id: t._id,
    type: t.type,
    property_id: t.property_id,
    property: toPropertyDto(row.property),
    primary_seller: { user: row.seller, customer_type: t.customer_type },
    additional_sellers: sellers.map(toSellerDto),
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
    complete: isComplete(orders),
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
