import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, or } from 'drizzle-orm';
import { Database } from '@/database/database';
import {
  estateAgentBrands,
  estateAgents,
  events,
  orders,
  people,
  properties,
  purchaseIntents,
  referralCodes,
  transactionSellers,
  transactions,
  users,
} from '@/database/schema';
import type { OrderItem } from '@/database/schema';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type TransactionChanges = Partial<
  Pick<
    TransactionRow,
    | 'customer_type'
    | 'asking_price'
    | 'has_mortgage'
    | 'onward_purchase'
    | 'is_using_foreign_currency'
    | 'requiresMortgageReferral'
    | 'estate_agent_id'
    | 'estate_agent_status'
    | 'referral_code_id'
  >
>;
export type OrderRow = typeof orders.$inferSelect;
export type PersonRow = typeof people.$inferSelect;
export type SellerPersonRow = PersonRow & { transaction_id: string; position: number };
export type PersonFields = Pick<
  PersonRow,
  'first_name' | 'middle_name' | 'last_name' | 'email' | 'phone_number' | 'correspondence_address'
>;

/** A sale with what its views show besides sellers and orders. */
export type TransactionViewRow = {
  transaction: TransactionRow;
  property: typeof properties.$inferSelect;
  seller: Pick<
    typeof users.$inferSelect,
    '_id' | 'email' | 'first_name' | 'middle_name' | 'last_name' | 'phone_number'
  >;
  estateAgent: { _id: string; brand: string; officeName: string } | null;
  referralCode: string | null;
};

export type MilestoneEvent =
  | 'transaction_created'
  | 'terms_accepted'
  | 'estate_agent_assigned'
  | 'referral_code_applied'
  | 'payment_successful';

const SUCCEEDED = 'succeeded';

