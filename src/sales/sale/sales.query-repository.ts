import { Inject, Injectable } from '@nestjs/common';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import {
  estateAgentBrands,
  estateAgents,
  people,
  properties,
  purchaseIntents,
  referralCodes,
  transactionSellers,
  transactions,
  users,
} from '@/platform/database/schema';
import type { SaleRow } from './sales.repository';

type PropertyRow = typeof properties.$inferSelect;

/** An additional seller: the person, with the sale it sells and its place on the list. */
export type SellerPersonRow = typeof people.$inferSelect & {
  transaction_id: string;
  position: number;
};

/** A sale with what its views show besides sellers and orders. */
export type SaleViewRow = {
  sale: SaleRow;
  property: PropertyRow;
  seller: Pick<
    typeof users.$inferSelect,
    '_id' | 'email' | 'first_name' | 'middle_name' | 'last_name' | 'phone_number'
  >;
  estateAgent: { _id: string; brand: string; officeName: string } | null;
  referralCode: string | null;
  /** `transactions.is_paid` (see src/sales/sale/payments/paid.ts): the first order is settled. */
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

/**
 * The sales as their seller (and the modules that show a sale) see them: each with its
 * property, primary seller, estate agent and referral code, and its additional sellers. Read
 * only; the tables it joins belong to their modules.
 */
@Injectable()
export class SalesQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  /** The sales with their property, seller, estate agent and referral code, in `ids` order. */
  async findViewRows(ids: string[]): Promise<SaleViewRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({
        sale: transactions,
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
        row.sale._id,
        {
          sale: row.sale,
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

  /** The additional sellers of the sales, each sale's in order. */
  async listSellers(saleIds: string[]): Promise<SellerPersonRow[]> {
    if (saleIds.length === 0) return [];
    const rows = await this.db
      .select({
        person: people,
        transaction_id: transactionSellers.transaction_id,
        position: transactionSellers.position,
      })
      .from(transactionSellers)
      .innerJoin(people, eq(people._id, transactionSellers.person_id))
      .where(inArray(transactionSellers.transaction_id, saleIds))
      .orderBy(asc(transactionSellers.position), asc(transactionSellers._id));
    return rows.map((row) => ({
      ...row.person,
      transaction_id: row.transaction_id,
      position: row.position,
    }));
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
}
