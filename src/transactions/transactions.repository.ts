import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { Database } from '@/database/database';
import {
  estateAgentBrands,
  estateAgents,
  people,
  properties,
  purchaseIntents,
  referralCodes,
  searchOrders,
  transactionGroups,
  transactionSellers,
  transactions,
  users,
} from '@/database/schema';
import type { PersonRow } from '@/people/people.repository';

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
    | 'tags'
    | 'seller_lawyer_group_id'
    | 'buyer_lawyer_group_id'
    | 'solicitors_assigned_at'
    | 'date_legal_started'
  >
>;
export type SellerPersonRow = PersonRow & { transaction_id: string; position: number };

/** A sale with what its views show besides sellers and orders. */
export type TransactionViewRow = {
  transaction: TransactionRow;
  property: PropertyRow;
  seller: Pick<
    typeof users.$inferSelect,
    '_id' | 'email' | 'first_name' | 'middle_name' | 'last_name' | 'phone_number'
  >;
  estateAgent: { _id: string; brand: string; officeName: string } | null;
  referralCode: string | null;
  /** `transactions.is_paid` (see src/orders/paid.ts): the first order is settled. */
  paid: boolean;
};

/** A home-dashboard card of a sale. */
export type SaleCardRow = {
  id: string;
  address: PropertyRow['address'];
  createdAt: Date;
  paid: boolean;
  termsAccepted: boolean;
  /** A purchase of it completed: the sale is over. */
  finished: boolean;
};

type PropertyRow = typeof properties.$inferSelect;

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

  /** How many search orders a sale has (admin.md §4: searches are complete once ordered). */
  async countSearchOrders(id: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(searchOrders)
      .where(eq(searchOrders.transaction_id, id));
    return row?.n ?? 0;
  }

  /** The name of a sale's development group (read-only here; groups are issue 11's). */
  async findGroup(id: string): Promise<{ _id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ _id: transactionGroups._id, name: transactionGroups.name })
      .from(transactionGroups)
      .where(eq(transactionGroups._id, id));
    return row;
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

  async findLatestIdForSeller(userId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ id: transactions._id })
      .from(transactions)
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id))
      .limit(1);
    return row?.id;
  }

  /** The seller's sales as home-dashboard cards, newest first. */
  listCardsForSeller(userId: string): Promise<SaleCardRow[]> {
    return this.db
      .select({
        id: transactions._id,
        address: properties.address,
        createdAt: transactions.createdAt,
        paid: transactions.is_paid,
        termsAccepted: transactions.terms_and_conditions,
        finished: sql<boolean>`exists (
          select 1 from ${purchaseIntents}
          where ${purchaseIntents.transaction_id} = ${transactions._id}
            and ${purchaseIntents.completed_at} is not null
        )`,
      })
      .from(transactions)
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .where(eq(transactions.primary_seller_id, userId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
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
        paid: transactions.is_paid,
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
          paid: row.paid,
        },
      ]),
    );
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
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
}