@Injectable()
export class TransactionsRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  // --- sales ------------------------------------------------------------------------------

  async create(values: NewTransaction): Promise<TransactionRow> {
    const [row] = await this.db.insert(transactions).values(values).returning();
    return row;
  }

  async findById(id: string): Promise<TransactionRow | undefined> {
    const [row] = await this.db.select().from(transactions).where(eq(transactions._id, id));
    return row;
  }

  /** Reads the sale and locks it until the surrounding DB transaction ends. */
  async findByIdForUpdate(id: string): Promise<TransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(eq(transactions._id, id))
      .for('update');
    return row;
  }

  async update(id: string, changes: TransactionChanges): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await this.db.update(transactions).set(changes).where(eq(transactions._id, id));
  }

  /** Records the acceptance once; true when this call recorded it. */
  async acceptTerms(id: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(transactions)
      .set({ terms_and_conditions: true, terms_accepted_at: at })
      .where(and(eq(transactions._id, id), eq(transactions.terms_and_conditions, false)))
      .returning({ id: transactions._id });
    return rows.length > 0;
  }

  async listIdsForSeller(userId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
    return rows.map((row) => row.id);
  }

  async findLatestForSeller(userId: string): Promise<TransactionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id))
      .limit(1);
    return row;
  }

  /** The sales with their property, seller, estate agent and referral code, in `ids` order. */
  async findViewRows(ids: string[]): Promise<TransactionViewRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        transaction: transactions,
        property: properties,
        seller: {
          _id: users._id,
          email: users.email,
          first_name: users.first_name,
          middle_name: users.middle_name,
          last_name: users.last_name,
          phone_number: users.phone_number,
        },
        agentId: estateAgents._id,
        agentOffice: estateAgents.office,
        agentBrand: estateAgentBrands.brandName,
        referralCode: referralCodes.code,
      })
      .from(transactions)
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .innerJoin(users, eq(users._id, transactions.primary_seller_id))
      .leftJoin(estateAgents, eq(estateAgents._id, transactions.estate_agent_id))
      .leftJoin(estateAgentBrands, eq(estateAgentBrands._id, estateAgents.brand_id))
      .leftJoin(referralCodes, eq(referralCodes._id, transactions.referral_code_id))
      .where(inArray(transactions._id, ids));
    const byId = new Map(
      rows.map((row) => [
        row.transaction._id,
        {
          transaction: row.transaction,
          property: row.property,
          seller: row.seller,
          estateAgent:
            row.agentId && row.agentOffice && row.agentBrand
              ? { _id: row.agentId, brand: row.agentBrand, officeName: row.agentOffice.name }
              : null,
          referralCode: row.referralCode,
        },
      ]),
    );
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  }

  // --- purchase intents linked to sales ---------------------------------------------------

  async findPurchaseIntentLink(
    purchaseIntentId: string,
  ): Promise<{ buyerId: string; transactionId: string | null } | undefined> {
    const [row] = await this.db
      .select({
        buyerId: purchaseIntents.primary_buyer_id,
        transactionId: purchaseIntents.transaction_id,
      })
      .from(purchaseIntents)
      .where(eq(purchaseIntents._id, purchaseIntentId));
    return row;
  }

  /** The user's purchase intents that are linked to a sale, newest first. */
  async listPurchaseIntentLinksOfBuyer(
    userId: string,
  ): Promise<{ purchaseIntentId: string; transactionId: string }[]> {
    const rows = await this.db
      .select({
        purchaseIntentId: purchaseIntents._id,
        transactionId: purchaseIntents.transaction_id,
      })
      .from(purchaseIntents)
      .where(
        and(
          eq(purchaseIntents.primary_buyer_id, userId),
          isNotNull(purchaseIntents.transaction_id),
        ),
      )
      .orderBy(desc(purchaseIntents.createdAt), desc(purchaseIntents._id));
    return rows.map((row) => ({
      purchaseIntentId: row.purchaseIntentId,
      transactionId: row.transactionId!,
    }));
  }

  // --- additional sellers -----------------------------------------------------------------

  async listSellers(transactionIds: string[]): Promise<SellerPersonRow[]> {
    if (transactionIds.length === 0) return [];
    const rows = await this.db
      .select({
        person: people,
        transaction_id: transactionSellers.transaction_id,
        position: transactionSellers.position,
      })
      .from(transactionSellers)
      .innerJoin(people, eq(people._id, transactionSellers.person_id))
      .where(inArray(transactionSellers.transaction_id, transactionIds))
      .orderBy(asc(transactionSellers.position), asc(transactionSellers._id));
    return rows.map((row) => ({
      ...row.person,
      transaction_id: row.transaction_id,
      position: row.position,
    }));
  }

  async createSellerPerson(fields: PersonFields): Promise<PersonRow> {
    const [row] = await this.db
      .insert(people)
      .values({ ...fields, person_type: 'seller' })
      .returning();
    return row;
  }

  async updatePerson(personId: string, fields: PersonFields): Promise<void> {
    await this.db.update(people).set(fields).where(eq(people._id, personId));
  }

  /** Makes `personIds` the sale's additional sellers, in that order. */
  async setSellers(transactionId: string, personIds: string[]): Promise<void> {
    const db = this.db;
    await db
      .delete(transactionSellers)
      .where(
        personIds.length
          ? and(
              eq(transactionSellers.transaction_id, transactionId),
              notInArray(transactionSellers.person_id, personIds),
            )
          : eq(transactionSellers.transaction_id, transactionId),
      );
    for (const [position, personId] of personIds.entries()) {
      await db
        .insert(transactionSellers)
        .values({ transaction_id: transactionId, person_id: personId, position })
        .onConflictDoUpdate({
          target: [transactionSellers.transaction_id, transactionSellers.person_id],
          set: { position },
        });
    }
  }

  // --- orders -----------------------------------------------------------------------------

  async listOrders(transactionIds: string[]): Promise<OrderRow[]> {
    if (transactionIds.length === 0) return [];
    return this.db
      .select()
      .from(orders)
      .where(inArray(orders.transaction_id, transactionIds))
      .orderBy(asc(orders.createdAt), asc(orders._id));
  }

  async findFirstOrder(transactionId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.transaction_id, transactionId))
      .orderBy(asc(orders.createdAt), asc(orders._id))
      .limit(1);
    return row;
  }

  async createOrder(
    transactionId: string,
    items: readonly OrderItem[],
    total: number,
    currency: string,
  ): Promise<OrderRow> {
    const [row] = await this.db
      .insert(orders)
      .values({ transaction_id: transactionId, items: [...items], total_amount: total, currency })
      .returning();
    return row;
  }

  async findOrderById(id: string): Promise<OrderRow | undefined> {
    const [row] = await this.db.select().from(orders).where(eq(orders._id, id));
    return row;
  }

  async findOrderByPaymentIntent(paymentIntentId: string): Promise<OrderRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orders)
      .where(eq(orders.stripe_transaction_id, paymentIntentId));
    return row;
  }

  /** Points an unsettled order at its current PaymentIntent. */
  async attachPaymentIntent(
    orderId: string,
    intent: { id: string; status: string; customerId: string | null },
  ): Promise<void> {
    await this.db
      .update(orders)
      .set({
        stripe_transaction_id: intent.id,
        stripe_transaction_status: intent.status,
        stripe_customer_id: intent.customerId,
      })
      .where(and(eq(orders._id, orderId), notSucceeded()));
  }

  /** Settles the order as paid by card, once; true when this call settled it. */
  async markOrderPaid(orderId: string, paymentIntentId: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        stripe_transaction_id: paymentIntentId,
        stripe_transaction_status: SUCCEEDED,
        payment_type: 'stripe_direct',
        paid_at: at,
      })
      .where(and(eq(orders._id, orderId), notSucceeded()))
      .returning({ id: orders._id });
    return rows.length > 0;
  }

  /** Records a non-final card status of the order's current PaymentIntent (never over succeeded). */
  async recordPaymentStatus(orderId: string, paymentIntentId: string, status: string) {
    await this.db
      .update(orders)
      .set({ stripe_transaction_status: status })
      .where(
        and(
          eq(orders._id, orderId),
          eq(orders.stripe_transaction_id, paymentIntentId),
          notSucceeded(),
        ),
      );
  }

  /** Settles the order at zero with a referral code, once; true when this call settled it. */
  async settleOrderWithCode(orderId: string, code: string, at: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({
        total_amount: 0,
        code,
        payment_type: 'invoice',
        stripe_transaction_status: SUCCEEDED,
        paid_at: at,
      })
      .where(and(eq(orders._id, orderId), notSucceeded()))
      .returning({ id: orders._id });
    return rows.length > 0;
  }

  // --- events -----------------------------------------------------------------------------

  async recordEvent(event: {
    transactionId: string;
    name: MilestoneEvent;
    author?: { _id: string; name: string } | null;
    comments?: string | null;
  }): Promise<void> {
    await this.db.insert(events).values({
      transaction_id: event.transactionId,
      event_name: event.name,
      type: 'system',
      author: event.author?._id ?? null,
      authorName: event.author?.name ?? null,
      comments: event.comments ?? null,
      milestone: true,
    });
  }

  async listEventNames(transactionId: string): Promise<string[]> {
    const rows = await this.db
      .select({ name: events.event_name })
      .from(events)
      .where(eq(events.transaction_id, transactionId))
      .orderBy(asc(events.date_time), asc(events._id));
    return rows.map((row) => row.name);
  }
}

function notSucceeded() {
  return or(
    isNull(orders.stripe_transaction_status),
    ne(orders.stripe_transaction_status, SUCCEEDED),
  );
}
