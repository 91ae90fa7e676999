import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { Database } from '@/platform/database/database';
import {
  properties,
  purchaseIntents,
  transactions,
  type Address,
} from '@/platform/database/schema';

/** What a sale's card shows, read across the sales, purchase-intents and properties tables. */
export type SaleCardFacts = {
  id: string;
  address: Address | null;
  createdAt: Date;
  /** `transactions.is_paid`: the first order is settled (paid or covered by a referral code). */
  paid: boolean;
  termsAccepted: boolean;
  /** Staff instructed the seller's solicitors. */
  solicitorsInstructed: boolean;
  /** A purchase that is not aborted is attached to the sale (a buyer found, or a sale agreed). */
  purchaseAttached: boolean;
  /** The sale's latest active purchase has completed. */
  completed: boolean;
  withdrawn: boolean;
};

/** What a purchase's card shows. */
export type PurchaseCardFacts = {
  id: string;
  address: Address | null;
  createdAt: Date;
  /** The buyer confirmed the fees: the onboarding is done. */
  active: boolean;
  termsAccepted: boolean;
  propertyId: string | null;
  /** Attached to a sale, or a sale agreed. */
  underway: boolean;
  completed: boolean;
  /** Aborted, or the sale it belongs to was withdrawn. */
  withdrawn: boolean;
};

/**
 * The home dashboard's read (issue 25): every sale and purchase of one customer, newest first,
 * with the facts its status tag needs. Read only; the tables belong to their modules. Both lists
 * use the `(primary_seller_id | primary_buyer_id, created_at)` indexes, and the per-sale
 * sub-selects `purchase_intents_transaction_idx`.
 */
@Injectable()
export class HomeQueryRepository {
  constructor(@Inject(Database) private readonly database: Database) {}

  private get db() {
    return this.database.db;
  }

  listSales(sellerId: string): Promise<SaleCardFacts[]> {
    return this.db
      .select({
        id: transactions._id,
        address: properties.address,
        createdAt: transactions.createdAt,
        paid: transactions.is_paid,
        termsAccepted: transactions.terms_and_conditions,
        solicitorsInstructed: sql<boolean>`(${transactions.solicitors_assigned_at} is not null
          or ${transactions.seller_lawyer_group_id} is not null)`,
        purchaseAttached: sql<boolean>`exists (
          select 1 from ${purchaseIntents}
          where ${purchaseIntents.transaction_id} = ${transactions._id}
            and ${purchaseIntents.aborted_at} is null)`,
        completed: sql<boolean>`coalesce((
          select ${purchaseIntents.completed_at} is not null from ${purchaseIntents}
          where ${purchaseIntents.transaction_id} = ${transactions._id}
            and ${purchaseIntents.is_active}
          order by ${purchaseIntents.createdAt} desc, ${purchaseIntents._id} desc
          limit 1), false)`,
        withdrawn: sql<boolean>`(${transactions.withdrawn_at} is not null)`,
      })
      .from(transactions)
      .innerJoin(properties, eq(properties._id, transactions.property_id))
      .where(eq(transactions.primary_seller_id, sellerId))
      .orderBy(desc(transactions.createdAt), desc(transactions._id));
  }

  listPurchases(buyerId: string): Promise<PurchaseCardFacts[]> {
    return this.db
      .select({
        id: purchaseIntents._id,
        address: properties.address,
        createdAt: purchaseIntents.createdAt,
        active: purchaseIntents.is_active,
        termsAccepted: purchaseIntents.terms_and_conditions,
        propertyId: purchaseIntents.property_id,
        underway: sql<boolean>`(${or(
          isNotNull(purchaseIntents.transaction_id),
          isNotNull(purchaseIntents.sale_agreed_at),
        )})`,
        completed: sql<boolean>`(${purchaseIntents.completed_at} is not null)`,
        withdrawn: sql<boolean>`(${purchaseIntents.aborted_at} is not null
          or ${transactions.withdrawn_at} is not null)`,
      })
      .from(purchaseIntents)
      .leftJoin(properties, eq(properties._id, purchaseIntents.property_id))
      .leftJoin(transactions, eq(transactions._id, purchaseIntents.transaction_id))
      .where(eq(purchaseIntents.primary_buyer_id, buyerId))
      .orderBy(desc(purchaseIntents.createdAt), desc(purchaseIntents._id));
  }
}
